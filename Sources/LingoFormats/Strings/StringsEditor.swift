// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

package import Foundation
import LingoUtilities

/// Edits a UTF-8 `.strings` file in place: only the entries whose value or comment changed are
/// rewritten, each in the style of the text it replaces (quoting, literal line breaks where the
/// file writes them); new entries are added at the end. Every other byte (formatting,
/// comments, escapes, order, the final newline) stays as it is.
package enum StringsEditor {
    /// Where one `key = value;` entry is in the file's bytes.
    struct Span {
        /// The first byte of the key.
        var keyStart: Int
        /// The value's token, quotes included.
        var value: Range<Int>
        /// The `/* … */` comment just before the key (only white space between), if any.
        var comment: Range<Int>?
    }

    /// `original` (the bytes of a `.strings` file) changed so that it reads as `updated`, or
    /// `nil` when that cannot be done in place (another encoding, a property list, duplicate or
    /// removed keys, syntax the editor does not follow): the caller then writes
    /// `updated.render()`. The result is checked: read back, it equals `updated`.
    package static func edit(_ original: Data, to updated: StringsFile) -> Data? {
        let text = DecodedText(decoding: original)
        guard text.invalidOffsets.isEmpty, !StringsFile.looksLikeXMLPropertyList(original),
            !original.starts(with: Array("bplist".utf8)),
            let edited = edit(text.bytes, to: updated)
        else { return nil }
        let data = encoded(edited, like: text)
        return StringsFile.parse(data, path: updated.path) == updated ? data : nil
    }

    /// `bytes` (UTF-8, without a byte order mark) in the encoding `text` was stored in.
    private static func encoded(_ bytes: [UInt8], like text: DecodedText) -> Data {
        let string = String(decoding: bytes, as: UTF8.self)
        switch text.encoding {
        case .utf8:
            return Data((text.hasByteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + bytes)
        case .utf16LittleEndian, .utf16BigEndian:
            var data = Data()
            data.reserveCapacity(bytes.count * 2 + 2)
            let little = text.encoding == .utf16LittleEndian
            let units = (text.hasByteOrderMark ? [0xFEFF] : []) + Array(string.utf16)
            for unit in units {
                let pair = [UInt8(truncatingIfNeeded: unit), UInt8(truncatingIfNeeded: unit >> 8)]
                data.append(contentsOf: little ? pair : pair.reversed())
            }
            return data
        }
    }

    /// The UTF-8 text `bytes` changed to read as `updated`, or `nil`.
    private static func edit(_ bytes: [UInt8], to updated: StringsFile) -> [UInt8]? {
        let parsed = StringsFile.parse(Data(bytes), path: updated.path)
        guard parsed.duplicates.isEmpty, let spans = spans(of: bytes),
            spans.count == parsed.entries.count, updated.entries.count >= parsed.entries.count
        else { return nil }
        var replacements = [(range: Range<Int>, text: String)]()
        for (index, old) in parsed.entries.enumerated() {
            let new = updated.entries[index]
            guard new.key == old.key else { return nil }
            let span = spans[index]
            if new.value != old.value {
                let token = bytes[span.value]
                replacements.append((span.value, quoted(new.value, like: token)))
            }
            if new.comment != old.comment {
                guard let change = commentChange(new.comment, span: span, in: bytes) else { return nil }
                replacements.append(change)
            }
        }
        guard var result = bytes.replacing(replacements) else { return nil }
        let added = updated.entries[parsed.entries.count...]
        if !added.isEmpty {
            let addedText = StringsFile(entries: Array(added)).render()
            if let last = result.last, last != UInt8(ascii: "\n") { result.append(UInt8(ascii: "\n")) }
            if added.first?.comment != nil, !result.isEmpty { result.append(UInt8(ascii: "\n")) }
            result.append(contentsOf: addedText)
        }
        return result
    }

    /// The replacement of the comment before an entry: the old `/* … */` comment rewritten or
    /// removed, or a new one on its own line before the key's line.
    private static func commentChange(_ comment: String?, span: Span, in bytes: [UInt8]) -> (Range<Int>, String)? {
        if let comment, comment.contains("*/") { return nil }
        if let old = span.comment {
            guard let comment else { return (old.lowerBound..<span.keyStart, "") }
            return (old, "/* \(comment) */")
        }
        guard let comment else { return nil }
        var lineStart = span.keyStart
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        let indent = String(decoding: bytes[lineStart..<span.keyStart], as: UTF8.self)
        guard indent.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
        return (lineStart..<lineStart, "\(indent)/* \(comment) */\n")
    }

    /// `value` as a quoted `.strings` string written like `token` (the text it replaces): line
    /// breaks and tabs written as they are when `token` has them so, else as `\n` and `\t`.
    static func quoted(_ value: String, like token: ArraySlice<UInt8>) -> String {
        let literalBreaks = token.contains(UInt8(ascii: "\n"))
        let literalTabs = token.contains(UInt8(ascii: "\t"))
        var output = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\n" where literalBreaks, "\t" where literalTabs: output.unicodeScalars.append(scalar)
            default: String(scalar).appendEscaped(.strings, to: &output)
            }
        }
        return output + "\""
    }
}
