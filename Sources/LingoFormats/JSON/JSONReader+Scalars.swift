// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

extension JSONReader {
    /// Whether the current byte can start a JSON value.
    var isAtValueStart: Bool {
        guard let byte = peek else { return false }
        return switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            true
        default:
            false
        }
    }

    /// Reads the number at the current position and returns its exact text. A malformed number
    /// (`01`, `1.`, `-`, `1e`) is reported, skipped, and `nil` returned: it is not kept, so that
    /// nothing written back from what was read is invalid JSON. The reader is not failed.
    mutating func readNumber() -> String? {
        let start = mark
        while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
        let range = start.offset..<index
        guard Self.isValidNumber(UnsafeBufferPointer(rebasing: bytes[range])) else {
            report(
                .error, .syntaxError, at: start,
                "malformed number '\(makeString(range).escapedForMessage)'; the value is skipped")
            return nil
        }
        return makeString(range)
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
            UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default:
            false
        }
    }

    /// Whether `text` follows JSON's number grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    static func isValidNumber(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        let count = text.count
        func digits() -> Int {
            let start = offset
            while offset < count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[offset]) { offset += 1 }
            return offset - start
        }
        if offset < count, text[offset] == UInt8(ascii: "-") { offset += 1 }
        guard offset < count else { return false }
        if text[offset] == UInt8(ascii: "0") {
            offset += 1
        } else if digits() == 0 {
            return false
        }
        if offset < count, text[offset] == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { return false }
        }
        if offset < count, text[offset] == UInt8(ascii: "e") || text[offset] == UInt8(ascii: "E") {
            offset += 1
            if offset < count, text[offset] == UInt8(ascii: "+") || text[offset] == UInt8(ascii: "-") { offset += 1 }
            guard digits() > 0 else { return false }
        }
        return offset == count
    }

    /// Reads `true`, `false` or `null`; anything else is a failure.
    mutating func readLiteral() -> JSONValue? {
        let start = mark
        if matches("true") {
            index += 4
            return .bool(true)
        }
        if matches("false") {
            index += 5
            return .bool(false)
        }
        if matches("null") {
            index += 4
            return .null
        }
        fail(.syntaxError, at: start, "expected a value, found \(describeWord(at: start.offset))")
        return nil
    }

    private func matches(_ word: StaticString) -> Bool {
        var offset = index
        for position in 0..<word.utf8CodeUnitCount {
            guard offset < bytes.count, bytes[offset] == word.utf8Start[position] else { return false }
            offset += 1
        }
        // `trueish` is not `true`.
        if offset < bytes.count, Self.isWordByte(bytes[offset]) { return false }
        return true
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            byte >= 0x80
        }
    }

    /// The word at `offset` (letters and digits), or the single character there, for messages.
    private func describeWord(at offset: Int) -> String {
        var end = offset
        while end < bytes.count, end - offset < 40, Self.isWordByte(bytes[end]) { end += 1 }
        guard end > offset + 1 else { return describeCharacter(at: offset) }
        return "'\(makeString(offset..<end).escapedForMessage)'"
    }

    func makeString(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
