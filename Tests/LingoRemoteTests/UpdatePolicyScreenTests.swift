// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoChecks
import LingoFormats
import LingoRemote
import TestSupport
import Testing

/// ``UpdatePolicy/cannotBlock(_:against:formats:)`` lets an update skip the checks for an entry: it
/// may say so only where every check finds nothing that blocks.
struct UpdatePolicyScreenTests {
    /// What the checks block in `entry`, run in full as ``UpdatePolicy`` runs them.
    static func blockingKinds(
        _ entry: LocalizationEntry, language: LanguageTag, against original: LocalizationEntry?
    ) -> [CheckKind] {
        var results = CheckResults()
        let formats = FormatCache()
        EntryChecks.onItsOwn(
            entry, counterpart: original, language: language.identifier, pluralLanguage: language, formats: formats,
            into: &results)
        if let original {
            EntryChecks.compare(
                entry, with: original, sourceName: "en", language: language.identifier,
                sameBaseLanguage: language.language == "en", formats: formats, into: &results)
        }
        return results.results.map(\.kind).filter(\.breaksTheApp)
    }

    static func entry(_ text: String, key: String = "k") -> LocalizationEntry {
        let location = SourceLocation(file: "fr.lproj/Localizable.strings", line: 1, column: 1)
        return LocalizationEntry(key: key, location: location, main: EntryText(text: text, location: location))
    }

    @Test(.sharedData, arguments: OwnResourcesUpdateTests.folders)
    func theScreenNeverPassesWhatTheChecksBlock(folder: String) throws {
        let directory = try ResourceDirectory(scanning: SharedData.corpora.appendingPathComponent(folder))
        let english = LanguageEntries(language: "en", directory: directory)
        var screened = 0, checked = 0
        for language in directory.languages {
            let entries = LanguageEntries(language: language, directory: directory)
            for (table, tableEntries) in entries.tables {
                for entry in tableEntries.ordered {
                    let original = english.entry(entry.key, table: table)
                    checked += 1
                    guard UpdatePolicy.cannotBlock(entry, against: original, formats: FormatCache()) else { continue }
                    screened += 1
                    let blocking = Self.blockingKinds(entry, language: language, against: original)
                    #expect(blocking.isEmpty, "\(folder) \(language) \(table) \(entry.key): \(blocking)")
                }
            }
        }
        // The screen is worth having: it passes most entries of a real app without the checks.
        #expect(checked > 0)
        #expect(screened * 2 > checked, "\(folder): \(screened) of \(checked) screened")
    }

    @Test
    func entriesThatMayBlockAreChecked() {
        let formats = FormatCache()
        let plain = Self.entry("Bonjour")
        #expect(UpdatePolicy.cannotBlock(plain, against: Self.entry("Hello"), formats: formats))
        #expect(UpdatePolicy.cannotBlock(plain, against: nil, formats: formats))
        // The same arguments of the same types, in any order, parsed clean.
        let same: [(String, String)] = [
            ("Bonjour %@", "Hello %@"), ("%2$@ a %1$d fichiers", "%d files in %@"), ("50 %% de %@", "50%% of %@"),
            ("%lld éléments", "%d items"),
        ]
        for (text, source) in same {
            #expect(
                UpdatePolicy.cannotBlock(Self.entry(text), against: Self.entry(source), formats: formats), "\(text)")
            #expect(
                Self.blockingKinds(Self.entry(text), language: "fr", against: Self.entry(source)).isEmpty, "\(text)")
        }
        // Each of these can block, so each goes through the checks, which do block it.
        let cases: [(LocalizationEntry, LocalizationEntry)] = [
            (Self.entry(""), Self.entry("Hello")),  // empty-value
            (Self.entry(" "), Self.entry("Hello")),  // blank: empty-value
            (Self.entry("Bon\u{0007}jour"), Self.entry("Hello")),  // unshowable-character
            (Self.entry("Bonjour"), Self.entry("Hello %@")),  // an argument left out
            (Self.entry("Bonjour %@"), Self.entry("Hello %d")),  // another type
            (Self.entry("Bonjour %y"), Self.entry("Hello %@")),  // an invalid conversion
            (Self.entry("Bonjour %@ %@"), Self.entry("Hello %@")),  // an argument added
            (Self.entry("%1$@ et %@"), Self.entry("%@ and %@")),  // positional and sequential mixed
        ]
        for (entry, original) in cases {
            #expect(!UpdatePolicy.cannotBlock(entry, against: original, formats: formats), "\(entry.main!.text)")
            #expect(
                !Self.blockingKinds(entry, language: "fr", against: original).isEmpty,
                "\(entry.main!.text) against \(original.main!.text)")
        }
        // A plural, in the update or in the source, is always checked.
        var plural = Self.entry("Bonjour")
        plural.plurals = [EntryPlural(name: nil, context: nil, forms: [], location: plural.location)]
        #expect(!UpdatePolicy.cannotBlock(plural, against: Self.entry("Hello"), formats: formats))
        #expect(!UpdatePolicy.cannotBlock(Self.entry("Bonjour"), against: plural, formats: formats))
    }
}
