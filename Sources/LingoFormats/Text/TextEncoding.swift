// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

package import Foundation
import LingoUtilities

/// The character encoding a localization file was stored in.
public enum TextEncoding: String, Hashable, Sendable, CaseIterable {
    /// UTF-8 (with or without a byte order mark).
    case utf8
    /// UTF-16, little-endian (with or without a byte order mark).
    case utf16LittleEndian
    /// UTF-16, big-endian (with or without a byte order mark).
    case utf16BigEndian
}

/// The text of a file as UTF-8 bytes, whatever encoding it was stored in.
///
/// Parsers in LingoFormats work on UTF-8 bytes; files stored as UTF-16 are transcoded once.
/// Unicode scalars survive the transcoding, so line and column numbers (counted in scalars)
/// are the same as in the original file.
package struct DecodedText {
    /// The text, UTF-8 encoded, without a byte order mark.
    package var bytes: [UInt8]
    /// The encoding the file was stored in.
    package var encoding: TextEncoding
    /// Whether the file started with a byte order mark.
    package var hasByteOrderMark: Bool
    /// Byte offsets (into `bytes`) where the original contained bytes that are not valid in
    /// `encoding`; each was replaced by U+FFFD.
    package var invalidOffsets: [Int]

    /// Why the decoded file is no text at all, or `nil` when it is text: more invalid sequences
    /// than a quarter of its `byteCount` bytes. A text file in another encoding with a few stray
    /// bytes is text: those bytes are reported one by one. A NUL character is text that decoded
    /// (UTF-16 files are full of NUL bytes): the parser reports the entry holding it.
    func notTextReason(byteCount: Int) -> String? {
        if invalidOffsets.count >= 16, invalidOffsets.count * 4 > byteCount {
            return "\(invalidOffsets.count) of its \(byteCount) bytes are not UTF-8 or UTF-16 text"
        }
        return nil
    }

    /// Decodes `data` (see the generic initializer). Reads `Data` through its contiguous
    /// buffer, much faster than through `Data`'s own collection interface.
    package init(decoding data: Data) {
        self = data.withUnsafeBytes { DecodedText(decoding: $0) }
    }

    /// Decodes `data`, detecting UTF-8 and UTF-16 (LE or BE, with or without a byte order mark).
    ///
    /// Never fails: invalid sequences become U+FFFD and are listed in `invalidOffsets`.
    init<Bytes: Collection>(decoding data: Bytes) where Bytes.Element == UInt8 {
        let count = data.count
        var start = data.startIndex
        func byte(_ offset: Int) -> UInt8 { data[data.index(data.startIndex, offsetBy: offset)] }

        if count >= 3, byte(0) == 0xEF, byte(1) == 0xBB, byte(2) == 0xBF {
            start = data.index(start, offsetBy: 3)
            self.init(utf8: data[start...], hasByteOrderMark: true)
        } else if count >= 2, byte(0) == 0xFF, byte(1) == 0xFE {
            start = data.index(start, offsetBy: 2)
            self.init(utf16: data[start...], bigEndian: false, hasByteOrderMark: true)
        } else if count >= 2, byte(0) == 0xFE, byte(1) == 0xFF {
            start = data.index(start, offsetBy: 2)
            self.init(utf16: data[start...], bigEndian: true, hasByteOrderMark: true)
        } else if let bigEndian = Self.guessUTF16(data) {
            self.init(utf16: data[...], bigEndian: bigEndian, hasByteOrderMark: false)
        } else {
            self.init(utf8: data[...], hasByteOrderMark: false)
        }
    }

    /// Detects UTF-16 without a byte order mark: text in these files is mostly ASCII, so one
    /// byte of each pair is zero. Returns `true` for big-endian, `false` for little-endian,
    /// `nil` when the data does not look like UTF-16.
    static func guessUTF16<Bytes: Collection>(_ data: Bytes) -> Bool? where Bytes.Element == UInt8 {
        guard data.count >= 2, data.count % 2 == 0 else { return nil }
        var zerosAtEven = 0, zerosAtOdd = 0, pairs = 0
        var index = data.startIndex
        while index != data.endIndex, pairs < 512 {
            let first = data[index]
            index = data.index(after: index)
            let second = data[index]
            index = data.index(after: index)
            if first == 0 { zerosAtEven += 1 }
            if second == 0 { zerosAtOdd += 1 }
            pairs += 1
        }
        // UTF-8 text never contains NUL bytes; UTF-16 text of ASCII-heavy files is full of them.
        if zerosAtOdd * 4 >= pairs, zerosAtEven * 8 < zerosAtOdd { return false }
        if zerosAtEven * 4 >= pairs, zerosAtOdd * 8 < zerosAtEven { return true }
        return nil
    }

    private init<Bytes: Collection>(utf8 data: Bytes, hasByteOrderMark: Bool) where Bytes.Element == UInt8 {
        var bytes = [UInt8]()
        bytes.reserveCapacity(data.count)
        bytes.append(contentsOf: data)
        var invalid = [Int]()
        if !Self.isValidUTF8(bytes) {
            (bytes, invalid) = Self.repairUTF8(bytes)
        }
        self.bytes = bytes
        self.encoding = .utf8
        self.hasByteOrderMark = hasByteOrderMark
        self.invalidOffsets = invalid
    }

    private init<Bytes: Collection>(utf16 data: Bytes, bigEndian: Bool, hasByteOrderMark: Bool)
    where Bytes.Element == UInt8 {
        let decoded =
            data.withContiguousStorageIfAvailable { Self.transcodeUTF16($0, bigEndian: bigEndian) }
            ?? Array(data).withUnsafeBufferPointer { Self.transcodeUTF16($0, bigEndian: bigEndian) }
        self.bytes = decoded.bytes
        self.encoding = bigEndian ? .utf16BigEndian : .utf16LittleEndian
        self.hasByteOrderMark = hasByteOrderMark
        self.invalidOffsets = decoded.invalid
    }

    /// UTF-16 code units (two bytes each, in the given byte order) as UTF-8, with the offsets
    /// of the U+FFFD that replaced each unpaired surrogate and a lone trailing byte.
    ///
    /// Writes into a buffer of the largest size the output can have (3 bytes per unit, 3 for a
    /// lone byte): one pass, no capacity check per byte.
    private static func transcodeUTF16(
        _ input: UnsafeBufferPointer<UInt8>, bigEndian: Bool
    ) -> (bytes: [UInt8], invalid: [Int]) {
        var invalid = [Int]()
        let bytes = [UInt8](unsafeUninitializedCapacity: input.count / 2 * 3 + 3) { output, count in
            guard let out = output.baseAddress, let base = input.baseAddress else { return count = 0 }
            var written = 0
            var pending: UInt32? = nil  // a high surrogate waiting for its low half
            @inline(__always) func put(_ value: UInt32) {
                written += (out + written).writeUTF8(value)
            }
            @inline(__always) func putReplacement() {
                invalid.append(written)
                put(0xFFFD)
            }
            // In each 16-bit lane of eight bytes read as a little-endian integer: the bits that
            // are zero when the unit is ASCII, and the shift that brings its low byte down.
            let notASCII: UInt64 = bigEndian ? 0x80FF_80FF_80FF_80FF : 0xFF80_FF80_FF80_FF80
            let lowByteShift: UInt64 = bigEndian ? 8 : 0
            var index = 0
            while index + 1 < input.count {
                // Four ASCII units at a time.
                while pending == nil, index + 8 <= input.count {
                    let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                    guard word & notASCII == 0 else { break }
                    let ascii = word >> lowByteShift
                    out[written] = UInt8(truncatingIfNeeded: ascii)
                    out[written + 1] = UInt8(truncatingIfNeeded: ascii >> 16)
                    out[written + 2] = UInt8(truncatingIfNeeded: ascii >> 32)
                    out[written + 3] = UInt8(truncatingIfNeeded: ascii >> 48)
                    written += 4
                    index += 8
                }
                guard index + 1 < input.count else { break }
                let (first, second) = (UInt32(base[index]), UInt32(base[index + 1]))
                index += 2
                let unit = bigEndian ? first << 8 | second : second << 8 | first
                if pending == nil {
                    if unit < 0x80 {  // the common cases: ASCII…
                        out[written] = UInt8(truncatingIfNeeded: unit)
                        written += 1
                        continue
                    }
                    if unit >= 0x800, unit & 0xF800 != 0xD800 {  // …and three bytes, not a surrogate
                        out[written] = UInt8(truncatingIfNeeded: 0xE0 | unit >> 12)
                        out[written + 1] = UInt8(truncatingIfNeeded: 0x80 | unit >> 6 & 0x3F)
                        out[written + 2] = UInt8(truncatingIfNeeded: 0x80 | unit & 0x3F)
                        written += 3
                        continue
                    }
                }
                if let high = pending {
                    pending = nil
                    if (0xDC00...0xDFFF).contains(unit) {
                        put(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00))
                        continue
                    }
                    putReplacement()
                }
                switch unit {
                case 0xD800...0xDBFF: pending = unit
                case 0xDC00...0xDFFF: putReplacement()
                default: put(unit)
                }
            }
            if index < input.count { putReplacement() }  // a lone trailing byte
            if pending != nil { putReplacement() }
            count = written
        }
        return (bytes, invalid)
    }

    /// Whether `bytes` is well-formed UTF-8.
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            while index < count {
                // Fast path over ASCII, eight bytes at a time.
                while index + 8 <= count {
                    let word = UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self)
                    if word & 0x8080_8080_8080_8080 != 0 { break }
                    index += 8
                }
                guard index < count else { break }
                let length = sequenceLength(buffer, at: index)
                if length == 0 { return false }
                index += length
            }
            return true
        }
    }

    /// The length of the well-formed UTF-8 sequence at `index`, or 0 if it is ill-formed.
    @inline(__always)
    static func sequenceLength(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = buffer[index]
        if lead < 0x80 { return 1 }
        let count = buffer.count
        @inline(__always) func byte(_ offset: Int) -> UInt8 {
            index + offset < count ? buffer[index + offset] : 0
        }
        @inline(__always) func isContinuation(_ value: UInt8) -> Bool { value & 0xC0 == 0x80 }
        switch lead {
        case 0xC2...0xDF:
            return isContinuation(byte(1)) ? 2 : 0
        case 0xE0...0xF4:
            // The range of the second byte (Unicode's table 3-7 of well-formed sequences): narrower
            // after E0 (no overlong forms), ED (no surrogates), F0 (no overlong) and F4 (≤ U+10FFFF).
            let second: ClosedRange<UInt8> =
                switch lead {
                case 0xE0: 0xA0...0xBF
                case 0xED: 0x80...0x9F
                case 0xF0: 0x90...0xBF
                case 0xF4: 0x80...0x8F
                default: 0x80...0xBF
                }
            guard second.contains(byte(1)), isContinuation(byte(2)) else { return 0 }
            if lead < 0xF0 { return 3 }
            return isContinuation(byte(3)) ? 4 : 0
        default:
            return 0
        }
    }

    /// Replaces each ill-formed sequence with U+FFFD and returns where the replacements are.
    static func repairUTF8(_ bytes: [UInt8]) -> ([UInt8], [Int]) {
        var repaired = [UInt8]()
        repaired.reserveCapacity(bytes.count + 16)
        var invalid = [Int]()
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                let length = sequenceLength(buffer, at: index)
                if length == 0 {
                    invalid.append(repaired.count)
                    repaired.append(contentsOf: [0xEF, 0xBF, 0xBD])
                    index += 1
                } else {
                    repaired.append(contentsOf: buffer[index..<index + length])
                    index += length
                }
            }
        }
        return (repaired, invalid)
    }
}
