// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoToolFormats
import Testing

@testable import LingoTools

/// The in-place editors of `.strings` (`StringsEditor`) and `.stringsdict` (`StringsDictEdit`):
/// an edited entry is written in the style of the one it replaces, every other byte stays.
@Suite struct InPlaceEditTests {
    @Test func anEditedValueKeepsItsLiteralLineBreaksAndTheRestItsBytes() throws {
        let original = "/* A */\n\"a\" = \"one\ntwo\";\n  \"b\"=\"x\\n\";  // tail\n\"c\" = plain;"
        var updated = StringsFile.parse(Data(original.utf8), path: "t.strings")
        updated.entries[0].value = "uno\ndos \"tres\""
        updated.entries[2].value = "with space"
        let edited = try #require(StringsEditor.edit(Data(original.utf8), to: updated))
        let expected =
            "/* A */\n\"a\" = \"uno\ndos \\\"tres\\\"\";\n  \"b\"=\"x\\n\";  // tail\n\"c\" = \"with space\";"
        #expect(String(decoding: edited, as: UTF8.self) == expected)
    }

    @Test func everyValueOfALargeTableEditedKeepsEveryOtherByte() throws {
        // Each value longer or shorter: the editor splices them all in one pass.
        func table(_ value: (Int) -> String) -> String {
            (0..<3_000).map { "/* Item \($0). */\n\"item.\($0)\" =  \"\(value($0))\";\n" }.joined()
        }
        let original = table { "Value \($0)" }
        var updated = StringsFile.parse(Data(original.utf8), path: "t.strings")
        let newValue = { (index: Int) in index % 3 == 0 ? "" : "Valeur numéro \(index), plus longue" }
        for index in updated.entries.indices { updated.entries[index].value = newValue(index) }
        let edited = try #require(StringsEditor.edit(Data(original.utf8), to: updated))
        #expect(String(decoding: edited, as: UTF8.self) == table(newValue))
        // Told which entries changed (as the importer tells it), the editor does not parse the
        // file again to find them, and writes the same bytes.
        var marks = StringsEditor.EditedEntries(count: updated.entries.count)
        for index in updated.entries.indices { marks.valueChanged(index) }
        #expect(StringsEditor.edit(Data(original.utf8), to: updated, edited: marks) == edited)
    }

    @Test func theEditedEntriesAsToldGiveTheBytesOfTheEditedEntriesAsFound() throws {
        let original = "/* A */\n\"a\" = \"1\";\n\"b\" = \"2\";\n/* C */\n\"c\" = \"3\";\n\"d\" = \"4\";\n"
        var updated = StringsFile.parse(Data(original.utf8), path: "t.strings")
        updated.entries[0].comment = "New A"
        updated.entries[1].value = "deux"
        updated.entries[2].comment = nil
        updated.entries[3].comment = "D"
        updated.entries.append(StringsFile.Entry(key: "e", value: "5", comment: "E"))
        var marks = StringsEditor.EditedEntries(count: 4)
        marks.commentChanged(0)
        marks.valueChanged(1)
        marks.commentChanged(2)
        marks.commentChanged(3)
        let found = try #require(StringsEditor.edit(Data(original.utf8), to: updated))
        #expect(StringsEditor.edit(Data(original.utf8), to: updated, edited: marks) == found)
        #expect(
            String(decoding: found, as: UTF8.self)
                == "/* New A */\n\"a\" = \"1\";\n\"b\" = \"deux\";\n\"c\" = \"3\";\n/* D */\n\"d\" = \"4\";\n\n/* E */\n\"e\" = \"5\";\n"
        )
        // A change not noted is not written, and the check of the result refuses it.
        var missing = StringsEditor.EditedEntries(count: 4)
        missing.commentChanged(0)
        #expect(StringsEditor.edit(Data(original.utf8), to: updated, edited: missing) == nil)
    }

    @Test func aNewEntryIsAddedAtTheEndAndACommentReplacedInPlace() throws {
        let original = "/* Old */\n\"a\" = \"1\";\n"
        var updated = StringsFile.parse(Data(original.utf8), path: "t.strings")
        updated.entries[0].comment = "New"
        updated.entries.append(StringsFile.Entry(key: "b", value: "2", comment: "B"))
        let edited = try #require(StringsEditor.edit(Data(original.utf8), to: updated))
        #expect(String(decoding: edited, as: UTF8.self) == "/* New */\n\"a\" = \"1\";\n\n/* B */\n\"b\" = \"2\";\n")
    }

    @Test func aUTF16FileStaysUTF16() throws {
        let text = "\u{FEFF}\"a\" = \"Привет\";\n\"b\" = \"x\";\n"
        var original = Data()
        for unit in text.utf16 { original.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        var updated = StringsFile.parse(original, path: "t.strings")
        updated.entries[1].value = "Мир"
        let edited = try #require(StringsEditor.edit(original, to: updated))
        #expect(edited.starts(with: [0xFF, 0xFE]))
        #expect(String(data: edited, encoding: .utf16) == "\"a\" = \"Привет\";\n\"b\" = \"Мир\";\n")
    }

    @Test func aPluralFormIsEditedAndAddedInTheFilesIndentation() throws {
        let original = """
            <?xml version="1.0" encoding="utf-8"?>
            <plist version="1.0">
            <dict>
              <key>files</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@n@</string>
                <key>n</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key>
                  <string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key>
                  <string>d</string>
                  <key>one</key>
                  <string>%d file</string>
                </dict>
              </dict>
            </dict>
            </plist>

            """
        var updated = StringsDictFile.parse(Data(original.utf8), path: "t.stringsdict")
        var value: StringsDictFile.Value? = updated.entries[0].value
        let location = SourceLocation(file: "t.stringsdict", line: 0, column: 0)
        StringsDictPatch.set("%d Datei & mehr", at: ["n", "one"], in: &value, template: nil, location: location)
        StringsDictPatch.set("%d Dateien", at: ["n", "other"], in: &value, template: nil, location: location)
        updated.entries[0].value = try #require(value)
        let edited = try #require(StringsDictEdit.edit(Data(original.utf8), to: updated))
        let expected = original.replacingOccurrences(
            of: "      <string>%d file</string>\n",
            with:
                "      <string>%d Datei &amp; mehr</string>\n      <key>other</key>\n      <string>%d Dateien</string>\n"
        )
        #expect(String(decoding: edited, as: UTF8.self) == expected)
    }
}
