// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import TestSupport
import Testing

/// `localizer.locale` and `localizer.formats`: dates, numbers and lists follow the in-app choice,
/// written exactly as Foundation writes them for that locale.
@Suite struct LocalizerLocaleTests {
    static let languages: [LanguageTag] = ["en", "de", "ar", "ja", "zh-Hant", "pt-BR"]
    /// 1 March 2024, 13:05 UTC.
    static let moment = Date(timeIntervalSince1970: 1_709_298_300)

    /// A localizer over one `.lproj` folder per language of ``languages``.
    static func withLocalizer(
        regional: RegionalPreferences = .none, _ body: (Localizer) throws -> Void
    ) throws {
        try withTemporaryFolder { folder in
            for language in languages {
                let lproj = folder.appending(path: "\(language).lproj")
                try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
                try Data(#""hello" = "hello";"#.utf8).write(to: lproj.appending(path: "Localizable.strings"))
            }
            let localizer = try Localizer(
                resources: folder, developmentLanguage: "en", store: .inMemory(),
                systemLanguages: .fixed(["en"], regionalPreferences: regional))
            try body(localizer)
        }
    }

    @Test(arguments: ["de", "ar", "ja", "zh-Hant", "pt-BR"] as [LanguageTag])
    func formatsAreFoundationsForTheChosenLanguage(language: LanguageTag) throws {
        try Self.withLocalizer { localizer in
            try localizer.setLanguage(language)
            let expected = Locale(identifier: language.identifier)
            #expect(localizer.locale == expected)
            let formats = localizer.formats
            #expect(formats.number(1_234_567.891) == 1_234_567.891.formatted(.number.locale(expected)))
            #expect(formats.number(-42) == (-42).formatted(.number.locale(expected)))
            let dateStyle = Date.FormatStyle(date: .abbreviated, time: .shortened, locale: expected)
            #expect(formats.date(Self.moment) == dateStyle.format(Self.moment))
            let items = ["1", "2", "3"]
            #expect(formats.list(items) == items.formatted(.list(type: .and).locale(expected)))
            let threeDaysAgo = Date.now.addingTimeInterval(-3 * 86_400 - 60)
            let relative = Date.RelativeFormatStyle(presentation: .numeric, unitsStyle: .wide, locale: expected)
            #expect(formats.relative(threeDaysAgo) == relative.format(threeDaysAgo))
        }
    }

    @Test func germanAfterASwitchIsGerman() throws {
        try Self.withLocalizer { localizer in
            #expect(localizer.formats.number(1234.5) == "1,234.5")
            try localizer.setLanguage("de")
            #expect(localizer.formats.number(1234.5) == "1.234,5")
            #expect(localizer.formats.list(["Rot", "Grün", "Blau"]) == "Rot, Grün und Blau")
            #expect(localizer.formats.date(Self.moment, date: .long, time: .omitted).contains("März"))
        }
    }

    @Test func arabicUsesFoundationsDigitsAndMarks() throws {
        try Self.withLocalizer { localizer in
            try localizer.setLanguage("ar")
            let arabic = Locale(identifier: "ar")
            #expect(localizer.formats.number(1234.5) == 1234.5.formatted(.number.locale(arabic)))
            #expect(localizer.formats.percent(0.25) == 0.25.formatted(.percent.locale(arabic)))
            let list = localizer.formats.list(["أ", "ب"])
            #expect(list == ["أ", "ب"].formatted(.list(type: .and).locale(arabic)))
            #expect(list.contains("و"))
        }
    }

    @Test func theRegionAndCalendarTheSystemStatesAreKept() throws {
        let regional = RegionalPreferences(region: "CH", calendar: "buddhist")
        try Self.withLocalizer(regional: regional) { localizer in
            try localizer.setLanguage("de")
            #expect(localizer.locale.identifier == "de_CH@calendar=buddhist")
            #expect(localizer.locale.region?.identifier == "CH")
            #expect(localizer.locale.calendar.identifier == .buddhist)
            let expected = Locale(identifier: "de_CH@calendar=buddhist")
            #expect(localizer.formats.number(1234.5) == 1234.5.formatted(.number.locale(expected)))
            try localizer.setLanguage("pt-BR")
            #expect(localizer.locale.identifier == "pt_BR@calendar=buddhist")
        }
    }

    @Test func observersAreToldOnceAndReadTheNewLocale() throws {
        try Self.withLocalizer { localizer in
            _ = localizer.formats  // cached for en
            let seen = EventLog<String>()
            let token = localizer.observe { _ in
                seen.append(localizer.locale.identifier + " " + localizer.formats.number(1.5))
            }
            try localizer.setLanguage("de")
            try localizer.setLanguage("de")
            try localizer.setLanguage("ja")
            #expect(seen.events == ["de 1,5", "ja 1.5"])
            token.cancel()
        }
    }

    @Test func aScopedLanguageHasItsOwnLocale() throws {
        try Self.withLocalizer { localizer in
            try localizer.withLanguage("de") {
                #expect(localizer.locale.identifier == "de")
            }
            #expect(localizer.locale.identifier == "en")
        }
    }

    // MARK: Regional preferences

    @Test(arguments: [
        ("en_US@calendar=japanese;numbers=arab;hours=h23", "US", "japanese", "arab", "h23"),
        ("en-US-u-ca-buddhist-nu-thai-hc-h12", "US", "buddhist", "thai", "h12"),
        ("de_CH.UTF-8", "CH", "", "", ""),
        ("fr", "", "", "", ""),
        ("C", "", "", "", ""),
    ])
    func preferencesFromAnIdentifier(
        identifier: String, region: String, calendar: String, numbers: String, hours: String
    ) {
        let preferences = RegionalPreferences(localeIdentifier: identifier)
        let none = { (text: String) in text.isEmpty ? nil : text }
        #expect(
            preferences
                == RegionalPreferences(
                    region: none(region), calendar: none(calendar), numberingSystem: none(numbers),
                    hourCycle: none(hours)))
    }

    @Test func theEnvironmentStatesOnlyARegion() {
        #expect(RegionalPreferences.environment(["LANG": "de_AT.UTF-8"]) == RegionalPreferences(region: "AT"))
        #expect(RegionalPreferences.environment(["LANG": "de_AT.UTF-8", "LC_ALL": "C"]) == .none)
        #expect(RegionalPreferences.environment(["LANG": "C.UTF-8"]) == .none)
        #expect(RegionalPreferences.environment([:]) == .none)
        #expect(RegionalPreferences.environment(["LANG": "en_US.UTF-8", "LC_TIME": "en_GB.UTF-8"]).region == "GB")
    }

    @Test func withNoRegionTheLocaleIsTheLanguagesOwn() {
        for language in Self.languages + ["sr-Latn", "ca-ES-valencia"] {
            #expect(RegionalPreferences.none.locale(for: language) == Locale(identifier: language.identifier))
        }
        let swiss = RegionalPreferences(region: "CH")
        #expect(swiss.locale(for: "sr-Latn").identifier == "sr_Latn_CH")
        #expect(swiss.locale(for: "zh-Hant-TW").identifier == "zh-Hant-TW")
    }
}
