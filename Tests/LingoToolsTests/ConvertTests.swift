// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import LingoToolFormats
import LingoTools
import TestSupport
import Testing

@Suite struct ConvertTests {
    /// Tables → catalog (written and read back) → tables (written and read back).
    static func roundTrip(_ table: TableSet.Table, developmentLanguage: LanguageTag?) throws -> (
        TableSet.Table, [String]
    ) {
        let (catalog, notes) = CatalogConverter.catalog(from: table, developmentLanguage: developmentLanguage)
        let reread = StringCatalog.parse(catalog.render(), path: "\(table.name).xcstrings")
        #expect(reread.diagnostics.errors.isEmpty, "\(reread.diagnostics.errors.prefix(3))")
        return try withTemporaryFolder { folder in
            for files in reread.tableFiles() {
                let lproj = folder.appendingPathComponent(files.language + ".lproj")
                try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
                try files.strings?.render().write(to: lproj.appendingPathComponent(table.name + ".strings"))
                try files.stringsDict?.render().write(to: lproj.appendingPathComponent(table.name + ".stringsdict"))
            }
            let project = try LocalizationProject.load(paths: [folder.path])
            let back = try #require(project.tableSets.first?.tables.first { $0.name == table.name })
            return (back, notes)
        }
    }

    @Test(.sharedData) func wikipediaTablesSurviveARoundTrip() throws {
        let project = try LocalizationProject.load(paths: [
            SharedData.corpora.appendingPathComponent("wikipedia-ios").path
        ])
        var tables = 0, values = 0
        for set in project.tableSets {
            for table in set.tables {
                let before = Content(table: table)
                let (back, notes) = try Self.roundTrip(table, developmentLanguage: project.developmentLanguage)
                let after = Content(table: back)
                #expect(before == after, "\(set.directory) \(table.name): \(before.differences(from: after))")
                // Two folders of one language (diq.lproj and zza.lproj are both Zazaki): the first is kept,
                // and the other is noted.
                var seen = Set<String>()
                let kept = table.languages.filter { $0.folder.isLanguage && seen.insert($0.folder.language).inserted }
                for languageTable in table.languages
                where languageTable.folder.isLanguage
                    && !kept.contains(where: { $0.folder == languageTable.folder })
                {
                    #expect(notes.contains { $0.hasPrefix(languageTable.folder.path + ": left out: ") })
                }
                // No key is lost: every (language, key) of the files, shadowed .strings values included.
                var keys = Set<String>()
                for languageTable in kept {
                    for key in languageTable.keys { keys.insert(languageTable.folder.language + "\u{1F}" + key) }
                }
                #expect(keys.isSubset(of: after.keys), "\(set.directory) \(table.name)")
                // What was left out is said: shadowed values, and the folders that are no language.
                let shadowed = kept.reduce(0) { count, languageTable in
                    let dictionaryKeys = Set(languageTable.stringsDict?.entries.map(\.key) ?? [])
                    return count + (languageTable.strings?.entries.count { dictionaryKeys.contains($0.key) } ?? 0)
                }
                let noted = notes.compactMap { note -> Int? in
                    guard let range = note.range(of: ": "), let end = note.range(of: " value(s)") else { return nil }
                    return Int(note[range.upperBound..<end.lowerBound])
                }.reduce(0, +)
                #expect(noted == shadowed)
                tables += 1
                values += before.values.count
            }
        }
        #expect(tables >= 8)
        #expect(values > 100_000)
    }

    @Test(.sharedData) func iceCubesCatalogSurvivesARoundTrip() throws {
        let url = SharedData.corpora.appendingPathComponent(
            "icecubes/IceCubesApp/Resources/Localization/Localizable.xcstrings")
        let catalog = try StringCatalog(contentsOf: url)
        try withTemporaryFolder { output in
            let written = try ConvertRun.run(input: url.path, output: output.path).written
            #expect(written.contains { $0.hasSuffix("fr.lproj/Localizable.stringsdict") })
            let project = try LocalizationProject.load(paths: [output.path])
            let table = try #require(project.tableSets.first?.tables.first)
            // Every written file is clean: no syntax or encoding problem, every plural rule complete.
            #expect(Linter().lint(project).filter { $0.rule == .syntaxError || $0.rule == .encoding }.isEmpty)
            let (back, notes) = CatalogConverter.catalog(from: table, developmentLanguage: "en")
            #expect(notes.isEmpty, "\(notes)")
            let before = Content(catalog: catalog), after = Content(catalog: back)
            #expect(before == after, "\(before.differences(from: after))")
            #expect(Set(catalog.entries.keys) == Set(back.entries.keys), "no key lost")
            #expect(before.values.count > 12_000)
            // Xcode's plural variations stay plural variations; substitutions stay substitutions.
            #expect(before.values.keys.contains { $0.form.hasPrefix("plural.") })
            #expect(before.values.keys.contains { $0.form.hasPrefix("count_posts.") })
            #expect(before.values.keys.contains { $0.form.hasPrefix("device:") })
        }
    }

