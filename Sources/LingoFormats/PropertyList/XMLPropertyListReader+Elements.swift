// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

extension XMLPropertyListReader {
    // MARK: - Values

    /// Reads one member of a dictionary at its `<key>` start tag, or reports and skips a value
    /// that has no key. Returns `nil` when there is no member to keep.
    mutating func readMember(_ peeked: StartTag?) throws(Malformed) -> PropertyListNode.Member? {
        let offset = index
        guard let tag = peeked else {
            report(.error, .syntaxError, at: offset, "expected <key> in <dict>, found \(describe(at: offset))")
            throw Malformed()
        }
        guard tag.kind == .key else {
            report(
                .error, .syntaxError, at: offset,
                "expected <key> in <dict>, found <\(tagName(tag))>; the value is ignored")
            _ = try readValue(tag)
            return nil
        }
        index = tag.end
        let key = tag.selfClosing ? "" : try readText(closing: .key, open: offset)
        skipMisc(inside: "<dict>")
        guard index < bytes.count, let valueTag = peekStartTag(), valueTag.kind != .key else {
            report(.error, .syntaxError, at: offset, key: key, "the key \"\(key.escapedForMessage)\" has no value")
            if index >= bytes.count { throw Malformed() }
            return nil
        }
        return PropertyListNode.Member(key: key, keyOffset: offset, value: try readValue(valueTag))
    }

    /// Reads the element at `index` (a start tag, `peeked` when known) and everything up to
    /// its close tag.
    mutating func readValue(_ peeked: StartTag? = nil) throws(Malformed) -> PropertyListNode {
        let open = index
        guard let tag = peeked ?? peekStartTag() else {
            report(
                .error, .syntaxError, at: open,
                "expected a value such as <string> or <dict>, found \(describe(at: open))")
            throw Malformed()
        }
        index = tag.end
        switch tag.kind {
        case .dict:
            return try readDictionary(open: open, selfClosing: tag.selfClosing)
        case .array:
            return try readArray(open: open, selfClosing: tag.selfClosing)
        case .string, .integer, .real, .date, .data:
            let text = tag.selfClosing ? "" : try readText(closing: tag.kind, open: open)
            let value: PropertyListNode.Value =
                switch tag.kind {
                case .string: .string(text)
                case .integer: .integer(text)
                case .real: .real(text)
                case .date: .date(text)
                default: .data(text)
                }
            return PropertyListNode(value, offset: open)
        case .true, .false:
            if !tag.selfClosing {
                let text = try readText(closing: tag.kind, open: open)
                if !text.allSatisfy(\.isWhitespace) {
                    report(.error, .syntaxError, at: open, "<\(tagName(tag))> must be empty, as in <\(tagName(tag))/>")
                    throw Malformed()
                }
            }
            return PropertyListNode(.boolean(tag.kind == .true), offset: open)
        case .key:
            report(.error, .syntaxError, at: open, "a <key> must be inside a <dict>, followed by its value")
            throw Malformed()
        case .plist:
            report(.error, .syntaxError, at: open, "<plist> can only be the outermost element")
            throw Malformed()
        case .other:
            report(.error, .unknownElement, at: open, "unknown property list element <\(tagName(tag))>")
            throw Malformed()
        }
    }

    mutating func readDictionary(open: Int, selfClosing: Bool) throws(Malformed) -> PropertyListNode {
        if selfClosing { return PropertyListNode(.dictionary([]), offset: open) }
        try enterContainer(open)
        var members = [PropertyListNode.Member]()
        var keyColumn: Int? = nil
        while try !readsCloseTag(.dict, open: open) {
            let tag = peekStartTag()
            if tag?.kind == .key, let column = lineStartColumn(of: index) {
                if let root = rootKeyColumn, column > root { indented = true }
                if let expected = keyColumn {
                    if followsLayout, column < expected {
                        reportNesting(
                            at: open,
                            "the <dict> opened here is never closed: the <key> at "
                                + "\(positionText(index)) is indented like the keys of an outer <dict>")
                        throw Malformed()
                    }
                } else {
                    keyColumn = column
                }
            }
            if let member = try readMember(tag) { members.append(member) }
        }
        depth -= 1
        return PropertyListNode(.dictionary(members), offset: open)
    }

