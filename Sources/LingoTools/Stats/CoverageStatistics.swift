// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo
import LingoChecks
public import LingoFormats
import LingoUtilities

/// How much of the development language each language translates: what `lingo stats` prints.
///
/// ```swift
/// let project = try LocalizationProject.load(paths: ["App"])
/// let statistics = CoverageStatistics(project: project)
/// print(statistics.table())
/// // language  translated  missing  needs review  total      %
/// // de               120        3             1    124  96.8%
/// ```
///
/// What counts as a string to translate, per table:
/// - `.lproj` tables: the development language's keys with a non-empty text (the `.strings` and
///   `.stringsdict` of one table together); when that table holds fewer than half of the keys a
///   translation has (apps whose keys are their English text, such as UTM), every key any
///   language has. A key is translated in a language when its text there is translated as
///   `TranslationState` says, compared with the development language's text: not blank
///   (`BlankText`, a white-space separator aside) and not the source text left as it was
///   (`SourceCopy`, what `lingo lint` reports as `untranslated`).
///   `InfoPlist` tables count the development language's keys only.
/// - String Catalogs: the entries that are not stale, not `shouldTranslate: false`, and whose key
///   is not empty. A key is translated when every unit of its localization is `translated` (or
///   has a value and no state); it needs review when a unit is `needs_review` or `stale`; it is
///   missing when the language has no localization, only `new` units, or units that are blank
///   or copies of the source language's (as for `.lproj` tables).
///
/// Every language of the project (but the development language) has a row, and every table and
/// catalog counts in it: strings of a table or catalog that does not mention the language at all
/// are missing there.
public struct CoverageStatistics: Sendable, Equatable {
    /// The counts of one language.
    public struct Row: Sendable, Equatable {
        /// The language (a BCP 47 tag as the files name it).
        public var language: String
        /// Strings translated.
        public var translated: Int
        /// Strings with no translation.
        public var missing: Int
        /// Strings translated but to be reviewed.
        public var needsReview: Int

        /// Creates a row.
        public init(language: String, translated: Int = 0, missing: Int = 0, needsReview: Int = 0) {
            self.language = language
            self.translated = translated
            self.missing = missing
            self.needsReview = needsReview
        }

        /// Every string to translate.
        public var total: Int { translated + missing + needsReview }

        /// The share of strings translated, from 0 to 100 (100 when there is nothing to translate),
        /// unrounded; the table and JSON show it to one decimal.
        public var percent: Double {
            total == 0 ? 100 : Double(translated) * 100 / Double(total)
        }
    }

    /// The development language the others are counted against.
    public var developmentLanguage: String?
    /// One row per language, sorted by language.
    public var rows: [Row]
    /// Files found in the folders that could not be read (a FIFO, a device, no permission), one
    /// diagnostic each: the counts are without them.
    public var skippedFiles: [Diagnostic] = []

    /// Creates statistics from rows.
    public init(developmentLanguage: String?, rows: [Row]) {
        self.developmentLanguage = developmentLanguage
        self.rows = rows
    }

    /// Counts the translations of a project.
    ///
    /// Every language the project has (any `.lproj` folder, any catalog localization) is counted
    /// against every table and catalog: a table or catalog that does not mention a language at
    /// all counts all its strings as missing there, as the app shows them untranslated.
    ///
    /// - Parameter project: The parsed files.
    package init(project: LocalizationProject) {
        let development = project.developmentLanguage
        var languages = Self.languages(of: project)
        if let development { languages.remove(development.identifier) }
        var counter = Counter(languages: languages)
        for set in project.tableSets {
            for table in set.tables {
                guard let reference = table.reference(developmentLanguage: development) else { continue }
                counter.count(table, reference: reference)
            }
        }
        for catalog in project.catalogs {
            counter.count(catalog, sourceLanguage: development?.identifier ?? catalog.sourceLanguage ?? "en")
        }
        self.init(
            developmentLanguage: development?.identifier, rows: counter.rows.values.sorted { $0.language < $1.language }
        )
        skippedFiles = project.skippedFiles
    }

