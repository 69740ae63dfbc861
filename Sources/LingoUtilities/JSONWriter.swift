// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// Writes JSON in Xcode's layout: the bytes `JSONSerialization` produces with `.prettyPrinted`,
/// `.sortedKeys` and `.withoutEscapingSlashes`, which is how Xcode saves String Catalogs.
///
/// - two spaces of indentation per level, `"key" : value`, one member per line;
/// - an empty object is `{`, an empty line, and `}` at the object's indentation (`[` `]` alike);
/// - strings escape `"` and `\`, write `\b \f \n \r \t` for those control characters and
///   `\u00xx` (lowercase hex) for the others; `/`, DEL and all non-ASCII text are written as is;
/// - no line break after the last `}`.
///
/// The writer does not sort: callers emit members in ``XcodeKeyOrder``.
///
/// With ``Layout/lines(depth:)`` it writes the compact, line-per-record JSON of `lingo lint`'s
/// reports and baselines instead. The one JSON writer of every module.
package struct JSONWriter {
    /// Where line breaks and spaces go.
    package enum Layout: Sendable {
        /// Xcode's layout, described above.
        case xcode
        /// Objects and arrays opened inside fewer than `depth` others put each member on its
        /// own line, indented two spaces a level; deeper ones are written on one line
        /// (`{"a": 1, "b": [2, 3]}`); empty ones are `{}` and `[]`.
        case lines(depth: Int)
    }

    /// The JSON written so far, as UTF-8.
    package private(set) var bytes: [UInt8] = []
    private let layout: Layout
    private var indent = 0
    /// For each open object or array: whether it has a member or element yet.
    private var hasContent: [Bool] = []

    package init(capacity: Int = 0, layout: Layout = .xcode) {
        bytes.reserveCapacity(capacity)
        self.layout = layout
    }

    /// Hands the bytes written so far to `output` and forgets them, keeping which objects and
    /// arrays are open: a large document goes out in parts and is never whole in memory.
    /// ``bytes`` and ``text`` then hold only what is written after.
    package mutating func flush(to output: ([UInt8]) -> Void) {
        output(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// The JSON written so far, as a string.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// How many objects and arrays were open, counting it, when the outermost open container
    /// begun with `singleLine` was opened.
    private var singleLineDepth: Int?

    /// Whether the innermost open object or array is written on one line.
    private var isInline: Bool {
        if let singleLineDepth, hasContent.count >= singleLineDepth { return true }
        if case .lines(let depth) = layout { return hasContent.count > depth }
        return false
    }

    // MARK: Structure

    package mutating func beginObject() {
        bytes.append(UInt8(ascii: "{"))
        open()
    }

    /// Starts an object written on one line with all it holds, whatever the layout (in the
    /// ``Layout/lines(depth:)`` layout).
    package mutating func beginSingleLineObject() {
        beginObject()
        if singleLineDepth == nil { singleLineDepth = hasContent.count }
    }

    package mutating func endObject() {
        close(UInt8(ascii: "}"))
    }

    package mutating func beginArray() {
        bytes.append(UInt8(ascii: "["))
        open()
    }

    package mutating func endArray() {
        close(UInt8(ascii: "]"))
    }

    /// Starts a member: the separator, indentation, the quoted key and `" : "`.
    package mutating func key(_ key: String) {
        separate()
        writeString(key)
        if case .xcode = layout { bytes.append(0x20) }
        bytes.append(UInt8(ascii: ":"))
        bytes.append(0x20)
    }

    /// Starts an array element: the separator and indentation.
    package mutating func element() {
        separate()
    }

    /// Appends array elements another writer wrote at the same depth and layout (a part of a
    /// large array, rendered on another core), with the separator the first one needs.
    ///
    /// - Parameter rendered: What the other writer wrote after opening the array: each element
    ///   with its separator and indentation, the first without a comma.
    package mutating func appendElements(_ rendered: some Collection<UInt8>) {
        guard !rendered.isEmpty else { return }
        if hasContent.last == true { bytes.append(UInt8(ascii: ",")) }
        if !hasContent.isEmpty { hasContent[hasContent.count - 1] = true }
        bytes.append(contentsOf: rendered)
    }

    private mutating func open() {
        hasContent.append(false)
        indent += 2
    }

    private mutating func separate() {
        let inline = isInline
        if hasContent.last == true {
            bytes.append(UInt8(ascii: ","))
            if inline { bytes.append(0x20) }
        } else if !hasContent.isEmpty {
            hasContent[hasContent.count - 1] = true
        }
        guard !inline else { return }
        bytes.append(0x0A)
        writeIndent(indent)
    }

    private mutating func close(_ bracket: UInt8) {
        let inline = isInline
        indent -= 2
        let hadContent = hasContent.popLast() ?? false
        if let depth = singleLineDepth, hasContent.count < depth { singleLineDepth = nil }
        if case .xcode = layout {
            bytes.append(0x0A)
            if !hadContent { bytes.append(0x0A) }
            writeIndent(indent)
        } else if hadContent, !inline {
            bytes.append(0x0A)
            writeIndent(indent)
        }
        bytes.append(bracket)
    }

    private mutating func writeIndent(_ count: Int) {
        for _ in 0..<max(0, count) { bytes.append(0x20) }
    }

    // MARK: Scalars

    /// Writes `string` in quotes with Xcode's escapes.
    package mutating func writeString(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        var copy = string
        copy.withUTF8 { utf8 in
            // A plain index loop over the bytes, not `enumerated()`: a large report is tens of
            // megabytes of strings.
            var runStart = 0
            var offset = 0
            while offset < utf8.count {
                let byte = utf8[offset]
                // Above `\` (lowercase letters, non-ASCII): nothing to escape, one comparison.
                if byte > UInt8(ascii: "\\") {
                    offset += 1
                    continue
                }
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<offset]))
                    appendEscape(byte)
                    runStart = offset + 1
                }
                offset += 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func appendEscape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            let hex = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: [
                UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                hex[Int(byte >> 4)], hex[Int(byte & 0x0F)],
            ])
        }
    }

    /// `string` as a JSON string literal, with the escapes of ``writeString(_:)``.
    package static func quoted(_ string: String) -> String {
        var writer = JSONWriter(capacity: string.utf8.count + 2)
        writer.writeString(string)
        return writer.text
    }

    /// Writes a member whose value is a string, or `null` for `nil`.
    package mutating func member(_ name: String, _ value: String?) {
        key(name)
        if let value { writeString(value) } else { writeNull() }
    }

    /// Writes a member whose value is an integer.
    package mutating func member(_ name: String, _ value: Int) {
        key(name)
        writeNumber(String(value))
    }

    /// Writes a number's text as it is.
    package mutating func writeNumber(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    package mutating func writeBool(_ value: Bool) {
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    package mutating func writeNull() {
        bytes.append(contentsOf: "null".utf8)
    }
}
