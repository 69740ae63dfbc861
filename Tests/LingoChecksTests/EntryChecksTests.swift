// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoChecks
import LingoFormats
import Testing

/// The checks an app's safety depends on (what `lingo pack` and the update client refuse):
/// every use of an argument, values that show nothing, plurals that never end.
@Suite struct EntryChecksTests {
    /// The kinds `EntryChecks` finds in the German `key` of `german` against the English `key` of
    /// `english` (both `.strings` text or both `.stringsdict` plists).
    private func kinds(_ german: String, against english: String, key: String = "k") -> [CheckKind] {
        let (translation, source) = (entry(german, key: key), entry(english, key: key))
        var results = CheckResults()
        let formats = FormatCache()
        EntryChecks.onItsOwn(
            translation, counterpart: source, language: "de", pluralLanguage: "de", formats: formats, into: &results)
        EntryChecks.compare(
            translation, with: source, sourceName: "en", language: "de", sameBaseLanguage: false, formats: formats,
            into: &results)
        return results.results.map(\.kind)
    }

    private func entry(_ text: String, key: String) -> LocalizationEntry {
        let data = Data(text.utf8)
        let table =
            text.hasPrefix("<?xml")
            ? TableEntries(strings: nil, stringsDict: StringsDictFile.parse(data, path: "x.stringsdict"))
            : TableEntries(strings: StringsFile.parse(data, path: "x.strings"), stringsDict: nil)
        return table.byKey[key]!
    }

    private static func plural(_ format: String, one: String, other: String, type: String = "d") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>k</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>\(type)</string>
        <key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict>
        </dict></dict></plist>
        """
    }

    @Test(arguments: [
        // One argument with two types in one text, or mixed styles (the parser's findings).
        (#""k" = "%1$d %1$@";"#, CheckKind.formatPositionalInvalid),
        (#""k" = "%@ %1$@";"#, .formatPositionalInvalid),
    ])
    func oneTextUsingAnArgumentTwiceWithTwoTypesIsRefused(german: String, kind: CheckKind) {
        let found = kinds(german, against: #""k" = "%d items";"#)
        #expect(found.contains(kind), "\(found)")
        #expect(kind.breaksTheApp)
    }

    /// Only the first use of an index was compared: a form that uses argument 1 as an object
    /// where the main text (and the source) use it as an integer passed.
    @Test func twoTextsUsingAnArgumentWithTwoTypesAreRefused() {
        let english = Self.plural("%1$d %2$#@n@", one: "thing", other: "things")
        let german = Self.plural("%1$d %2$#@n@", one: "Ding", other: "%1$@ Dinge")
        let found = kinds(german, against: english)
        #expect(found.contains(.formatPositionalInvalid), "\(found)")
        // The same key written consistently has no such finding.
        let consistent = kinds(Self.plural("%1$d %2$#@n@", one: "Ding", other: "Dinge"), against: english)
        #expect(!consistent.contains { $0.breaksTheApp }, "\(consistent)")
    }

    @Test(arguments: [
        ("", true), (" ", true), ("\\t\\n", true), ("\\U200B", true), ("\\UFEFF", true), ("\\U00AD", true),
        ("\\0", true), ("\\U2060\\U200D", true), (" x", false), ("\\U200Bx", false), ("%d", false),
    ])
    func valuesThatShowNothingAreEmpty(value: String, isEmpty: Bool) {
        let found = kinds("\"k\" = \"\(value)\";", against: #""k" = "Hello";"#)
        #expect(found.contains(.emptyValue) == isEmpty, "\(value): \(found)")
    }

    @Test func aBlankSourceAllowsABlankTranslation() {
        #expect(!kinds(#""k" = "  ";"#, against: #""k" = " ";"#).contains(.emptyValue))
    }

    @Test(arguments: [
        ("%d Dinge %#@n@", true),  // the other form names its own variable
        ("%d Dinge", false),
    ])
    func aPluralThatRefersToItselfIsRefused(other: String, refused: Bool) {
        let english = Self.plural("%#@n@", one: "%d thing", other: "%d things")
        let found = kinds(Self.plural("%#@n@", one: "%d Ding", other: other), against: english)
        #expect(found.contains(.formatInvalidSpecifier) == refused, "\(found)")
    }
}
