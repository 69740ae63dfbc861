// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// Reads the ``PropertyListOutline`` of an XML property list's bytes.
struct OutlineReader {
    typealias Node = PropertyListOutline.Node
    let bytes: [UInt8]
    var index = 0

    /// The root element inside `<plist>`, after the declaration, the doctype and comments.
    mutating func document() -> Node? {
        skipMarkup()
        guard let plist = openTag(), plist.name == "plist", !plist.selfClosing else { return nil }
        skipMarkup()
        guard let root = element() else { return nil }
        skipMarkup()
        guard closeTag("plist") else { return nil }
        return root
    }

    /// Skips white space, `<?…?>`, `<!…>` and comments.
    private mutating func skipMarkup() {
        while index < bytes.count {
            if isSpace(bytes[index]) {
                index += 1
            } else if starts("<!--") {
                guard let end = find("-->") else { index = bytes.count; return }
                index = end + 3
            } else if starts("<?") || starts("<!") {
                while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
                index += 1
            } else {
                return
            }
        }
    }

    /// One element and everything in it.
    private mutating func element() -> Node? {
        let start = index
        guard let tag = openTag() else { return nil }
        if tag.selfClosing { return Node(name: tag.name, range: start..<index, content: index..<index) }
        let contentStart = index
        var members = [PropertyListOutline.Member]()
        switch tag.name {
        case "dict":
            while true {
                skipMarkup()
                if starts("</") { break }
                let keyStart = index
                guard let key = openTag(), key.name == "key", !key.selfClosing, let keyEnd = find("</key>") else {
                    return nil
                }
                let text = Self.resolvingReferences(bytes[index..<keyEnd])
                index = keyEnd
                guard closeTag("key") else { return nil }
                let keyRange = keyStart..<index
                skipMarkup()
                guard let value = element() else { return nil }
                members.append(PropertyListOutline.Member(key: text, keyRange: keyRange, value: value))
            }
        case "array":
            while true {
                skipMarkup()
                if starts("</") { break }
                guard element() != nil else { return nil }
            }
        default:
            guard let end = find("</") else { return nil }
            index = end
        }
        let contentEnd = index
        guard closeTag(tag.name) else { return nil }
        return Node(name: tag.name, range: start..<index, content: contentStart..<contentEnd, members: members)
    }

    /// Reads `<name …>` or `<name …/>`.
    private mutating func openTag() -> (name: String, selfClosing: Bool)? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else { return nil }
        var end = index + 1
        while end < bytes.count, !isSpace(bytes[end]), bytes[end] != UInt8(ascii: ">"), bytes[end] != UInt8(ascii: "/")
        {
            end += 1
        }
        let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
        while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
        guard end < bytes.count, !name.isEmpty else { return nil }
        let selfClosing = bytes[end - 1] == UInt8(ascii: "/")
        index = end + 1
        return (name, selfClosing)
    }

    /// Reads `</name>`.
    private mutating func closeTag(_ name: String) -> Bool {
        let tag = Array("</\(name)".utf8)
        guard bytes[index...].starts(with: tag) else { return false }
        var end = index + tag.count
        while end < bytes.count, isSpace(bytes[end]) { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ">") else { return false }
        index = end + 1
        return true
    }

    private func starts(_ text: String) -> Bool { bytes[index...].starts(with: text.utf8) }

    /// Where `text` next starts, from the current byte.
    private func find(_ text: String) -> Int? {
        let needle = Array(text.utf8)
        var position = index
        while position + needle.count <= bytes.count {
            if bytes[position] == needle[0], bytes[position..<(position + needle.count)].elementsEqual(needle) {
                return position
            }
            position += 1
        }
        return nil
    }

    private func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// `text` with `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` and `&#N;`/`&#xH;` resolved.
    static func resolvingReferences(_ text: ArraySlice<UInt8>) -> String {
        let string = String(decoding: text, as: UTF8.self)
        guard string.contains("&") else { return string }
        var output = ""
        var rest = Substring(string)
        while let amp = rest.firstIndex(of: "&") {
            output += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
            let name = rest[rest.index(after: amp)..<semicolon]
            switch name {
            case "amp": output += "&"
            case "lt": output += "<"
            case "gt": output += ">"
            case "quot": output += "\""
            case "apos": output += "'"
            default:
                let number =
                    name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16) : UInt32(name.dropFirst(), radix: 10)
                if name.hasPrefix("#"), let number, let scalar = Unicode.Scalar(number) {
                    output.unicodeScalars.append(scalar)
                } else {
                    output += rest[amp...semicolon]
                }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return output + rest
    }
}
