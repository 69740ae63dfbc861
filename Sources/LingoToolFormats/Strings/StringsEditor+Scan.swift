// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

extension StringsEditor {
    /// Where each `key = value;` entry of a UTF-8 `.strings` file is, in file order, or `nil`
    /// when the file holds anything else (a `"key";` shorthand, a syntax error).
    static func spans(of bytes: [UInt8]) -> [Span]? {
        var scanner = Scanner(bytes: bytes)
        var spans = [Span]()
        while true {
            let comment = scanner.skipTrivia()
            guard scanner.index < bytes.count else { return spans }
            let keyStart = scanner.index
            guard scanner.token() != nil else { return nil }
            scanner.skipTrivia()
            guard scanner.take(UInt8(ascii: "=")) else { return nil }
            scanner.skipTrivia()
            guard let value = scanner.token() else { return nil }
            scanner.skipTrivia()
            guard scanner.take(UInt8(ascii: ";")) else { return nil }
            spans.append(Span(keyStart: keyStart, value: value, comment: comment))
        }
    }

    /// A cursor over the bytes of a `.strings` file.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// Skips white space and comments; returns the last `/* … */` comment when only white
        /// space follows it.
        @discardableResult
        mutating func skipTrivia() -> Range<Int>? {
            var comment: Range<Int>?
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    let start = index
                    index += 2
                    while index + 1 < bytes.count,
                        !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                    {
                        index += 1
                    }
                    index = min(index + 2, bytes.count)
                    comment = start..<index
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                    comment = nil
                } else {
                    break
                }
            }
            return comment
        }

        /// Takes `byte` when it is the next one.
        mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// Reads a quoted string (quotes included) or an unquoted word; `nil` when there is none.
        mutating func token() -> Range<Int>? {
            let start = index
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "\"") {
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                guard index < bytes.count else { return nil }
                index += 1
                return start..<index
            }
            while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
            return index > start ? start..<index : nil
        }

        /// A byte an unquoted word may hold.
        static func isWordByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "$"),
                UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "-"):
                true
            default: byte >= 0x80
            }
        }
    }
}
