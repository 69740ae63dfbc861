// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

extension StringsParser {
    /// Reads a quoted or unquoted string; on failure reports, recovers and returns `nil`.
    mutating func readString(role: String) -> String? {
        guard let byte = peek() else {
            report(.error, .syntaxError, at: bytes.count, "unexpected end of file: expected a \(role)")
            return nil
        }
        if byte == UInt8(ascii: "\"") {
            return readQuotedString()
        }
        if Self.isUnquotedCharacter(byte) {
            let start = index
            while let next = peek(), Self.isUnquotedCharacter(next) { index += 1 }
            return makeString(start..<index)
        }
        report(
            .error, .syntaxError, at: index,
            "expected a \(role) (a quoted string), found \(describeCharacter(at: index))")
        recover()
        return nil
    }

    mutating func readQuotedString() -> String? {
        let open = index
        index += 1
        let start = index
        // Fast path: no escapes.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let string = makeString(start..<index)
                index += 1
                return string
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte == 0, nulOffset == nil { nulOffset = index }
            index += 1
        }
        guard index < bytes.count else { return unterminated(open) }

        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        var surrogates = SurrogatePairing<Int>()
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                if let unpaired = surrogates.flush(into: &scratch) { reportUnpairedSurrogate(at: unpaired) }
                index += 1
                return String(decoding: scratch, as: UTF8.self)
            }
            guard byte == UInt8(ascii: "\\") else {
                if let unpaired = surrogates.flush(into: &scratch) { reportUnpairedSurrogate(at: unpaired) }
                if byte == 0, nulOffset == nil { nulOffset = index }
                scratch.append(byte)
                index += 1
                continue
            }
            let escapeOffset = index
            index += 1
            guard index < bytes.count else { break }
            // A waiting high surrogate ends before whatever another escape appends.
            if !startsCodeUnitEscape(at: index), let unpaired = surrogates.flush(into: &scratch) {
                reportUnpairedSurrogate(at: unpaired)
            }
            if let unit = readEscape(at: escapeOffset) {
                for unpaired in surrogates.append(unit, at: escapeOffset, into: &scratch) {
                    reportUnpairedSurrogate(at: unpaired)
                }
            }
        }
        return unterminated(open)
    }

    /// Reads the escape whose character is at `index` (the backslash is at `escapeOffset`):
    /// appends what it stands for to `scratch`, or returns the UTF-16 code unit of a `\U` or
    /// `\u` escape, which may be half of a surrogate pair.
    mutating func readEscape(at escapeOffset: Int) -> UInt32? {
        let escaped = bytes[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(escaped - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, let next = peek(), (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(next) {
                value = value << 3 + UInt32(next - UInt8(ascii: "0"))
                index += 1
                digits += 1
            }
            // Apple reads the octal byte as a NeXTSTEP-encoded character.
            scratch.appendUTF8(NeXTSTEP.scalar(for: UInt8(truncatingIfNeeded: value)))
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            var value: UInt32 = 0
            var digits = 0
            while digits < 4, let next = peek(), let digit = next.hexDigitValue {
                value = value << 4 | digit
                index += 1
                digits += 1
            }
            if digits > 0 { return value }
            if escaped == UInt8(ascii: "u") {
                scratch.append(escaped)  // Apple reads `\u` without digits as `u`.
            } else {
                report(
                    .warning, .invalidEscape, at: escapeOffset, "'\\U' is not followed by hexadecimal digits; ignored")
            }
        default:
            scratch.append(Self.escapedByte(escaped))
        }
        return nil
    }

    /// What a one-character escape other than octal and `\U` stands for: a control character
    /// for `\a \b \f \n \r \t \v`; `\"`, `\\`, `\'` and any other character stand for
    /// themselves, as in Apple's parser.
    static func escapedByte(_ escaped: UInt8) -> UInt8 {
        switch escaped {
        case UInt8(ascii: "a"): 0x07
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        case UInt8(ascii: "v"): 0x0B
        default: escaped
        }
    }

    mutating func unterminated(_ open: Int) -> String? {
        index = bytes.count
        report(.error, .syntaxError, at: open, "unterminated string: the quote that opens it is never closed")
        return nil
    }

    mutating func reportUnpairedSurrogate(at offset: Int) {
        report(
            .warning, .unpairedSurrogate, at: offset, "an escaped UTF-16 surrogate has no partner; replaced by U+FFFD")
    }

    /// Whether the escape character at `offset` is `\u` or `\U` with a hexadecimal digit after
    /// it: an escape that gives a UTF-16 code unit.
    func startsCodeUnitEscape(at offset: Int) -> Bool {
        bytes[offset] | 0x20 == UInt8(ascii: "u") && offset + 1 < bytes.count && bytes[offset + 1].hexDigitValue != nil
    }

    func makeString(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

}
