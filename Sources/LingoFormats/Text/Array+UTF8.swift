// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

extension Array where Element == UInt8 {
    /// Appends the UTF-8 encoding of the Unicode scalar `value`, or of U+FFFD when `value` is
    /// not a Unicode scalar value (a surrogate, or past U+10FFFF). The one UTF-8 encoder the
    /// readers share.
    @inline(__always)
    package mutating func appendUTF8(_ value: UInt32) {
        let value = Unicode.Scalar(value)?.value ?? 0xFFFD
        switch value {
        case 0..<0x80:
            append(UInt8(value))
        case 0x80..<0x800:
            append(UInt8(0xC0 | (value >> 6)))
            append(UInt8(0x80 | (value & 0x3F)))
        case 0x800..<0x10000:
            append(UInt8(0xE0 | (value >> 12)))
            append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            append(UInt8(0x80 | (value & 0x3F)))
        default:
            append(UInt8(0xF0 | (value >> 18)))
            append(UInt8(0x80 | ((value >> 12) & 0x3F)))
            append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            append(UInt8(0x80 | (value & 0x3F)))
        }
    }
}

extension UInt8 {
    /// The value of this ASCII hexadecimal digit (`0`–`9`, `a`–`f`, `A`–`F`), or `nil`.
    package var hexDigitValue: UInt32? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(self - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(self - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(self - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
