/// Everything a lookup needs for one language, immutable: the tables with the fallback chain
/// already merged in, so a key missing in the language in use costs no extra probe.
///
/// A switch publishes another snapshot; a lookup sees one snapshot from start to end, never
/// half of one language and half of another.
final class LanguageSnapshot: Sendable {
    /// The language in use.
    let language: LanguageTag
    /// The fallback chain: `language`, its available CLDR ancestors, the development language.
    let chain: [LanguageTag]
    /// `Localizable`, the table used when none is named.
    let defaultTable: StringTable
    /// Every table by name, `Localizable` included.
    let tables: [String: StringTable]
    /// Formats numbers the way the language writes them.
    let renderer: FormatRenderer
    /// The CLDR plural rules of each language of the chain: a value found further down the
    /// chain selects its plural forms by the rules of the language it is written in.
    let pluralRules: [PluralRules]

    static let defaultTableName = "Localizable"

    init(language: LanguageTag, chain: [LanguageTag], tables: [String: StringTable]) {
        self.language = language
        self.chain = chain
        self.tables = tables
        self.defaultTable = tables[Self.defaultTableName] ?? StringTable(sources: [])
        self.renderer = FormatRenderer(symbols: NumberSymbols(for: language))
        self.pluralRules = (chain.isEmpty ? [language] : chain).map { PluralRules(for: $0) }
    }

    /// The plural rules for a value found at `source` in the chain.
    func pluralRules(source: Int) -> PluralRules {
        source < pluralRules.count ? pluralRules[source] : pluralRules[0]
    }

    /// The table named `name` (`nil` means `Localizable`).
    func table(_ name: String?) -> StringTable? {
        guard let name, name != Self.defaultTableName else { return defaultTable }
        return tables[name]
    }

    /// The value of `key` in table `name` (`nil` means `Localizable`). Reads the table without
    /// retaining it: lookups from several threads share no reference count.
    @inline(__always)
    func hit(_ key: String, table name: String?) -> StringTable.Hit? {
        guard let name, name != Self.defaultTableName else { return defaultTable.hit(for: key) }
        return tables[name]?.hit(for: key)
    }

    /// Merges the tables of each language of `chain` (most specific first).
    convenience init(language: LanguageTag, chain: [LanguageTag], sources: [LanguageTables]) {
        var names = Set<String>()
        for source in sources { names.formUnion(source.tables.keys) }
        var tables = [String: StringTable]()
        for name in names {
            let lists = sources.enumerated().compactMap { position, source in
                source.tables[name].map { (entries: $0, source: position) }
            }
            tables[name] = StringTable(sources: lists)
        }
        self.init(language: language, chain: chain, tables: tables)
    }
}
