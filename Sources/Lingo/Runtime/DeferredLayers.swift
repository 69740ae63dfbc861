// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// The languages at the end of a fallback chain whose files are read on the first key the
/// languages before them lack.
final class DeferredLayers: Sendable {
    /// Every language of the chain, and the position of the first deferred one.
    let allSources: [LanguageTables]
    /// The over-the-air tables of each chain position, if any.
    let overlays: [LanguageTables?]
    private let start: Int
    /// The whole chain's tables, for ``LanguageSnapshot/tables``.
    let all = AtomicLazy<[String: ChainedTable]>()

    /// The deferred languages' tables: `Localizable`, then every table by name.
    private final class Layers: Sendable {
        let defaultTable: ChainedTable
        let tables: [String: ChainedTable]

        init(_ tables: [String: ChainedTable]) {
            self.defaultTable = tables[LanguageSnapshot.defaultTableName] ?? .empty
            self.tables = tables
        }

        @inline(__always)
        func hit(for probe: StringTable.Probe, table name: String?) -> StringTable.Hit? {
            guard let name else { return defaultTable.hit(for: probe) }
            return tables[name]?.hit(for: probe)
        }
    }

    /// The layers, made on the first key the languages before them lack (read with one
    /// acquire load and no reference counting).
    private let layers = AtomicLazy<Layers>()

    init(sources: [LanguageTables], overlays: [LanguageTables?] = [], from start: Int) {
        self.allSources = sources
        self.overlays = overlays
        self.start = start
    }

    /// The value of a probed key in table `name` (`nil`: `Localizable`) of the deferred
    /// languages, reading their files the first time. A call, not inlined: a lookup reaches it
    /// only for a key the languages before them lack, and the hot lookups that inline the
    /// probe would otherwise each hold two more copies of it.
    @inline(never)
    func hit(for probe: StringTable.Probe, table name: String?) -> StringTable.Hit? {
        layers.withValue({ self.makeLayers() }) { $0.hit(for: probe, table: name) }
    }

    /// Reads the deferred languages and chains their tables.
    private func makeLayers() -> Layers {
        Layers(LanguageSnapshot.chain(Array(allSources[start...]), overlays: overlays, from: start))
    }
}
