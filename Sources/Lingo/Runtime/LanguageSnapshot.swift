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
    /// `Localizable`, the table used when none is named.
    let defaultTable: ChainedTable
    /// Every table by name, `Localizable` included.
    let tables: [String: ChainedTable]
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

    static let defaultTableName = "Localizable"

    /// Whether lookups show keys instead of text (``LocalizerOptions/showKeys``).
    let showsKeys: Bool
    /// A number no other snapshot of this process has: identifies it in caches without the
    /// risk of a reused address.
    let serial: UInt64 = LanguageSnapshot.serials.next()
    private static let serials = SerialNumbers()

    init(language: LanguageTag, chain: [LanguageTag], tables: [String: ChainedTable], pluralLanguage: LanguageTag? = nil,
         showsKeys: Bool = false) {
        self.language = language
        self.chain = chain
        self.tables = tables
        self.showsKeys = showsKeys
        self.defaultTable = tables[Self.defaultTableName] ?? .empty
        self.pluralRules = pluralLanguage.map { [PluralRules(for: $0)] }
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
        guard let name, name != Self.defaultTableName else { return defaultTable.hit(for: key) }
        return tables[name]?.hit(for: key)
    }

    /// Chains the tables of each language of `chain` (most specific first); where `overlays`
    /// has tables for a position (an over-the-air update), they come just before that
    /// position's bundled tables.
    convenience init(language: LanguageTag, chain: [LanguageTag], sources: [LanguageTables],
                     overlays: [LanguageTables?] = [], pluralLanguage: LanguageTag? = nil, showsKeys: Bool = false) {
        var names = Set<String>()
        for source in sources { names.formUnion(source.tables.keys) }
        for case let overlay? in overlays { names.formUnion(overlay.tables.keys) }
        var tables = [String: ChainedTable]()
        for name in names {
            let layers = sources.enumerated().flatMap { position, source in
                let overlay = position < overlays.count ? overlays[position]?.tables[name] : nil
                return [overlay, source.tables[name]].compactMap { $0.map { (table: $0, source: position) } }
            }
            tables[name] = ChainedTable(layers: layers)
        }
        self.init(language: language, chain: chain, tables: tables, pluralLanguage: pluralLanguage, showsKeys: showsKeys)
    }
}