    /// Every language of the project, as BCP 47 tags (`zh_hans.lproj` and a catalog's `zh-hans`
    /// are both `zh-Hans`): the `.lproj` folders that are languages and the catalogs' localizations.
    static func languages(of project: LocalizationProject) -> Set<String> {
        var languages = Set<String>()
        for set in project.tableSets {
            for folder in set.folders where folder.isLanguage { languages.insert(folder.language) }
        }
        for catalog in project.catalogs {
            for name in catalog.localizationNames { languages.insert(Counter.normalized(name)) }
        }
        return languages
    }

    /// The rows being counted.
    private struct Counter {
        let languages: Set<String>
        var rows = [String: Row]()
        /// Parsed formats, for telling a copy of the source (`SourceCopy`).
        let formats = FormatCache()

        /// A catalog's language key as a BCP 47 tag, or as written when it is none.
        static func normalized(_ key: String) -> String {
            (try? LanguageTag(key))?.identifier ?? key
        }

        mutating func add(_ language: String, translated: Int = 0, missing: Int = 0, needsReview: Int = 0) {
            var row = rows[language] ?? Row(language: language)
            row.translated += translated
            row.missing += missing
            row.needsReview += needsReview
            rows[language] = row
        }

        /// One `.lproj` table against its reference, in every language but the reference's.
        mutating func count(_ table: TableSet.Table, reference: LanguageTable) {
            let source = TableEntries(reference)
            var keys = source.ordered.filter(TableEntries.needsTranslation).map(\.key)
            var translations = [String: TableEntries]()
            for language in table.languages where language.folder.isLanguage && language.folder != reference.folder {
                translations[language.folder.language] =
                    translations[language.folder.language] ?? TableEntries(language)
            }
            if !TableSet.Table.isInfoPlist(named: table.name) {
                // Keys that are their own English text: a sparse reference table.
                var union = Set(keys)
                var extra = [String]()
                for texts in translations.values {
                    for text in texts.ordered where union.insert(text.key).inserted { extra.append(text.key) }
                }
                if source.ordered.count * 2 < union.count { keys += extra.filter { !$0.isEmpty }.sorted() }
            }
            let sourceBase = reference.folder.tag?.language
            for language in languages where language != reference.folder.language {
                let texts = translations[language]
                let sameBase = (try? LanguageTag(language))?.language == sourceBase
                let translated = keys.count { key in
                    guard let text = texts?.text(for: key) else { return false }
                    let counterpart = source.text(for: key) ?? text.keyAsSourceText
                    return text.translationState(translating: counterpart, sameBaseLanguage: sameBase, formats: formats)
                        == .translated
                }
                add(language, translated: translated, missing: keys.count - translated)
            }
        }

        /// One catalog, in every language but its source language.
        mutating func count(_ catalog: StringCatalog, sourceLanguage: String) {
            let source = Self.normalized(sourceLanguage)
            let catalogSource = catalog.sourceLanguage.map(Self.normalized)
            for (key, entry) in catalog.entries {
                guard !key.isEmpty, entry.shouldTranslate != false, entry.extractionState != .stale else { continue }
                var localizations = [String: StringCatalog.Localization]()
                for (language, localization) in entry.localizations {
                    localizations[Self.normalized(language)] = localization
                }
                let sourceText = Self.sourceText(of: entry, key: key, localization: localizations[source])
                for language in languages where language != source && language != catalogSource {
                    guard let localization = localizations[language] else {
                        add(language, missing: 1)
                        continue
                    }
                    let sameBase = (try? LanguageTag(language))?.language == (try? LanguageTag(source))?.language
                    count(key: key, localization, in: language, translating: sourceText, sameBaseLanguage: sameBase)
                }
            }
        }

