// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import LingoToolFormats
import Testing

@testable import LingoTools

/// What Xcode's String Catalog exports hold that an earlier round refused or dropped: a `zero`
/// form in a language whose rules have none, keys holding `|==|`, positional gaps, and percent
/// signs in texts without arguments.
@Suite struct XLIFFCatalogGapsTests {
    typealias Localization = StringCatalog.Localization

    static func project(_ entries: [String: StringCatalog.Entry]) -> LocalizationProject {
        var catalog = StringCatalog(path: "R/Localizable.xcstrings", sourceLanguage: "en")
        for (key, entry) in entries { catalog[key] = entry }
        var project = LocalizationProject()
        project.catalogs = [catalog]
        project.developmentLanguage = "en"
        return project
    }

    @Test func aTranslationsZeroFormIsExportedInALanguageWithoutZero() throws {
        let english = Localization(
            variations: StringCatalog.Variations(plural: [
                .one: Localization("%lld item"), .other: Localization("%lld items"),
            ]))
        let german = Localization(
            variations: StringCatalog.Variations(plural: [
                .zero: Localization("Keine Objekte"), .one: Localization("%lld Objekt"),
                .other: Localization("%lld Objekte"),
            ]))
        let project = Self.project([
            "%lld items": StringCatalog.Entry(localizations: ["en": english, "de": german])
        ])
        let file = try #require(XLIFFExporter.documents(for: project, root: "R")["de"]?.files.first)
        #expect(
            file.units.map(\.id) == [
                "%lld items|==|plural.one", "%lld items|==|plural.other", "%lld items|==|plural.zero",
            ])
        let zero = try #require(file.units.last)
        #expect(zero.target == "Keine Objekte")
        #expect(zero.source == "%lld items")  // the source's `other` form stands for its missing zero
        // A language without zero and a catalog without one: no zero unit.
        let plain = Self.project(["%lld items": StringCatalog.Entry(localizations: ["en": english])])
        let french = try #require(
            XLIFFExporter.documents(for: plain, root: "R", languages: ["fr"])["fr"]?.files.first)
        #expect(!french.units.contains { $0.id.hasSuffix("plural.zero") })
    }

    @Test func aKeyHoldingTheSeparatorIsAKey() {
        #expect(XLIFFUnitID.parseCatalog("a|==|b").key == "a|==|b")
        #expect(XLIFFUnitID.parseCatalog("a|==|b").path.isEmpty)
        let variation = XLIFFUnitID.parseCatalog("a|==|b|==|plural.one")
        #expect(variation.key == "a|==|b")
        #expect(variation.path == [.plural(.one)])
        // A catalog that has the whole id as a key takes it as the key.
        #expect(XLIFFUnitID.parseCatalog("x|==|plural.one", isKey: { $0 == "x|==|plural.one" }).path.isEmpty)
        #expect(XLIFFUnitID.parseCatalog("x|==|plural.one").path == [.plural(.one)])
        // The id the exporter writes for such a key reads back as the same key.
        let id = XLIFFUnitID.catalog(key: "a|==|b", path: [.plural(.few)])
        #expect(XLIFFUnitID.parseCatalog(id).key == "a|==|b")
    }

    @Test func textsXcodeImportsAreNoFormatErrors() {
        func findings(_ english: String, _ translation: String, language: String) -> [Finding] {
            let project = Self.project([
                "k": StringCatalog.Entry(localizations: [
                    "en": Localization(english), language: Localization(translation),
                ])
            ])
            return Linter().lint(project).filter { $0.rule.rawValue.hasPrefix("format-") }
        }
        // Hungarian `100%-nál` and Turkish `%30,` in texts without arguments are prose.
        #expect(findings("at 100%", "100%-nál", language: "hu").isEmpty)
        #expect(findings("30%, then", "%30, sonra", language: "tr").isEmpty)
        // A positional gap Xcode imports.
        #expect(findings("%2$lld of %3$u", "%2$lld / %3$u", language: "de").isEmpty)
        // `% d` ending a word is the space flag, an argument on both sides.
        #expect(findings("Value:% d", "Wert:% d", language: "de").isEmpty)
        // … and a translation that drops it is still caught.
        #expect(findings("Value:% d", "Wert", language: "de").map(\.rule) == [.formatCountMismatch])
        // `%n` with a real placeholder beside it is still an error.
        #expect(
            findings("%d at 100%%", "%d bei 100%-nál", language: "hu").map(\.rule).contains(.formatInvalidSpecifier))
    }

    @Test func aSubstitutionOnlyTheTranslationHasIsSourcedByItsIDAndImportsBack() throws {
        var german = Localization("%#@n@")
        german.substitutions["n"] = StringCatalog.Substitution(
            argNum: 1, formatSpecifier: "lld",
            variations: StringCatalog.Variations(
                plural: [.one: Localization("%arg Ding"), .other: Localization("%arg Dinge")]))
        let entries = [
            "%lld items": StringCatalog.Entry(localizations: ["en": Localization("%lld items"), "de": german])
        ]
        let file = try #require(XLIFFExporter.documents(for: Self.project(entries), root: "R")["de"]?.files.first)
        let forms = file.units.filter { $0.id.contains("|==|substitutions.n.") }
        #expect(
            forms.map(\.id) == [
                "%lld items|==|substitutions.n.plural.one", "%lld items|==|substitutions.n.plural.other",
            ])
        #expect(forms.allSatisfy { $0.source == $0.id }, "\(forms.map(\.source))")

        // Importing the export into the catalog it came from is clean and changes no byte.
        let folder = try TemporaryFolder("lingo-xliff-target-only")
        defer { folder.remove() }
        let catalogURL = folder.url.appendingPathComponent("res/Localizable.xcstrings")
        try FileManager.default.createDirectory(
            at: catalogURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        var catalog = StringCatalog(path: catalogURL.path, sourceLanguage: "en")
        for (key, entry) in entries { catalog[key] = entry }
        let before = catalog.render()
        try before.write(to: catalogURL)
        let xliff = folder.url.appendingPathComponent("de.xliff")
        try XLIFFDocument(files: [file]).render().write(to: xliff)
        let result = try XLIFFImporter.run(
            XLIFFImportRequest(files: [xliff.path], resources: catalogURL.deletingLastPathComponent().path))
        #expect(!result.failed, "\(result.findings)")
        #expect(try Data(contentsOf: catalogURL) == before)
    }
}