    @Test func stringsdictRulesBecomeSubstitutionsWithArg() throws {
        let table = try #require(
            try LocalizationProject.load(paths: [Fixtures.url("Convert/App").path])
                .tableSets.first?.tables.first { $0.name == "Localizable" })
        let (catalog, notes) = CatalogConverter.catalog(from: table, developmentLanguage: "en")
        // "inbox.count" is in both en files: the .stringsdict entry is what Foundation shows.
        #expect(notes.count == 1)
        #expect(
            notes.first?.hasSuffix(
                "Convert/App/en.lproj/Localizable.strings: 1 value(s) of keys the .stringsdict file "
                    + "also defines left out (Foundation never shows them)") == true)
        #expect(catalog.sourceLanguage == "en")
        let inbox = try #require(catalog["inbox.count"])
        #expect(inbox.comment == "Number of unread messages")
        #expect(inbox.extractionState == .manual)
        let french = try #require(inbox.localizations["fr"])
        #expect(french.stringUnit?.value == "%#@messages@")
        let messages = try #require(french.substitutions["messages"])
        #expect(messages.formatSpecifier == "d")
        #expect(messages.argNum == nil)
        // A sequential placeholder stays: Xcode reads it as an ordinary placeholder.
        #expect(messages.variations?.plural?[.one]?.stringUnit?.value == "%d nouveau message")
        #expect(messages.variations?.plural?[.other]?.stringUnit?.value == "%d nouveaux messages")
        // The variable's own positional placeholder is Xcode's %arg.
        let files = try #require(catalog["files"]?.localizations["en"]?.substitutions["n"])
        #expect(files.argNum == nil)
        #expect(files.variations?.plural?[.one]?.stringUnit?.value == "%arg file")
        // A variable named `plural` whose format is just its token is Xcode's plain plural variations.
        let items = try #require(catalog["items"]?.localizations["en"])
        #expect(items.stringUnit == nil)
        #expect(items.variations?.plural?[.other]?.stringUnit?.value == "%lld items")
        #expect(catalog["title"]?.localizations["fr"]?.stringUnit?.value == "Titre")
        #expect(catalog["title"]?.localizations["fr"]?.stringUnit?.state == .translated)
        // And back, exactly.
        let (back, _) = try Self.roundTrip(table, developmentLanguage: "en")
        #expect(Content(table: table) == Content(table: back))
    }

    @Test func leftOutContentIsSaid() throws {
        let table = try #require(
            try LocalizationProject.load(paths: [Fixtures.url("Convert/LeftOut").path])
                .tableSets.first?.tables.first)
        let (catalog, notes) = CatalogConverter.catalog(from: table, developmentLanguage: "en")
        #expect(notes.count == 3, "\(notes)")
        #expect(notes.contains { $0.hasSuffix("qqq.lproj: left out: qqq.lproj is not a language") })
        #expect(
            notes.contains {
                $0.contains(
                    "en.lproj/Localizable.strings: 1 value(s) of keys the .stringsdict file also defines left out")
            })
        #expect(notes.contains { $0.contains("only the widest variant of the width rule kept") })
        #expect(catalog["width"]?.localizations["en"]?.stringUnit?.value == "A long text")
        #expect(catalog["title"]?.localizations.keys.sorted() == ["en"])
    }

    @Test func convertCommandRefusesWhatItCannotDo() throws {
        try withTemporaryFolder { output in
            #expect(throws: LingoToolsError.self) {
                try ConvertRun.run(
                    input: Fixtures.url("Convert/App").path, output: output.appendingPathComponent("One.xcstrings").path
                )
            }
            #expect(throws: LingoToolsError.self) {
                try ConvertRun.run(input: output.appendingPathComponent("missing").path, output: output.path)
            }
            let result = try ConvertRun.run(
                input: Fixtures.url("Convert/App").path,
                output: output.appendingPathComponent("One.xcstrings").path, table: "Localizable")
            #expect(result.written.count == 1)
            let catalog = try StringCatalog(contentsOf: output.appendingPathComponent("One.xcstrings"))
            #expect(catalog.diagnostics.isEmpty)
            // Written in Xcode's layout: parsing and rendering again gives the same bytes.
            let data = try Data(contentsOf: output.appendingPathComponent("One.xcstrings"))
            #expect(StringCatalog.parse(data, path: "One.xcstrings").render() == data)
        }
    }

    /// `lingo convert` spells `%arg` as the runtime does: `lld` when a substitution has no
    /// `formatSpecifier`.
    @Test func argWithoutFormatSpecifierBecomesLld() throws {
        let json = """
            {"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{
            "stringUnit":{"state":"new","value":"%#@n@"},
            "substitutions":{"n":{"argNum":1,"variations":{"plural":{
            "other":{"stringUnit":{"state":"new","value":"%arg files"}}}}}}}}}}}
            """
        let catalog = StringCatalog.parse(Data(json.utf8), path: "t.xcstrings")
        let files = try #require(catalog.tableFiles().first { $0.language == "en" })
        let entry = try #require(files.stringsDict?.entries.first { $0.key == "k" })
        guard case .format(let format) = entry.value else { Issue.record("not a format: \(entry.value)"); return }
        let variable = try #require(format.variables.first)
        #expect(variable.valueType == "lld")
        #expect(variable.forms.map(\.value) == ["%1$lld files"])
    }
}
