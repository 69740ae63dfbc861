// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo
import LingoChecks
import LingoFormats

/// One language's texts of a table, in the order of ``TableEntries/ordered``, for the lint
/// rules: a table with a `.strings` file only reads its texts from the parsed file's entries,
/// making each text when it is asked for, so a large table's texts are not held twice (as
/// `.strings` entries and as texts); a table with a `.stringsdict` file holds its
/// ``TableEntries``.
///
/// A `.strings` file's entries hold each key once, in file order: the text at a position is
/// the entry at that position, as ``TableEntries`` would have made it.
struct TableTexts: Sendable {
    private enum Storage: Sendable {
        case strings([StringsFile.Entry])
        case entries(TableEntries)
    }

    private let storage: Storage
    /// How many texts there are.
    let count: Int

    /// The texts of `table` in its folder's language.
    init(_ table: LanguageTable) {
        if table.stringsDict == nil {
            let entries = table.strings?.entries ?? []
            storage = .strings(entries)
            count = entries.count
        } else {
            let entries = TableEntries(table)
            storage = .entries(entries)
            count = entries.ordered.count
        }
    }

    /// No texts.
    init() {
        storage = .strings([])
        count = 0
    }

    /// The positions of the texts.
    var indices: Range<Int> { 0..<count }

    /// The text at `index`.
    subscript(index: Int) -> LocalizationEntry {
        switch storage {
        case .strings(let entries): LocalizationEntry(entries[index])
        case .entries(let entries): entries.ordered[index]
        }
    }

    /// The key of the text at `index`.
    func key(at index: Int) -> String {
        switch storage {
        case .strings(let entries): entries[index].key
        case .entries(let entries): entries.ordered[index].key
        }
    }

    /// Where the text at `index` is.
    func location(at index: Int) -> SourceLocation {
        switch storage {
        case .strings(let entries): entries[index].location
        case .entries(let entries): entries.ordered[index].location
        }
    }

    /// The place of each key's text.
    var indexByKey: [String: Int] {
        switch storage {
        case .strings(let entries):
            var result = [String: Int](minimumCapacity: entries.count)
            for (index, entry) in entries.enumerated() { result[entry.key] = index }
            return result
        case .entries(let entries):
            return entries.indexByKey
        }
    }
}
