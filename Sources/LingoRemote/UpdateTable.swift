// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

package import Lingo
package import LingoChecks
package import LingoFormats

/// One language of an update as ``VerifiedFiles/entries(budget:)`` reads it: its tables and
/// the problems the parsers found.
package struct UpdateLanguage: Sendable {
    package var tables: [String: UpdateTable]
    package var diagnostics: [Diagnostic]
}

/// One table of an update as the client checks it, each key once, in the order the runtime
/// and the full parser list them.
///
/// A table that is one `.strings` file (most of them) is kept as the file's pairs: a key or
/// text becomes a `String` only when a check needs one (``UpdateValidator`` reads most texts
/// as bytes). A table with a `.stringsdict`, or from several folders of its language, is kept
/// as entries, merged as ``TableEntries`` merges them.
package struct UpdateTable: Sendable {
    enum Storage: Sendable {
        /// A `.strings` file's pairs (escapes resolved), the index of each key's winning
        /// definition in key order (see ``StringsPairs/winners()``), and the file's start: the
        /// place its entries carry.
        case strings(StringsPairs, winners: [Int], fileStart: SourceLocation)
        case entries(TableEntries)
    }

    let storage: Storage

    /// The table of a `.strings` file read as `pairs`, whose first byte is `fileStart`.
    init(strings pairs: StringsPairs, fileStart: SourceLocation) {
        storage = .strings(pairs, winners: pairs.winners(), fileStart: fileStart)
    }

    /// The table of `entries`.
    init(_ entries: TableEntries) {
        storage = .entries(entries)
    }

    /// The number of keys.
    package var count: Int {
        switch storage {
        case .strings(_, let winners, _): winners.count
        case .entries(let entries): entries.ordered.count
        }
    }

    /// The table as entries, each made: what the full parser's entries of the file are, with
    /// the file's start as every entry's place.
    package var entries: TableEntries {
        switch storage {
        case .strings(let pairs, _, let fileStart): TableEntries(strings: pairs, fileStart: fileStart)
        case .entries(let entries): entries
        }
    }

    /// The entries in order, each made (see ``entries``).
    package var ordered: [LocalizationEntry] { entries.ordered }

    /// The entry of `key`, made, or `nil`.
    package func text(for key: String) -> LocalizationEntry? { entries.text(for: key) }
}
