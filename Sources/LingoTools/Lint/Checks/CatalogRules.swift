// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo
import LingoFormats
import LingoUtilities

/// The rules for a String Catalog: the same checks as for `.lproj` tables, plus the states
/// Xcode records.
///
/// - The catalog's languages are every language any entry has a localization for, and the
///   source language (the configured development language, else `sourceLanguage`).
/// - The source text of a key is its source-language localization, else the key itself when
///   Xcode extracted it from code (no `extractionState`: Xcode does not store the source
///   localization of a string whose key is its text) or it reads as text; an Interface Builder
///   object ID such as `BgM-ve-c93.title` without a source localization has no known source text,
///   and its translations are only checked on their own.
/// - `missing-translation`: a language of the catalog has no localization for the key, or none
///   of its units has a value (``TranslationState/missing``: Xcode's "untranslated", state `new`
///   without a value). Not for
///   `shouldTranslate: false` entries, nor for stale entries (reported as `catalog-stale`).
/// - `untranslated` (a note): a unit in state `new` with a value (``TranslationState/new``:
///   Xcode copied the source), or a translation identical to the source text.
/// - `catalog-needs-review`: a unit in state `needs_review`. `catalog-stale`: an entry whose
///   `extractionState` is `stale` (no longer in the code), or a unit in state `stale`.
/// - The source language's own states are not reported: Xcode marks source strings taken from
///   Interface Builder files `new`.
enum CatalogRules {
    static func check(
        _ catalog: StringCatalog, developmentLanguage configured: LanguageTag?, formats: FormatCache = .forLint()
    ) -> FindingList {
        var findings = FindingList()
        let fileStart = SourceLocation(file: catalog.path, line: 1, column: 1)
        let sourceTag = configured ?? catalog.sourceLanguage.flatMap { try? LanguageTag($0) } ?? "en"
        let sourceKey =
            catalog.entries.lazy.flatMap(\.value.localizations.keys)
            .first { (try? LanguageTag($0)) == sourceTag } ?? catalog.sourceLanguage ?? sourceTag.identifier
        var names = catalog.localizationNames
        names.remove(sourceKey)
        let languages = names.sorted()
        let tags = Dictionary(uniqueKeysWithValues: languages.map { ($0, (try? LanguageTag($0)) ?? sourceTag) })

        for (key, entry) in catalog.entries {
            let location = entry.location ?? fileStart
            if entry.extractionState == .stale {
                findings.add(
                    .catalogStale, at: location,
                    "\(key.quotedForMessage) is stale: Xcode no longer finds it "
                        + "in the code", key: key)
                continue
            }
            var sourceText: LocalizationEntry?
            if let localization = entry.localizations[sourceKey] {
                let text = LocalizationEntry(key: key, location: location, localization: localization)
                TableRules.checkOnItsOwn(
                    text, counterpart: nil, language: sourceKey, pluralLanguage: sourceTag, formats: formats,
                    into: &findings)
                sourceText = text
            } else if entry.extractionState == nil || TableRules.isSourceText(key) {
                sourceText = LocalizationEntry(
                    key: key, location: location, main: EntryText(text: key, location: location))
            }
            guard entry.shouldTranslate != false else { continue }
            for language in languages {
                guard let localization = entry.localizations[language] else {
                    if !key.isEmpty {
                        findings.add(
                            .missingTranslation, at: location,
                            "\(key.quotedForMessage) has no translation in "
                                + language, key: key, language: language)
                    }
                    continue
                }
                let text = LocalizationEntry(key: key, location: location, localization: localization)
                let units = text.units
                let states = units.map(\.unit.translationState)
                if !units.isEmpty, states.allSatisfy({ $0 == .missing }) {
                    let why = units.allSatisfy { $0.unit.state == .new } ? "state new, no value" : "no value"
                    findings.add(
                        .missingTranslation, at: units.first?.unit.location ?? location,
                        "\(key.quotedForMessage) is not translated in \(language) (\(why))", key: key,
                        language: language)
                    continue
                }
                checkStates(units, states, key: key, language: language, into: &findings)
                let tag = tags[language] ?? sourceTag
                TableRules.checkOnItsOwn(
                    text, counterpart: sourceText, language: language, pluralLanguage: tag, formats: formats,
                    into: &findings)
                if let sourceText {
                    TableRules.compare(
                        text, with: sourceText, sourceName: sourceKey, language: language,
                        sameBaseLanguage: tag.language == sourceTag.language, formats: formats, into: &findings)
                }
            }
        }
        setCoverage(of: catalog, languages: languages, in: &findings)
        checkSymbols(of: catalog, into: &findings)
        return findings
    }

