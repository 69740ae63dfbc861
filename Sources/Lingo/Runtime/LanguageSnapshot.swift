// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

/// Everything a lookup needs for one language, immutable: for each table, the tables of the
/// fallback chain in order (the key is hashed once for all of them).
///
/// A switch publishes another snapshot; a lookup sees one snapshot from start to end, never
/// half of one language and half of another.
final class LanguageSnapshot: Sendable {
    /// The language in use.
    let language: LanguageTag
    /// The fallback chain: `language`, its available CLDR ancestors, the development language.
    let chain: [LanguageTag]
    /// `Localizable` along the languages of the chain read so far, the table used when none
    /// is named.
    let defaultTable: ChainedTable
    /// Every table by name along the languages of the chain read so far, `Localizable` included.
    let loadedTables: [String: ChainedTable]
    /// The rest of the chain (the development language, when its files are not read yet), read
    /// and chained on the first key the languages before it lack.
    private let deferred: DeferredLayers?
    /// Every table by name along the whole chain (reads the deferred languages' files).
    var tables: [String: ChainedTable] {
        guard let deferred else { return loadedTables }
        return deferred.all.value { Self.chain(deferred.allSources, overlays: deferred.overlays, from: 0) }
    }
    /// Formats numbers the way the language writes them; made on the first format, since
    /// building the language's number symbols costs a fraction of a millisecond
    /// that a switch need not pay.
    var renderer: FormatRenderer {
        lazyRenderer.value { FormatRenderer(symbols: Self.numberSymbols(for: language)) }
    }
    private let lazyRenderer = AtomicLazy<FormatRenderer>()
    /// The CLDR plural rules of each language of the chain: a value found further down the
    /// chain selects its plural forms by the rules of the language it is written in.
    let pluralRules: [PluralRules]

    static let defaultTableName = LocalizationDiscovery.defaultTableName

    /// Whether lookups show keys instead of text (``LocalizerOptions/showKeys``).
    let showsKeys: Bool
    /// A number no other snapshot of this process has: identifies it in caches without the
    /// risk of a reused address.
    let serial: UInt64 = LanguageSnapshot.serials.next()
    private static let serials = SerialNumbers()
    /// The texts of each generated key list resolved in this snapshot, by the list's id: they
    /// live as long as the snapshot (``LocalizationKeys/current`` files them under ``serial``).
    let resolutions = Protected([UInt64: LocalizationKeys.Resolved]())

    init(
        language: LanguageTag, chain: [LanguageTag], tables: [String: ChainedTable], pluralLanguage: LanguageTag? = nil,
        showsKeys: Bool = false, deferred: DeferredLayers? = nil
    ) {
        self.language = language
        self.chain = chain
        self.loadedTables = tables
        self.deferred = deferred
        self.showsKeys = showsKeys
        self.defaultTable = tables[Self.defaultTableName] ?? .empty
        self.pluralRules =
            pluralLanguage.map { [PluralRules(for: $0)] }
            ?? (chain.isEmpty ? [language] : chain).map { PluralRules(for: $0) }
    }

    private static let symbolsCache = Protected([LanguageTag: NumberSymbols]())

    /// The number symbols of `language`, built once per process.
    static func numberSymbols(for language: LanguageTag) -> NumberSymbols {
        if let cached = symbolsCache.withLock({ $0[language] }) { return cached }
        let symbols = NumberSymbols(for: language)
        symbolsCache.withLock { $0[language] = symbols }
        return symbols
    }

    /// The plural rules for a value found at `source` in the chain.
    func pluralRules(source: Int) -> PluralRules {
        source < pluralRules.count ? pluralRules[source] : pluralRules[0]
    }

    /// The value of `key` in table `name` (`nil` means `Localizable`). Reads the table without
    /// retaining it: lookups from several threads share no reference count.
    @inline(__always)
    func hit(_ key: String, table name: String?) -> StringTable.Hit? {
        // `deferred` is read through `self` inside the probe: binding it outside would retain it
        // on every lookup.
        guard let name, name != Self.defaultTableName else {
            return StringTable.withProbe(key) { probe in
                defaultTable.hit(for: probe) { deferred?.hit(for: $0, table: nil) }
            }
        }
        return StringTable.withProbe(key) { probe in
            guard let table = loadedTables[name] else { return deferred?.hit(for: probe, table: name) }
            return table.hit(for: probe) { deferred?.hit(for: $0, table: name) }
        }
    }

    /// ``hit(_:table:)`` as a call, for the lookups off the hot path (`contains`, formats, an
    /// `Info.plist` key, a key list resolved once per snapshot): they share this one copy of the
    /// inlined probe instead of each holding its own.
    @inline(never)
    func hitCalled(_ key: String, table name: String?) -> StringTable.Hit? {
        hit(key, table: name)
    }

    /// Chains the tables of each language of `chain` (most specific first); where `overlays`
    /// has tables for a position (an over-the-air update), they come just before that
    /// position's bundled tables. The languages from the first one whose files are not read
    /// yet on are read on the first key the languages before them lack.
    convenience init(
        language: LanguageTag, chain: [LanguageTag], sources: [LanguageTables],
        overlays: [LanguageTables?] = [], pluralLanguage: LanguageTag? = nil, showsKeys: Bool = false
    ) {
        let split = sources.indices.dropFirst().first { !sources[$0].isLoaded } ?? sources.count
        let deferred = split < sources.count ? DeferredLayers(sources: sources, overlays: overlays, from: split) : nil
        self.init(
            language: language, chain: chain,
            tables: Self.chain(Array(sources[..<split]), overlays: overlays, from: 0),
            pluralLanguage: pluralLanguage, showsKeys: showsKeys, deferred: deferred)
    }

    /// Chains `sources`, the first of them at chain position `offset`, each after its overlay
    /// (`overlays` is indexed by chain position).
    static func chain(_ sources: [LanguageTables], overlays: [LanguageTables?], from offset: Int) -> [String:
        ChainedTable]
    {
        func overlay(at position: Int) -> LanguageTables? {
            position < overlays.count ? overlays[position] : nil
        }
        var names = Set<String>()
        for (index, source) in sources.enumerated() {
            names.formUnion(source.tables.keys)
            if let overlay = overlay(at: offset + index) { names.formUnion(overlay.tables.keys) }
        }
        var tables = [String: ChainedTable]()
        for name in names {
            let layers = sources.enumerated().flatMap { index, source in
                let position = offset + index
                return [overlay(at: position)?.tables[name], source.tables[name]]
                    .compactMap { $0.map { (table: $0, source: position) } }
            }
            tables[name] = ChainedTable(layers: layers)
        }
        return tables
    }
}
