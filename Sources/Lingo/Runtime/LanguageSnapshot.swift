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

    static let defaultTableName = "Localizable"

    init(language: LanguageTag, chain: [LanguageTag], tables: [String: StringTable]) {
        self.language = language
        self.chain = chain
        self.tables = tables
        self.defaultTable = tables[Self.defaultTableName] ?? StringTable(entries: [])
    }

    /// The table named `name` (`nil` means `Localizable`).
    @inline(__always)
    func table(_ name: String?) -> StringTable? {
        guard let name, name != Self.defaultTableName else { return defaultTable }
        return tables[name]
    }

    /// Merges the tables of each language of `chain` (most specific first).
    convenience init(language: LanguageTag, chain: [LanguageTag], sources: [LanguageTables]) {
        var names = Set<String>()
        for source in sources { names.formUnion(source.tables.keys) }
        var tables = [String: StringTable]()
        for name in names {
            var merged = [(key: String, value: LocalizedValue, source: Int)]()
            for (position, source) in sources.enumerated() {
                guard let entries = source.tables[name] else { continue }
                merged.append(contentsOf: entries.lazy.map { ($0.key, $0.value, position) })
            }
            tables[name] = StringTable(entries: merged)
        }
        self.init(language: language, chain: chain, tables: tables)
    }
}
