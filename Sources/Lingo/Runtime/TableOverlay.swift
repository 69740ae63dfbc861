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

    /// The tables of checked entries, built once: language → table → entries, each entry as
    /// the runtime shows it on `device` (entries with nothing to show are left out).
    package init(entries: [LanguageTag: [String: [LocalizationEntry]]], device: DeviceClass) {
        var languages = [LanguageTag: LanguageTables]()
        for (language, tables) in entries {
            var built = [String: StringTable]()
            for (name, list) in tables {
                let values = list.compactMap { entry in
                    LocalizedValue(entry, device: device, isSource: false).map { (key: entry.key, value: $0) }
                }
                if !values.isEmpty { built[name] = StringTable(entries: values) }
            }
            if !built.isEmpty { languages[language] = LanguageTables(tables: built) }
        }
        self.languages = languages
    }

    /// The languages the overlay has tables for, sorted.
    package var languageTags: [LanguageTag] { languages.keys.sorted() }

    /// How many keys the overlay sets, over every language and table.
    package var keyCount: Int {
        languages.values.reduce(0) { sum, tables in sum + tables.tables.values.reduce(0) { $0 + $1.count } }
    }
}
