/// Chooses among an app's localizations the way Apple's `Bundle.preferredLocalizations` does.
///
/// This is the one type the runtime asks which language to use and where a missing key falls
/// back to.
public struct LanguageMatcher: Sendable {
    /// Why a localization was chosen.
    public enum Reason: String, Hashable, Sendable {
        /// The preference names exactly this localization.
        case exact
        /// The localization is an ancestor of the preference (en-GB for en-IN, es-419 for es-MX).
        case parent
        /// The preference and the localization expand to the same language and script.
        case likelySubtags
        /// Nothing matched; the development language is used.
        case developmentLanguage
    }

    /// A chosen localization.
    public struct Match: Hashable, Sendable {
        /// The user's preference that led to the choice.
        public let preference: LanguageTag?
        /// The chosen localization, as listed in ``LanguageMatcher/available``.
        public let localization: LanguageTag
        /// Why it was chosen.
        public let reason: Reason
    }

    /// The localizations to choose from.
    public let available: [LanguageTag]

    /// Creates a matcher over an app's localizations.
    public init(available: [LanguageTag]) {
        self.available = available
    }

    /// The best localization for the first preference that matches any, or `nil`.
    public func bestMatch(for preferences: [LanguageTag]) -> Match? {
        for preference in preferences {
            if let match = match(preference) { return match }
        }
        return nil
    }

    /// The best localization for one preference, or `nil`.
    public func match(_ preference: LanguageTag) -> Match? {
        if let exact = available.first(where: { $0 == preference }) {
            return Match(preference: preference, localization: exact, reason: .exact)
        }
        for ancestor in ancestors(of: preference).dropFirst() {
            if let found = available.first(where: { $0 == ancestor }) {
                return Match(preference: preference, localization: found, reason: .parent)
            }
        }
        let script = preference.script ?? Self.defaultScript(preference)
        if let found = available.first(where: {
            $0.language == preference.language && ($0.script ?? Self.defaultScript($0)) == script && $0.region == nil
        }) {
            return Match(preference: preference, localization: found, reason: .likelySubtags)
        }
        return nil
    }

    /// Where a key missing in `localization` is looked up next, most specific first, ending
    /// with the development language. Only available localizations are listed.
    public func fallbackChain(for localization: LanguageTag, developmentLanguage: LanguageTag) -> [LanguageTag] {
        var chain = [LanguageTag]()
        for ancestor in ancestors(of: localization) where available.contains(ancestor) && !chain.contains(ancestor) {
            chain.append(ancestor)
        }
        if chain.isEmpty { chain.append(localization) }
        if !chain.contains(developmentLanguage) { chain.append(developmentLanguage) }
        return chain
    }

    /// The tag and its truncations: zh-Hant-TW, zh-Hant; en-GB, en.
    private func ancestors(of tag: LanguageTag) -> [LanguageTag] {
        var result = [tag]
        var current = tag.base
        if current != tag { result.append(current) }
        while true {
            let next: LanguageTag
            if current.region != nil {
                next = LanguageTag(language: current.language, script: current.script)
            } else if current.script != nil, current.script == Self.defaultScript(LanguageTag(language: current.language)) {
                next = LanguageTag(language: current.language)
            } else {
                break
            }
            result.append(next)
            current = next
        }
        return result
    }

    private static func defaultScript(_ tag: LanguageTag) -> String? {
        guard tag.language == "zh" else { return nil }
        switch tag.region {
        case "TW", "HK", "MO": return "Hant"
        default: return "Hans"
        }
    }

    /// Orders `available` for `preferences` like `Bundle.preferredLocalizations(from:forPreferences:)`:
    /// entries of `available` exactly as given, best first; empty when nothing matches, so the
    /// caller uses its development language.
    public static func preferredLocalizations(from available: [String], forPreferences preferences: [String]) -> [String] {
        let parsed = available.map { (string: $0, tag: try? LanguageTag($0)) }
        let matcher = LanguageMatcher(available: parsed.compactMap(\.tag))
        let tags = preferences.compactMap { try? LanguageTag($0) }
        guard let match = matcher.bestMatch(for: tags) else { return [] }
        return parsed.filter { $0.tag == match.localization }.map(\.string)
    }
}
