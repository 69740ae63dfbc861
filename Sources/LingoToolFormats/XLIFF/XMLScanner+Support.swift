// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

extension XMLScanner {
    /// An error that ends the scan: where, what, and the kind of diagnostic it becomes.
    struct Failure: Error {
        var offset: Int
        var message: String
        var kind: Diagnostic.Kind = .syntaxError
    }

    /// The UTF-8 bytes of what the reference `&name;` stands for: `&lt;`, `&gt;`, `&amp;`,
    /// `&quot;`, `&apos;`, `&#NN;` or `&#xHH;`; `nil` for anything else (Lingo expands no
    /// entities) and for a character XML does not allow.
    static func referencedBytes(_ name: String) -> [UInt8]? {
        switch name {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            // Character references may name C0 controls (as XML 1.1 allows), so any text survives.
            guard let value, value != 0, value != 0xFFFE, value != 0xFFFF, let scalar = Unicode.Scalar(value) else {
                return nil
            }
            return Array(String(Character(scalar)).utf8)
        }
    }

    /// Whether the bytes at ``index`` are `literal`.
    func starts(with literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= end else { return false }
        return literal.withUTF8Buffer { buffer in
            for offset in 0..<count where bytes[index + offset] != buffer[offset] { return false }
            return true
        }
    }

    /// The offset of the next occurrence of `literal` at or after ``index``.
    func find(_ literal: StaticString) -> Int? {
        literal.withUTF8Buffer { buffer in
            let count = buffer.count
            var position = index
            while position + count <= end {
                if bytes[position] == buffer[0] {
                    var offset = 1
                    while offset < count, bytes[position + offset] == buffer[offset] { offset += 1 }
                    if offset == count { return position }
                }
                position += 1
            }
            return nil
        }
    }
}
