// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import TestSupport
import Testing

@Suite struct StringsFileTests {
    private func parse(_ text: String) -> StringsFile {
        StringsFile.parse(Data(text.utf8), path: "t.strings")
    }

    private func value(_ text: String) -> String? {
        let file = parse("\"k\" = \"\(text)\";")
        return file.entries.first?.value
    }

    // MARK: Escapes

    @Test(arguments: [
        (#"a\nb"#, "a\nb"),
        (#"a\tb"#, "a\tb"),
        (#"a\rb"#, "a\rb"),
        (#"say \"hi\""#, "say \"hi\""),
        (#"back\\slash"#, "back\\slash"),
        (#"it\'s"#, "it's"),
        (#"\U00e9t\U00E9"#, "été"),
        (#"\u2022 dot"#, "• dot"),
        (#"\UD83D\UDE00"#, "😀"),
        (#"\101\102"#, "AB"),
        (#"\0101"#, "\u{8}1"),
        (#"\341"#, "Æ"),
        (#"\a\b\f\v"#, "\u{7}\u{8}\u{C}\u{B}"),
        (#"\%"#, "%"),
        (#"\user"#, "user"),
        ("multi\nline", "multi\nline"),
        ("多语言 한국어", "多语言 한국어"),
    ])
    func escape(source: String, expected: String) {
        #expect(value(source) == expected)
    }

    @Test func loneSurrogateIsReplacedWithWarning() {
        let file = parse(#""k" = "a\UD83Db";"#)
        #expect(file.entries.first?.value == "a\u{FFFD}b")
        #expect(file.diagnostics.count == 1)
        #expect(file.diagnostics.first?.severity == .warning)
    }

    // MARK: Syntax

    @Test func unquotedKeysAndValues() {
        let file = parse(
            "CFBundleDisplayName = Lingo;\nNSCameraUsageDescription = \"Scan codes\";\nkey.with-dots:and/slashes$ = v_1;"
        )
        #expect(file.diagnostics.isEmpty)
        #expect(
            file.dictionary == [
                "CFBundleDisplayName": "Lingo", "NSCameraUsageDescription": "Scan codes",
                "key.with-dots:and/slashes$": "v_1",
            ])
    }

    @Test func shorthandKeyIsItsOwnValue() {
        let file = parse("\"Cancel\";\n\"OK\" = \"D'accord\";")
        #expect(file.dictionary == ["Cancel": "Cancel", "OK": "D'accord"])
        #expect(file.diagnostics.isEmpty)
    }

    @Test func commentsOfBothStylesAndAttachment() {
        let file = parse(
            """
            /* File header */

            /* Title of the settings screen */
            "settings.title" = "Settings"; // trailing
            // Button
            "done" = /* inline */ "Done";
            "plain" = "x";
            """)
        #expect(file.diagnostics.isEmpty)
        #expect(file.entries.map(\.key) == ["settings.title", "done", "plain"])
        #expect(file.entries.map(\.comment) == ["Title of the settings screen", "Button", nil])
    }

    @Test func repeatedCommentsKeepTheirOwnTexts() {
        // Comments read before are shared: each entry still has the text of its own comment,
        // whether it repeats one, differs by a byte, or is blank.
        var text = ""
        var expected = [String?]()
        for index in 0..<600 {
            let comment = ["No comment provided by engineer.", "Shown on screen \(index % 97).", " ", "  Padded  "][
                index % 4]
            text += index % 3 == 0 ? "// \(comment)\n" : "/* \(comment) */\n"
            text += "\"key.\(index)\" = \"value\";\n"
            let trimmed = comment.trimmingCharacters(in: .whitespaces)
            expected.append(trimmed.isEmpty ? nil : trimmed)
        }
        let file = parse(text)
        #expect(file.diagnostics.isEmpty)
        #expect(file.entries.map(\.comment) == expected)
    }

    @Test func bracesAroundTheTable() {
        let file = parse("{\n  \"a\" = \"1\";\n  b = 2;\n}\n")
        #expect(file.diagnostics.isEmpty)
        #expect(file.dictionary == ["a": "1", "b": "2"])
    }

    @Test func locationsAreLineAndColumnInScalars() {
        let file = parse("\"é\" = \"1\";\n  \"b\" = \"2\";\n")
        #expect(file.entries.map(\.location.line) == [1, 2])
        #expect(file.entries.map(\.location.column) == [1, 3])
        #expect(file.entries[0].location.file == "t.strings")
    }

    // MARK: Errors and recovery

    @Test func errorReportsLineAndColumnAndEverythingElseSurvives() throws {
        let file = parse(
            """
            "a" = "1";
            "b" = "2";=
            "c" = "3";
            "d" "4";
            "e" = "5";
            """)
        #expect(file.dictionary == ["a": "1", "b": "2", "c": "3", "e": "5"])
        let errors = file.diagnostics.errors
        #expect(errors.count == 2)
        #expect(errors.map(\.location.line) == [2, 4])
        #expect(errors.map(\.location.column) == [11, 5])
        #expect(errors[0].message.contains("expected a key"))
        #expect(errors[1].message.contains("expected '=' or ';'"))
    }

    @Test func missingSemicolonKeepsTheEntry() {
        let file = parse("\"a\" = \"1\"\n\"b\" = \"2\";")
        #expect(file.dictionary == ["a": "1", "b": "2"])
        #expect(file.diagnostics.errors.count == 1)
        #expect(file.diagnostics.first?.location.line == 2)
        #expect(file.diagnostics.first?.location.column == 1)
    }

    @Test func unterminatedStringAndComment() {
        let string = parse("\"a\" = \"1\";\n\"b\" = \"never closed;\n")
        #expect(string.dictionary == ["a": "1"])
        #expect(string.diagnostics.errors.first?.location == SourceLocation(file: "t.strings", line: 2, column: 7))
        #expect(string.diagnostics.errors.first?.message.contains("unterminated string") == true)

        let comment = parse("\"a\" = \"1\";\n/* open")
        #expect(comment.dictionary == ["a": "1"])
        #expect(comment.diagnostics.errors.first?.location.line == 2)
    }

    @Test func errorInsideOneLineRecoversAtTheNextSemicolon() {
        let file = parse(#""a" = "1"; "b" = ; "c" = "3";"#)
        #expect(file.dictionary == ["a": "1", "c": "3"])
        #expect(file.diagnostics.errors.count == 1)
    }

    @Test func duplicateKeysLastWinsWithWarning() {
        let file = parse(
            "\"k\" = \"first\";\n\"other\" = \"x\";\n\"k\" = \"second\";\n\"o2\" = \"x\";\n\"o2\" = \"x\";")
        #expect(file.entries.map(\.key) == ["k", "other", "o2"])
        #expect(file["k"] == "second")
        #expect(file.entries[0].location.line == 3)
        #expect(file.duplicates.map(\.value) == ["first", "x"])
        #expect(file.diagnostics.count == 2)
        #expect(file.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(file.diagnostics[0].message.contains("a different value"))
        #expect(file.diagnostics[1].message.contains("same value"))
    }

    @Test func invalidUTF8IsAnEncodingErrorAndEntriesSurvive() {
        var bytes = Array("\"a\" = \"x".utf8)
        bytes.append(0xFF)
        bytes += Array("y\";\n\"b\" = \"2\";".utf8)
        let file = StringsFile.parse(Data(bytes), path: "t.strings")
        #expect(file.dictionary == ["a": "x\u{FFFD}y", "b": "2"])
        #expect(file.diagnostics.errors.count == 1)
        #expect(file.diagnostics.errors.first?.message.contains("UTF-8") == true)
    }

    @Test(arguments: [
        "", " ", "\"", "\\", "=", ";", "\"a\" =", "\"a\" = \"", "/*", "/", "//", "{", "}", "\"a\";}",
        "\"\\", "\"\\U", "\"\\UD800", "\"\\7", "\u{0}", "\"a\" = \"b\" \"c\"",
    ])
    func neverTrapsOnTruncatedInput(source: String) {
        let file = parse(source)
        #expect(file.entries.count <= 1)
    }

    @Test func randomBytesNeverTrap() {
        var generator = SeededGenerator()
        let alphabet = Array("\"\\=;/*{}\nabcU0127é\u{0}".utf8) + [0xFF, 0xFE, 0x00, 0xD8]
        for _ in 0..<2_000 {
            let length = Int.random(in: 0..<40, using: &generator)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            let file = StringsFile.parse(Data(bytes), path: "fuzz.strings")
            for diagnostic in file.diagnostics {
                #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1)
            }
        }
    }

    // MARK: Encodings

    @Test(arguments: ["utf16le-bom.strings", "utf16be-nobom.strings", "utf8-bom.strings"])
    func encodings(fixture: String) throws {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/\(fixture)", withExtension: nil))
        let file = try StringsFile(contentsOf: url)
        #expect(file.diagnostics.isEmpty)
        #expect(file.dictionary == ["greeting": "Hello, %@!", "bye": "Tschüß"])
        #expect(file.entries.first?.comment == "A UTF-16 fixture")
        #expect(file.entries.map(\.location.line) == [2, 3])
        let expected: TextEncoding =
            fixture.hasPrefix("utf16le")
            ? .utf16LittleEndian
            : fixture.hasPrefix("utf16be") ? .utf16BigEndian : .utf8
        #expect(file.encoding == expected)
    }

    @Test func binaryPropertyList() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["a": "1", "b": "2"], format: .binary, options: 0)
        let file = StringsFile.parse(data, path: "compiled.strings")
        #expect(file.dictionary == ["a": "1", "b": "2"])
        #expect(file.diagnostics.isEmpty)
    }

    // MARK: Writing

    @Test func renderRoundTrips() {
        let original = StringsFile(entries: [
            .init(key: "quote\"key", value: "line\nbreak\ttab\\slash", comment: "A comment with */ inside"),
            .init(key: "control", value: "bell\u{7}nul\u{0}", comment: nil),
            .init(key: "emoji 😀", value: "多语言", comment: "second"),
            .init(key: "", value: ""),
        ])
        let rendered = original.render()
        let reparsed = StringsFile.parse(rendered, path: "out.strings")
        #expect(reparsed.diagnostics.isEmpty)
        #expect(reparsed == original)
        #expect(reparsed.entries[0].comment == "A comment with */ inside")
    }
}