        /// The source text a catalog entry's translations are compared with, as lint takes it:
        /// its source-language localization, else (an entry Xcode did not extract, or a key that
        /// reads as text) the key.
        static func sourceText(
            of entry: StringCatalog.Entry, key: String, localization: StringCatalog.Localization?
        ) -> LocalizationEntry? {
            let location = SourceLocation(file: "", line: 0, column: 0)
            if let localization { return LocalizationEntry(key: key, location: location, localization: localization) }
            guard entry.extractionState == nil || TableRules.isSourceText(key) else { return nil }
            return LocalizationEntry(key: key, location: location).keyAsSourceText
        }

        private mutating func count(
            key: String, _ localization: StringCatalog.Localization, in language: String,
            translating source: LocalizationEntry?, sameBaseLanguage: Bool
        ) {
            let entry = LocalizationEntry(
                key: key, location: SourceLocation(file: "", line: 0, column: 0), localization: localization)
            switch entry.translationState(translating: source, sameBaseLanguage: sameBaseLanguage, formats: formats) {
            case .translated: add(language, translated: 1)
            case .needsReview, .stale: add(language, needsReview: 1)
            case .missing, .new, .empty: add(language, missing: 1)
            }
        }
    }
}

extension CoverageStatistics {
    /// The statistics as an aligned text table, one line per language, ending with a line break.
    public func table() -> String {
        let headers = ["language", "translated", "missing", "needs review", "total", "%"]
        var lines = [headers]
        for row in rows {
            lines.append([
                row.language, String(row.translated), String(row.missing), String(row.needsReview),
                String(row.total), Self.percentText(row.percent),
            ])
        }
        var widths = [Int](repeating: 0, count: headers.count)
        for line in lines {
            for (column, cell) in line.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        var output = ""
        if let developmentLanguage { output += "Development language: \(developmentLanguage)\n" }
        for line in lines {
            var cells = [String]()
            for (column, cell) in line.enumerated() {
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                cells.append(column == 0 ? cell + padding : padding + cell)
            }
            output += cells.joined(separator: "  ") + "\n"
        }
        return output
    }

    /// The statistics as JSON: `{"developmentLanguage": "en", "languages": [{"language": "de",
    /// "translated": 120, "missing": 3, "needsReview": 1, "total": 124, "percent": 96.8}]}`.
    public func json() -> String {
        var writer = JSONWriter(capacity: 64 + rows.count * 128, layout: .lines(depth: 2))
        writer.beginObject()
        writer.member("developmentLanguage", developmentLanguage)
        writer.key("languages")
        writer.writeObjects(rows) { writer, row in
            writer.member("language", row.language)
            writer.member("translated", row.translated)
            writer.member("missing", row.missing)
            writer.member("needsReview", row.needsReview)
            writer.member("total", row.total)
            writer.key("percent")
            writer.writeNumber(Self.percentText(row.percent, sign: false))
        }
        writer.endObject()
        return writer.text + "\n"
    }

    /// `96.8%`: rounded to the nearest tenth, except that only a complete language shows
    /// `100.0%` and only a language with nothing translated shows `0.0%` (99.96% is `99.9%`,
    /// 0.04% is `0.1%`).
    static func percentText(_ percent: Double, sign: Bool = true) -> String {
        var tenths = Int((percent * 10).rounded(.toNearestOrAwayFromZero))
        if percent < 100 { tenths = min(tenths, 999) }
        if percent > 0 { tenths = max(tenths, 1) }
        return "\(tenths / 10).\(tenths % 10)" + (sign ? "%" : "")
    }
}

extension CoverageStatistics {
    /// Loads the files a selection names (with its configuration and development language) and
    /// counts their translations.
    ///
    /// - Throws: ``LingoToolsError`` for paths that do not exist, bad configuration files and a
    ///   configured development language the project has no texts in.
    public static func load(_ selection: ProjectSelection) throws -> CoverageStatistics {
        let configuration = try selection.configuration()
        let project = try LocalizationProject.load(paths: selection.effectivePaths, configuration: configuration)
        try project.requireDevelopmentLanguage(configuration.developmentLanguage)
        return CoverageStatistics(project: project)
    }

}