    /// `symbol-collision`: each group of keys Xcode 26 would turn into one symbol, reported at
    /// the group's last key (in file order) and naming every key; each key Xcode cannot name.
    /// Only keys that get a symbol count (``XcodeSymbolTable/getsSymbol(_:)``).
    static func checkSymbols(of catalog: StringCatalog, into findings: inout FindingList) {
        let table = XcodeSymbolTable(catalog: catalog, table: XcodeSymbolGenerator.tableName(ofCatalogAt: catalog.path))
        let fileStart = SourceLocation(file: catalog.path, line: 1, column: 1)
        let order = Dictionary(uniqueKeysWithValues: catalog.entries.keys.enumerated().map { ($1, $0) })
        for group in table.collisions {
            let keys = group.keys.sorted { order[$0, default: 0] < order[$1, default: 0] }
            guard let last = keys.last else { continue }
            let others = keys.dropLast().map(\.quotedForMessage).joined(separator: ", ")
            findings.add(
                .symbolCollision, at: catalog.entries[last]?.location ?? fileStart,
                "\(last.quotedForMessage) would generate the same symbol as \(others) "
                    + "(\(group.name)): Xcode's symbol generation stops the build; rename one", key: last)
        }
        for refusal in table.refusals {
            let why =
                switch refusal.reason {
                case .noName: "has no letter or digit to name a symbol"
                case .reservedWord(let name): "gives the symbol \(name), too close to a Swift keyword"
                }
            findings.add(
                .symbolCollision, at: catalog.entries[refusal.key]?.location ?? fileStart,
                "\(refusal.key.quotedForMessage) \(why): Xcode's symbol generation stops the build", key: refusal.key)
        }
    }

    /// Records the scope of each language's coverage findings: the catalog, and the keys that
    /// need a translation (neither stale, nor `shouldTranslate: false`, nor the empty key).
    private static func setCoverage(of catalog: StringCatalog, languages: [String], in findings: inout FindingList) {
        let keyCount = catalog.entries.count { key, entry in
            !key.isEmpty && entry.extractionState != .stale && entry.shouldTranslate != false
        }
        let name = catalog.tableName
        var scopes = [String: CoverageScope]()
        for language in languages {
            scopes[language] = CoverageScope(table: name, place: catalog.path, language: language, keyCount: keyCount)
        }
        findings.setCoverage(scopes)
    }

    private static func checkStates(
        _ units: [(place: EntryPlace, unit: EntryText)], _ states: [TranslationState], key: String, language: String,
        into findings: inout FindingList
    ) {
        for ((place, unit), state) in zip(units, states) {
            switch state {
            case .needsReview:
                findings.add(
                    .catalogNeedsReview, at: unit.location,
                    "\(place) needs review: "
                        + unit.text.quotedForMessage, key: key, language: language)
            case .stale:
                findings.add(
                    .catalogStale, at: unit.location, "\(place) is stale: " + unit.text.quotedForMessage,
                    key: key, language: language)
            case .new:
                findings.add(
                    .untranslated, at: unit.location,
                    "\(place) is in state new (not translated yet): "
                        + unit.text.quotedForMessage, key: key, language: language)
            default:
                break
            }
        }
    }
}
