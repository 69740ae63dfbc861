// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation

/// What the user set for dates and numbers apart from the language: a region and, where the
/// system states them explicitly, a calendar, a numbering system and an hour cycle.
///
/// ``Localizer/locale`` combines them with the language in use, as Apple does for an app whose
/// language differs from the system's: German with the region United States is `de_US`, German
/// month names with the user's region. A field the system does not state stays `nil` and the
/// language's own default applies; with no field set the locale is
/// `Locale(identifier: language.identifier)`.
///
/// ```swift
/// let preferences = RegionalPreferences(
///     localeIdentifier: "en_US@calendar=japanese"
/// )
/// preferences.locale(for: "de").identifier   // de_US@calendar=japanese
/// RegionalPreferences.none.locale(for: "de").identifier   // de
/// ```
public struct RegionalPreferences: Hashable, Sendable {
    /// The region (`US`, `DE`, `419`), or `nil`.
    public var region: String?
    /// The calendar as CLDR names it (`gregorian`, `japanese`, `buddhist`), or `nil`.
    public var calendar: String?
    /// The numbering system as CLDR names it (`latn`, `arab`, `deva`), or `nil`.
    public var numberingSystem: String?
    /// The hour cycle as CLDR names it (`h12`, `h23`), or `nil`.
    public var hourCycle: String?

    /// No preference: the language's own conventions.
    public static let none = RegionalPreferences()

    /// Creates preferences; every field is optional.
    ///
    /// - Parameters:
    ///   - region: A region code (`US`), normalized to upper case.
    ///   - calendar: A CLDR calendar name (`japanese`).
    ///   - numberingSystem: A CLDR numbering system name (`arab`).
    ///   - hourCycle: `h11`, `h12`, `h23` or `h24`.
    public init(
        region: String? = nil, calendar: String? = nil, numberingSystem: String? = nil, hourCycle: String? = nil
    ) {
        self.region = region.flatMap { $0.isEmpty ? nil : $0.uppercased() }
        self.calendar = calendar.flatMap { $0.isEmpty ? nil : $0.lowercased() }
        self.numberingSystem = numberingSystem.flatMap { $0.isEmpty ? nil : $0.lowercased() }
        self.hourCycle = hourCycle.flatMap { $0.isEmpty ? nil : $0.lowercased() }
    }

    /// The preferences a locale identifier states: its region and its `calendar`, `numbers`
    /// and `hours` keywords (ICU's `en_US@calendar=japanese;numbers=arab`, BCP 47's
    /// `en-US-u-ca-japanese-nu-arab-hc-h23`) or a POSIX locale (`de_DE.UTF-8`). `C`, `POSIX`
    /// and anything unreadable state nothing.
    ///
    /// - Parameter localeIdentifier: The identifier, such as Apple's `Locale.current.identifier`.
    public init(localeIdentifier: String) {
        var text = Substring(localeIdentifier)
        var keywords = [String: String]()
        if let at = text.firstIndex(of: "@") {
            for pair in text[text.index(after: at)...].split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2 { keywords[parts[0].lowercased()] = String(parts[1]) }
            }
            text = text[..<at]
        }
        if let dot = text.firstIndex(of: ".") { text = text[..<dot] }
        let subtags = text.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        if let u = subtags.firstIndex(of: "u") {
            var index = u + 1
            while index + 1 < subtags.count, subtags[index].count == 2 {
                let names = ["ca": "calendar", "nu": "numbers", "hc": "hours"]
                if let name = names[subtags[index]] { keywords[name] = subtags[index + 1] }
                index += 2
            }
        }
        let tag = (try? LanguageTag(String(text))).flatMap { $0.isUndetermined && $0.region == nil ? nil : $0 }
        self.init(
            region: tag?.region, calendar: keywords["calendar"], numberingSystem: keywords["numbers"],
            hourCycle: keywords["hours"])
    }

    /// The preferences a POSIX environment states: the region of `LC_ALL`, else of `LC_TIME`,
    /// `LC_NUMERIC` or `LANG` (`de_CH.UTF-8` → `CH`). POSIX locales state no calendar,
    /// numbering system or hour cycle.
    ///
    /// - Parameter environment: Environment variables, such as the process's.
    /// - Returns: The stated region, or ``none``.
    public static func environment(_ environment: [String: String]) -> RegionalPreferences {
        let name = ["LC_ALL", "LC_TIME", "LC_NUMERIC", "LANG"].lazy.compactMap { environment[$0] }
            .first { !$0.isEmpty }
        guard let name, name != "C", name != "POSIX", !name.hasPrefix("C.") else { return .none }
        return RegionalPreferences(region: RegionalPreferences(localeIdentifier: name).region)
    }

    /// The locale for an interface in `language` with these preferences: the language's own
    /// region when it has one (`pt-BR` stays Brazilian), else ``region``; then the keywords
    /// set. With nothing to add, `Locale(identifier: language.identifier)`.
    ///
    /// - Parameter language: The language in use.
    /// - Returns: The locale for dates, numbers and lists.
    public func locale(for language: LanguageTag) -> Locale {
        Locale(identifier: identifier(for: language))
    }

    /// The identifier of ``locale(for:)``: BCP 47 when only the language is used, else ICU's
    /// form (`de_US@calendar=japanese`).
    func identifier(for language: LanguageTag) -> String {
        let keywords = [("calendar", calendar), ("numbers", numberingSystem), ("hours", hourCycle)]
            .compactMap { name, value in value.map { "\(name)=\($0)" } }
        let addsRegion = language.region == nil && region != nil
        guard addsRegion || !keywords.isEmpty else { return language.identifier }
        var parts = [language.language]
        if let script = language.script { parts.append(script) }
        if let region = language.region ?? region { parts.append(region) }
        parts += language.variants.map { $0.uppercased() }
        let base = parts.joined(separator: "_")
        return keywords.isEmpty ? base : base + "@" + keywords.joined(separator: ";")
    }
}
