// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// Chooses among an app's localizations the way Apple's `Bundle.preferredLocalizations` does,
/// on every platform, and says why.
///
/// Apple's rules (its ICU `ualoc_localizationsToUse`, which CFBundle uses), on CLDR 47 data:
///
/// - The first preferred language that has any related localization decides; later ones are
///   only looked at when it has none (`[fr-CA, ko-KR]` with `en`, `ko`, `fr` → `fr`).
/// - Among its related localizations: an exact match; then the same locale by CLDR aliases and
///   likely subtags (`zh` = `zh-Hans`, `zh-TW` = `zh-Hant-TW`, `iw` = `he`, `English` = `en`);
///   then the closest one along the parent chains, which never cross scripts: `zh-HK` →
///   `zh-Hant-HK` → `zh-Hant`; `es-MX` → `es-419` → `es`; `pt-BR` → `pt`; `sr-Latn-RS` →
///   `sr-Latn` (never `sr`, which is Cyrillic).
/// - Regional English falls back to British English first, as on iOS (`en-IN` → `en-GB`, then
///   `en-001`, then `en`); `en-GB` takes `en` rather than `en-AU`; `en-US` takes `en`.
/// - `pt-PT` takes `pt-PT` when present, `pt` otherwise, and `pt-BR` only as a last resort.
/// - A language that merely resembles another, with no parent or likely-subtag link, is never
///   chosen (`ms` does not take `id`, `hr` does not take `sr-Latn`, `zh-Hant` does not take
///   `zh-Hans`): the caller falls back to its development language.
///
/// ```swift
/// let matcher = LanguageMatcher(
///     available: ["en", "en-GB", "zh-Hans", "zh-Hant"]
/// )
/// matcher.bestMatch(for: ["zh-HK", "en"])?.localization   // zh-Hant
/// matcher.bestMatch(for: ["en-IN"])?.explanation
/// // "en-IN → en-GB: parent locale (en-IN → en-GB)"
/// matcher.fallbackChain(for: "zh-Hant", developmentLanguage: "en")
/// // [zh-Hant, en]
/// ```
///
/// Where Apple and CLDR differ, Lingo follows Apple, because users compare the app with their
/// iPhone: British English stands in for `en-001` (CLDR has no such step); Chinese regions
/// other than CN, SG, HK, MO and TW mean Simplified Chinese (CLDR 47 maps `zh-US`, `zh-AU`...
/// to Traditional); only Cantonese, Wu, Najdi Arabic, Norwegian Bokmål/Nynorsk and Hindi in
/// Latin script may fall back to another language (CLDR 47's `ht` → `fr-HT` is not followed).
/// Where Apple's matcher has no data of its own, CLDR decides: a region that implies another
/// script selects it (`sr-ME` → `sr-Latn`, `pa-PK` → `pa-Arab`), as likely subtags say.
///
/// Matching runs when the app starts and when the user switches languages, not per lookup;
/// CLDR's tables are decoded once, on first use (see BENCHMARKS.md for what that costs).
public struct LanguageMatcher: Sendable {
    /// The localizations to choose from, in the order given (ties go to the earlier one).
    public let available: [LanguageTag]

    let candidates: [Candidate]

    /// Creates a matcher over an app's localizations.
    ///
    /// - Parameter available: The localizations, such as the tags of an app's `.lproj`
    ///   folders. Order matters only to break ties between equally good localizations.
    /// - Complexity: O(*n*) in the number of localizations.
    public init(available: [LanguageTag]) {
        self.available = available
        self.candidates = available.map {
            Candidate(tag: $0, entry: Entry(tag: $0, exact: $0.baseIdentifier, isAvailable: true))
        }
    }

    /// The best localization for the user's preferred languages, or `nil` when none is related
    /// to any of them (the caller then uses its development language).
    ///
    /// - Parameter preferences: Preferred languages, most preferred first (the system's list,
    ///   such as `Locale.preferredLanguages`).
    /// - Returns: The chosen localization with the preference that led to it and the reason.
    /// - Complexity: O(*p* × *n*) for *p* preferences and *n* localizations.
    public func bestMatch(for preferences: [LanguageTag]) -> Match? {
        guard let selection = Self.select(Self.preferenceCandidates(preferences), among: candidates) else {
            return nil
        }
        return match(for: selection, preferences: preferences)
    }

    /// The best localization for one preference (a language the user picked in the app), or
    /// `nil` when none is related to it.
    ///
    /// - Parameter preference: The preferred language.
    /// - Returns: The chosen localization and why.
    public func match(_ preference: LanguageTag) -> Match? {
        bestMatch(for: [preference])
    }

    /// The best localization for `preferences`, or the development language when none is
    /// related to them (with reason ``Reason/developmentLanguage``).
    ///
    /// - Parameters:
    ///   - preferences: Preferred languages, most preferred first.
    ///   - developmentLanguage: The language the app is written in.
    /// - Returns: The localization to use and why; never `nil`.
    public func resolve(_ preferences: [LanguageTag], developmentLanguage: LanguageTag) -> Match {
        if let match = bestMatch(for: preferences) { return match }
        let asked = preferences.isEmpty ? "none" : preferences.map(\.identifier).joined(separator: ", ")
        return Match(
            preference: nil, localization: developmentLanguage, reason: .developmentLanguage,
            explanation: "\(developmentLanguage): development language (no localization is related to "
                + "the preferred languages: \(asked))")
    }

