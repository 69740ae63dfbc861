// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// The one XML escaper of every writer (property lists, XLIFF): `&`, `<` and `>` as `&amp;`,
/// `&lt;` and `&gt;`; carriage returns and the other control characters as character
/// references (`&#13;`, `&#0;`), since a reader turns a raw carriage return into a line feed
/// and a raw NUL makes a file look like UTF-16. Tab and line feed stay as they are in text; in
/// a double-quoted attribute value `"` is `&quot;` and tab and line feed are references too,
/// which attribute-value normalization would otherwise turn into spaces.
package enum XMLEscaping {
    /// Appends `text` to `output` as UTF-8, escaped for character data or, when `attribute`, for
    /// a double-quoted attribute value.
    package static func append(_ text: String, attribute: Bool = false, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0  // bytes from here to the current one need no escaping
            for (index, byte) in bytes.enumerated() {
                guard let escape = escape(byte, attribute: attribute) else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                output.append(contentsOf: escape.utf8)
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }

    /// `text` escaped for character data or, when `attribute`, for a double-quoted attribute value.
    package static func escaped(_ text: String, attribute: Bool = false) -> String {
        guard text.utf8.contains(where: { escape($0, attribute: attribute) != nil }) else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 16)
        append(text, attribute: attribute, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// What `byte` (of UTF-8: every byte of a multi-byte character is 0x80 or more) is written
    /// as, or `nil` when it is written as it is.
    private static func escape(_ byte: UInt8, attribute: Bool) -> String? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): attribute ? "&quot;" : nil
        case 0x09, 0x0A: attribute ? "&#\(byte);" : nil
        case 0x00..<0x20: "&#\(byte);"
        default: nil
        }
    }
}
