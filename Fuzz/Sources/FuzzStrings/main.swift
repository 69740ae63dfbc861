// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

// libFuzzer entry point for `StringsFile.parse`. Built with `-parse-as-library`, so this file
// holds no top-level code: libFuzzer provides `main`.

import Foundation
import LingoFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    let file = StringsFile.parse(data, path: "fuzz.strings")
    for diagnostic in file.diagnostics where diagnostic.location.line < 1 || diagnostic.location.column < 1 {
        fatalError("diagnostic without a position: \(diagnostic)")
    }
    return 0
}
