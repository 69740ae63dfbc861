// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// One table name across the fallback chain: the tables of the language in use, its parents and
/// the development language, probed in that order with the key hashed once.
///
/// Each language's table is built once and shared by every snapshot whose chain includes the
/// language (the development language's tables serve them all), so memory grows with the
/// languages used, not with the switches.
final class ChainedTable: Sendable {
    /// The tables, most specific first.
    let layers: ContiguousArray<StringTable>
    /// The chain position of each layer's language (a language without this table is skipped).
    private let sources: ContiguousArray<Int>
    /// `layers`, read without retaining them: a table's first lookup of a key makes its text
    /// (a call the compiler cannot see through), for which it would otherwise retain and
    /// release the table on every lookup. `layers` keeps them alive.
    private let unretained: ContiguousArray<Unmanaged<StringTable>>

    /// An empty table: every lookup misses.
    static let empty = ChainedTable(layers: [])

    /// Chains `layers`: each table with the chain position of its language.
    init(layers: [(table: StringTable, source: Int)]) {
        self.layers = ContiguousArray(layers.map(\.table))
        self.sources = ContiguousArray(layers.map(\.source))
        self.unretained = ContiguousArray(self.layers.map { Unmanaged.passUnretained($0) })
    }

    /// The value for `key` from the first layer that has it, with that layer's chain position.
    @inline(__always)
    func hit(for key: String) -> StringTable.Hit? {
        StringTable.withProbe(key) { hit(for: $0) }
    }

    /// The value for a probed key from the first layer that has it, with that layer's chain
    /// position.
    @inline(__always)
    func hit(for probe: StringTable.Probe) -> StringTable.Hit? {
        for index in unretained.indices {
            if let value = unretained[index]._withUnsafeGuaranteedRef({ $0.value(for: probe) }) {
                return StringTable.Hit(value: value, source: sources[index])
            }
        }
        return nil
    }
}

extension ChainedTable {
    /// Every key of the chain with the value a lookup would return (the first layer's wins),
    /// in layer order. Decodes every key: not for hot paths.
    var mergedEntries: [(key: String, value: LocalizedValue)] {
        var seen = Set<String>()
        var result = [(key: String, value: LocalizedValue)]()
        for layer in layers {
            for entry in layer.entries where seen.insert(entry.key).inserted {
                result.append(entry)
            }
        }
        return result
    }
}
