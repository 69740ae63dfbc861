// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

extension JSONReader {
    /// Reads the string at the current position (which must be `"`), escapes resolved.
    ///
    /// Returns `nil` and fails when the string is not closed before the end of its line (JSON
    /// strings cannot contain line breaks). Other problems (a bad escape, a raw control
    /// character, a lone surrogate) are reported and the string is returned anyway.
    mutating func readString() -> String? {
        let open = mark
        if let plain = readPlainString() { return makeString(plain) }
        return readStringWithEscapes(open: open, start: open.offset + 1)
    }

    /// Fast path: steps over the string at the current position (which must be `"`) and
    /// returns the range of its text when it has no escapes and no control characters;
    /// otherwise stops at the first of them and returns `nil`.
    mutating func readPlainString() -> Range<Int>? {
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return start..<index - 1
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            index += 1
        }
        return nil
    }

    /// Reads an object key at the current position (which must be `"`). Keys without escapes are
    /// returned as a byte range, so known names can be matched without creating a `String`.
    mutating func readKey() -> JSONKey? {
        let open = mark
        if let plain = readPlainString() { return JSONKey(mark: open, range: plain, unescaped: nil) }
        let start = open.offset + 1
        guard let text = readStringWithEscapes(open: open, start: start) else { return nil }
        return JSONKey(mark: open, range: start..<start, unescaped: text)
    }

    /// The text of `key`.
    func string(of key: JSONKey) -> String {
        key.unescaped ?? makeString(key.range)
    }

    /// Whether `key` is `name`.
    func key(_ key: JSONKey, is name: StaticString) -> Bool {
        if let text = key.unescaped {
            return text == name.description
        }
        let count = name.utf8CodeUnitCount
        guard key.range.count == count else { return false }
        let start = key.range.lowerBound
        for position in 0..<count where bytes[start + position] != name.utf8Start[position] {
            return false
        }
        return true
    }

    /// The slow path of ``readString()``: `index` is at the first backslash or control character.
    private mutating func readStringWithEscapes(open: JSONMark, start: Int) -> String? {
        var buffer = scratch
        scratch = []
        defer { scratch = buffer }
        buffer.removeAll(keepingCapacity: true)
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        var surrogates = SurrogatePairing<JSONMark>()
        func flushSurrogate(_ reader: inout JSONReader) {
            if let unpaired = surrogates.flush(into: &buffer) { reader.reportUnpairedSurrogate(at: unpaired) }
        }

        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flushSurrogate(&self)
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            if byte == 0x0A || byte == 0x0D {
                break  // JSON strings end on their line.
            }
            if byte < 0x20 {
                flushSurrogate(&self)
                report(
                    .error, .syntaxError, at: mark,
                    "a control character (U+\(String(byte, radix: 16, uppercase: true).leftPadded(to: 4))) "
                        + "must be escaped in a JSON string")
                buffer.append(byte)
                index += 1
                continue
            }
            guard byte == UInt8(ascii: "\\") else {
                flushSurrogate(&self)
                buffer.append(byte)
                index += 1
                continue
            }
            let escapeMark = mark
            index += 1
            guard index < bytes.count else { break }
            let escaped = bytes[index]
            index += 1
            if escaped == UInt8(ascii: "u") {
                guard let unit = readHexCodeUnit() else {
                    flushSurrogate(&self)
                    report(.error, .invalidEscape, at: escapeMark, "'\\u' must be followed by four hexadecimal digits")
                    continue
                }
                for unpaired in surrogates.append(unit, at: escapeMark, into: &buffer) {
                    reportUnpairedSurrogate(at: unpaired)
                }
                continue
            }
            flushSurrogate(&self)
            guard appendEscape(escaped, at: escapeMark, to: &buffer) else { return unterminated(open) }
        }
        flushSurrogate(&self)
        return unterminated(open)
    }

    /// Appends what the escape `\` `escaped` stands for (the index is after `escaped`), or
    /// reports an invalid escape and keeps its character; `false` for a backslash at the end
    /// of the line, which leaves the string unterminated.
    private mutating func appendEscape(_ escaped: UInt8, at escapeMark: JSONMark, to buffer: inout [UInt8]) -> Bool {
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escaped)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case 0x0A, 0x0D:
            index -= 1  // a backslash at the end of the line: the string is not closed
            return false
        default:
            // Keep the character, drop the backslash: the most likely intent (`\'` → `'`).
            let length = max(1, DecodedText.sequenceLength(bytes, at: index - 1))
            let end = min(bytes.count, index - 1 + length)
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[(index - 1)..<end]))
            report(
                .error, .invalidEscape, at: escapeMark,
                "invalid escape '\\\(makeString((index - 1)..<end).escapedForMessage)' "
                    + "in a JSON string")
            index = end
        }
        return true
    }

    private mutating func reportUnpairedSurrogate(at mark: JSONMark) {
        report(.warning, .unpairedSurrogate, at: mark, "an escaped UTF-16 surrogate has no partner; replaced by U+FFFD")
    }

    private mutating func unterminated(_ open: JSONMark) -> String? {
        fail(.syntaxError, at: open, "unterminated string: the quote that opens it is not closed on its line")
        return nil
    }

    /// Reads four hexadecimal digits after `\u`; on failure consumes only the digits there are.
    private mutating func readHexCodeUnit() -> UInt32? {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = bytes[index].hexDigitValue else { return nil }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}
