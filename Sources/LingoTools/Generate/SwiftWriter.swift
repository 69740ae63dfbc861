// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats
import LingoUtilities

/// Indented Swift source, line by line.
struct SwiftWriter {
    private(set) var text = ""
    private var depth = 0
    /// `"public "` or `""`.
    let access: String

    init(access: String) {
        self.access = access
    }

    mutating func line(_ content: String) {
        if content.isEmpty {
            text += "\n"
        } else {
            text += String(repeating: "    ", count: depth) + content + "\n"
        }
    }

    /// Writes a line ending with `{` (or `[`) and indents.
    mutating func open(_ content: String) {
        line(content)
        depth += 1
    }

    /// Unindents and writes `}`.
    mutating func close() {
        closeBracket("}")
    }

    /// Unindents and writes `content`.
    mutating func closeBracket(_ content: String) {
        depth = max(0, depth - 1)
        line(content)
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        "\"" + text.escaped(.swift) + "\""
    }

    /// `text` quoted for a one-line doc comment (line breaks escaped, at most 200 characters).
    static func docQuote(_ text: String) -> String {
        let shortened =
            text.unicodeScalars.count > 200
            ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(200))) + "…" : text
        return literal(shortened)
    }
}