    /// The available localizations to use for `preferences`, best first, like
    /// `Bundle.preferredLocalizations(from:forPreferences:)`: the best match followed by the
    /// other available localizations along its parent chain (`en-IN` with `en`, `en-GB` →
    /// `[en-GB, en]`); empty when nothing matches.
    ///
    /// - Parameter preferences: Preferred languages, most preferred first.
    /// - Returns: Elements of ``available``.
    public func preferredLocalizations(for preferences: [LanguageTag]) -> [LanguageTag] {
        guard let selection = Self.select(Self.preferenceCandidates(preferences), among: candidates) else {
            return []
        }
        let rest = Self.chainIndices(
            from: candidates[selection.index].entry, excluding: selection.index,
            among: candidates)
        return ([selection.index] + rest).map { available[$0] }
    }

    /// Where a key missing in `localization` is looked up next: the localization, then its
    /// CLDR ancestors that are available, then the development language.
    ///
    /// The chain follows CLDR's parent locales and never crosses scripts: `zh-Hant-MO` →
    /// `zh-Hant-HK` → `zh-Hant` (not `zh`); `zh-HK` → `zh-Hant`; `es-MX` → `es-419` → `es`;
    /// `en-IN` → `en-001` → `en`; `sr-Latn` → development language (not `sr`, which is
    /// Cyrillic). Available localizations that are the same locale as an ancestor under another
    /// spelling count as that ancestor (`zh-Hans` for `zh`, `zh-TW` for `zh-Hant-TW`). Only
    /// localizations in ``available`` are listed, plus `localization` itself first and
    /// `developmentLanguage` last; each appears once.
    ///
    /// Choosing the localization follows Apple's extra parents (`en-IN` chooses `en-GB` when
    /// there is no `en-IN`); once chosen, its strings fall back along CLDR's chain
    /// (`en-GB` → `en`).
    ///
    /// - Parameters:
    ///   - localization: The localization in use (usually a ``Match/localization``).
    ///   - developmentLanguage: The language the app is written in, the last resort.
    /// - Returns: The lookup order, most specific first.
    public func fallbackChain(for localization: LanguageTag, developmentLanguage: LanguageTag) -> [LanguageTag] {
        let key = Entry.key(for: localization).key
        var chain = [localization]
        for ancestor in Entry.chain(from: key, apple: false) {
            for candidate in candidates where candidate.entry.key == ancestor && !chain.contains(candidate.tag) {
                chain.append(candidate.tag)
            }
        }
        if !chain.contains(developmentLanguage) { chain.append(developmentLanguage) }
        return chain
    }

    /// Orders `available` for `preferences` like `Bundle.preferredLocalizations(from:forPreferences:)`
    /// does on Apple platforms (on Linux, Foundation's version returns the first entry).
    ///
    /// The names may be messy folder names (`zh_Hans`, `pt-br`, `English`, `zh_TW`); entries
    /// that are not language tags (`Base`, `e n`) are skipped, and so are preferences that are
    /// not. An ICU-style `@keywords` suffix on a preference is ignored.
    ///
    /// ```swift
    /// LanguageMatcher.preferredLocalizations(
    ///     from: ["en", "en-GB"],
    ///     forPreferences: ["en-IN"]
    /// )
    /// // ["en-GB", "en"]
    /// LanguageMatcher.preferredLocalizations(
    ///     from: ["English", "Japanese"],
    ///     forPreferences: ["ja-JP"]
    /// )
    /// // ["Japanese"]
    /// ```
    ///
    /// - Parameters:
    ///   - available: Localization names, such as an app's `.lproj` folder names.
    ///   - preferences: Preferred languages, most preferred first.
    /// - Returns: Entries of `available` exactly as given, best first; empty when nothing
    ///   matches, so the caller uses its development language.
    public static func preferredLocalizations(
        from available: [String],
        forPreferences preferences: [String]
    ) -> [String] {
        var names = [String]()
        var candidates = [Candidate]()
        for name in available {
            guard let candidate = candidate(for: name, isAvailable: true) else { continue }
            names.append(name)
            candidates.append(candidate)
        }
        let wanted = preferences.compactMap { preference -> Candidate? in
            let text = preference.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).first
            return candidate(for: String(text ?? ""), isAvailable: false)
        }
        guard let selection = select(wanted, among: candidates) else { return [] }
        let rest = chainIndices(from: candidates[selection.index].entry, excluding: selection.index, among: candidates)
        return ([selection.index] + rest).map { names[$0] }
    }

    // MARK: - Helpers

    private static func preferenceCandidates(_ preferences: [LanguageTag]) -> [Candidate] {
        preferences.map { Candidate(tag: $0, entry: Entry(tag: $0, exact: $0.baseIdentifier, isAvailable: false)) }
    }

    /// A candidate for a name as written: exact comparison on the name with only case and
    /// separators canonicalized (`zh_hans` = `zh-Hans`, but `iw` ≠ `he`), as Apple does.
    private static func candidate(for name: String, isAvailable: Bool) -> Candidate? {
        guard let tag = try? LanguageTag(name) else { return nil }
        let exact = (try? LanguageTag.parse(name, applyingAliases: false))?.baseIdentifier ?? tag.baseIdentifier
        return Candidate(tag: tag, entry: Entry(tag: tag, exact: exact, isAvailable: isAvailable))
    }

    private func match(for selection: Selection, preferences: [LanguageTag]) -> Match {
        let preference = selection.preferenceIndex.map { preferences[$0] }
        return Match(
            preference: preference, localization: available[selection.index], reason: selection.reason,
            explanation: selection.explanation)
    }
}
