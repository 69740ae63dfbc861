// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

package import Lingo
package import LingoFormats

/// One language's texts of one table, as the runtime sees them: the `.strings` and `.stringsdict`
/// files together, the `.stringsdict` entry winning over the `.strings` entry of a key (as in
/// Foundation). What `lint`, `gen`, `stats` and `convert` all compare and count.
package struct TableEntries: Sendable {
    /// The texts in file order (`.strings` keys first), each key once.
    package var ordered: [LocalizationEntry]
    /// The place of each key's text in ``ordered``.
    package var indexByKey: [String: Int]

    /// The texts by key.
    package var byKey: [String: LocalizationEntry] {
        indexByKey.mapValues { ordered[$0] }
    }

    /// The texts of one table in one language: its `.strings` and `.stringsdict` files (either
    /// may be missing); one hash of each key.
    package init(strings: StringsFile?, stringsDict: StringsDictFile?) {
        var builder = Builder(count: (strings?.entries.count ?? 0) + (stringsDict?.entries.count ?? 0))
        for entry in strings?.entries ?? [] { builder.add(LocalizationEntry(entry)) }
        for entry in stringsDict?.entries ?? [] { builder.add(LocalizationEntry(entry)) }
        (ordered, indexByKey) = (builder.ordered, builder.indexByKey)
    }

    /// The texts of one `.strings` file read as pairs (``StringsFile/readPairs(_:path:)``),
    /// each key once (the last definition, at the place of the first): without the places of
    /// its entries, each of which carries `fileStart`. For readers that need a place only in a
    /// rare message, and can find it again by parsing the file.
    package init(strings pairs: StringsPairs, fileStart: SourceLocation) {
        let winners = pairs.winners()
        var builder = Builder(count: winners.count)
        for index in winners {
            builder.add(pairs.withEntry(index) { LocalizationEntry(key: $0, text: $1, at: fileStart) })
        }
        (ordered, indexByKey) = (builder.ordered, builder.indexByKey)
    }

    /// Adds the entries of the table's `.stringsdict` file, each winning over the `.strings`
    /// entry of its key (in that entry's place), as ``init(strings:stringsDict:)`` does.
    package mutating func add(_ stringsDict: StringsDictFile) {
        var builder = Builder(ordered: ordered, indexByKey: indexByKey)
        (ordered, indexByKey) = ([], [:])
        for entry in stringsDict.entries { builder.add(LocalizationEntry(entry)) }
        (ordered, indexByKey) = (builder.ordered, builder.indexByKey)
    }

    /// Texts added in order, `.strings` entries first; a later entry of a key replaces the
    /// text, at the place of the first. One hash of each key.
    private struct Builder {
        var ordered = [LocalizationEntry]()
        var indexByKey: [String: Int]

        init(count: Int) {
            indexByKey = [String: Int](minimumCapacity: count)
            ordered.reserveCapacity(count)
        }

        /// A builder that goes on from texts already added.
        init(ordered: [LocalizationEntry], indexByKey: [String: Int]) {
            (self.ordered, self.indexByKey) = (ordered, indexByKey)
        }

        /// Moves `text` into place.
        mutating func add(_ text: consuming LocalizationEntry) {
            if let index = indexByKey.updateValue(ordered.count, forKey: text.key) {
                indexByKey[text.key] = index  // a later entry of the key replaces the text, in place
                ordered[index] = text
            } else {
                ordered.append(text)
            }
        }
    }

    /// The text of `key`, if the table has it.
    package func text(for key: String) -> LocalizationEntry? {
        indexByKey[key].map { ordered[$0] }
    }

    /// Whether `text` has something to translate: a key whose every text is empty (such as UTM's
    /// `"" = "";`) needs no translation.
    package static func needsTranslation(_ text: LocalizationEntry) -> Bool {
        text.units.contains { !BlankText.isBlank($0.unit.text) }
    }
}
