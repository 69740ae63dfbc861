// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoCommandLine

// The tool the build plugins run: `lingo gen` and `lingo lint` over LingoTools only, so a package
// that uses LingoGenPlugin or LingoLintPlugin builds no over-the-air update code and needs no
// libcrypto.

CommandLineTool.main(program: "lingo", commands: [LingoCommand.gen, LingoCommand.lint])
