// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

package import Foundation
package import LingoFormats
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

    /// Which entries of a parsed `.strings` file a caller changed: what the editor rewrites when
    /// the caller says so (``edit(_:to:edited:)``) instead of parsing the file again to compare.
    package struct EditedEntries: Sendable {
        /// One per entry of the file as parsed: bit 0, its value changed; bit 1, its comment.
        fileprivate var marks: [UInt8]

        /// No entry changed yet, of a file of `count` entries (its `entries`, as parsed).
        package init(count: Int) {
            marks = Array(repeating: 0, count: count)
        }

        /// Notes that entry `index` has another value now.
        package mutating func valueChanged(_ index: Int) { marks[index] |= 1 }

        /// Notes that entry `index` has another comment now.
        package mutating func commentChanged(_ index: Int) { marks[index] |= 2 }

        /// Whether an entry was noted.
        package var isEmpty: Bool { !marks.contains { $0 != 0 } }
    }

    /// `original` (the bytes of a `.strings` file) changed so that it reads as `updated`, or
    /// `nil` when that cannot be done in place (another encoding, a property list, duplicate or
    /// removed keys, syntax the editor does not follow): the caller then writes
    /// `updated.render()`. The result is checked: read back, it equals `updated`.
    package static func edit(_ original: Data, to updated: StringsFile) -> Data? {
        guard let text = editableText(original) else { return nil }
        return edit(text, to: updated) { bytes in
            let parsed = StringsFile.parse(Data(bytes), path: updated.path)
            guard parsed.duplicates.isEmpty, updated.entries.count >= parsed.entries.count else { return nil }
            var edited = EditedEntries(count: parsed.entries.count)
            for (index, old) in parsed.entries.enumerated() {
                let new = updated.entries[index]
                guard new.key == old.key else { return nil }
                if new.value != old.value { edited.valueChanged(index) }
                if new.comment != old.comment { edited.commentChanged(index) }
            }
            return edited
        }
    }

    /// ``edit(_:to:)`` of a file whose parse the caller changed into `updated` (entries past the
    /// parsed ones are new), noting each change in `edited`: the file is not parsed again to
    /// find them. `original` is given up as soon as its text is decoded.
    package static func edit(_ original: consuming Data, to updated: StringsFile, edited: EditedEntries) -> Data? {
        guard updated.duplicates.isEmpty, updated.entries.count >= edited.marks.count,
            let text = editableText(original)
        else { return nil }
        _ = consume original
        return edit(text, to: updated) { _ in edited }
    }

    /// The text of `original` when the editor can edit it: no property list, valid text.
    private static func editableText(_ original: Data) -> DecodedText? {
        guard !StringsFile.looksLikeXMLPropertyList(original), !original.starts(with: Array("bplist".utf8)) else {
            return nil
        }
        let text = DecodedText(decoding: original)
        return text.invalidOffsets.isEmpty ? text : nil
    }

    /// `text` edited to read as `updated`, rewriting the entries `changes` finds in its UTF-8
    /// bytes (`nil`: not in place), in its encoding; checked by reading the result back.
    private static func edit(_ text: DecodedText, to updated: StringsFile, changes: ([UInt8]) -> EditedEntries?)
        -> Data?
    {
        guard let edited = changes(text.bytes), let bytes = edit(text.bytes, to: updated, edited: edited) else {
            return nil
        }
        let data = encoded(bytes, like: text)
        return StringsFile.parse(data, path: updated.path) == updated ? data : nil
    }

    /// `bytes` (UTF-8, without a byte order mark) in the encoding `text` was stored in.
    private static func encoded(_ bytes: [UInt8], like text: DecodedText) -> Data {
        switch text.encoding {
        case .utf8:
            guard text.hasByteOrderMark else { return Data(bytes) }
            var data = Data([0xEF, 0xBB, 0xBF])
            data.append(contentsOf: bytes)
            return data
        case .utf16LittleEndian, .utf16BigEndian:
            let string = String(decoding: bytes, as: UTF8.self)
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

    /// The UTF-8 text `bytes` with the entries `edited` names rewritten as `updated` has them
    /// and `updated`'s new entries added, or `nil`.
    private static func edit(_ bytes: [UInt8], to updated: StringsFile, edited: EditedEntries) -> [UInt8]? {
        guard let spans = spans(of: bytes), spans.count == edited.marks.count else { return nil }
        var replacements = [(range: Range<Int>, text: String)]()
        for (index, mark) in edited.marks.enumerated() where mark != 0 {
            let new = updated.entries[index]
            let span = spans[index]
            if mark & 1 != 0 {
                replacements.append((span.value, quoted(new.value, like: bytes[span.value])))
            }
            if mark & 2 != 0 {
                guard let change = commentChange(new.comment, span: span, in: bytes) else { return nil }
                replacements.append(change)
            }
        }
        guard var result = bytes.replacing(replacements) else { return nil }
        let added = updated.entries[edited.marks.count...]
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
