// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

extension LanguageMatcher {
    /// A tag with its comparison entry.
    struct Candidate: Sendable {
        let tag: LanguageTag
        let entry: Entry
    }

    /// The outcome of matching preferences against the available localizations.
    struct Selection {
        /// Index of the chosen localization among the available ones.
        let index: Int
        /// Index of the preference that led to it, if any.
        let preferenceIndex: Int?
        let reason: Reason
        let explanation: String
    }

    /// Apple's choice among `available` for `preferences`, as `Bundle.preferredLocalizations`
    /// makes it (Apple's ICU `ualoc_localizationsToUse`, whose documented examples the tests
    /// replay):
    ///
    /// 1. The first preference with any related localization decides. Among the localizations
    ///    for it, an exact match wins, then one that is the same locale by aliases and likely
    ///    subtags, then the one closest along both parent chains (steps from the preference up
    ///    to the common ancestor plus steps from the localization up to it; a step more when
    ///    the languages differ, as for Cantonese → Chinese; ties go to the earlier localization).
    ///    A localization for a region other than its language's default one counts one step
    ///    further (`it-IT` before `it-CH` for `it`).
    /// 2. When that choice is a regional localization and not an exact match, a later
    ///    preference of the same language that names an available localization exactly wins:
    ///    `[fr-CH, fr-CA]` with `fr-FR`, `fr-CA` chooses `fr-CA`. (Apple skips this for Chinese.)
    /// 3. `pt-PT` takes `pt-BR` only when no preference matches anything else.
    /// 4. With no match at all, a `zxx` localization (no linguistic content) is chosen if any.
    static func select(_ preferences: [Candidate], among available: [Candidate]) -> Selection? {
        var chosen: (index: Int, preference: Int, score: Int, i: Int, j: Int)? = nil
        var portuguese: (index: Int, preference: Int, i: Int, j: Int)? = nil
        for (p, preference) in preferences.enumerated() {
            var best: (index: Int, score: Int, i: Int, j: Int)? = nil
            for (a, candidate) in available.enumerated() {
                let score = best?.score ?? Int.max
                if score > -1, preference.entry.exact == candidate.entry.exact {
                    best = (a, -1, 0, 0)
                } else if preference.entry.isExactOnly || candidate.entry.isExactOnly {
                    continue
                } else if score > 0, preference.entry.key == candidate.entry.key {
                    best = (a, 0, 0, 0)
                } else if score > 0, preference.entry.group == candidate.entry.group {
                    let languagePenalty = preference.entry.key.language == candidate.entry.key.language ? 0 : 1
                    for (i, mine) in preference.entry.chain.enumerated() {
                        // Another language is a fallback one way (yue → zh-Hant, never zh-Hant →
                        // yue); Bokmål and Nynorsk stand in for each other.
                        for (j, theirs) in candidate.entry.chain.enumerated()
                        where mine == theirs
                            && (theirs.language == candidate.entry.key.language || candidate.entry.group == "no")
                        {
                            if preference.entry.key.identifier == "pt-PT", candidate.entry.key.identifier == "pt-BR" {
                                // Apple keeps this aside: European Portuguese readers get Brazilian
                                // only when nothing else in their list is available.
                                portuguese = (a, p, i, j)
                            } else if i + j + languagePenalty < best?.score ?? Int.max {
                                best = (a, i + j + languagePenalty, i, j)
                            }
                        }
                    }
                }
            }
            if let best {
                chosen = (best.index, p, best.score, best.i, best.j)
                break
            }
        }

        if let first = chosen, first.score > 0 {
            let result = available[first.index].entry.key
            if result.region != nil, result.language != "zh",
                let later = laterExactMatch(language: result.language, preferences, available)
            {
                let preference = preferences[later.preference].tag
                let localization = available[later.index].tag
                let firstPreference = preferences[first.preference].tag
                let related = available[first.index].tag
                let explanation =
                    "\(preference) → \(localization): \(later.reason), from a later preference "
                    + "of the same language (\(firstPreference) only had the related \(related))"
                return Selection(
                    index: later.index, preferenceIndex: later.preference, reason: later.reason,
                    explanation: explanation)
            }
        }
        if let chosen {
            let preference = preferences[chosen.preference]
            let candidate = available[chosen.index]
            let reason = Self.reason(preference, candidate, score: chosen.score, i: chosen.i, j: chosen.j)
            return Selection(
                index: chosen.index, preferenceIndex: chosen.preference, reason: reason,
                explanation: explain(preference, candidate, reason, i: chosen.i, j: chosen.j))
        }
        if let portuguese {
            let preference = preferences[portuguese.preference]
            let candidate = available[portuguese.index]
            return Selection(
                index: portuguese.index, preferenceIndex: portuguese.preference, reason: .sibling,
                explanation: explain(preference, candidate, .sibling, i: portuguese.i, j: portuguese.j)
                    + "; pt-PT takes pt-BR only when no preferred language has anything closer")
        }
        if let zxx = available.firstIndex(where: { $0.entry.exact == "zxx" }) {
            return Selection(
                index: zxx, preferenceIndex: nil, reason: .noLinguisticContent,
                explanation: "zxx: no preferred language is available; the zxx localization "
                    + "(no linguistic content) is used")
        }
        return nil
    }

