// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoToolFormats
import Testing

/// `.stringsdict` reading and writing, on the fixtures `Fixtures/stringsdict-*.stringsdict`.
@Suite struct StringsDictFileTests {
    private typealias Variable = StringsDictFile.Variable
    private typealias PluralForm = StringsDictFile.PluralForm

    private func fixture(_ name: String) throws -> StringsDictFile {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
        return try StringsDictFile(contentsOf: url)
    }

    private func summary(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location.line):\(diagnostic.location.column) \(diagnostic.severity.rawValue)"
    }

    // MARK: The good fixture

    @Test func goodFixtureHasNoDiagnostics() throws {
        let file = try fixture("stringsdict-good.stringsdict")
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(
            file.entries.map(\.key) == [
                "%d files in %d folders", "Tom & Jerry <3> \"cats\" 'n' Mice", "movies", "plain", "empty",
                "greeting", "UserInstructions", "%lld photos",
            ])
        #expect(file.entries.map(\.location.line) == [6, 41, 59, 86, 88, 90, 100, 112])
        #expect(file.entries.allSatisfy { $0.location.column == 2 })
        #expect(file.encoding == .utf8)
    }

    @Test func pluralRuleWithTwoVariablesAndAllSixCategories() throws {
        let file = try fixture("stringsdict-good.stringsdict")
        let entry = try #require(file["%d files in %d folders"])
        #expect(entry.formatKey == "%1$#@files@ in %2$#@folders@")
        #expect(entry.variables.map(\.name) == ["files", "folders"])
        let files = entry.variables[0]
        #expect(files.specType == "NSStringPluralRuleType")
        #expect(files.valueType == "d")
        #expect(files.forms.map(\.category) == [.zero, .one, .two, .few, .many, .other])
        #expect(files[.zero] == "No files")
        #expect(files[.many] == "%1$d files (many)")
        #expect(files[.other] == "%1$d files")
        #expect(files.location == SourceLocation(file: files.location.file, line: 10, column: 3))
        #expect(files.forms.map(\.location.line) == [16, 18, 20, 22, 24, 26])
        let folders = entry.variables[1]
        #expect(folders.valueType == "lld")
        // Forms keep the file's order (here `other` before `one`), so the writer can keep it.
        #expect(folders.forms == [PluralForm(.other, "%2$lld folders"), PluralForm(.one, "%2$lld folder")])
        #expect(folders.formsByCategory == [.one: "%2$lld folder", .other: "%2$lld folders"])
        #expect(folders[.few] == nil)
        if case .format(let format) = entry.value {
            #expect(format.referencedVariableNames == ["files", "folders"])
            #expect(format[variable: "folders"] == folders)
        } else {
            Issue.record("expected a format, got \(entry.value)")
        }
    }

    @Test func entitiesCDATACommentsAndWhitespace() throws {
        let file = try fixture("stringsdict-good.stringsdict")
        let entry = try #require(file.entries.dropFirst().first)
        #expect(entry.key == "Tom & Jerry <3> \"cats\" 'n' Mice")
        #expect(entry.formatKey == "<b>%#@mice@</b> & co")
        let mice = try #require(entry.variables.first)
        #expect(mice[.one] == "a mouse 🐭")
        // String content is kept verbatim: leading, trailing and inner whitespace and the newline.
        #expect(mice[.other] == "  %u mice\non two lines  ")
    }

    @Test func variablesUsedOnlyInsideFormsCountAsUsed() throws {
        let file = try fixture("stringsdict-good.stringsdict")
        let entry = try #require(file["movies"])
        #expect(entry.formatKey == "%1$#@viewed@")
        #expect(entry.variables.map(\.name) == ["viewed", "total"])
        #expect(entry.variables[0][.other] == "%1$lu of %2$#@total@")
    }

    @Test func plainStringsWidthAndDeviceRules() throws {
        let file = try fixture("stringsdict-good.stringsdict")
        #expect(file["plain"]?.value == .string("Just a string"))
        #expect(file["empty"]?.value == .string(""))
        #expect(file["plain"]?.formatKey == nil)
        #expect(file["plain"]?.variables == [])

        #expect(
            file["greeting"]?.value
                == .variableWidth([
                    StringsDictFile.WidthVariant(width: "20", value: "Hi"),
                    StringsDictFile.WidthVariant(width: "50", value: "Hello there"),
                ]))
        if case .variableWidth(let variants) = file["greeting"]?.value {
            #expect(variants.map(\.widthValue) == [20, 50])
            #expect(variants.map(\.location.line) == [94, 96])
        }

        #expect(
            file["UserInstructions"]?.value
                == .deviceSpecific([
                    StringsDictFile.DeviceVariant(device: .iPhone, value: .string("Tap here")),
                    StringsDictFile.DeviceVariant(device: .mac, value: .string("Click here")),
                    StringsDictFile.DeviceVariant(device: .appleTV, value: .string("Press here")),
                ]))
    }

    /// Xcode compiles a String Catalog entry that varies by device and by plural into a device
    /// rule whose variants are plural rules.
    @Test func deviceRuleWithANestedPluralRule() throws {
        let file = try fixture("stringsdict-good.stringsdict")
        guard case .deviceSpecific(let variants) = file["%lld photos"]?.value else {
            Issue.record("expected a device rule")
            return
        }
        #expect(variants.map(\.device) == [.mac, .other])
        #expect(variants.map(\.location.line) == [116, 132])
        guard case .format(let format) = variants.first?.value else {
            Issue.record("expected a plural rule for mac")
            return
        }
        #expect(format.formatKey == "Click to see %#@photos@")
        #expect(
            format.variables == [
                Variable(
                    name: "photos", valueType: "lld",
                    forms: [PluralForm(.one, "%lld photo"), PluralForm(.other, "%lld photos")])
            ])
        #expect(format.variables.first?.location.line == 120)
        #expect(variants.last?.value == .string("Tap to see photos"))
    }

    // MARK: Encodings

    @Test(arguments: [
        ("stringsdict-good-utf16le.stringsdict", TextEncoding.utf16LittleEndian),
        ("stringsdict-good-utf16be-nobom.stringsdict", TextEncoding.utf16BigEndian),
    ])
    func utf16FilesReadLikeTheirUTF8Original(name: String, encoding: TextEncoding) throws {
        let original = try fixture("stringsdict-good.stringsdict")
        let file = try fixture(name)
        #expect(file.encoding == encoding)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(file == original)
        // Lines and columns count characters, so they are the same in either encoding.
        #expect(file.entries.map(\.location.line) == original.entries.map(\.location.line))
        #expect(
            file.entries.flatMap(\.variables).map(\.location.column)
                == original.entries.flatMap(\.variables).map(\.location.column))
    }

    @Test func binaryPropertyListsAreReadWithoutPositions() throws {
        let plist: [String: Any] = [
            "b": [
                "NSStringLocalizedFormatKey": "%#@n@",
                "n": [
                    "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
                    "one": "%d thing", "other": "%d things",
                ],
            ],
            "a": "plain",
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        let file = StringsDictFile.parse(data, path: "compiled.stringsdict")
        #expect(file.diagnostics.isEmpty)
        #expect(file.entries.map(\.key) == ["a", "b"])  // sorted: Foundation keeps no order
        #expect(file["b"]?.variables.first?.formsByCategory == [.one: "%d thing", .other: "%d things"])
        #expect(file["b"]?.location == SourceLocation(file: "compiled.stringsdict", line: 1, column: 1))

        let broken = StringsDictFile.parse(Data("bplist00garbage".utf8), path: "bad.stringsdict")
        #expect(broken.entries.isEmpty)
        #expect(broken.diagnostics.errors.count == 1)
    }

    @Test func contentsOfThrowsOnlyForIO() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/Localizable.stringsdict")
        #expect(throws: (any Error).self) { try StringsDictFile(contentsOf: missing) }
        let broken = try fixture("stringsdict-broken.stringsdict")  // content errors do not throw
        #expect(!broken.diagnostics.errors.isEmpty)
    }

    // MARK: The broken fixture

    /// Each problem at its line and column; every entry that is not itself broken survives.
    @Test func brokenFixtureReportsEachProblemAndKeepsTheRest() throws {
        let file = try fixture("stringsdict-broken.stringsdict")
        #expect(
            file.entries.map(\.key) == [
                "first", "after entity", "after unclosed", "after mismatch", "after extra close", "%d files", "last",
            ])
        let expected: [(String, String)] = [
            ("10:15 error", "'&' must start an entity"),
            (
                "28:3 error",
                "the <dict> opened here is never closed: the close tag at 35:2 is indented like an outer element"
            ),
            ("39:14 error", "expected </string> to close the <string> opened at 39:2, found </strin>"),
            ("42:2 error", "unexpected </dict>"),
            ("48:3 error", "NSStringLocalizedFormatKey uses the variable \"folders\", which has no rule dictionary"),
            ("49:3 error", "the variable \"files\" has no \"other\" form"),
            (
                "54:4 warning",
                "NSStringFormatValueTypeKey \"%ld\" starts with '%'; the documented spelling is without it: \"ld\""
            ),
            ("57:4 error", "unknown plural category \"several\""),
            ("60:3 error", "the variable \"unused\" has no NSStringFormatSpecTypeKey"),
            ("60:3 error", "the variable \"unused\" has no \"other\" form"),
            ("60:3 warning", "the variable \"unused\" is never used"),
            ("65:4 error", "the \"other\" form of the variable \"unused\" must be a <string>, found <integer>"),
        ]
        #expect(file.diagnostics.map(summary) == expected.map(\.0))
        for (diagnostic, (_, message)) in zip(file.diagnostics, expected) {
            #expect(diagnostic.message.contains(message), "\(diagnostic)")
            #expect(diagnostic.location.file.hasSuffix("stringsdict-broken.stringsdict"))
        }
        // The entry with semantic problems is kept with what could be read.
        let files = try #require(file["%d files"]?.variables.first)
        #expect(files.valueType == "%ld")
        #expect(files.conversion == "ld")
        #expect(files.forms == [PluralForm(.one, "%ld file")])
        #expect(file["%d files"]?.variables.map(\.name) == ["files", "unused"])
    }

    // MARK: Writing

    @Test func renderWritesXcodesLayout() throws {
        var file = StringsDictFile(entries: [
            StringsDictFile.Entry(
                key: "%d <items> & more",
                value: .format(
                    StringsDictFile.LocalizedFormat(
                        formatKey: "%#@items@",
                        variables: [
                            Variable(
                                name: "items", valueType: "d",
                                forms: [PluralForm(.one, "%d item"), PluralForm(.other, "%d \"items\" > 1")])
                        ]))),
            StringsDictFile.Entry(key: "empty", value: .string("")),
        ])
        file.entries.append(StringsDictFile.Entry(key: "width", value: .variableWidth([])))
        let text = String(decoding: file.render(), as: UTF8.self)
        #expect(
            text == """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                \t<key>%d &lt;items&gt; &amp; more</key>
                \t<dict>
                \t\t<key>NSStringLocalizedFormatKey</key>
                \t\t<string>%#@items@</string>
                \t\t<key>items</key>
                \t\t<dict>
                \t\t\t<key>NSStringFormatSpecTypeKey</key>
                \t\t\t<string>NSStringPluralRuleType</string>
                \t\t\t<key>NSStringFormatValueTypeKey</key>
                \t\t\t<string>d</string>
                \t\t\t<key>one</key>
                \t\t\t<string>%d item</string>
                \t\t\t<key>other</key>
                \t\t\t<string>%d "items" &gt; 1</string>
                \t\t</dict>
                \t</dict>
                \t<key>empty</key>
                \t<string></string>
                \t<key>width</key>
                \t<dict>
                \t\t<key>NSStringVariableWidthRuleType</key>
                \t\t<dict/>
                \t</dict>
                </dict>
                </plist>

                """)
    }

    /// Control characters are written as character references: a NUL byte in the output
    /// would make the file look like UTF-16 (found by fuzzing). A carriage return is written
    /// `&#13;` (an XML reader turns a literal one into a line feed); tab and line feed stay.
    @Test func controlCharactersAreWrittenAsCharacterReferences() throws {
        let file = StringsDictFile(entries: [
            StringsDictFile.Entry(key: "k\u{0}", value: .string("a\u{0}\u{1}\u{1F}\t\n\r\u{7F}b"))
        ])
        let text = String(decoding: file.render(), as: UTF8.self)
        #expect(text.contains("<key>k&#0;</key>"))
        #expect(text.contains("<string>a&#0;&#1;&#31;\t\n&#13;\u{7F}b</string>"))
        #expect(!text.utf8.contains(0))
        let reparsed = StringsDictFile.parse(Data(text.utf8), path: "controls.stringsdict")
        #expect(reparsed == file)
        #expect(reparsed.diagnostics.isEmpty)
    }

    /// A document that starts with `<` and a byte other than NUL is UTF-8, however many NUL
    /// bytes follow (XML's own encoding detection); the fuzzer found a file that was taken for
    /// UTF-16.
    @Test func xmlWithNulBytesIsStillUTF8() throws {
        // "x\0" repeated: a NUL in every odd byte, as in little-endian UTF-16 ASCII text.
        var bytes = Array("<plist><dict><key>k</key><string>".utf8)
        for _ in 0..<300 { bytes += [UInt8(ascii: "x"), 0] }
        bytes += Array("</string><key>m</key><string>é</string></dict></plist>".utf8)
        if bytes.count % 2 == 1 { bytes += Array(" ".utf8) }
        let file = StringsDictFile.parse(Data(bytes), path: "nul.stringsdict")
        #expect(file.encoding == .utf8)
        #expect(file.entries.map(\.key) == ["k", "m"])
        #expect(file["k"]?.value == .string(String(repeating: "x\u{0}", count: 300)))
        #expect(file["m"]?.value == .string("é"))
        #expect(file.diagnostics.isEmpty)

        let fuzzed = try fixture("stringsdict-fuzz-nul-bytes.stringsdict")
        let reparsed = StringsDictFile.parse(fuzzed.render(), path: "rendered.stringsdict")
        #expect(fuzzed.entries.map(\.key) == ["NSStringLocalizedFormatKey"])
        #expect(reparsed == fuzzed)
    }

    @Test func emptyFileRendersAnEmptyDictionary() {
        let text = String(decoding: StringsDictFile(entries: []).render(), as: UTF8.self)
        #expect(text.hasSuffix("<plist version=\"1.0\">\n<dict/>\n</plist>\n"))
        let reparsed = StringsDictFile.parse(Data(text.utf8), path: "empty.stringsdict")
        #expect(reparsed.entries.isEmpty)
        #expect(reparsed.diagnostics.isEmpty)
    }

    @Test(arguments: [
        "stringsdict-good.stringsdict", "stringsdict-good-utf16le.stringsdict", "stringsdict-broken.stringsdict",
    ])
    func renderThenParseGivesTheSameEntries(name: String) throws {
        let file = try fixture(name)
        let reparsed = StringsDictFile.parse(file.render(), path: "rendered.stringsdict")
        #expect(reparsed == file)
        #expect(
            reparsed.diagnostics.filter { $0.message.contains("never closed") || $0.message.contains("entity") }.isEmpty
        )
        #expect(reparsed.encoding == .utf8)
    }

    /// Only what the good fixture writes differently from the writer changes: the comments go,
    /// `<string/>` becomes `<string></string>`, entities are written only for `& < >`, CDATA
    /// becomes escaped text.
    @Test func renderOfTheGoodFixtureDiffersOnlyWhereItsSpellingIsNotXcodes() throws {
        let url = try #require(
            Bundle.module.url(forResource: "Fixtures/stringsdict-good", withExtension: "stringsdict"))
        let original = try String(contentsOf: url, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        let rendered = String(decoding: try fixture("stringsdict-good.stringsdict").render(), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let removed = Set(original).subtracting(rendered)
        #expect(
            removed == [
                "\t\t<string><![CDATA[<b>%#@mice@</b> & co]]></string>",
                "\t\t\t<!-- A comment between elements. -->",
                "\t<key>Tom &amp; Jerry &lt;3&gt; &quot;cats&quot; &apos;n&apos; &#77;&#x69;ce</key>",
                "\t<string/>",
                "<!-- Lingo test fixture: what a well-formed .stringsdict file may hold. -->",
            ])
        #expect(rendered.count == original.count - 2)
    }
}
