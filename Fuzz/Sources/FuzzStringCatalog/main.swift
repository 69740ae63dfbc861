// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

// libFuzzer entry point for `StringCatalog.parse`. Built with `-parse-as-library`, so this file
// holds no top-level code: libFuzzer provides `main`.
//
// Besides "never traps", it checks what the reader and writer promise:
// - every diagnostic has a line and column of at least 1;
// - what `render()` writes parses back into an equal catalog, with no syntax error, and renders
//   to the same bytes.

import Foundation
import LingoFormats
import LingoToolFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringCatalog(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    let catalog = StringCatalog.parse(data, path: "fuzz.xcstrings")
    for diagnostic in catalog.diagnostics where diagnostic.location.line < 1 || diagnostic.location.column < 1 {
        fatalError("diagnostic without a position: \(diagnostic)")
    }
    let rendered = catalog.render()
    let reparsed = StringCatalog.parse(rendered, path: "rendered.xcstrings")
    if reparsed != catalog {
        fatalError("the rendering parses into another catalog:\n\(String(decoding: rendered, as: UTF8.self))")
    }
    // Kept wrong-typed values are reported again, and a catalog without a source language stays
    // without one; anything else would mean the writer produced something the reader rejects.
    for error in reparsed.diagnostics.errors where !error.message.contains(" must be ")
        && !error.message.contains("no \"sourceLanguage\"") {
        fatalError("the rendering has a syntax error: \(error)\n\(String(decoding: rendered, as: UTF8.self))")
    }
    if reparsed.render() != rendered {
        fatalError("rendering is not stable:\n\(String(decoding: rendered, as: UTF8.self))")
    }
    return 0
}
