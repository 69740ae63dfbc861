// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// The language in use and how it was chosen.
public struct LanguageSelection: Hashable, Sendable, CustomStringConvertible {
    /// Where the choice came from.
    public enum Source: String, Hashable, Sendable {
        /// The user chose a language in the app.
        case userChoice
        /// The system's preferred languages, matched against the app's localizations.
        case system
        /// Nothing matched, so the development language is used.
        case developmentLanguage
    }

    /// The language in use: one of the localizer's available languages.
    public let language: LanguageTag
    /// Where the choice came from.
    public let source: Source
    /// The match that chose it (nil for the development language).
    public let match: LanguageMatcher.Match?

    /// A sentence for debugging and for the demo: "your choice (zh-HK → zh-Hant, ...)".
    public var description: String {
        switch source {
        case .userChoice:
            "your choice" + Self.detail(match, language)
        case .system:
            "system" + Self.detail(match, language)
        case .developmentLanguage:
            "development language (no preferred language is available)"
        }
    }

    private static func detail(_ match: LanguageMatcher.Match?, _ language: LanguageTag) -> String {
        guard let match, let preference = match.preference else { return "" }
        if preference == language { return " (\(language))" }
        return " (\(preference) → \(language), \(match.reason))"
    }
}