    /// Skips what may stand between the items of the `<dict>` or `<array>` opened at `open`,
    /// then reads its close tag and returns `true`, or returns `false` before its next item.
    /// Throws when the file ends first.
    private mutating func readsCloseTag(_ kind: TagKind, open: Int) throws(Malformed) -> Bool {
        let name = "<\(kind.name)>"
        skipMisc(inside: name)
        guard index < bytes.count else {
            reportNesting(at: open, "the \(name) opened here is never closed")
            throw Malformed()
        }
        guard isAtCloseTag() else { return false }
        try checkLayoutOfCloseTag(of: name, open: open)
        try expectCloseTag(kind, open: open)
        return true
    }

    mutating func readArray(open: Int, selfClosing: Bool) throws(Malformed) -> PropertyListNode {
        if selfClosing { return PropertyListNode(.array([]), offset: open) }
        try enterContainer(open)
        var elements = [PropertyListNode]()
        while try !readsCloseTag(.array, open: open) {
            elements.append(try readValue())
        }
        depth -= 1
        return PropertyListNode(.array(elements), offset: open)
    }

    /// When following the layout: a close tag that starts its line left of where the
    /// container's start tag starts its line belongs to an outer element, so the container is
    /// never closed.
    mutating func checkLayoutOfCloseTag(of container: String, open: Int) throws(Malformed) {
        guard followsLayout, let closeColumn = lineStartColumn(of: index),
            let openColumn = lineStartColumn(of: open), closeColumn < openColumn
        else { return }
        reportNesting(
            at: open,
            "the \(container) opened here is never closed: the close tag at "
                + "\(positionText(index)) is indented like an outer element")
        throw Malformed()
    }

    mutating func enterContainer(_ open: Int) throws(Malformed) {
        depth += 1
        if depth > Self.maximumDepth {
            report(
                .error, .nestingTooDeep, at: open,
                "the property list is nested more than \(Self.maximumDepth) levels deep")
            throw Malformed()
        }
    }

    /// Reads the close tag at `index`, which must close `kind`.
    mutating func expectCloseTag(_ kind: TagKind, open: Int) throws(Malformed) {
        let closeOffset = index
        let close = readCloseTag()
        guard close.kind == kind else {
            index = closeOffset  // recovery counts this tag
            reportNesting(
                at: closeOffset,
                "expected </\(kind.name)> to close the <\(kind.name)> opened at "
                    + "\(positionText(open)), found \(text(of: close))")
            throw Malformed()
        }
    }

    // MARK: - Text

