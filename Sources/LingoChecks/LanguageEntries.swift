// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
package import Lingo
package import LingoFormats
import LingoUtilities

/// One language's entries in every table of a resources folder, read with locations: what the
/// update client checks an update with, and what `lingo pack` checks before it signs.
///
/// A table's `.lproj` files come first (a `.stringsdict` entry wins over the `.strings` entry of
/// its key), then its String Catalog's localizations of keys the files lack — the precedence of
/// the runtime's tables. In a catalog's source language, a key without a localization is its
/// own text.
package struct LanguageEntries: Sendable {
    /// Table name → its entries.
    package var tables: [String: TableEntries]
    /// Problems the parsers found, and files that could not be read.
    package var diagnostics: [Diagnostic]

    /// Entries read elsewhere (the update client parses the very bytes it verified).
    package init(tables: [String: TableEntries], diagnostics: [Diagnostic]) {
        self.tables = tables
        self.diagnostics = diagnostics
    }

    /// The entries of `language` in `directory`.
    package init(language: LanguageTag, directory: ResourceDirectory) {
        var tables = [String: TableEntries]()
        var diagnostics = [Diagnostic]()
        // Several folders of one language (`diq.lproj` and `zza.lproj`): the first by name wins a
        // key both have, as in the runtime's tables.
        for folderFiles in directory.tableFiles[language] ?? [] {
            var files = [String: (strings: StringsFile?, stringsDict: StringsDictFile?)]()
            for file in folderFiles {
                switch LocalizationFile.read(file.url, checked: true) {
                case .success(let data) where file.format == .stringsDict:
                    let parsed = StringsDictFile.parse(data, path: file.url.path)
                    diagnostics += parsed.diagnostics
                    files[file.table, default: (nil, nil)].stringsDict = parsed
                case .success(let data):
                    let parsed = StringsFile.parse(data, path: file.url.path)
                    diagnostics += parsed.diagnostics
                    files[file.table, default: (nil, nil)].strings = parsed
                case .failure(let diagnostic):
                    diagnostics.append(diagnostic)
                }
            }
            for (table, pair) in files {
                let entries = TableEntries(strings: pair.strings, stringsDict: pair.stringsDict)
                tables[table, default: TableEntries(strings: nil, stringsDict: nil)].addMissing(entries.ordered)
            }
        }
        for catalog in directory.catalogs {
            guard let spelling = catalog.languages[language] else { continue }
            let isSource = spelling == catalog.catalog.sourceLanguage
            let fileStart = SourceLocation(file: catalog.catalog.path, line: 1, column: 1)
            var entries = [LocalizationEntry]()
            for (key, entry) in catalog.catalog.entries {
                let location = entry.location ?? fileStart
                if let localization = entry.localizations[spelling] {
                    entries.append(LocalizationEntry(key: key, location: location, localization: localization))
                } else if isSource {
                    entries.append(
                        LocalizationEntry(key: key, location: location, main: EntryText(text: key, location: location)))
                }
            }
            tables[catalog.table, default: TableEntries(strings: nil, stringsDict: nil)].addMissing(entries)
        }
        self.tables = tables
        self.diagnostics = diagnostics
    }

    /// The entry of `key` in `table`, if any.
    package func entry(_ key: String, table: String) -> LocalizationEntry? {
        tables[table]?.text(for: key)
    }
}

extension TableEntries {
    /// Adds the entries whose keys the table lacks, in order (the table's own entries win).
    package mutating func addMissing(_ entries: [LocalizationEntry]) {
        for entry in entries where indexByKey[entry.key] == nil {
            indexByKey[entry.key] = ordered.count
            ordered.append(entry)
        }
    }
}
