// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo
import LingoFormats
import LingoUtilities

extension CatalogConverter {
    /// What a table becomes in a catalog, as positions in its files: for each key, the entry of
    /// each language its localization comes from, and the entry its comment comes from. An entry
    /// of the catalog is made only when it is asked for (``entry(at:)``), so a catalog can be
    /// written without being whole in memory.
    struct Rows {
        /// A language the catalog has: its name there, and its table.
        struct Language {
            var name: String
            var table: LanguageTable
        }

        /// A `.strings` entry: the language (its position in ``languages``), and its position.
        struct Place {
            var language: Int32
            var position: Int32
        }

        /// The catalog's source language.
        let sourceLanguage: String
        /// The languages, in folder order.
        private(set) var languages: [Language] = []
        /// The keys, in the order the catalog adds them.
        private(set) var keys: [String] = []
        /// The notes, in the order they are found.
        private(set) var notes: [String] = []
        /// Row by row, a language after another: the position plus one of the key's `.strings`
        /// entry in that language (0: none).
        private var strings: [Int32] = []
        /// The same for the `.stringsdict` entries.
        private var dictionaries: [Int32] = []
        /// The entry whose comment a key's entry takes, if any.
        private var comments: [Place?] = []

        /// The rows of `table`; see ``CatalogConverter/catalog(from:developmentLanguage:)``.
        init(table: TableSet.Table, developmentLanguage: LanguageTag?) {
            let referenceFolder = table.reference(developmentLanguage: developmentLanguage)?.folder
            sourceLanguage = referenceFolder?.tag?.identifier ?? developmentLanguage?.identifier ?? "en"
            // The languages first (a row has a cell for each), with the note of each folder left out.
            var folderOfLanguage = [String: LanguageFolder]()
            var leftOut = [Int: String]()
            for (position, languageTable) in table.languages.enumerated() {
                let folder = languageTable.folder
                let isReference = folder == referenceFolder
                guard folder.isLanguage || isReference else {
                    leftOut[position] = "\(folder.path): left out: \(folder.name) is not a language"
                    continue
                }
                let language = isReference ? sourceLanguage : folder.language
                if let first = folderOfLanguage[language] {
                    leftOut[position] = "\(folder.path): left out: \(first.name) is also \(language), and comes first"
                    continue
                }
                folderOfLanguage[language] = folder
                languages.append(Language(name: language, table: languageTable))
            }
            // Key to row: needed only while the rows are found.
            var rows = [String: Int]()
            var commentIsFromSource = [Bool]()
            func row(_ key: String) -> Int {
                if let row = rows[key] { return row }
                rows[key] = keys.count
                keys.append(key)
                strings += repeatElement(0, count: languages.count)
                dictionaries += repeatElement(0, count: languages.count)
                comments.append(nil)
                commentIsFromSource.append(false)
                return keys.count - 1
            }
            var index = -1
            for position in table.languages.indices {
                if let note = leftOut[position] {
                    notes.append(note)
                    continue
                }
                index += 1
                let language = languages[index]
                let isReference = language.table.folder == referenceFolder
                let stringsEntries = language.table.strings?.entries ?? []
                let dictionaryEntries = language.table.stringsDict?.entries ?? []
                let dictionaryKeys = Set(dictionaryEntries.map(\.key))
                // The comments of keys the `.stringsdict` file defines, taken once it made their rows.
                var shadowed = [Int]()
                for (position, entry) in stringsEntries.enumerated() {
                    if dictionaryKeys.contains(entry.key) {
                        shadowed.append(position)
                        continue
                    }
                    let row = row(entry.key)
                    strings[row * languages.count + index] = Int32(position + 1)
                    takeComment(of: entry, at: position, language: index, isReference, row, &commentIsFromSource)
                }
                if !shadowed.isEmpty, let path = language.table.strings?.path {
                    notes.append(
                        "\(path): \(shadowed.count) value(s) of keys the .stringsdict file also defines left out "
                            + "(Foundation never shows them)")
                }
                for (position, entry) in dictionaryEntries.enumerated() {
                    var widthNote = false
                    _ = localization(from: entry.value, widthDropped: &widthNote)
                    if widthNote, let path = language.table.stringsDict?.path {
                        notes.append(
                            "\(path): \(entry.key.quotedForMessage): only the widest variant of the width rule kept "
                                + "(String Catalogs have no width variations)")
                    }
                    dictionaries[row(entry.key) * languages.count + index] = Int32(position + 1)
                }
                for position in shadowed {
                    let entry = stringsEntries[position]
                    takeComment(
                        of: entry, at: position, language: index, isReference, row(entry.key), &commentIsFromSource)
                }
            }
        }

        /// Takes the comment of `entry` for its row: the development language's first, else the
        /// first one found.
        private mutating func takeComment(
            of entry: StringsFile.Entry, at position: Int, language: Int, _ isReference: Bool, _ row: Int,
            _ commentIsFromSource: inout [Bool]
        ) {
            guard let comment = entry.comment, !comment.isEmpty, !commentIsFromSource[row],
                isReference || comments[row] == nil
            else { return }
            comments[row] = Place(language: Int32(language), position: Int32(position))
            if isReference { commentIsFromSource[row] = true }
        }

        /// The catalog entry of the key at `row`.
        func entry(at row: Int) -> StringCatalog.Entry {
            var entry = StringCatalog.Entry(extractionState: .manual)
            for (index, language) in languages.enumerated() {
                let cell = row * languages.count + index
                if dictionaries[cell] > 0, let file = language.table.stringsDict {
                    var widthDropped = false
                    entry.localizations[language.name] = localization(
                        from: file.entries[Int(dictionaries[cell]) - 1].value, widthDropped: &widthDropped)
                } else if strings[cell] > 0, let file = language.table.strings {
                    entry.localizations[language.name] = StringCatalog.Localization(
                        file.entries[Int(strings[cell]) - 1].value)
                }
            }
            if let place = comments[row], let file = languages[Int(place.language)].table.strings {
                entry.comment = file.entries[Int(place.position)].comment
            }
            return entry
        }
    }
}
