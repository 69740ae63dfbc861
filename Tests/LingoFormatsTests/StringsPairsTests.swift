// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import Testing

/// `StringsFile.readPairs` (the runtime's reader: a fast path, the full parser for anything
/// unusual) reads what `StringsFile.parsePairs` reads, diagnostics included.
@Suite struct StringsPairsTests {
    /// The entries as UTF-8 bytes, the last definition of a key winning at its first position.
    private func entries(_ pairs: StringsPairs) -> [[UInt8]] {
        var result = [[UInt8]]()
        var positions = [[UInt8]: Int]()
        for index in 0..<pairs.count {
            pairs.withEntry(index) { key, value in
                if let position = positions[Array(key)] {
                    result[position + 1] = Array(value)
                } else {
                    positions[Array(key)] = result.count
                    result += [Array(key), Array(value)]
                }
            }
        }
        return result
    }

    private func expectSameAsFullParser(_ data: Data, fast: Bool, _ comment: Comment) {
        let read = StringsFile.readPairs(data, path: "t.strings")
        let full = StringsFile.parsePairs(data, path: "t.strings")
        #expect(entries(read.pairs) == full.pairs.flatMap { [Array($0.key.utf8), Array($0.value.utf8)] }, comment)
        #expect(read.diagnostics == full.diagnostics, comment)
        #expect((StringsPairs.fastPath(data) != nil) == fast, comment)
    }

    @Test(arguments: [
        #""a" = "b";"#,
        "/* c */ \"a\" = \"b\"; // d\n\"c\" /* e */ = /* f */ \"d\" ;\r\n",
        #""a"; "b" = "x"; "a" = "y";"#,
        #""k" = "a\nb\t\r\"\\\'\%\a\b\f\v";"#,
        #""k" = "\U00e9t\u2022 \user";"#,
        "\"多语言\" = \"한국어\nline\";",
        "",
        "  // only a comment",
    ])
    func fastPathReadsCommonText(_ text: String) {
        expectSameAsFullParser(Data(text.utf8), fast: true, "\(text)")
        var utf16 = Data([0xFF, 0xFE])
        utf16.append(text.data(using: .utf16LittleEndian)!)
        expectSameAsFullParser(utf16, fast: true, "UTF-16: \(text)")
    }

    @Test(arguments: [
        #"a = b;"#,
        #"{ "a" = "b"; }"#,
        #""k" = "\101";"#,
        #""k" = "\UD83D\UDE00";"#,
        #""k" = "\UD83D";"#,
        #""k" = "\Ux";"#,
        #""a" = "b""#,
        #""a" = "b"; "c" "d";"#,
        #""a" = "b"; "unterminated"#,
        #""a" = "b"; /* open"#,
        "\"a\" = \"b\";\u{2028}\"c\" = \"d\";",
        "\"a\" = \"b\";\u{FEFF}\"c\" = \"d\";",
        "\"a\" = \"b\";\n= \"c\";\n\"d\" = \"e\";",
    ])
    func unusualTextGoesToTheFullParser(_ text: String) {
        expectSameAsFullParser(Data(text.utf8), fast: false, "\(text)")
    }

    @Test func invalidBytesAndPropertyListsGoToTheFullParser() {
        expectSameAsFullParser(Data([0x22, 0x61, 0x22, 0x3D, 0x22, 0xFF, 0x22, 0x3B]), fast: false, "invalid UTF-8")
        // The fast path reads UTF-8 in place and validates as it scans: ill-formed sequences in
        // comments, cut at the end of a value, surrogates and overlong forms all go to the parser.
        let entry = Array(#""a" = "b";"#.utf8)
        for bad: [UInt8] in [
            [0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80],
        ] {
            let cases: [(String, [UInt8])] = [
                ("block comment", Array("/* ".utf8) + bad + Array(" */".utf8) + entry),
                ("line comment", Array("// ".utf8) + bad + [0x0A] + entry),
                ("value", Array(#""a" = "x"#.utf8) + bad + Array(#"";"#.utf8)),
                ("escaped", Array(#""a" = ""#.utf8) + bad + Array(#"";"#.utf8)),
                ("after a byte order mark", [0xEF, 0xBB, 0xBF] + Array(#""a" = ""#.utf8) + bad + Array(#"";"#.utf8)),
            ]
            for (place, bytes) in cases {
                expectSameAsFullParser(Data(bytes), fast: false, "\(bad) in a \(place)")
            }
        }
        expectSameAsFullParser(Data([0xEF, 0xBB, 0xBF] + entry), fast: true, "UTF-8 with a byte order mark")
        expectSameAsFullParser(Data(Array("/* é ✓ 😀 */ ".utf8) + entry), fast: true, "characters in a comment")
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>a</key><string>b</string></dict></plist>
            """
        expectSameAsFullParser(Data(plist.utf8), fast: false, "XML property list")
    }
}
