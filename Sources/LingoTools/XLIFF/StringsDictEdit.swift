// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoToolFormats
import LingoUtilities

/// Edits a `.stringsdict` file in place: each changed text (a format key, a plural form, a
/// width or device variant) is rewritten between its tags, and a new one is added after the
/// last member of its `<dict>`, indented like it. The XML declaration, indentation, key order
/// and every other byte stay as they are.
enum StringsDictEdit {
    /// `original` changed so that it reads as `updated`, or `nil` when that cannot be done in
    /// place (a new key or variable, a removed text, another change than texts): the caller
    /// then writes `updated.render()`. The result is checked: read back, it equals `updated`.
    static func edit(_ original: Data, to updated: StringsDictFile) -> Data? {
        let bytes = [UInt8](original)
        let parsed = StringsDictFile.parse(original, path: updated.path)
        guard let outline = PropertyListOutline(bytes), outline.root.name == "dict" else { return nil }
        var old = [String: StringsDictFile.Value]()
        for entry in parsed.entries { old[entry.key] = entry.value }
        var edits = [(range: Range<Int>, text: String)]()
        for entry in updated.entries where old[entry.key] != entry.value {
            guard let oldValue = old[entry.key], let node = outline.root.member(entry.key) else { return nil }
            let oldTexts = Dictionary(
                StringsDictPatch.texts(of: oldValue).map { ($0.path, $0.text) }, uniquingKeysWith: { $1 })
            for (path, text) in StringsDictPatch.texts(of: entry.value) where oldTexts[path] != text {
                guard let edit = Self.edit(setting: text, at: path, in: node, bytes: bytes) else { return nil }
                edits.append(edit)
            }
        }
        guard let result = bytes.replacing(edits) else { return nil }
        let data = Data(result)
        return StringsDictFile.parse(data, path: updated.path) == updated ? data : nil
    }

    /// The bytes to replace to set `text` at `path` below `node`.
    private static func edit(setting text: String, at path: [String], in node: PropertyListOutline.Node, bytes: [UInt8])
        -> (range: Range<Int>, text: String)?
    {
        var parent = node
        for name in path.dropLast() {
            guard let next = parent.member(name) else { return nil }
            parent = next
        }
        let escaped = XMLEscaping.escaped(text)
        guard let name = path.last else { return replace(parent, with: escaped) }
        if let existing = parent.member(name) { return replace(existing, with: escaped) }
        guard parent.name == "dict", let last = parent.members.last else { return nil }
        var lineStart = last.keyRange.lowerBound
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        let indent = String(decoding: bytes[lineStart..<last.keyRange.lowerBound], as: UTF8.self)
        guard indent.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
        let key = XMLEscaping.escaped(name)
        let end = last.value.range.upperBound
        return (end..<end, "\n\(indent)<key>\(key)</key>\n\(indent)<string>\(escaped)</string>")
    }

    /// The replacement of a `<string>` element's text.
    private static func replace(_ node: PropertyListOutline.Node, with escaped: String) -> (
        range: Range<Int>, text: String
    )? {
        guard node.name == "string" else { return nil }
        if node.content.isEmpty, node.range.upperBound == node.content.upperBound {  // <string/>
            return (node.range, "<string>\(escaped)</string>")
        }
        return (node.content, escaped)
    }
}
