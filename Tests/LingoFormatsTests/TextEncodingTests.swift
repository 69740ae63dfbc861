// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

@testable import LingoFormats

/// The UTF-16 reader of `DecodedText`, checked against the standard library's UTF-16 decoder
/// (which also gives one U+FFFD per unpaired surrogate).
@Suite struct TextEncodingTests {
    /// `units` as UTF-16 bytes in the given byte order.
    static func bytes(_ units: [UInt16], bigEndian: Bool) -> [UInt8] {
        units.flatMap { unit in
            bigEndian
                ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
    }

    @Test(arguments: [false, true])
    func randomUnitsDecodeAsTheStandardLibraryDoes(bigEndian: Bool) {
        var generator = SeededGenerator()
        // Mostly ASCII, with two- and three-byte scalars, pairs, and unpaired halves.
        let pool: [ClosedRange<UInt16>] = [
            0x20...0x7E, 0x80...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFF,
            0xD800...0xDBFF, 0xDC00...0xDFFF,
        ]
        for _ in 0..<300 {
            var units = [UInt16]()
            for _ in 0..<Int.random(in: 1...40, using: &generator) {
                let range =
                    Int.random(in: 0..<4, using: &generator) == 0
                    ? pool.randomElement(using: &generator)! : pool[0]
                units.append(UInt16.random(in: range, using: &generator))
            }
            let withMark = [UInt16(0xFEFF)] + units
            let decoded = DecodedText(decoding: Self.bytes(withMark, bigEndian: bigEndian))
            let expected = String(decoding: units, as: UTF16.self)
            #expect(decoded.encoding == (bigEndian ? .utf16BigEndian : .utf16LittleEndian))
            #expect(decoded.bytes == Array(expected.utf8), "\(units)")
            // One offset per replacement, each where a U+FFFD starts in the output.
            let replaced =
                expected.unicodeScalars.filter { $0 == "\u{FFFD}" }.count
                - units.filter { $0 == 0xFFFD }.count
            #expect(decoded.invalidOffsets.count == replaced, "\(units)")
            for offset in decoded.invalidOffsets {
                #expect(Array(decoded.bytes[offset..<min(offset + 3, decoded.bytes.count)]) == [0xEF, 0xBF, 0xBD])
            }
        }
    }

    @Test func aLoneTrailingByteAndAWaitingHighSurrogateAreEachReplaced() {
        // "A", a high surrogate, then one byte of a unit that never ends.
        let decoded = DecodedText(decoding: [0xFF, 0xFE, 0x41, 0x00, 0x3D, 0xD8, 0x42])
        #expect(decoded.bytes == [0x41, 0xEF, 0xBF, 0xBD, 0xEF, 0xBF, 0xBD])
        #expect(decoded.invalidOffsets == [1, 4])
    }
}
