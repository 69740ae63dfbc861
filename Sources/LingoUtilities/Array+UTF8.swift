// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

extension UnsafeMutablePointer where Pointee == UInt8 {
    /// Writes the UTF-8 encoding of the Unicode scalar `value` here, or of U+FFFD when `value`
    /// is not a Unicode scalar value (a surrogate, or past U+10FFFF), and returns how many bytes
    /// it wrote (1 to 4). The one UTF-8 encoder the readers share: ``Swift/Array/appendUTF8(_:)``
    /// appends through it, the UTF-16 transcoder writes its preallocated buffer with it.
    @inlinable @inline(__always)
    package func writeUTF8(_ value: UInt32) -> Int {
        let value = Unicode.Scalar(value)?.value ?? 0xFFFD
        switch value {
        case 0..<0x80:
            self[0] = UInt8(truncatingIfNeeded: value)
            return 1
        case 0x80..<0x800:
            self[0] = UInt8(truncatingIfNeeded: 0xC0 | value >> 6)
            self[1] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
            return 2
        case 0x800..<0x10000:
            self[0] = UInt8(truncatingIfNeeded: 0xE0 | value >> 12)
            self[1] = UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F)
            self[2] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
            return 3
        default:
            self[0] = UInt8(truncatingIfNeeded: 0xF0 | value >> 18)
            self[1] = UInt8(truncatingIfNeeded: 0x80 | value >> 12 & 0x3F)
            self[2] = UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F)
            self[3] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
            return 4
        }
    }
}

extension Array where Element == UInt8 {
    /// Appends the UTF-8 encoding of the Unicode scalar `value`, or of U+FFFD when `value` is
    /// not a Unicode scalar value; see ``Swift/UnsafeMutablePointer/writeUTF8(_:)``.
    @inlinable @inline(__always)
    package mutating func appendUTF8(_ value: UInt32) {
        if value < 0x80 { return append(UInt8(truncatingIfNeeded: value)) }
        var encoded: UInt32 = 0
        Swift.withUnsafeMutableBytes(of: &encoded) { raw in
            let start = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            append(contentsOf: UnsafeBufferPointer(start: start, count: start.writeUTF8(value)))
        }
    }
}

extension UInt8 {
    /// The value of this ASCII hexadecimal digit (`0`–`9`, `a`–`f`, `A`–`F`), or `nil`.
    @inlinable
    package var hexDigitValue: UInt32? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(self - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(self - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(self - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
