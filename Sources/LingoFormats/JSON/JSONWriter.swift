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
package struct JSONWriter {
    /// The JSON written so far, as UTF-8.
    package private(set) var bytes: [UInt8] = []
    private var indent = 0
    /// For each open object or array: whether it has a member or element yet.
    private var hasContent: [Bool] = []

    package init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    // MARK: Structure

    package mutating func beginObject() {
        bytes.append(UInt8(ascii: "{"))
        open()
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
        bytes.append(contentsOf: [0x20, UInt8(ascii: ":"), 0x20])
    }

    /// Starts an array element: the separator and indentation.
    package mutating func element() {
        separate()
    }

    private mutating func open() {
        hasContent.append(false)
        indent += 2
    }

    private mutating func separate() {
        if hasContent.last == true {
            bytes.append(UInt8(ascii: ","))
        } else if !hasContent.isEmpty {
            hasContent[hasContent.count - 1] = true
        }
        bytes.append(0x0A)
        writeIndent(indent)
    }

    private mutating func close(_ bracket: UInt8) {
        indent -= 2
        let hadContent = hasContent.popLast() ?? false
        bytes.append(0x0A)
        if !hadContent { bytes.append(0x0A) }
        writeIndent(indent)
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
            var runStart = 0
            for (offset, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<offset]))
                appendEscape(byte)
                runStart = offset + 1
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
            bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                      hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
        }
    }

    /// `string` as a JSON string literal, with the escapes of ``writeString(_:)``.
    package static func quoted(_ string: String) -> String {
        var writer = JSONWriter(capacity: string.utf8.count + 2)
        writer.writeString(string)
        return String(decoding: writer.bytes, as: UTF8.self)
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

    /// Writes any JSON value, object members in ``XcodeKeyOrder``.
    package mutating func write(_ value: JSONValue) {
        switch value {
        case .object(let object):
            beginObject()
            let order = XcodeKeyOrder.writingOrder(of: object.members.map(\.key))
            for position in order {
                key(object.members[position].key)
                write(object.members[position].value)
            }
            endObject()
        case .array(let elements):
            beginArray()
            for item in elements {
                element()
                write(item)
            }
            endArray()
        case .string(let string):
            writeString(string)
        case .number(let text):
            writeNumber(text)
        case .bool(let bool):
            writeBool(bool)
        case .null:
            writeNull()
        }
    }
}
