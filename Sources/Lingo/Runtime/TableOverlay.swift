// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats

/// Tables laid over the bundled ones, key by key: an over-the-air update once it has been
/// verified and validated (LingoRemote makes them; ``Localizer/installOverlay(_:)`` applies
/// them).
///
/// For each language of a snapshot's fallback chain, the overlay's table of that language is
/// probed just before the bundled table of the same language, so an update of `fr` answers
/// before bundled `fr` but after bundled `fr-CA`.
package struct TableOverlay: Sendable {
    /// Language → its tables from the update.
    let languages: [LanguageTag: LanguageTables]

    /// An overlay with nothing in it.
    package static let empty = TableOverlay(languages: [:])

    init(languages: [LanguageTag: LanguageTables]) {
        self.languages = languages
    }

    /// Reads the `<lang>.lproj` folders of `folder` (`.strings` and `.stringsdict`) with the
    /// parsers the bundled tables use.
    ///
    /// - Throws: When `folder` cannot be listed.
    package init(folder: URL, device: DeviceClass) throws {
        let directory = try ResourceDirectory(scanning: folder)
        var languages = [LanguageTag: LanguageTables]()
        for language in directory.languages {
            languages[language] = LanguageTables(language: language, directory: directory, device: device)
        }
        self.languages = languages
    }

    /// The languages the overlay has tables for, sorted.
    package var languageTags: [LanguageTag] { languages.keys.sorted() }

    /// The problems the parsers found in the overlay's files.
    package var diagnostics: [Diagnostic] {
        languages.keys.sorted().flatMap { languages[$0]!.diagnostics }
    }

    /// How many keys the overlay sets, over every language and table.
    package var keyCount: Int {
        languages.values.reduce(0) { sum, tables in sum + tables.tables.values.reduce(0) { $0 + $1.count } }
    }

    /// Every entry of `language`: table name → key → what it holds.
    package func entries(of language: LanguageTag) -> [String: [String: TableEntryView]] {
        guard let tables = languages[language] else { return [:] }
        return Self.views(of: tables)
    }

    /// The overlay without the entries `keep` refuses.
    package func filtered(_ keep: (_ language: LanguageTag, _ table: String, _ key: String) -> Bool) -> TableOverlay {
        var result = [LanguageTag: LanguageTables]()
        for (language, tables) in languages {
            var copy = tables
            copy.tables = [:]
            for (name, table) in tables.tables {
                let kept = table.entries.filter { keep(language, name, $0.key) }
                if !kept.isEmpty { copy.tables[name] = StringTable(entries: kept) }
            }
            if !copy.tables.isEmpty { result[language] = copy }
        }
        return TableOverlay(languages: result)
    }

    static func views(of tables: LanguageTables) -> [String: [String: TableEntryView]] {
        tables.tables.mapValues { table in
            var result = [String: TableEntryView]()
            for entry in table.entries { result[entry.key] = TableEntryView(entry.value) }
            return result
        }
    }
}

/// What a table holds for one key, for checking an update against the bundled source.
package struct TableEntryView: Sendable, Hashable {
    /// The text, or for a plural the format with its `%#@name@` tokens.
    package let text: String
    /// For a plural: each variable's forms by category; empty for plain text.
    package let pluralForms: [String: [PluralCategory: String]]

    init(_ value: LocalizedValue) {
        switch value {
        case .text(let string):
            text = string
            pluralForms = [:]
        case .plural(let plural):
            text = plural.format
            pluralForms = plural.variables.mapValues(\.forms)
        }
    }
}
