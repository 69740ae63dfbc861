// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo
import LingoChecks
import LingoFormats
import LingoUtilities

/// The rules for one table of an `.lproj` table set: every language's texts on their own
/// (placeholders, plurals), then each language against the development language's table
/// (coverage, placeholders, QA).
///
/// Folders that are no language (`qqq.lproj`, invalid names) get the structure rules only;
/// `Base.lproj` is checked on its own when it is the reference and otherwise only for structure.
enum TableRules {
    /// What every language of a table is checked against, computed once per table.
    struct Context: Sendable {
        var table: TableSet.Table
        var set: TableSet
        var developmentLanguage: LanguageTag?
        var reference: LanguageTable?
        var source: TableTexts?
        /// The place of each key in `source`.
        var sourceIndex: [String: Int] = [:]
        /// The places in `source` of the texts that need a translation (see
        /// ``TableEntries/needsTranslation(_:)``): what `missing-translation` reports for every
        /// language.
        var needed: [Int] = []
        /// The parsed formats of the lint run, shared by every table.
        var formats: FormatCache

        init(table: TableSet.Table, set: TableSet, developmentLanguage: LanguageTag?, formats: FormatCache) {
            self.table = table
            self.set = set
            self.developmentLanguage = developmentLanguage
            self.formats = formats
            reference = table.reference(developmentLanguage: developmentLanguage)
            let source = reference.map(TableTexts.init)
            self.source = source
            sourceIndex = source?.indexByKey ?? [:]
            let texts = source ?? TableTexts()
            needed = texts.indices.filter { TableEntries.needsTranslation(texts[$0]) }
        }

        var sourceName: String { reference?.folder.language ?? "" }

        /// The scope of the coverage findings of `language` in this table: of `keyCount` keys, by
        /// default the development language's keys that need a translation.
        func coverage(of language: String, keyCount: Int? = nil) -> CoverageScope {
            CoverageScope(
                table: table.name, place: set.directory, language: language, keyCount: keyCount ?? needed.count)
        }
    }

    /// Every check of one table (all its languages).
    static func check(_ table: TableSet.Table, in set: TableSet, developmentLanguage: LanguageTag?) -> FindingList {
        let context = Context(
            table: table, set: set, developmentLanguage: developmentLanguage, formats: .forLint())
        var findings = FindingList()
        for index in table.languages.indices {
            findings.append(contentsOf: check(language: index, of: context))
        }
        findings.append(contentsOf: checkAbsentLanguages(of: context))
        return findings
    }

    /// The checks of one language of a table: its texts on their own, then against the source.
    static func check(language index: Int, of context: Context) -> FindingList {
        var findings = FindingList()
        guard context.table.languages.indices.contains(index) else { return findings }
        let languageTable = context.table.languages[index]
        let folder = languageTable.folder
        let reference = context.reference
        let source = context.source
        let isReference = folder == reference?.folder
        guard folder.isLanguage || isReference else { return findings }
        guard let pluralLanguage = folder.tag ?? context.developmentLanguage else { return findings }
        let language = folder.language
        let sourceName = context.sourceName
        let ordered = isReference ? (source ?? TableTexts(languageTable)) : TableTexts(languageTable)
        let sourceOrdered = source ?? TableTexts()
        // Each text's place in the source, looked up once for both passes and missing-translation.
        let counterparts = ordered.indices.map { isReference ? nil : context.sourceIndex[ordered.key(at: $0)] }
        for index in ordered.indices {
            checkOnItsOwn(
                ordered[index], counterpart: counterparts[index].map { sourceOrdered[$0] },
                language: language, pluralLanguage: pluralLanguage, formats: context.formats,
                into: &findings)
        }
        guard source != nil, !isReference else { return findings }
        let sourceBase = reference?.folder.tag?.language ?? context.developmentLanguage?.language
        let sameBase = folder.tag?.language == sourceBase
        // Apps whose keys are their English text (NSLocalizedString("Open File…", ...)) often
        // keep a development-language table with only a few overrides, or none: a key such a
        // table lacks is its own source text.
        let sourceIsSparse = sourceOrdered.count * 2 < ordered.count
        let isPlistSourced = isPlistSourced(context.table.name, in: context.set)
        for index in ordered.indices {
            if let sourceIndex = counterparts[index] {
                compare(
                    ordered[index], with: sourceOrdered[sourceIndex], sourceName: sourceName,
                    language: language, sameBaseLanguage: sameBase, formats: context.formats,
                    into: &findings)
                continue
            }
            if isPlistSourced { continue }
            let keyText = ordered[index]
            if sourceIsSparse || isSourceText(keyText.key) {
                let sourceText = LocalizationEntry(
                    key: keyText.key, location: keyText.location,
                    main: EntryText(text: keyText.key, location: keyText.location))
                compare(
                    keyText, with: sourceText, sourceName: sourceName, language: language,
                    sameBaseLanguage: sameBase, formats: context.formats, into: &findings)
            } else {
                findings.add(
                    .extraTranslation, at: keyText.location,
                    "\(keyText.key.quotedForMessage) is not in "
                        + "\(sourceName)'s \(context.table.name) table", key: keyText.key,
                    language: language)
            }
        }
        addMissingTranslations(
            in: language, folderName: folder.name, counterparts: counterparts, source: sourceOrdered,
            of: context, into: &findings)
        // A sparse source table's keys are not the table's: the translation's keys are.
        findings.setCoverage(
            context.coverage(of: language, keyCount: sourceIsSparse ? ordered.count : nil), language: language)
        return findings
    }

