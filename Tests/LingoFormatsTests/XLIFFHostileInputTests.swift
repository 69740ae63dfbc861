// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoToolFormats
import Testing

/// Hostile XLIFF gets a diagnostic with `file:line:column`, never a crash, a hang or an
/// expanded entity; units read before the problem survive.
@Suite struct XLIFFHostileInputTests {
    static let valid = """
        <?xml version="1.0" encoding="utf-8"?>
        <xliff version="1.2">
          <file original="en.lproj/Localizable.strings" source-language="en" target-language="fr" datatype="plaintext">
            <body>
              <trans-unit id="one" xml:space="preserve">
                <source>One</source>
                <target>Un</target>
              </trans-unit>
              <trans-unit id="two" xml:space="preserve">
                <source>Two &amp; more</source>
                <target>Deux</target>
              </trans-unit>
            </body>
          </file>
        </xliff>

        """

    @Test func everyTruncationIsReportedWithAPosition() throws {
        let bytes = Array(Self.valid.utf8)
        let lastRoot = try #require(Self.valid.range(of: "</xliff>")).upperBound.utf16Offset(in: Self.valid)
        for length in 0..<lastRoot {
            let document = XLIFFDocument.parse(Data(bytes.prefix(length)), path: "cut.xliff")
            let errors = document.diagnostics.errors
            #expect(errors.count == 1, "length \(length)")
            let location = try #require(errors.first?.location)
            #expect(location.file == "cut.xliff")
            #expect(location.line >= 1 && location.column >= 1)
            let complete = document.files.first?.units ?? []
            #expect(complete.count <= 2)
            // A unit is only kept once its end tag is read.
            if length < Self.offset(of: "</trans-unit>") { #expect(complete.isEmpty, "length \(length)") }
        }
    }

    @Test func truncationKeepsTheUnitsBeforeIt() throws {
        let cut = Self.valid.prefix(Self.offset(of: "<source>Two"))
        let document = XLIFFDocument.parse(Data(cut.utf8), path: "cut.xliff")
        #expect(document.files.first?.units.map(\.id) == ["one"])
        let error = try #require(document.diagnostics.errors.first)
        #expect(error.message.contains("ends inside <trans-unit> opened at 9:"))
        #expect(error.location.line == 10)
    }

    @Test func entityDeclarationsAreRefusedNotExpanded() {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE xliff [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
            <xliff version="1.2"><file original="a" source-language="en"><body>
            <trans-unit id="k"><source>&lol2;</source></trans-unit></body></file></xliff>
            """
        let document = XLIFFDocument.parse(Data(laughs.utf8), path: "laughs.xliff")
        #expect(document.files.isEmpty)
        #expect(document.diagnostics.errors.map(\.location.description) == ["laughs.xliff:2:1"])
        #expect(document.diagnostics.first?.message.contains("DOCTYPE") == true)
    }

    @Test func unknownEntitiesAreErrors() {
        let xml = """
            <xliff version="1.2"><file original="a" source-language="en"><body>
            <trans-unit id="k"><source>x &nbsp; y</source></trans-unit></body></file></xliff>
            """
        let document = XLIFFDocument.parse(Data(xml.utf8), path: "e.xliff")
        #expect(document.diagnostics.errors.map(\.location.description) == ["e.xliff:2:30"])
        #expect(document.files.first?.units.isEmpty == true)
    }

    @Test(.timeLimit(.minutes(5))) func deepNestingIsAnErrorNotAStackOverflow() {
        let depth = 100_000
        let xml =
            "<xliff version=\"1.2\">" + String(repeating: "<g>", count: depth) + String(repeating: "</g>", count: depth)
            + "</xliff>"
        let document = XLIFFDocument.parse(Data(xml.utf8), path: "deep.xliff")
        #expect(document.diagnostics.errors.count == 1)
        #expect(document.diagnostics.first?.message.contains("nested more than 256") == true)
        #expect(document.diagnostics.first?.location.column == 22 + 3 * 255)
    }

    @Test(.timeLimit(.minutes(5))) func manyAttributesAreAnErrorNotAQuadraticScan() {
        let attributes = (0..<100_000).map { " a\($0)=\"\"" }.joined()
        let document = XLIFFDocument.parse(Data(("<xliff" + attributes + "/>").utf8), path: "attrs.xliff")
        #expect(document.diagnostics.errors.map(\.message) == ["more than 256 attributes in <xliff>"])
    }

    @Test func invalidUTF8IsReportedAtItsByte() {
        var bytes = Array(Self.valid.utf8)
        let offset = Self.offset(of: "Deux")
        bytes[offset + 1] = 0xC3  // "D\xC3ux": a lead byte followed by an ASCII byte
        let document = XLIFFDocument.parse(Data(bytes), path: "bad.xliff")
        #expect(document.diagnostics.errors.map(\.location.description) == ["bad.xliff:11:18"])
        #expect(document.diagnostics.first?.message.contains("UTF-8") == true)
        #expect(document.files.first?.units.map(\.id) == ["one"])
    }

    @Test(arguments: ["no language!", "", "1234", "en--US", "x"])
    func aTargetLanguageThatIsNoLanguageIsAnError(_ language: String) {
        let xml = Self.valid.replacingOccurrences(of: "target-language=\"fr\"", with: "target-language=\"\(language)\"")
        let document = XLIFFDocument.parse(Data(xml.utf8), path: "lang.xliff")
        #expect(document.diagnostics.errors.map(\.location.description) == ["lang.xliff:3:3"])
        #expect(document.files.first?.units.count == 2)
    }

    @Test(arguments: ["en", "pt-BR", "zh_Hans", "sr-Latn-RS", "es-419"])
    func languageTagsAreAccepted(_ language: String) {
        let xml = Self.valid.replacingOccurrences(of: "target-language=\"fr\"", with: "target-language=\"\(language)\"")
        #expect(XLIFFDocument.parse(Data(xml.utf8), path: "lang.xliff").diagnostics.isEmpty)
    }

    @Test func mismatchedTagsAndStrayContentAreErrors() {
        let cases = [
            "<xliff><b/></b></xliff>": "1:12",
            "<xliff></xliff>trailing": "1:16",
            "text<xliff/>": "1:1",
            "<xliff a='1' a='2'/>": "1:14",
            "<xliff a=\"<\"/>": "1:11",
            "<xliff>&#0;</xliff>": "1:8",
            "<xliff>\u{0}</xliff>": "1:8",
            "\u{FEFF}<xliff>&</xliff>": "1:9",
        ]
        for (xml, position) in cases {
            let document = XLIFFDocument.parse(Data(xml.utf8), path: "m.xliff")
            #expect(document.diagnostics.errors.map(\.location.description) == ["m.xliff:" + position], "\(xml)")
        }
    }

    @Test func utf16WithAByteOrderMarkIsRead() {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in Self.valid.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let document = XLIFFDocument.parse(Data(bytes), path: "u16.xliff")
        #expect(document.diagnostics.isEmpty)
        #expect(document.files.first?.units.map(\.target) == ["Un", "Deux"])
    }

    static func offset(of text: String) -> Int {
        valid.utf8.count - (valid.range(of: text).map { valid[$0.lowerBound...].utf8.count } ?? 0)
    }
}
