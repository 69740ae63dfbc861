// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoChecks
import LingoFormats
import LingoUtilities
import TestSupport
import Testing

@testable import Lingo

/// The facts the source model derives from files, each decided once: "blank", "empty",
/// "a copy of the source", "an HTML tag", a catalog's table name and languages, the plural
/// categories a language needs.
@Suite struct SourceFactsTests {
    /// Texts a reader sees as blank, with a name for the test report.
    static let blank: [(String, String)] = [
        ("empty", ""), ("space", " "), ("tab and newline", "\t\n"), ("no-break space", "\u{A0}"),
        ("ideographic space", "\u{3000}"), ("zero-width space", "\u{200B}"), ("ZWNJ", "\u{200C}"),
        ("ZWJ", "\u{200D}"), ("word joiner", "\u{2060}"), ("BOM", "\u{FEFF}"), ("soft hyphen", "\u{AD}"),
        ("braille blank", "\u{2800}"), ("Hangul filler", "\u{3164}"), ("Hangul choseong filler", "\u{115F}"),
        ("Hangul jungseong filler", "\u{1160}"), ("halfwidth Hangul filler", "\u{FFA0}"),
        ("Mongolian vowel separator", "\u{180E}"), ("variation selector", "\u{FE0F}"), ("NUL", "\u{0}"),
        ("mixed", " \u{200B}\u{2800} "),
    ]

    /// Texts that show something, however little.
    static let visible: [(String, String)] = [
        ("letter", "a"), ("dot", "."), ("space and letter", " a "), ("CJK", "設定"), ("Hangul", "설정"),
        ("braille dot", "\u{2801}"), ("zero-width then letter", "\u{200B}x"), ("emoji", "🙂"),
        ("hyphen", "-"), ("Arabic", "\u{0627}"), ("replacement character", "\u{FFFD}"),
    ]

    @Test(arguments: blank) func blankTexts(name: String, text: String) {
        #expect(BlankText.isBlank(text), "\(name)")
        #expect(Self.isBlankAsBytes(text), "\(name)")
        #expect(TranslationState(value: text, state: nil) == .empty, "\(name)")
    }

    @Test(arguments: visible) func visibleTexts(name: String, text: String) {
        #expect(!BlankText.isBlank(text), "\(name)")
        #expect(!Self.isBlankAsBytes(text), "\(name)")
        #expect(TranslationState(value: text, state: nil) == .translated, "\(name)")
    }

    private static func isBlankAsBytes(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { BlankText.isBlank(utf8: $0) }
    }

    /// A white-space translation of a source padded with white space is a separator; anything
    /// invisible, or a source without padding, makes a blank text empty.
    @Test(
        arguments: [
            (" ", " at ", false), (" ", "at ", false), ("\u{A0}", " – ", false), ("", " at ", true),
            (" ", "at", true), ("\u{200B}", " at ", true), (" \u{200B}", " at ", true), ("x", " at ", false),
            (" ", nil, true),
        ] as [(String, String?, Bool)])
    func emptyTranslations(text: String, source: String?, isEmpty: Bool) {
        #expect(BlankText.isEmpty(text, translating: source) == isEmpty)
    }

    /// A copy of the source: the same text, three letters or more outside placeholders, in a
    /// language other than the source's.
    @Test(
        arguments: [
            ("Settings", "Settings", false, true), ("Settings", "Settings", true, false), ("OK", "OK", false, false),
            ("%1$ds", "%1$ds", false, false), ("%@ Tab", "%@ Tab", false, true), ("Réglages", "Settings", false, false),
            ("%d files", "%d files", false, true),
        ] as [(String, String, Bool, Bool)])
    func copiesOfTheSource(text: String, source: String, sameBase: Bool, isCopy: Bool) {
        let formats = FormatCache()
        #expect(SourceCopy.isCopy(text, of: source, sameBaseLanguage: sameBase, formats: formats) == isCopy)
        let state = EntryText(text: text, location: Self.nowhere).translationState(
            translating: EntryText(text: source, location: Self.nowhere), sameBaseLanguage: sameBase, formats: formats)
        #expect(state == (isCopy ? .new : .translated))
    }

    @Test func aSeparatorIsTranslatedAndABlankValueIsEmpty() {
        let formats = FormatCache()
        func state(_ text: String, _ source: String) -> TranslationState {
            EntryText(text: text, location: Self.nowhere).translationState(
                translating: EntryText(text: source, location: Self.nowhere), sameBaseLanguage: false, formats: formats)
        }
        #expect(state(" ", " at ") == .translated)
        #expect(state(" ", "Settings") == .empty)
        #expect(state("\u{2800}", " at ") == .empty)
    }

    @Test(
        arguments: [
            ("<b>", "b"), ("</B>", "/b"), ("<a href=\"x\">", "a"), ("<br/>", "br/"), ("<br />", "br/"), ("<h1>", "h1"),
            ("< b>", nil), ("<3", nil), ("<%@>", nil), ("a < b > c", nil), ("<b\n>", nil), ("<b", nil), ("<a:b>", nil),
        ] as [(String, String?)])
    func htmlTags(text: String, name: String?) {
        let scalars = Array(text.unicodeScalars)
        let start = scalars.firstIndex(of: "<") ?? 0
        #expect(HTMLTag.tag(in: scalars, at: start)?.name == name)
    }

    @Test(arguments: [
        ("App/Settings.xcstrings", "Settings"), ("Settings.XCSTRINGS", "Settings"), ("/a/b/Main.xcstrings", "Main"),
        ("", LocalizationDiscovery.defaultTableName), ("Notes.json", "Notes.json"),
    ])
    func catalogTableNames(path: String, table: String) {
        #expect(StringCatalog(path: path, sourceLanguage: "en").tableName == table)
    }

    @Test(
        arguments: [
            ("en", ["one", "other"], []), ("ja", ["other"], []), ("fr", ["one", "other"], ["many"]),
            ("ru", ["few", "many", "one", "other"], []), ("ar", ["few", "many", "one", "other", "two", "zero"], []),
        ] as [(String, [String], [String])])
    func pluralCategoriesALanguageNeeds(language: String, needed: [String], rare: [String]) throws {
        let facts = PluralFacts.of(try LanguageTag(language))
        #expect(facts.neededCategories.map(\.rawValue).sorted() == needed)
        #expect(facts.rareCategories.map(\.rawValue).sorted() == rare)
    }

    private static let nowhere = SourceLocation(file: "", line: 0, column: 0)
}

/// The runtime treats a blank value as absent: the lookup falls back along the chain and
/// reports which language answered; a separator shows.
@Suite struct BlankValueLookupTests {
    @Test func aBlankValueFallsBackToTheDevelopmentLanguage() throws {
        try withTemporaryFolder { folder in
            try SourceFactsFolders.writeBlankAndCopied(into: folder)
            let issues = Protected([LocalizationIssue]())
            let localizer = try Localizer(
                resources: folder, developmentLanguage: "en", store: .inMemory(.explicit("de")),
                systemLanguages: .fixed(["de"]), issueHandler: { issue in issues.withLock { $0.append(issue) } })
            #expect(localizer.language == "de")
            for (key, _) in SourceFactsFolders.english {
                #expect(localizer.string(key) == SourceFactsFolders.germanShown[key], "\(key)")
            }
            let fallbacks = issues.withLock { $0 }.compactMap { issue -> String? in
                guard case .fallback(let key, _, "de", "en") = issue else { return nil }
                return key
            }
            #expect(Set(fallbacks) == SourceFactsFolders.germanEmpty)
        }
    }
}
