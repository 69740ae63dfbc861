// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

extension LanguageMatcher {
    /// Why a localization was chosen.
    public enum Reason: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The preference names exactly this localization (`fr-CA` for `fr-CA`).
        case exact
        /// The preference and the localization are the same locale once CLDR's aliases and
        /// likely subtags are applied: `zh` and `zh-Hans`, `zh-TW` and `zh-Hant-TW`,
        /// `sr-Cyrl` and `sr`, `en-Latn-US` and `en-US`, `English` and `en`.
        case likelySubtags
        /// The localization is the preference's language in the script its region implies
        /// (CLDR likely subtags): `zh-HK` → `zh-Hant`, `zh-CN` → `zh-Hans`, `sr-ME` → `sr-Latn`.
        case sameScript
        /// The localization is an ancestor of the preference along CLDR's (and Apple's) parent
        /// locales: `en-IN` → `en-GB`, `es-MX` → `es-419`, `pt-BR` → `pt`, `fr-CA` → `fr`.
        case parent
        /// The localization is a more specific form of the preference: `en` → `en-US`,
        /// `pt` → `pt-BR` when the app has no plain `en` or `pt`.
        case moreSpecific
        /// The preference and the localization share an ancestor: `en-US` → `en-GB`
        /// (both English), `pt-BR` → `pt-PT`, `es-AR` → `es-MX` (both Latin American).
        case sibling
        /// No preference matched, and the app has a `zxx` (no linguistic content) localization,
        /// which Apple uses then.
        case noLinguisticContent
        /// No preference matched; the development language is used.
        case developmentLanguage

        /// A few words: "exact match", "same script", "parent locale", ...
        public var description: String {
            switch self {
            case .exact: "exact match"
            case .likelySubtags: "same locale by likely subtags"
            case .sameScript: "same script"
            case .parent: "parent locale"
            case .moreSpecific: "more specific locale"
            case .sibling: "related locale"
            case .noLinguisticContent: "no linguistic content"
            case .developmentLanguage: "development language"
            }
        }
    }

    /// A chosen localization, with the preference that led to it and why.
    public struct Match: Hashable, Sendable, CustomStringConvertible {
        /// The user's preference that led to the choice; `nil` for the development language
        /// and `zxx`.
        public let preference: LanguageTag?
        /// The chosen localization, an element of ``LanguageMatcher/available`` (or the
        /// development language).
        public let localization: LanguageTag
        /// Why it was chosen.
        public let reason: Reason
        /// A sentence for logs and debugging: "zh-HK → zh-Hant: zh-HK is written in Hant
        /// (likely subtags zh-HK → zh-Hant-HK), and zh-Hant is the Hant localization".
        public let explanation: String

        /// Creates a match.
        ///
        /// - Parameters:
        ///   - preference: The preference that led to the choice.
        ///   - localization: The chosen localization.
        ///   - reason: Why it was chosen.
        ///   - explanation: A sentence for logs; a default one is derived from the reason.
        public init(preference: LanguageTag?, localization: LanguageTag, reason: Reason, explanation: String? = nil) {
            self.preference = preference
            self.localization = localization
            self.reason = reason
            self.explanation = explanation ?? Self.defaultExplanation(preference, localization, reason)
        }

        /// The ``explanation``.
        public var description: String { explanation }

        private static func defaultExplanation(
            _ preference: LanguageTag?, _ localization: LanguageTag,
            _ reason: Reason
        ) -> String {
            guard let preference else {
                return "\(localization): \(reason)"
            }
            return "\(preference) → \(localization): \(reason)"
        }
    }
}
