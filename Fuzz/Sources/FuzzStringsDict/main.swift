// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

// libFuzzer entry point for `StringsDictFile.parse`. Built with `-parse-as-library`, so this
// file holds no top-level code: libFuzzer provides `main`.
//
// Besides "never traps", it checks what the reader and the writer promise:
// - every diagnostic has a line and column of at least 1;
// - what `render()` writes parses back into equal entries, with no error when the original had
//   none and no more errors than the original had (XML errors are gone; errors about content,
//   such as a missing `other` form, stay), and writing that again gives the same bytes.

import Foundation
import LingoFormats
import LingoToolFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsDict(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    let file = StringsDictFile.parse(data, path: "fuzz.stringsdict")
    for diagnostic in file.diagnostics where diagnostic.location.line < 1 || diagnostic.location.column < 1 {
        fatalError("diagnostic without a position: \(diagnostic)")
    }
    let rendered = file.render()
    let reparsed = StringsDictFile.parse(rendered, path: "rendered.stringsdict")
    let errors = file.diagnostics.errors, renderedErrors = reparsed.diagnostics.errors
    if renderedErrors.count > errors.count {
        fatalError("the rendering has more errors: \(renderedErrors)\nthan \(errors)\n\(String(decoding: rendered, as: UTF8.self))")
    }
    if reparsed != file {
        fatalError("the rendering parses into other entries:\n\(file.entries)\n\(reparsed.entries)")
    }
    if reparsed.render() != rendered {
        fatalError("rendering is not stable:\n\(String(decoding: rendered, as: UTF8.self))")
    }
    return 0
}