    /// Reads character data up to the close tag of `kind`, resolving entities and CDATA.
    /// `index` is just after the start tag; on return it is after the close tag.
    mutating func readText(closing kind: TagKind, open: Int) throws(Malformed) -> String {
        let start = index
        let count = bytes.count
        // Fast path: plain text up to `</`.
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") { break }
            index += 1
        }
        if index + 1 < count, bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "/") {
            let end = index
            try expectCloseTag(kind, open: open)
            return Self.interned(UnsafeBufferPointer(rebasing: bytes[start..<end])) ?? makeString(start..<end)
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "&") {
                try readEntity()
            } else if byte == UInt8(ascii: "<") {
                if startsWith("</") {
                    try expectCloseTag(kind, open: open)
                    return String(decoding: scratch, as: UTF8.self)
                } else if startsWith("<![CDATA[") {
                    let cdata = index
                    index += 9
                    guard let end = find("]]>") else {
                        report(.error, .syntaxError, at: cdata, "the CDATA section opened here is never closed")
                        throw Malformed()
                    }
                    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                    index = end + 3
                } else if startsWith("<!--") || startsWith("<?") {
                    let markup = index
                    let isComment = startsWith("<!--")
                    index += isComment ? 4 : 2
                    guard let end = find(isComment ? "-->" : "?>") else {
                        report(
                            .error, .syntaxError, at: markup,
                            isComment
                                ? "the comment opened here is never closed"
                                : "the processing instruction opened here is never closed")
                        throw Malformed()
                    }
                    index = end + (isComment ? 3 : 2)
                    if !warnedAboutMarkupInText {
                        warnedAboutMarkupInText = true
                        report(
                            .warning, .ignoredContent, at: markup,
                            "a \(isComment ? "comment" : "processing instruction") inside "
                                + "<\(kind.name)> text: Foundation's property list parser rejects the whole file")
                    }
                } else if peekStartTag() != nil {
                    reportNesting(
                        at: open,
                        "the <\(kind.name)> opened here is never closed: "
                            + "\(describe(at: index)) at \(positionText(index)) is inside its text")
                    throw Malformed()
                } else {
                    report(.error, .syntaxError, at: index, "a '<' in <\(kind.name)> text must be written &lt;")
                    throw Malformed()
                }
            } else {
                scratch.append(byte)
                index += 1
            }
        }
        reportNesting(at: open, "the <\(kind.name)> opened here is never closed")
        throw Malformed()
    }

    /// Reads the entity at `index` (an `&`) into `scratch`.
    mutating func readEntity() throws(Malformed) {
        let ampersand = index
        var end = index + 1
        while end < bytes.count, end - ampersand <= 10, bytes[end] != UInt8(ascii: ";"),
            bytes[end] != UInt8(ascii: "&"), bytes[end] != UInt8(ascii: "<")
        {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            report(
                .error, .invalidEscape, at: ampersand,
                "'&' must start an entity such as &amp; (write a literal '&' as &amp;)")
            throw Malformed()
        }
        let name = UnsafeBufferPointer(rebasing: bytes[(ampersand + 1)..<end])
        index = end + 1
        if name.elementsEqual("amp".utf8) { scratch.append(UInt8(ascii: "&")); return }
        if name.elementsEqual("lt".utf8) { scratch.append(UInt8(ascii: "<")); return }
        if name.elementsEqual("gt".utf8) { scratch.append(UInt8(ascii: ">")); return }
        if name.elementsEqual("quot".utf8) { scratch.append(UInt8(ascii: "\"")); return }
        if name.elementsEqual("apos".utf8) { scratch.append(UInt8(ascii: "'")); return }
        let text = String(decoding: name, as: UTF8.self)
        if name.first == UInt8(ascii: "#") {
            var value: UInt32? = nil
            if name.count > 2, name[1] == UInt8(ascii: "x") {
                value = UInt32(text.dropFirst(2), radix: 16)
            } else if name.count > 1 {
                value = UInt32(text.dropFirst(1), radix: 10)
            }
            guard let value, text.dropFirst().allSatisfy({ $0.isHexDigit || $0 == "x" }) else {
                report(
                    .error, .invalidEscape, at: ampersand, "malformed character reference &\(text.escapedForMessage);")
                throw Malformed()
            }
            guard let scalar = Unicode.Scalar(value) else {
                report(.error, .invalidEscape, at: ampersand, "&\(text); is not a Unicode scalar value")
                throw Malformed()
            }
            scratch.appendUTF8(scalar.value)
            return
        }
        report(
            .error, .invalidEscape, at: ampersand,
            "unknown entity &\(text.escapedForMessage); (property lists know &amp; "
                + "&lt; &gt; &quot; &apos; and &#NNN;)")
        throw Malformed()
    }

    /// Texts that fill most `.stringsdict` files, shared instead of allocated again for each
    /// occurrence (they are longer than the 15 bytes Swift stores inline).
    static let internedTexts: [(literal: StaticString, text: String)] = [
        ("NSStringLocalizedFormatKey", "NSStringLocalizedFormatKey"),
        ("NSStringFormatSpecTypeKey", "NSStringFormatSpecTypeKey"),
        ("NSStringFormatValueTypeKey", "NSStringFormatValueTypeKey"),
        ("NSStringPluralRuleType", "NSStringPluralRuleType"),
        ("NSStringVariableWidthRuleType", "NSStringVariableWidthRuleType"),
        ("NSStringDeviceSpecificRuleType", "NSStringDeviceSpecificRuleType"),
    ]

    /// The interned string equal to `text`, if any.
    static func interned(_ text: UnsafeBufferPointer<UInt8>) -> String? {
        let count = text.count
        guard count >= 22, count <= 30, text.first == UInt8(ascii: "N") else { return nil }
        candidates: for candidate in internedTexts where candidate.literal.utf8CodeUnitCount == count {
            let pointer = candidate.literal.utf8Start
            for offset in 0..<count where text[offset] != pointer[offset] { continue candidates }
            return candidate.text
        }
        return nil
    }

    func makeString(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
