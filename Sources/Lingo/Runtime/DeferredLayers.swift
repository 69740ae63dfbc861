// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// The languages at the end of a fallback chain whose files are read on the first key the
/// languages before them lack.
final class DeferredLayers: Sendable {
    /// Every language of the chain, and the position of the first deferred one.
    let allSources: [LanguageTables]
    private let start: Int
    /// The deferred languages' tables: `Localizable`, then every table by name.
    private final class Layers: Sendable {
        let defaultTable: ChainedTable
        let tables: [String: ChainedTable]

        init(_ tables: [String: ChainedTable]) {
            self.defaultTable = tables[LanguageSnapshot.defaultTableName] ?? .empty
            self.tables = tables
        }
    }

    private let layers = AtomicLazy<Layers>()
    /// The whole chain's tables, for ``LanguageSnapshot/tables``.
    let all = AtomicLazy<[String: ChainedTable]>()

    init(sources: [LanguageTables], from start: Int) {
        self.allSources = sources
        self.start = start
    }

    /// The value of a probed key in table `name` (`nil`: `Localizable`) of the deferred
    /// languages, reading their files the first time.
    @inline(__always)
    func hit(for probe: StringTable.Probe, table name: String?) -> StringTable.Hit? {
        let chained = layers.value { Layers(LanguageSnapshot.chain(Array(allSources[start...]), from: start)) }
        guard let name else { return chained.defaultTable.hit(for: probe) }
        return chained.tables[name]?.hit(for: probe)
    }
}
