// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// One table name across the fallback chain: the tables of the language in use, its parents and
/// the development language, probed in that order with the key hashed once.
///
/// A blank text (``BlankText``) is absent: the lookup goes on along the chain and shows what a
/// later language has, unless the blank text is a separator for it (white space translating a
/// text padded with white space), that text is blank too, or no later language has the key.
/// Only tables that have blank texts, known when they are built, pay for the check.
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
    /// For each layer, whether a text found there may be blank.
    private let mayBeBlank: ContiguousArray<Bool>

    /// An empty table: every lookup misses.
    static let empty = ChainedTable(layers: [])

    /// Chains `layers`: each table with the chain position of its language.
    init(layers: [(table: StringTable, source: Int)]) {
        self.layers = ContiguousArray(layers.map(\.table))
        self.sources = ContiguousArray(layers.map(\.source))
        self.unretained = ContiguousArray(self.layers.map { Unmanaged.passUnretained($0) })
        self.mayBeBlank = ContiguousArray(self.layers.map(\.hasBlankTexts))
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
        hit(for: probe) { _ in nil }
    }

    /// The value for a probed key from the first layer that has it, else from `further` (the
    /// languages after this chain), with the chain position of the language that answered. A
    /// blank text gives way to a later one (see ``ChainedTable``).
    @inline(__always)
    func hit(
        for probe: StringTable.Probe, orElse further: (StringTable.Probe) -> StringTable.Hit?
    ) -> StringTable.Hit? {
        for index in unretained.indices {
            guard let value = unretained[index]._withUnsafeGuaranteedRef({ $0.value(for: probe) }) else { continue }
            let hit = StringTable.Hit(value: value, source: sources[index])
            if mayBeBlank[index], Self.isBlank(value) {
                return after(blank: hit, from: index + 1, for: probe, orElse: further)
            }
            return hit
        }
        return further(probe)
    }

    /// What a lookup shows when layer `start - 1` has the blank text `blank`: the first text
    /// after it that is not blank, shown or not as ``shown(_:over:)`` says. Out of line, so that
    /// the inlined lookup holds one copy of the probe loop.
    @inline(never)
    private func after(
        blank: StringTable.Hit, from start: Int, for probe: StringTable.Probe,
        orElse further: (StringTable.Probe) -> StringTable.Hit?
    ) -> StringTable.Hit? {
        for index in start..<unretained.count {
            guard let value = unretained[index]._withUnsafeGuaranteedRef({ $0.value(for: probe) }) else { continue }
            if mayBeBlank[index], Self.isBlank(value) { continue }
            return Self.shown(blank, over: StringTable.Hit(value: value, source: sources[index]))
        }
        return Self.shown(blank, over: further(probe))
    }

    /// Whether `value` is a blank text.
    @inline(never)
    private static func isBlank(_ value: LocalizedValue) -> Bool {
        guard case .text(let text) = value else { return false }
        return BlankText.isBlank(text)
    }

    /// What a lookup shows when a language has the blank text `blank` and the rest of the
    /// chain has `fallback`: the fallback, unless it is missing, not a text, blank too, or the
    /// blank text is a separator for it.
    @inline(never)
    private static func shown(_ blank: StringTable.Hit, over fallback: StringTable.Hit?) -> StringTable.Hit? {
        guard let fallback, case .text(let source) = fallback.value, case .text(let text) = blank.value,
            !BlankText.isBlank(source), BlankText.isEmpty(text, translating: source)
        else { return blank }
        return fallback
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
