// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import LingoToolFormats
import LingoTools
import Testing

/// `lingo export`: what units Xcode's encoding gives `.strings`, `.stringsdict` and catalog
/// entries, and the files the command writes.
@Suite struct XLIFFExportTests {
    /// A `.stringsdict` with one plural key, `%d files`, and its `one` and `other` forms.
    static func filesPlural(one: String, other: String) -> StringsDictFile {
        StringsDictFile(entries: [
            StringsDictFile.Entry(
                key: "%d files",
                value: .format(
                    .init(
                        formatKey: "%#@files@",
                        variables: [
                            .init(name: "files", valueType: "d", forms: [.init(.one, one), .init(.other, other)])
                        ]
                    )))
        ])
    }

    /// The English `%d files`.
    static let englishFiles = filesPlural(one: "%d file", other: "%d files")

    @Test func stringsDictEntriesAreEncodedAsXcodeDoesWithTheTargetLanguagesCategories() throws {
        let english = Self.englishFiles
        let russian = Self.filesPlural(one: "%d файл", other: "%d файла")
        var project = LocalizationProject()
        project.developmentLanguage = "en"
        project.tableSets = [
            TableSet(
                directory: "R", folders: [LanguageFolder(path: "R/en.lproj"), LanguageFolder(path: "R/ru.lproj")],
                tables: [
                    TableSet.Table(
                        name: "Localizable",
                        languages: [
                            LanguageTable(
                                folder: LanguageFolder(path: "R/en.lproj"),
                                stringsDict: StringsDictFile(
                                    path: "R/en.lproj/Localizable.stringsdict", entries: english.entries)),
                            LanguageTable(folder: LanguageFolder(path: "R/ru.lproj"), stringsDict: russian),
                        ])
                ])
        ]
        let documents = XLIFFExporter.documents(for: project, root: "R")
        let file = try #require(documents["ru"]?.files.first)
        #expect(file.original == "en.lproj/Localizable.stringsdict")
        #expect(file.sourceLanguage == "en")
        #expect(file.targetLanguage == "ru")
        // Russian's categories, in Xcode's order of ids (numeric-aware, case-sensitive).
        #expect(
            file.units.map(\.id) == [
                "/%d files:dict/NSStringLocalizedFormatKey:dict/:string",
                "/%d files:dict/files:dict/few:dict/:string",
                "/%d files:dict/files:dict/many:dict/:string",
                "/%d files:dict/files:dict/one:dict/:string",
                "/%d files:dict/files:dict/other:dict/:string",
            ])
        #expect(file.units.map(\.source) == ["%#@files@", "%d files", "%d files", "%d file", "%d files"])
        #expect(file.units.map(\.target) == ["%#@files@", nil, nil, "%d файл", "%d файла"])
    }

    @Test func catalogVariationsAreEncodedAsXcodeDoes() throws {
        typealias Localization = StringCatalog.Localization
        var catalog = StringCatalog(path: "R/Localizable.xcstrings", sourceLanguage: "en")
        var plural = Localization(
            variations: StringCatalog.Variations(plural: [
                .one: Localization("%lld item"), .other: Localization("%lld items"),
            ]))
        catalog["%lld items"] = StringCatalog.Entry(
            comment: "Count",
            localizations: [
                "en": plural,
                "de": Localization(
                    variations: StringCatalog.Variations(plural: [
                        .one: Localization("%lld Objekt"), .other: Localization("%lld Objekte", state: .needsReview),
                    ])),
            ])
        plural = Localization(
            variations: StringCatalog.Variations(device: [.iPhone: Localization("Tap"), .other: Localization("Click")]))
        catalog["action"] = StringCatalog.Entry(localizations: ["en": plural])
        var substitution = Localization("%#@files@")
        substitution.substitutions["files"] = StringCatalog.Substitution(
            argNum: 1, formatSpecifier: "lld",
            variations: StringCatalog.Variations(
                plural: [.one: Localization("%arg file"), .other: Localization("%arg files")]))
        catalog["files"] = StringCatalog.Entry(localizations: ["en": substitution, "de": Localization("Dateien")])
        catalog["hidden"] = StringCatalog.Entry(shouldTranslate: false, localizations: ["en": Localization("x")])
        var untranslated = Localization("%#@files@")
        untranslated.substitutions["files"] = substitution.substitutions["files"]
        catalog["n files"] = StringCatalog.Entry(localizations: ["en": untranslated])

        let documents = XLIFFExporter.documents(
            for: Self.project(catalogs: [catalog]), root: "R")
        let file = try #require(documents["de"]?.files.first)
        #expect(file.original == "Localizable.xcstrings")
        // The translation's shape governs ("files" is plain in German: one unit); a string marked
        // Don't Translate is a translate="no" unit; a substitution's %arg is its argument's
        // placeholder and its token carries the argument's position.
        #expect(
            file.units.map(\.id) == [
                "%lld items|==|plural.one", "%lld items|==|plural.other",
                "action|==|device.iphone", "action|==|device.other",
                "files", "hidden", "n files",
                "n files|==|substitutions.files.plural.one", "n files|==|substitutions.files.plural.other",
            ])
        #expect(file.units.map(\.target) == ["%lld Objekt", "%lld Objekte", nil, nil, "Dateien", nil, nil, nil, nil])
        #expect(
            file.units.map(\.targetState) == [
                "translated", "needs-review-l10n", nil, nil, "translated", nil, nil, nil, nil,
            ])
        #expect(file.units.map(\.isTranslatable) == [true, true, true, true, true, false, true, true, true])
        #expect(file.units.suffix(3).map(\.source) == ["%1$#@files@", "%1$lld file", "%1$lld files"])
        #expect(file.units.first?.note == "Count")
        #expect(file.units[2].source == "Tap")
    }

    @Test func theCommandWritesXLIFFAndXcloc() throws {
        let folder = try TemporaryFolder("lingo-export-cli")
        defer { folder.remove() }
        let resources = try Fixtures.url("Generate")
        let plain = try LingoExecutable.run(
            ["export", resources.path, "--output", folder.url.path + "/out"], in: folder.url)
        #expect(plain.status == 0, "\(plain.error)")
        let xliff = folder.url.appendingPathComponent("out/fr.xliff")
        let document = try XLIFFDocument(contentsOf: xliff)
        #expect(document.diagnostics.isEmpty)
        #expect(document.files.map(\.original) == ["en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict"])
        #expect(document.files.allSatisfy { $0.targetLanguage == "fr" && $0.tool?.id == "lingo" })

        let package = try LingoExecutable.run(
            ["export", resources.path, "--output", folder.url.path + "/xcloc", "--xcloc"], in: folder.url)
        #expect(package.status == 0, "\(package.error)")
        let root = folder.url.appendingPathComponent("xcloc/fr.xcloc")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Localized Contents/fr.xliff").path))
        #expect(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("Source Contents/en.lproj/Localizable.strings").path))
        let contents =
            try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("contents.json")))
            as? [String: Any]
        #expect(contents?["targetLocale"] as? String == "fr")
        #expect(contents?["developmentRegion"] as? String == "en")

        // Importing the package back into a copy changes nothing; a usage error exits with 2.
        let copy = folder.url.appendingPathComponent("copy")
        try FileManager.default.copyItem(at: resources, to: copy)
        let before = try Data(contentsOf: copy.appendingPathComponent("fr.lproj/Localizable.strings"))
        let reimport = try LingoExecutable.run(
            ["import", root.path, "--into", copy.path, "--format", "json"], in: folder.url)
        #expect(try Data(contentsOf: copy.appendingPathComponent("fr.lproj/Localizable.strings")) == before)
        #expect(reimport.error.contains("wrote 0 files"))
        #expect(try JSONSerialization.jsonObject(with: Data(reimport.output.utf8)) is [String: Any])
        let usage = try LingoExecutable.run(["import", xliff.path], in: folder.url)
        #expect(usage.status == 2)
    }

    private static func project(catalogs: [StringCatalog]) -> LocalizationProject {
        var project = LocalizationProject()
        project.catalogs = catalogs
        project.developmentLanguage = "en"
        return project
    }
}
