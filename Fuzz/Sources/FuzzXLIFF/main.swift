// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

// libFuzzer entry point for `XLIFFDocument.parse`. Built with `-parse-as-library`, so this
// file holds no top-level code: libFuzzer provides `main`.
//
// Besides "never traps, never hangs" (entities are not expanded, nesting is capped), it checks:
// - every diagnostic has a line and column of at least 1;
// - what `render()` writes parses back into an equal document with no more errors than the
//   input had, and writing that again gives the same bytes.

import Foundation
import LingoFormats
import LingoToolFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXLIFF(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    let document = XLIFFDocument.parse(data, path: "fuzz.xliff")
    for diagnostic in document.diagnostics where diagnostic.location.line < 1 || diagnostic.location.column < 1 {
        fatalError("diagnostic without a position: \(diagnostic)")
    }
    let rendered = document.render()
    let reparsed = XLIFFDocument.parse(rendered, path: "rendered.xliff")
    if reparsed.diagnostics.errors.count > document.diagnostics.errors.count {
        fatalError("the rendering has more errors: \(reparsed.diagnostics.errors)\n\(String(decoding: rendered, as: UTF8.self))")
    }
    if reparsed != document {
        fatalError("the rendering parses into another document:\n\(document.files)\n\(reparsed.files)")
    }
    if reparsed.render() != rendered {
        fatalError("rendering is not stable:\n\(String(decoding: rendered, as: UTF8.self))")
    }
    return 0
}
