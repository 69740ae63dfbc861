// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoCommandLine
import LingoPublishing
import LingoRemote

// `lingo`: the localization linter, code generator, converter and over-the-air update packer.
// Argument parsing and I/O only; the work is in LingoTools and LingoPublishing.

CommandLineTool.main(
    program: "lingo", commands: LingoCommand.tools + [KeygenCommand.command, PackCommand.command]
) { error in
    switch error {
    case let error as UpdatePackError: error.description
    case let error as UpdateKeyError: error.description
    default: nil
    }
}
