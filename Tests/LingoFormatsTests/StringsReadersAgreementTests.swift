// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
@_spi(Testing) import LingoFormats
@_spi(Testing) import LingoToolFormats
import TestSupport
import Testing

/// The runtime's `.strings` reader (fast path included) and the full parser agree on seeded
/// random inputs built from the grammar's pieces, NUL and invalid UTF-8 included: what the
/// `FuzzStringsReaders` target checks, run in every test run.
@Suite struct StringsReadersAgreementTests {
    static let pieces: [[UInt8]] =
        [
            "\"", "\"", "\"key\"", "\"value\"", " = ", "=", ";", ";\n", "\n", "\r\n", " ", "\t", "/*", "*/", "// c\n",
            "\\", "\\n", "\\\"", "\\U00E9", "\\u00e9", "\\UD83D", "\\UDE00", "\\101", "\\U", "{", "}", "a", "k_1", "é",
            "日本", "%@", "'",
        ].map { Array($0.utf8) } + [[0], [0xFF], [0xC3], [0xE2, 0x82], [0xEF, 0xBB, 0xBF]]

    /// A random `.strings`-like text: mostly well-formed entries, with pieces thrown in.
    static func input(_ random: inout SeededGenerator) -> [UInt8] {
        var bytes = [UInt8]()
        for _ in 0..<Int(random.next() % 12) {
            if random.next() % 3 == 0 {
                for _ in 0..<Int(random.next() % 6) { bytes += random.pick(pieces) }
            } else {
                let key = random.bytes(Int(random.next() % 4) + 1, from: Array("abk.%é".utf8) + [0, 0x5C, 0xFF])
                let value = random.bytes(Int(random.next() % 6), from: Array("ab c%@\n'".utf8) + [0, 0x5C, 0x22, 0xFF])
                bytes += Array("\"".utf8) + key + Array("\" = \"".utf8) + value + Array("\";\n".utf8)
            }
        }
        return bytes
    }

    @Test func theRuntimesReaderAndTheParserAgree() {
        var random = SeededGenerator()
        var disagreements = [String]()
        var fastPathInputs = 0
        for _ in 0..<4000 {
            var bytes = Self.input(&random)
            switch random.next() % 8 {
            case 0: bytes = [0xFF, 0xFE] + Self.utf16(bytes, bigEndian: false)
            case 1: bytes = [0xFE, 0xFF] + Self.utf16(bytes, bigEndian: true)
            default: break
            }
            let data = Data(bytes)
            if StringsPairs.fastPath(data) != nil { fastPathInputs += 1 }
            if let disagreement = StringsFile.readersDisagreement(data) {
                disagreements.append("\(bytes): \(disagreement)")
            }
        }
        #expect(disagreements.prefix(5) == [], "\(disagreements.count) disagreements")
        #expect(fastPathInputs > 100, "the fast path is exercised")
    }

    /// Strings long enough for the fast path's eight-byte steps, with what stops them (a quote,
    /// an escape, NUL, multi-byte and ill-formed UTF-8) at every offset of a word.
    @Test func theReadersAgreeOnLongStrings() {
        var random = SeededGenerator()
        let stops: [[UInt8]] = [
            [0x22], [0x5C, 0x6E], [0x5C, 0x22], [0], [0xC3, 0xA9], [0xE6, 0x97, 0xA5], [0xFF], [0xC3], [0x0A],
            // Runs of multi-byte characters, ending in ASCII, a quote, an escape, NUL or a bad byte.
            [0xE6, 0x97, 0xA5, 0xE6, 0x9C, 0xAC, 0xE8, 0xAA, 0x9E], [0xE6, 0x97, 0xA5, 0xC3, 0xA9, 0x22],
            [0xE6, 0x97, 0xA5, 0x5C, 0x6E], [0xE6, 0x97, 0xA5, 0], [0xE6, 0x97, 0xA5, 0xFF],
            [0xE6, 0x97, 0xA5, 0xE6, 0x97],
        ]
        var disagreements = [String]()
        for _ in 0..<3000 {
            var bytes = [UInt8]()
            for _ in 0..<Int(random.next() % 4) + 1 {
                let key = random.bytes(Int(random.next() % 24) + 1, from: Array("abcdefgh.".utf8))
                var value = random.bytes(Int(random.next() % 40), from: Array("Open the item %@ now".utf8))
                for _ in 0..<Int(random.next() % 3) {
                    value.insert(contentsOf: random.pick(stops), at: Int(random.next() % UInt64(value.count + 1)))
                }
                bytes += Array("\"".utf8) + key + Array("\" = \"".utf8) + value + Array("\";\n".utf8)
            }
            if let disagreement = StringsFile.readersDisagreement(Data(bytes)) {
                disagreements.append("\(bytes): \(disagreement)")
            }
        }
        #expect(disagreements.prefix(5) == [], "\(disagreements.count) disagreements")
    }

    @Test func aNulCharacterIsAnErrorOfItsEntryAlone() throws {
        let data = Data(Array(#""a" = "A"; "b" = "x"#.utf8) + [0] + Array(#"y"; "c" = "C";"#.utf8))
        let file = StringsFile.parse(data, path: "nul.strings")
        #expect(file.entries.map(\.key) == ["a", "c"])
        let diagnostic = try #require(file.diagnostics.first)
        #expect(diagnostic.kind == .nulCharacter)
        #expect((diagnostic.location.line, diagnostic.location.column) == (1, 20))
        #expect(StringsFile.readersDisagreement(data) == nil)
        // UTF-16 text is full of NUL bytes, and is text.
        let utf16 = Data([0xFF, 0xFE] + Self.utf16(Array(#""a" = "A";"#.utf8), bigEndian: false))
        #expect(StringsFile.parse(utf16, path: "utf16.strings").dictionary == ["a": "A"])
    }

    /// `bytes` (UTF-8, or anything) as UTF-16 code units, one per byte's scalar when it decodes.
    static func utf16(_ bytes: [UInt8], bigEndian: Bool) -> [UInt8] {
        String(decoding: bytes, as: UTF8.self).utf16.flatMap { unit in
            bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
    }
}
