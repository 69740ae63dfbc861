// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

extension StringsParser {
    /// Skips whitespace and comments. Remembers the last comment when `capturingComments`,
    /// and forgets it across a blank line.
    mutating func skipTrivia(capturingComments requested: Bool = true) {
        let capturingComments = requested && !runtime
        var newlinesSinceComment = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                newlinesSinceComment += 1
                if newlinesSinceComment >= 2 { pendingComment = nil }
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                index += 1
            case 0xE2
            where index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                index += 3  // U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF:
                index += 3  // a stray byte order mark
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                let open = index
                index += 2
                let start = index
                while index + 1 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    index += 1
                }
                guard index + 1 < bytes.count else {
                    index = bytes.count
                    report(.error, .syntaxError, at: open, "unterminated comment: '/*' is never closed by '*/'")
                    return
                }
                if capturingComments { pendingComment = commentText(start..<index) }
                index += 2
                newlinesSinceComment = 0
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                index += 2
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
                    index += 1
                }
                if capturingComments { pendingComment = commentText(start..<index) }
                newlinesSinceComment = 0
            default:
                return
            }
        }
    }

    /// The text of the comment at `range`, trimmed; `nil` when that leaves nothing. A comment
    /// whose bytes are those of a comment read before (``recentComments`` remembers some) is
    /// that comment's string, shared: files repeat comments (genstrings writes "No comment
    /// provided by engineer." for each key without one), and each entry holds its comment.
    mutating func commentText(_ range: Range<Int>) -> String? {
        // FNV-1a over the comment's bytes chooses its slot.
        var hash: UInt32 = 2_166_136_261
        for offset in range { hash = (hash ^ UInt32(bytes[offset])) &* 16_777_619 }
        if recentComments.isEmpty {
            recentComments = Array(repeating: (0..<0, nil), count: Self.recentCommentSlots)
        }
        let slot = Int(hash) & (Self.recentCommentSlots - 1)
        let recent = recentComments[slot].range
        if recent.count == range.count, !range.isEmpty, sameBytes(recent.lowerBound, range.lowerBound, range.count) {
            return recentComments[slot].text
        }
        let text = makeString(range).trimmingWhitespace()
        let comment = text.isEmpty ? nil : text
        recentComments[slot] = (range, comment)
        return comment
    }

    /// Whether the `count` bytes at `first` and at `second` are the same.
    private func sameBytes(_ first: Int, _ second: Int, _ count: Int) -> Bool {
        var offset = 0
        while offset < count {
            if bytes[first + offset] != bytes[second + offset] { return false }
            offset += 1
        }
        return true
    }

    // MARK: - Helpers

    func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"),
            UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    func describeCharacter(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let length = max(1, DecodedText.sequenceLength(bytes, at: offset))
        let end = min(bytes.count, offset + length)
        let character = makeString(offset..<end)
        switch character {
        case "\"": return "'\"'"
        case "\n", "\r": return "a line break"
        default: return "'\(character.escapedForMessage)'"
        }
    }

    mutating func positionText(_ offset: Int) -> String {
        let (line, column) = cursor.position(of: offset, in: bytes)
        return "\(line):\(column)"
    }

    mutating func report(
        _ severity: Diagnostic.Severity, _ kind: Diagnostic.Kind, at offset: Int,
        key: String? = nil, _ message: String
    ) {
        let (line, column) = cursor.position(of: offset, in: bytes)
        diagnostics.append(
            Diagnostic(
                location: SourceLocation(file: path, line: line, column: column),
                severity: severity, kind: kind, key: key, message: message))
    }
}