    /// The last preference of `language` that names an available localization exactly (or
    /// as the same locale), with that localization: Apple's second pass.
    private static func laterExactMatch(language: String, _ preferences: [Candidate], _ available: [Candidate])
        -> (index: Int, preference: Int, reason: Reason)?
    {
        var found: (index: Int, preference: Int, reason: Reason)? = nil
        for (p, preference) in preferences.enumerated() where preference.entry.key.language == language {
            for (a, candidate) in available.enumerated()
            where preference.entry.exact == candidate.entry.exact || preference.entry.key == candidate.entry.key {
                found = (a, p, preference.entry.exact == candidate.entry.exact ? .exact : .likelySubtags)
                break
            }
        }
        return found
    }

    /// The chosen localization followed by the other available localizations along its parent
    /// chain, as `Bundle.preferredLocalizations` lists them (`en-IN` → `[en-GB, en]`).
    ///
    /// Like Apple, a chain through `zh-Hant-HK` also lists `zh-Hant-TW`: Hong Kong readers get
    /// Taiwan's Traditional Chinese before the generic `zh-Hant`.
    static func chainIndices(from start: Entry, excluding chosen: Int?, among available: [Candidate]) -> [Int] {
        var result = [Int]()
        for (n, element) in start.chain.enumerated() {
            if n > 0, start.chain[n - 1] == element { continue }
            for (a, candidate) in available.enumerated() where a != chosen && !result.contains(a) {
                if element == candidate.entry.key
                    || (element.identifier == "zh-Hant-HK" && candidate.entry.key.identifier == "zh-Hant-TW")
                {
                    result.append(a)
                }
            }
        }
        return result
    }

    private static func reason(_ preference: Candidate, _ candidate: Candidate, score: Int, i: Int, j: Int) -> Reason {
        if score < 0 { return .exact }
        if score == 0 { return .likelySubtags }
        let isTheLocalization = j == 0 || (j == 1 && candidate.entry.isPenalized)
        if isTheLocalization {
            let preferenceScript = preference.tag.canonicalized.script
            let localization = candidate.tag.canonicalized
            if preferenceScript == nil, localization.script != nil, localization.region == nil {
                return .sameScript
            }
            return .parent
        }
        return i == 0 ? .moreSpecific : .sibling
    }

    private static func explain(
        _ preference: Candidate, _ candidate: Candidate, _ reason: Reason,
        i: Int, j: Int
    ) -> String {
        let head = "\(preference.tag) → \(candidate.tag): \(reason)"
        func path(_ chain: ArraySlice<LanguageTag>, from tag: LanguageTag) -> String {
            var steps = [tag.identifier]
            for step in chain where step.identifier != steps.last { steps.append(step.identifier) }
            return steps.joined(separator: " → ")
        }
        switch reason {
        case .exact, .noLinguisticContent, .developmentLanguage:
            return head
        case .likelySubtags:
            let resolved = Entry.key(for: candidate.tag).resolved.maximized
            return head + " (both are \(resolved))"
        case .sameScript:
            let resolved = Entry.key(for: preference.tag).resolved
            let script = resolved.script ?? "?"
            return head + " (\(preference.tag) is written in \(script): \(resolved); "
                + "\(path(preference.entry.chain.prefix(i + 1), from: preference.tag)))"
        case .parent:
            return head + " (\(path(preference.entry.chain.prefix(i + 1), from: preference.tag)))"
        case .moreSpecific:
            return head + " (\(path(candidate.entry.chain.prefix(j + 1), from: candidate.tag)))"
        case .sibling:
            let common = preference.entry.chain[min(i, preference.entry.chain.count - 1)]
            return head + " (both fall back to \(common))"
        }
    }
}