    /// `missing-translation` for each key of `source` that no text of the language has
    /// (`counterparts`: each of the language's texts' place in `source`).
    private static func addMissingTranslations(
        in language: String, folderName: String, counterparts: [Int?], source: TableTexts,
        of context: Context, into findings: inout FindingList
    ) {
        let missing = " has no translation in \(language) (\(folderName)/\(context.table.name))"
        var translated = [Bool](repeating: false, count: source.count)
        for case let sourceIndex? in counterparts { translated[sourceIndex] = true }
        for sourceIndex in context.needed where !translated[sourceIndex] {
            let key = source.key(at: sourceIndex)
            findings.add(
                .missingTranslation, at: source.location(at: sourceIndex), key.quotedForMessage + missing, key: key,
                language: language)
        }
    }

    /// `missing-translation` for the language folders of the set that lack the table altogether.
    static func checkAbsentLanguages(of context: Context) -> FindingList {
        var findings = FindingList()
        guard let reference = context.reference, let source = context.source else { return findings }
        for folder in context.set.folders
        where folder.isLanguage && folder != reference.folder && context.table.language(in: folder) == nil {
            let language = folder.language
            let missing = " has no translation in \(language) (\(folder.name) has no \(context.table.name) table)"
            for sourceIndex in context.needed {
                let key = source.key(at: sourceIndex)
                findings.add(
                    .missingTranslation, at: source.location(at: sourceIndex), key.quotedForMessage + missing,
                    key: key, language: language)
            }
            findings.setCoverage(context.coverage(of: language), language: language)
        }
        return findings
    }

    /// Whether a table's source texts live in a property list, so that a key the development
    /// language's table lacks is not an extra translation: `Info.plist` tables, and the tables of
    /// a `Settings.bundle` (whose keys are the titles in `Root.plist`).
    static func isPlistSourced(_ name: String, in set: TableSet) -> Bool {
        TableSet.Table.isInfoPlist(named: name)
            || set.directory.hasSuffix(".bundle") && set.directory.contains("Settings.bundle")
    }

    /// Whether a key reads as text rather than as an identifier: it has a space or a placeholder,
    /// ends like a sentence (`…`, `?`, `!`, `:`), or is one capitalized word (`About`, `OK`) —
    /// not `title`, `settings.title`, `CFBundleName` or `aaald-article-insert-header`.
    static func isSourceText(_ key: String) -> Bool {
        if key.unicodeScalars.contains(where: { $0.properties.isWhitespace }) || FormatChecks.looksLikeFormat(key) {
            return true
        }
        guard let first = key.unicodeScalars.first, let last = key.unicodeScalars.last else { return false }
        if "…?!:".unicodeScalars.contains(last) { return true }
        guard first.properties.isUppercase, key.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic }) else {
            return false
        }
        let rest = key.unicodeScalars.dropFirst()
        return rest.allSatisfy { $0.properties.isLowercase } || rest.allSatisfy { $0.properties.isUppercase }
    }

    /// The rules that look at one language's text alone (``EntryChecks/onItsOwn(_:counterpart:language:pluralLanguage:formats:into:)``).
    static func checkOnItsOwn(
        _ keyText: LocalizationEntry, counterpart: LocalizationEntry?, language: String, pluralLanguage: LanguageTag,
        formats: FormatCache, into findings: inout FindingList
    ) {
        // Not through a closure: one would capture a copy of each entry.
        var results = CheckResults()
        EntryChecks.onItsOwn(
            keyText, counterpart: counterpart, language: language, pluralLanguage: pluralLanguage, formats: formats,
            into: &results)
        findings.add(results)
    }

    /// The rules that compare a translation with the development language's text
    /// (``EntryChecks/compare(_:with:sourceName:language:sameBaseLanguage:formats:into:)``).
    static func compare(
        _ translation: LocalizationEntry, with source: LocalizationEntry, sourceName: String, language: String,
        sameBaseLanguage: Bool, formats: FormatCache, into findings: inout FindingList
    ) {
        var results = CheckResults()
        EntryChecks.compare(
            translation, with: source, sourceName: sourceName, language: language,
            sameBaseLanguage: sameBaseLanguage, formats: formats, into: &results)
        findings.add(results)
    }
}
