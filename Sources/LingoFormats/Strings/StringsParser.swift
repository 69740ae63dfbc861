// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

/// The `.strings` reader: a single pass over UTF-8 bytes that never traps and resumes after
/// every syntax error.
struct StringsParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let path: String
    var cursor = PositionCursor()
    var index = 0
    /// Runtime mode: keys and values only (no comments, locations or duplicate warnings).
    let runtime: Bool
    var entries: [StringsFile.Entry] = []
    var duplicates: [StringsFile.Entry] = []
    var pairs: [(key: String, value: String)] = []
    var diagnostics: [Diagnostic] = []
    var keyIndex = KeyIndex(capacity: 64)
    /// The comment just before the next key, if no blank line separates them.
    var pendingComment: String?
    /// Reused buffer for strings that contain escapes.
    var scratch: [UInt8] = []
    /// Where the entry being read has its first NUL character inside a quoted string, if any.
    var nulOffset: Int?
    /// Comments read, by a hash of their bytes: where each is in the file, and its text (see
    /// ``commentText(_:)``). Empty until the first comment.
    var recentComments: [(range: Range<Int>, text: String?)] = []
    /// How many comments ``recentComments`` remembers: a power of two.
    static let recentCommentSlots = 256

    private init(bytes: UnsafeBufferPointer<UInt8>, path: String, runtime: Bool) {
        self.bytes = bytes
        self.path = path
        self.runtime = runtime
    }

    static func parse(_ text: DecodedText, path: String) -> StringsFile {
        text.bytes.withUnsafeBufferPointer { buffer in
            var parser = StringsParser(bytes: buffer, path: path, runtime: false)
            parser.reportInvalidBytes(of: text)
            parser.run()
            parser.diagnostics.sortInFileOrder()
            var file = StringsFile(path: path, entries: parser.entries)
            file.duplicates = parser.duplicates
            file.diagnostics = parser.diagnostics
            file.encoding = text.encoding
            return file
        }
    }

    /// Keys and values only, last definition winning, and the error diagnostics: what a
    /// runtime needs, without the cost of comments and locations.
    static func parsePairs(_ text: DecodedText, path: String) -> (
        pairs: [(key: String, value: String)], diagnostics: [Diagnostic]
    ) {
        text.bytes.withUnsafeBufferPointer { buffer in
            var parser = StringsParser(bytes: buffer, path: path, runtime: true)
            parser.reportInvalidBytes(of: text)
            parser.run()
            parser.diagnostics.sortInFileOrder()
            return (parser.pairs, parser.diagnostics)
        }
    }

    /// Reports each byte sequence that was not valid in the file's encoding.
    mutating func reportInvalidBytes(of text: DecodedText) {
        for offset in text.invalidOffsets {
            report(
                .error, .invalidEncoding, at: offset,
                "the file is not valid \(text.encoding.displayName): "
                    + "an invalid byte sequence was replaced by U+FFFD")
        }
    }

    // MARK: - Grammar

    mutating func run() {
        if runtime {
            pairs.reserveCapacity(bytes.count / 64)
        } else {
            entries.reserveCapacity(bytes.count / 64)
        }
        skipTrivia()
        var braceOffset: Int? = nil
        if peek() == UInt8(ascii: "{") {
            braceOffset = index
            index += 1
        }
        while true {
            skipTrivia()
            guard let byte = peek() else { break }
            if byte == UInt8(ascii: "}"), let open = braceOffset {
                index += 1
                braceOffset = nil
                skipTrivia()
                if index < bytes.count {
                    report(
                        .error, .syntaxError, at: index,
                        "unexpected text after the closing brace of the table "
                            + "opened at \(positionText(open))")
                }
                return
            }
            parseEntry()
        }
        if let open = braceOffset {
            report(.error, .syntaxError, at: open, "the brace that opens the table is never closed")
        }
    }

    mutating func parseEntry() {
        let keyOffset = index
        let comment = pendingComment
        pendingComment = nil
        nulOffset = nil
        guard let key = readString(role: "key") else { return }
        skipTrivia(capturingComments: false)
        switch peek() {
        case UInt8(ascii: ";"):
            // `"key";` is shorthand for `"key" = "key";`
            index += 1
            add(key: key, value: key, comment: comment, at: keyOffset)
        case UInt8(ascii: "="):
            index += 1
            skipTrivia(capturingComments: false)
            guard let value = readString(role: "value") else { return }
            skipTrivia(capturingComments: false)
            if peek() == UInt8(ascii: ";") {
                index += 1
            } else {
                // Keep the entry: only its terminator is missing.
                report(
                    .error, .syntaxError, at: min(index, bytes.count), key: key,
                    "expected ';' after the value of \"\(key.escapedForMessage)\"")
            }
            add(key: key, value: value, comment: comment, at: keyOffset)
        case nil:
            report(
                .error, .syntaxError, at: bytes.count, key: key,
                "unexpected end of file: expected '=' or ';' after the key "
                    + "\"\(key.escapedForMessage)\"")
        default:
            report(
                .error, .syntaxError, at: index, key: key,
                "expected '=' or ';' after the key \"\(key.escapedForMessage)\", "
                    + "found \(describeCharacter(at: index))")
            recover()
        }
    }

    mutating func add(key: String, value: String, comment: String?, at offset: Int) {
        if let nul = nulOffset {
            // A NUL character is text no app shows: the entry is broken, the others survive.
            report(
                .error, .nulCharacter, at: nul, key: key,
                "the entry \"\(key.escapedForMessage)\" holds a NUL character (U+0000); the entry is left out")
            return
        }
        // Take the index out of `self`, so the closures below may read `self` while it changes.
        var index = KeyIndex(capacity: 0)
        swap(&index, &keyIndex)
        defer { swap(&index, &keyIndex) }
        if runtime {
            if let existing = index.insert(key, at: pairs.count, keyAt: { pairs[$0].key }) {
                pairs[existing].value = value
            } else {
                pairs.append((key, value))
            }
            return
        }
        let (line, column) = cursor.position(of: offset, in: bytes)
        let entry = StringsFile.Entry(
            key: key, value: value, comment: comment,
            location: SourceLocation(file: path, line: line, column: column))
        if let existing = index.insert(key, at: entries.count, keyAt: { entries[$0].key }) {
            let earlier = entries[existing]
            duplicates.append(earlier)
            let same = earlier.value == value
            let differs = same ? "same value" : "a different value"
            diagnostics.append(
                Diagnostic(
                    location: entry.location, severity: .warning, kind: same ? .duplicateKey : .conflictingDuplicateKey,
                    key: key,
                    message: "duplicate key \"\(key.escapedForMessage)\" (\(differs)); first defined at line "
                        + "\(earlier.location.line); the last definition wins"))
            entries[existing] = entry
        } else {
            entries.append(entry)
        }
    }

    /// Skips the rest of a broken entry: up to and including the next `;` on the same line
    /// (quoted strings on the line are skipped whole), or to the end of the line.
    mutating func recover() {
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return
            case UInt8(ascii: ";"):
                index += 1
                return
            case UInt8(ascii: "\""):
                var probe = index + 1
                while probe < bytes.count, bytes[probe] != UInt8(ascii: "\""), bytes[probe] != UInt8(ascii: "\n") {
                    probe += bytes[probe] == UInt8(ascii: "\\") ? 2 : 1
                }
                index = probe < bytes.count && bytes[probe] == UInt8(ascii: "\"") ? probe + 1 : probe
            default:
                index += 1
            }
        }
    }

}
