// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import Testing

/// The writer against Foundation's `JSONSerialization` with `.prettyPrinted`, `.sortedKeys` and
/// `.withoutEscapingSlashes` — the writer Xcode saves catalogs with — as the oracle.
@Suite struct JSONWriterTests {
    private func foundation(_ json: String) throws -> String {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
        let data = try JSONSerialization.data(
            withJSONObject: object,
            options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed])
        return String(decoding: data, as: UTF8.self)
    }

    private func lingo(_ json: String) -> String {
        String(decoding: JSONDocument.parse(Data(json.utf8), path: "t.json").render(), as: UTF8.self)
    }

    @Test(arguments: [
        #"{}"#,
        #"[]"#,
        #"{"a":{},"b":[],"c":[{},[],{"d":[]}]}"#,
        #"{"s":"quote \" backslash \\ slash / tab \t nl \n cr \r bs \b ff \f"}"#,
        #"{"c":"\u0001\u001f\u007f\u0080 é 😀 \u2028\u2029"}"#,
        #"{"item10":1,"item2":2,"Item1":3,"item1":4,"ITEM1":5,"a":6,"B":7,"_x":8,"-x":9,"1":10,"01":11,"•":12}"#,
        #"{"zh-Hant":1,"zh-Hans":2,"ca":3,"ca-ES":4,"es-419":5,"es":6,"en-GB":7,"en":8,"pt-BR":9}"#,
        #"{"a b":1,"a_b":2,"a-b":3,"a:b":4,"a.b":5,"a@b":6,"a%b":7,"a1":8,"ab":9,"aB":10,"Ab":11}"#,
        #"{"other":1,"zero":2,"one":3,"two":4,"few":5,"many":6}"#,
        #"{"value":"v","state":"s"}"#,
        #"[true,false,null,"x",1,-2]"#,
        #""just a string""#,
    ])
    func matchesFoundation(json: String) throws {
        #expect(lingo(json) == (try foundation(json)))
    }

    @Test func keyOrderExamplesFromXcodesOwnFiles() {
        // Adjacent keys as Xcode wrote them in ../shared/corpora (Rectangle, IceCubes).
        let pairs = [
            ("1Xt-HY-uBw.title", "01Z-t3-cBm.title"),  // numbers by value: 1 == 01, then X < Z
            ("1b7-l0-nxx.title", "1Rc-Od-eP5.title"),  // case ignored
            ("ca", "ca-ES"),
            ("es", "es-419"),
            ("• [EmojiText](https://github.com/divadretlaw/EmojiText)", "accessibility.app-account.selector.accounts"),
            ("comment", "extractionState"),
            ("stringUnit", "substitutions"),
            ("argNum", "formatSpecifier"),
            ("sourceLanguage", "strings"),
        ]
        for (first, second) in pairs {
            #expect(XcodeKeyOrder.areInIncreasingOrder(first, second), "\(first) < \(second)")
            #expect(!XcodeKeyOrder.areInIncreasingOrder(second, first), "\(second) > \(first)")
        }
        #expect(!XcodeKeyOrder.areInIncreasingOrder("same", "same"))
    }

    @Test func keysWithIgnorableCharactersAreOrderedTheSameEveryTime() throws {
        // Found by the fuzzer: Foundation compared this key with "strings" differently from one
        // call to the next (after about a hundred calls in a process), so the output changed.
        let nuls = "stri" + String(repeating: "\u{0}", count: 58) + "ngs"
        let keys = [nuls, "strings", "s\u{200B}trings", "strings\u{FEFF}", "stringz", "string"]
        // Equal once the ignorable characters are removed, so ordered by UTF-8: U+0000 < "n",
        // "strings" is a prefix, "t" < the first byte of U+200B.
        let expected = ["string", nuls, "strings", "strings\u{FEFF}", "s\u{200B}trings", "stringz"]
        for _ in 0..<300 {
            #expect(XcodeKeyOrder.sorted(keys) == expected)
            #expect(XcodeKeyOrder.sorted(keys.reversed()) == expected)
        }
        let json = #"{"strings":{},"stri"# + String(repeating: #"\u0000"#, count: 58) + #"ngs":{}}"#
        let first = JSONDocument.parse(Data(json.utf8), path: "t.json").render()
        for _ in 0..<150 {
            #expect(JSONDocument.parse(first, path: "again").render() == first)
        }
    }

    @Test func noLineBreakAfterTheLastBrace() {
        #expect(lingo(#"{"a":1}"#) == "{\n  \"a\" : 1\n}")
    }
}
