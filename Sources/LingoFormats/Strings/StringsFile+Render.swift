// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation
import LingoUtilities

extension StringsFile {
    /// Writes the entries as a UTF-8 `.strings` file, in order, each comment as `/* ... */`
    /// on the line before its entry (as `// ...` when it contains `*/`; a multi-line comment
    /// containing `*/` is the one thing that cannot survive: it is written with `* /`).
    ///
    /// Quotes, backslashes and control characters are escaped; everything else is written as is,
    /// so `StringsFile.parse(file.render(), path: p) == file`.
    public func render() -> Data {
        var output = ""
        output.reserveCapacity(entries.count * 64)
        for (position, entry) in entries.enumerated() {
            if let comment = entry.comment {
                if position > 0 { output += "\n" }
                if !comment.contains("*/") {
                    output += "/* \(comment) */\n"
                } else if !comment.contains(where: \.isNewline) {
                    output += "// \(comment)\n"  // `*/` would end a block comment early.
                } else {
                    output += "/* \(comment.replacingOccurrences(of: "*/", with: "* /")) */\n"
                }
            }
            output += "\""
            entry.key.appendEscaped(.strings, to: &output)
            output += "\" = \""
            entry.value.appendEscaped(.strings, to: &output)
            output += "\";\n"
        }
        return Data(output.utf8)
    }
}
