// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Where the system's preferred languages come from.
///
/// On Apple platforms that is `Locale.preferredLanguages` (the user's list in Settings). On
/// Linux, Foundation always answers `en-001`, so Lingo reads the POSIX environment the way
/// gettext does: `LANGUAGE` (a colon-separated list), then `LC_ALL`, `LC_MESSAGES`, `LANG`
/// (`zh_TW.UTF-8` → `zh-TW`; `C` and `POSIX` mean no preference).
///
/// Tests and previews pass ``fixed(_:regionalPreferences:)`` or ``environment(_:)`` instead.
public struct SystemLanguages: Sendable {
    private let provider: @Sendable () -> [LanguageTag]
    private let regional: @Sendable () -> RegionalPreferences

    /// Languages from a closure, asked again each time the localizer follows the system.
    ///
    /// - Parameters:
    ///   - regionalPreferences: The user's region and date and number preferences, asked when
    ///     ``Localizer/locale`` is first read after a switch; none by default.
    ///   - provider: The preferred languages, most preferred first.
    public init(
        regionalPreferences: @escaping @Sendable () -> RegionalPreferences = { .none },
        _ provider: @escaping @Sendable () -> [LanguageTag]
    ) {
        self.provider = provider
        self.regional = regionalPreferences
    }

    /// The system's preferred languages, most preferred first.
    public var languages: [LanguageTag] { provider() }

    /// The user's region and date and number preferences, as far as the system states them.
    public var regionalPreferences: RegionalPreferences { regional() }

    /// A fixed list, for tests and previews.
    ///
    /// - Parameters:
    ///   - languages: The preferred languages.
    ///   - regionalPreferences: The region and date and number preferences; none by default.
    public static func fixed(
        _ languages: [LanguageTag], regionalPreferences: RegionalPreferences = .none
    ) -> SystemLanguages {
        SystemLanguages(regionalPreferences: { regionalPreferences }) { languages }
    }

    /// The languages named by POSIX environment variables in `environment`, and the region
    /// they name (``RegionalPreferences/environment(_:)``).
    public static func environment(_ environment: [String: String]) -> SystemLanguages {
        SystemLanguages(regionalPreferences: { RegionalPreferences.environment(environment) }) {
            Self.languages(fromEnvironment: environment)
        }
    }

    /// The platform's own list: `Locale.preferredLanguages` on Apple platforms, the POSIX
    /// environment of this process elsewhere; the region and date and number preferences
    /// from `Locale.current` on Apple platforms, from the environment elsewhere.
    public static var current: SystemLanguages {
        SystemLanguages(regionalPreferences: { PlatformDefaults.regionalPreferences() }) {
            PlatformDefaults.preferredLanguages()
        }
    }

    /// Reads `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG` as gettext does: `LANGUAGE` is a
    /// list and is only honoured when the locale itself is not `C`/`POSIX`; the first of
    /// `LC_ALL`, `LC_MESSAGES`, `LANG` that is set decides the locale.
    public static func languages(fromEnvironment env: [String: String]) -> [LanguageTag] {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .lazy.compactMap { env[$0] }.first { !$0.isEmpty }
        var result = [LanguageTag]()
        func add(_ tag: LanguageTag?) {
            if let tag, !result.contains(tag) { result.append(tag) }
        }
        let localeTag = locale.flatMap(Self.tag(fromPOSIXLocale:))
        // gettext ignores LANGUAGE when the locale is C/POSIX (or unset).
        if localeTag != nil, let list = env["LANGUAGE"], !list.isEmpty {
            for item in list.split(separator: ":") { add(Self.tag(fromPOSIXLocale: String(item))) }
        }
        add(localeTag)
        return result
    }

    /// `zh_TW.UTF-8` → `zh-TW`, `sr_RS@latin` → `sr-Latn-RS`, `C`/`POSIX` → `nil`.
    public static func tag(fromPOSIXLocale name: String) -> LanguageTag? {
        var text = Substring(name)
        var modifier: Substring? = nil
        if let at = text.firstIndex(of: "@") {
            modifier = text[text.index(after: at)...]
            text = text[..<at]
        }
        if let dot = text.firstIndex(of: ".") { text = text[..<dot] }
        guard !text.isEmpty, text != "C", text != "POSIX" else { return nil }
        guard var tag = try? LanguageTag(String(text)) else { return nil }
        if let modifier, tag.script == nil {
            // glibc spells scripts as modifiers: sr_RS@latin, uz_UZ@cyrillic, be_BY@latin.
            let scripts = ["latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva", "arabic": "Arab"]
            if let script = scripts[modifier.lowercased()] {
                tag = LanguageTag(language: tag.language, script: script, region: tag.region, variants: tag.variants)
            }
        }
        return tag
    }
}
