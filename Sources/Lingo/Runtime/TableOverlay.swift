// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoUtilities

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
    /// the runtime shows it on `device` (entries with nothing to show are left out). For tests:
    /// internal, so that no app carries it.
    init(entries: [LanguageTag: [String: [LocalizationEntry]]], device: DeviceClass) {
        self.init(
            values: entries.mapValues { tables in
                tables.mapValues { list in
                    var values = TableValues(device: device, capacity: list.count)
                    for entry in list { values.append(entry) }
                    return values
                }
            })
    }

    /// The tables of checked values, built once: language → table → its values.
    package init(values: [LanguageTag: [String: TableValues]]) {
        var languages = [LanguageTag: LanguageTables]()
        for (language, tables) in values {
            var built = [String: StringTable]()
            for (name, table) in tables where !table.values.isEmpty || table.texts.count > 0 {
                built[name] = StringTable(sources: [.entries(table.values), .strings(table.texts)])
            }
            if !built.isEmpty { languages[language] = LanguageTables(tables: built) }
        }
        self.languages = languages
    }

    /// The languages the overlay has tables for, sorted.
    package var languageTags: [LanguageTag] { Array(languages.keys).stablySorted(by: <) }

    /// The text each key shows (a plural: its format with every variable's `other` form), by
    /// language and table: what an overlay sets, to compare overlays. Made on demand. For tests:
    /// internal, so that no app carries it.
    var texts: [LanguageTag: [String: [String: String]]] {
        languages.mapValues { tables in
            tables.tables.mapValues { table in
                Dictionary(table.entries.map { ($0.key, $0.value.text) }, uniquingKeysWith: { first, _ in first })
            }
        }
    }

    /// How many keys the overlay sets, over every language and table.
    package var keyCount: Int {
        languages.values.reduce(0) { sum, tables in sum + tables.tables.values.reduce(0) { $0 + $1.count } }
    }
}

extension TableOverlay {
    /// The values of one table's checked entries, each as the runtime shows it on one device:
    /// what an overlay table is built from, made as the entries pass their checks, without
    /// keeping the entries.
    package struct TableValues: Sendable {
        /// The device whose variants are shown.
        let device: DeviceClass
        /// Key and value of each entry added that has something to show, in order.
        fileprivate var values: [(key: String, value: LocalizedValue)] = []
        /// The plain texts added as bytes, in order: made a `String` on their first lookup.
        fileprivate var texts = StringsPairs([])

        /// Values for `device`, with room for `capacity` entries.
        package init(device: DeviceClass, capacity: Int = 0) {
            self.device = device
            values.reserveCapacity(capacity)
        }

        /// Adds `entry`'s value; an entry with nothing to show is left out (a lookup of its key
        /// goes on along the chain). For a key added more than once, the first value wins.
        package mutating func append(_ entry: borrowing LocalizationEntry) {
            guard let value = LocalizedValue(entry, device: device, isSource: false) else { return }
            values.append((key: entry.key, value: value))
        }

        /// Adds the plain text `text` of `key`, both UTF-8, as the value of a `.strings` entry:
        /// what ``append(_:)`` adds for such an entry, without a `String` of either. A key is
        /// added once: for a key added both ways, the entry's value wins.
        package mutating func append(key: UnsafeBufferPointer<UInt8>, text: UnsafeBufferPointer<UInt8>) {
            texts.append(key: key, value: text)
        }
    }
}
