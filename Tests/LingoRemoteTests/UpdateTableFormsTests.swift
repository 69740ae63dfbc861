// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import TestSupport
import Testing

@testable import Lingo
@testable import LingoRemote

/// An update's `.strings` table is checked from its pairs (most texts as bytes, the rest made
/// entries): the outcome — the overlay's texts, the notes, or the rejection — is the one the
/// same table checked as entries, each made, gives. Over real apps' own tables, and the same
/// tables with texts that must take every other way (formats, blank and unshowable texts,
/// unknown keys, a broken placeholder).
@Suite(.sharedData) struct UpdateTableFormsTests {
    /// What validating `update` gives, in words: every language's texts and the notes, or the
    /// rejection.
    static func outcome(_ validator: UpdateValidator, _ update: [LanguageTag: UpdateLanguage]) -> [String] {
        do {
            let outcome = try validator.validate(update)
            var lines = outcome.notes.map { "note \($0.kind): \($0.message)" }
            for (language, tables) in TableOverlay(values: outcome.entries).texts.sorted(by: { $0.key < $1.key }) {
                for (table, texts) in tables.sorted(by: { $0.key < $1.key }) {
                    lines += texts.sorted { $0.key < $1.key }.map { "\(language) \(table) \($0.key) = \($0.value)" }
                }
            }
            return lines
        } catch {
            return ["rejected \(error.kind): \(error.message)"]
        }
    }

    /// `update` with every table kept as entries.
    static func asEntries(_ update: [LanguageTag: UpdateLanguage]) -> [LanguageTag: UpdateLanguage] {
        update.mapValues { language in
            UpdateLanguage(
                tables: language.tables.mapValues { UpdateTable($0.entries) }, diagnostics: language.diagnostics)
        }
    }

    /// The app's `.strings` tables, by `<lang>.lproj/<Table>.strings`, each changed by `change`.
    static func tables(in resources: URL, _ change: (inout StringsFile) -> Void) throws -> [String: Data] {
        var files = [String: Data]()
        for folder in try FileManager.default.contentsOfDirectory(atPath: resources.path)
        where folder.hasSuffix(".lproj") {
            let lproj = resources.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: lproj.path) where name.hasSuffix(".strings")
            {
                let data = try Data(contentsOf: lproj.appendingPathComponent(name))
                var file = StringsFile.parse(data, path: name)
                change(&file)
                files["\(folder)/\(name)"] = file.render()
            }
        }
        return files
    }

    /// Resources folders of the shared corpora with `.strings` tables in their `.lproj` folders.
    static let folders = [
        "wikipedia-ios/Wikipedia/Localizations", "wikipedia-ios/Wikipedia/iOS Native Localizations", "utm/Platform",
        "utm/QEMUHelper", "icecubes/IceCubesActionExtension",
    ]

    @Test(arguments: folders)
    func bothFormsGiveTheSameOutcome(folder: String) throws {
        let resources = SharedData.corpora.appendingPathComponent(folder)
        let localizer = try Localizer(
            resources: resources, developmentLanguage: "en", store: .inMemory(), systemLanguages: .fixed(["en"]))
        var validator = UpdateValidator(
            source: localizer.bundledTables(of: "en"), developmentLanguage: "en",
            availableLanguages: Set(localizer.availableLanguages), device: localizer.device)
        for language in localizer.availableLanguages {
            validator.bundled[language] = localizer.bundledTables(of: language)
        }
        // One validator checks sixteen updates here, and its budget counts this thread's time from
        // when it was made: a slow machine (a debug build) would run out of it partway through.
        // The outcomes are compared here; `PackBoundsTests` checks the budget.
        validator.budget = ProcessorBudget(seconds: .infinity)
        var random = SeededGenerator()
        /// Changes one text in `rate` by `change`.
        func some(_ rate: UInt64, _ change: @escaping (inout StringsFile.Entry) -> Void) -> (inout StringsFile) -> Void
        {
            { file in for index in file.entries.indices where random.next() % rate == 0 { change(&file.entries[index]) }
            }
        }
        // Each kind alone: a kind that blocks rejects the update at its first entry, so an entry
        // one way lets through and the other does not shows as another rejection.
        let changes: [(String, (inout StringsFile) -> Void)] = [
            ("as shipped", { _ in }),
            ("unknown keys", some(5) { $0.key += ".unknown" }),
            ("percent signs", some(3) { $0.value = "50 %% " + $0.value }),
            ("an extra placeholder", some(40) { $0.value += " %@" }),
            ("blank texts", some(40) { $0.value = " " }),
            ("unshowable texts", some(40) { $0.value += "\u{7}" }),
            ("tabs", some(40) { $0.value += "\t" }),
            (
                "placeholders of another type",
                some(2) { $0.value = $0.value.replacingOccurrences(of: "%@", with: "%d") }
            ),
        ]
        var compared = 0
        for (name, change) in changes {
            let files = VerifiedFiles(contents: try Self.tables(in: resources, change))
            let update = try files.entries(budget: ProcessorBudget(seconds: .infinity))
            let pairs = update.values.flatMap(\.tables.values).filter {
                if case .strings = $0.storage { return true }
                return false
            }
            #expect(!pairs.isEmpty, "\(folder): no table is read as pairs")
            let fromPairs = Self.outcome(validator, update)
            let fromEntries = Self.outcome(validator, Self.asEntries(update))
            #expect(
                fromPairs == fromEntries, "\(folder), \(name): \(fromPairs.prefix(3)) against \(fromEntries.prefix(3))")
            #expect(!fromPairs.isEmpty)
            compared += fromPairs.count
        }
        #expect(compared > 20, "\(folder): \(compared) lines compared")
    }
}
