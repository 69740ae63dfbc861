// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

extension XMLPropertyListReader {
    // MARK: - Tags

    /// The element names a property list uses.
    enum TagKind: Equatable {
        case plist, dict, key, string, array, integer, real, `true`, `false`, date, data, other

        var name: String {
            switch self {
            case .plist: "plist"
            case .dict: "dict"
            case .key: "key"
            case .string: "string"
            case .array: "array"
            case .integer: "integer"
            case .real: "real"
            case .true: "true"
            case .false: "false"
            case .date: "date"
            case .data: "data"
            case .other: "?"
            }
        }
    }

    /// A start tag: its kind, where its name is, where it ends (after `>`), and whether it is
    /// self-closing (`<string/>`).
    struct StartTag {
        var kind: TagKind
        var name: Range<Int>
        var end: Int
        var selfClosing: Bool
    }

    /// The start tag at `index` (which must be `<`), without moving; `nil` when `index` is not
    /// at a well-formed start tag.
    func peekStartTag() -> StartTag? {
        let count = bytes.count
        guard index + 1 < count, bytes[index] == UInt8(ascii: "<"), Self.isNameStart(bytes[index + 1]) else {
            return nil
        }
        let nameStart = index + 1
        var probe = nameStart + 1
        while probe < count, Self.isNameByte(bytes[probe]) { probe += 1 }
        let name = nameStart..<probe
        // Attributes (`<plist version="1.0">`): skip them, honouring quotes.
        var quote: UInt8? = nil
        while probe < count {
            let byte = bytes[probe]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                let selfClosing = bytes[probe - 1] == UInt8(ascii: "/") && probe - 1 >= name.upperBound
                return StartTag(kind: classify(name), name: name, end: probe + 1, selfClosing: selfClosing)
            } else if byte == UInt8(ascii: "<") {
                return nil
            }
            probe += 1
        }
        return nil
    }

    /// A close tag's kind, and where it is (for messages).
    struct CloseTag {
        var kind: TagKind
        var range: Range<Int>
        /// Whether the tag is cut short (no `>` after its name).
        var malformed: Bool
    }

    /// Reads the close tag at `index` (at `</`), moving past it. A close tag that is cut short
    /// is read as far as it goes and has kind `.other`.
    mutating func readCloseTag() -> CloseTag {
        let start = index
        let count = bytes.count
        var probe = index + 2
        let nameStart = probe
        while probe < count, Self.isNameByte(bytes[probe]) { probe += 1 }
        let name = nameStart..<probe
        while probe < count, Self.isWhitespace(bytes[probe]) { probe += 1 }
        guard probe < count, bytes[probe] == UInt8(ascii: ">") else {
            index = max(probe, start + 2)
            return CloseTag(kind: .other, range: start..<index, malformed: true)
        }
        index = probe + 1
        return CloseTag(kind: classify(name), range: start..<index, malformed: false)
    }

    /// How a message shows a close tag.
    func text(of tag: CloseTag) -> String {
        let shown = makeString(tag.range.lowerBound..<min(tag.range.upperBound, tag.range.lowerBound + 40))
        return tag.malformed ? "a malformed close tag '\(shown.escapedForMessage)'" : shown.escapedForMessage
    }

    func isAtCloseTag() -> Bool {
        index + 1 < bytes.count && bytes[index] == UInt8(ascii: "<") && bytes[index + 1] == UInt8(ascii: "/")
    }

    func classify(_ name: Range<Int>) -> TagKind {
        let length = name.count
        guard length > 0 else { return .other }
        let first = bytes[name.lowerBound]
        func equals(_ literal: StaticString) -> Bool {
            guard literal.utf8CodeUnitCount == length else { return false }
            let pointer = literal.utf8Start
            for offset in 0..<length where bytes[name.lowerBound + offset] != pointer[offset] { return false }
            return true
        }
        switch (length, first) {
        case (3, UInt8(ascii: "k")): return equals("key") ? .key : .other
        case (4, UInt8(ascii: "d")):
            return equals("dict") ? .dict : equals("date") ? .date : equals("data") ? .data : .other
        case (4, UInt8(ascii: "r")): return equals("real") ? .real : .other
        case (4, UInt8(ascii: "t")): return equals("true") ? .true : .other
        case (5, UInt8(ascii: "p")): return equals("plist") ? .plist : .other
        case (5, UInt8(ascii: "a")): return equals("array") ? .array : .other
        case (5, UInt8(ascii: "f")): return equals("false") ? .false : .other
        case (6, UInt8(ascii: "s")): return equals("string") ? .string : .other
        case (7, UInt8(ascii: "i")): return equals("integer") ? .integer : .other
        default: return .other
        }
    }

    func tagName(_ tag: StartTag) -> String {
        makeString(tag.name).escapedForMessage
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
            UInt8(ascii: ":"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
            || byte == UInt8(ascii: "\r")
    }

    // MARK: - Skipping

    /// Skips the XML declaration, comments, processing instructions, the document type
    /// declaration and whitespace before the root element.
    mutating func skipProlog() {
        while true {
            skipWhitespace()
            if startsWith("<!DOCTYPE") {
                let open = index
                index += 9
                var quote: UInt8? = nil
                var inSubset = false
                var closed = false
                while index < bytes.count, !closed {
                    let byte = bytes[index]
                    index += 1
                    if let open = quote {
                        if byte == open { quote = nil }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if byte == UInt8(ascii: "[") {
                        inSubset = true
                    } else if byte == UInt8(ascii: "]") {
                        inSubset = false
                    } else if byte == UInt8(ascii: ">"), !inSubset {
                        closed = true
                    }
                }
                if !closed {
                    report(.error, .syntaxError, at: open, "the <!DOCTYPE declaration opened here is never closed")
                }
            } else if !skipMarkupDeclaration() {
                return
            }
        }
    }

    /// Skips whitespace, comments and processing instructions between elements. Other text is
    /// reported (once per run) and skipped.
    mutating func skipMisc(inside container: String? = nil, stopAtText: Bool = false) {
        while index < bytes.count {
            skipWhitespace()
            guard index < bytes.count else { return }
            if bytes[index] == UInt8(ascii: "<") {
                if startsWith("<!--") || startsWith("<?") {
                    _ = skipMarkupDeclaration()
                    continue
                }
                return
            }
            if stopAtText { return }
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
            let place = container.map { " in \($0)" } ?? ""
            report(.error, .syntaxError, at: start, "unexpected text\(place): \(describe(at: start)); it is ignored")
        }
    }

    /// Skips a comment, processing instruction, CDATA section or `<!...>` declaration at
    /// `index`; returns `false` (not moving) when `index` is not at one. An unclosed one is
    /// reported and skipped to the end.
    mutating func skipMarkupDeclaration() -> Bool {
        let open = index
        guard let (opening, terminator, what) = Self.markupDeclarations.first(where: { startsWith($0.opening) }) else {
            return false
        }
        index += opening.utf8CodeUnitCount
        if let end = find(terminator) {
            index = end + terminator.utf8CodeUnitCount
        } else {
            index = bytes.count
            report(.error, .syntaxError, at: open, "the \(what) opened here is never closed")
        }
        return true
    }

    /// What opens and what closes each kind of markup declaration, and its name in messages;
    /// `<!` last, since the others start with it too.
    static let markupDeclarations: [(opening: StaticString, terminator: StaticString, what: String)] = [
        ("<!--", "-->", "comment"), ("<![CDATA[", "]]>", "CDATA section"), ("<?", "?>", "processing instruction"),
        ("<!", ">", "declaration"),
    ]

    /// Skips one element (or one run of text) after the root value.
    mutating func skipOneItem() {
        if skipMarkupDeclaration() { return }
        if let tag = peekStartTag() {
            let saved = diagnostics.count
            do { _ = try readValue(tag) } catch { index = max(index, tag.end) }
            diagnostics.removeSubrange(saved...)
        } else {
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
        }
    }

    /// Skips the tag at `index`, up to and including its `>`.
    mutating func skipTag() {
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
        index = min(index + 1, bytes.count)
    }

    mutating func skipWhitespace() {
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
    }

    func startsWith(_ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard index + length <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<length where bytes[index + offset] != pointer[offset] { return false }
        return true
    }

    /// The offset of the next occurrence of `literal` at or after `index`.
    func find(_ literal: StaticString) -> Int? {
        let length = literal.utf8CodeUnitCount
        let pointer = literal.utf8Start
        let first = pointer[0]
        var probe = index
        while probe + length <= bytes.count {
            if bytes[probe] == first {
                var offset = 1
                while offset < length, bytes[probe + offset] == pointer[offset] { offset += 1 }
                if offset == length { return probe }
            }
            probe += 1
        }
        return nil
    }

    // MARK: - Messages

    /// A short description of what is at `offset`, for messages.
    func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        if bytes[offset] == UInt8(ascii: "<") {
            var end = offset + 1
            while end < bytes.count, end - offset < 40, bytes[end] != UInt8(ascii: ">"),
                !Self.isWhitespace(bytes[end])
            { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: ">") { end += 1 }
            return "'\(makeString(offset..<end).escapedForMessage)'"
        }
        var end = offset
        while end < bytes.count, end - offset < 30, bytes[end] != UInt8(ascii: "<"),
            bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r")
        { end += 1 }
        // Do not cut a UTF-8 sequence in half.
        while end < bytes.count, end > offset, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return "'\(makeString(offset..<end).escapedForMessage)'"
    }

    mutating func positionText(_ offset: Int) -> String {
        let (line, column) = cursor.position(of: offset, in: bytes)
        return "\(line):\(column)"
    }
}
