// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import Testing
import TestSupport

/// The code of the DocC articles (Sources/Lingo/Lingo.docc, Sources/LingoFormats/LingoFormats.docc),
/// run on the DocsApp fixture: each test holds one snippet's lines as the article writes them
/// (`DocumentationSnippetCoverageTests` checks that), then asserts what the article's comments say.
@Suite struct DocumentationSnippetTests {
    static let resourcesURL = Bundle.module.url(forResource: "Fixtures/DocsApp", withExtension: nil)!
    let resourcesURL = Self.resourcesURL

    /// The fixture's settings title per language, to check a lookup against the language in use.
    static let titles: [LanguageTag: String] = [
        "ar": "الإعدادات", "en": "Settings", "ko": "설정", "ru": "Настройки", "zh-Hans": "设置", "zh-Hant": "設定",
    ]

    /// A localizer that depends on nothing of the machine: English system, choice in memory.
    func makeLocalizer(system: [LanguageTag] = ["en"]) throws -> Localizer {
        try Localizer(resources: resourcesURL, developmentLanguage: "en", store: .inMemory(),
                      systemLanguages: .fixed(system))
    }

    /// Runs `body` with the default preference store (the one the articles' `Localizer(resources:
    /// developmentLanguage:)` uses) in a temporary folder, removed afterwards: the machine's own
    /// store (`~/.config/<process>/language.json` on Linux) is neither read nor written, and
    /// parallel tests do not share it.
    func withTemporaryDefaultStore(_ body: () throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-docs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FilePreferenceStore(url: folder.appendingPathComponent("language.json"))
        try DefaultPreferenceStore.$replacement.withValue(store) { try body() }
    }

    // MARK: Lingo.md

    /// Uses the default store (in a temporary folder) and the process's languages, as the
    /// landing page does; it ends by following the system again.
    @Test func landingPageOverview() throws {
        try withTemporaryDefaultStore {
            let localizer = try Localizer(resources: resourcesURL,
                                          developmentLanguage: "en")
            let title = localizer.string("settings.title")   // "Settings"
            #expect(title == Self.titles[localizer.language])
            try localizer.setLanguage("zh-HK")               // zh-Hant, remembered
            #expect(localizer.language == "zh-Hant")
            let chinese = localizer.string("settings.title") // "設定"
            #expect(chinese == "設定")
            localizer.followSystem()                          // the system's again
            #expect(localizer.preference == .system)
            localizer.flush()
        }
    }

    // MARK: GettingStarted.md

    @Test func gettingStartedCreate() throws {
        try withTemporaryDefaultStore {
            let localizer = try Localizer(resources: resourcesURL, developmentLanguage: "en")
            #expect(localizer.availableLanguages == ["ar", "en", "ko", "ru", "zh-Hans", "zh-Hant"])
            #expect(localizer.developmentLanguage == "en")
        }
    }

    @Test func gettingStartedLookups() throws {
        let localizer = try makeLocalizer()
        let title = localizer.string("settings.title")                        // "Settings"
        let other = localizer.string("done", table: "DonePage")              // a named table
        let fallback = localizer.string("not.there", default: "Fallback")    // no language has it
        let greeting = localizer.format("greeting", "Mia")                    // "Hello, Mia!"
        #expect(title == "Settings")
        #expect(other == "Done")
        #expect(fallback == "Fallback")
        #expect(greeting == "Hello, Mia!")
    }

    @Test func gettingStartedPicker() throws {
        let localizer = try makeLocalizer()
        let names = localizer.availableLanguages.map(\.nativeName)
        // ["العربية", "English", "한국어", "Русский", "简体中文", "繁體中文"]
        #expect(names == ["العربية", "English", "한국어", "Русский", "简体中文", "繁體中文"])
        try localizer.setLanguage("ko")
        let korean = localizer.string("settings.title")   // "설정"
        #expect(korean == "설정")
        #expect(localizer.preference == .explicit("ko"))
        localizer.followSystem()                           // the picker's "System" row
        #expect(localizer.preference == .system)
        #expect(localizer.language == "en")
        #expect(throws: LocalizerError.self) { try localizer.setLanguage("fr") }
    }

    @Test func gettingStartedPersistence() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("language.json")
        let first = try Localizer(resources: resourcesURL,
                                  developmentLanguage: "en",
                                  store: .file(file))
        try first.setLanguage("zh-Hant")
        // Saving runs in the background: wait before reading the file again.
        first.flush()
        let nextLaunch = try Localizer(resources: resourcesURL,
                                       developmentLanguage: "en",
                                       store: .file(file))
        let remembered = nextLaunch.language   // zh-Hant
        #expect(remembered == "zh-Hant")
        #expect(nextLaunch.preference == .explicit("zh-Hant"))
    }

    @Test func gettingStartedTestLocalizer() throws {
        let testLocalizer = try Localizer(
            resources: resourcesURL, developmentLanguage: "en",
            store: .inMemory(), systemLanguages: .fixed(["zh-TW"]))
        let chosen = testLocalizer.language   // zh-Hant
        #expect(chosen == "zh-Hant")
        #expect(testLocalizer.selection.source == .system)
    }

    @Test func gettingStartedIssueHandler() throws {
        let localizer = try makeLocalizer()
        localizer.issueHandler = { issue in print("Lingo:", issue) }
        let missing = localizer.string("no.such.key")   // "no.such.key", and the handler is told
        #expect(missing == "no.such.key")
        let told = IssueLog()
        localizer.issueHandler = { told.append($0) }
        _ = localizer.string("another.missing.key")
        #expect(told.issues == [.missingKey(key: "another.missing.key", table: "Localizable", language: "en")])
    }

    // MARK: ReplacingALanguageManager.md

    @Test func migrationCreate() throws {
        let localizer = try Localizer(
            resources: resourcesURL,
            developmentLanguage: "en"
        )
        #expect(localizer.availableLanguages.contains("zh-Hant"))
    }

    @Test func migrationKeepsTheLegacyChoice() throws {
        let localizer = try makeLocalizer()
        migrateLegacyChoice(from: .standard, key: "UserLanguage", to: localizer)
        #expect(localizer.preference == .system)   // nothing saved under that key here

        let suite = "org.lingo.docs-tests.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        defaults.set("zh-HK", forKey: "UserLanguage")
        migrateLegacyChoice(from: defaults, key: "UserLanguage", to: localizer)
        #expect(localizer.preference == .explicit("zh-HK"))
        #expect(localizer.language == "zh-Hant")
        #expect(defaults.string(forKey: "UserLanguage") == nil)

        // A code the app no longer has: dropped, the localizer keeps following its preference.
        let other = try makeLocalizer()
        defaults.set("fr", forKey: "UserLanguage")
        migrateLegacyChoice(from: defaults, key: "UserLanguage", to: other)
        #expect(other.preference == .system)
        #expect(defaults.string(forKey: "UserLanguage") == nil)
    }

    @Test func migrationLookups() throws {
        let localizer = try makeLocalizer()
        let title = localizer.string(
            "settings.title")   // "Settings"
        let legacy = NSLocalizedString(
            "settings.title",
            bundle: localizer.bundle,
            comment: "")
        #expect(title == "Settings")
        #expect(legacy == "Settings")
    }

    @Test func migrationSwitching() throws {
        let localizer = try makeLocalizer()
        // Saved, in use, observers told:
        try localizer.setLanguage("zh-Hant")
        #expect(localizer.string("settings.title") == "設定")
        // The picker's "System" row:
        localizer.followSystem()
        #expect(localizer.string("settings.title") == "Settings")
    }

    @Test func migrationNotification() throws {
        let localizer = try makeLocalizer()
        let name = Localizer
            .languageDidChangeNotification
        let observer = NotificationCenter
            .default.addObserver(
                forName: name,
                object: localizer,
                queue: nil
            ) { note in
                let key = Localizer
                    .changeUserInfoKey
                let info = note.userInfo
                if let change = info?[key]
                    as? LanguageChange {
                    print(change.newLanguage)
                }
            }
        defer { NotificationCenter.default.removeObserver(observer) }
        // The same extraction, recorded: the notification carries the change.
        let seen = ChangeLog()
        let recorder = NotificationCenter.default.addObserver(forName: name, object: localizer, queue: nil) { notification in
            let key = Localizer.changeUserInfoKey
            if let change = notification.userInfo?[key] as? LanguageChange { seen.append(change) }
        }
        defer { NotificationCenter.default.removeObserver(recorder) }
        try localizer.setLanguage("ko")
        #expect(seen.changes.map(\.newLanguage) == ["ko"])
        #expect(seen.changes.map(\.oldLanguage) == ["en"])
    }

    @Test func migrationChineseRegions() throws {
        let hongKong = try Localizer(
            resources: resourcesURL,
            developmentLanguage: "en",
            store: .inMemory(),
            systemLanguages: .fixed(["zh-HK"]))
        let language = hongKong.language
        // zh-Hant
        let why = hongKong.selection.description
        // "system (zh-HK → zh-Hant, same script)"
        #expect(language == "zh-Hant")
        #expect(why == "system (zh-HK → zh-Hant, same script)")
    }

    // MARK: SwiftUI.md, UIKitAndStoryboards.md (the parts that run everywhere)

    @Test func swiftUIPreviewLocalizer() throws {
        let korean = try Localizer(
            resources: resourcesURL,
            developmentLanguage: "en",
            store: .inMemory(.explicit("ko"))
        )
        let previewTitle = korean.string("settings.title")   // "설정"
        #expect(previewTitle == "설정")
    }

    @Test func uiKitBundleAndResources() throws {
        let localizer = try makeLocalizer()
        let label = NSLocalizedString(
            "settings.title",
            bundle: localizer.bundle,
            comment: "Settings screen"
        )
        #expect(label == "Settings")
        try localizer.setLanguage("ko")
        let welcome = localizer.url(forResource: "welcome", withExtension: "html")
        let appName = localizer.infoPlistString("CFBundleDisplayName")
        #expect(welcome?.deletingLastPathComponent().lastPathComponent == "ko.lproj")
        #expect(appName == "링고 문서")
        try localizer.setLanguage("ru")   // no welcome.html, no InfoPlist.strings: the development language's
        #expect(localizer.url(forResource: "welcome", withExtension: "html")?.deletingLastPathComponent().lastPathComponent == "en.lproj")
        #expect(localizer.infoPlistString("CFBundleDisplayName") == "Lingo Docs")
    }

    // MARK: HowALanguageIsChosen.md

    @Test func chosenOrderOfPreferences() throws {
        let localizer = try Localizer(
            resources: resourcesURL, developmentLanguage: "en",
            store: .inMemory(), systemLanguages: .fixed(["fr-CA", "ko-KR"]))
        let fromSystem = localizer.selection.description
        // "system (ko-KR → ko, parent locale)"
        try localizer.setLanguage("zh-HK")
        let fromUser = localizer.selection.description
        // "your choice (zh-HK → zh-Hant, same script)"
        #expect(fromSystem == "system (ko-KR → ko, parent locale)")
        #expect(fromUser == "your choice (zh-HK → zh-Hant, same script)")
    }

    @Test func chosenPOSIXEnvironment() {
        let environment = ["LANG": "zh_TW.UTF-8", "LANGUAGE": "zh_TW:en"]
        let posix = SystemLanguages.languages(fromEnvironment: environment)   // [zh-TW, en]
        #expect(posix == ["zh-TW", "en"])
    }

    @Test func chosenMatcher() {
        let matcher = LanguageMatcher(available: [
            "en", "en-GB", "es", "es-419", "pt", "zh-Hans", "zh-Hant"])
        let hongKong = matcher.match("zh-HK")?.localization    // zh-Hant: same script (Traditional)
        let singapore = matcher.match("zh-SG")?.localization   // zh-Hans: same script (Simplified)
        let india = matcher.match("en-IN")?.localization       // en-GB: parent locale, as on iOS
        let mexico = matcher.match("es-MX")?.localization      // es-419: parent locale
        let brazil = matcher.match("pt-BR")?.localization      // pt: parent locale
        let serbian = matcher.match("sr-Latn")?.localization   // nil: no localization is related
        #expect(hongKong == "zh-Hant")
        #expect(singapore == "zh-Hans")
        #expect(india == "en-GB")
        #expect(mexico == "es-419")
        #expect(brazil == "pt")
        #expect(serbian == nil)
    }

    /// The article's table, row by row: preferences, localizations, the chosen one (nil: none).
    @Test(arguments: [
        (["zh-HK", "zh-TW", "zh-MO"], ["zh-Hans", "zh-Hant"], "zh-Hant"),
        (["zh-CN", "zh-SG", "zh"], ["zh-Hans", "zh-Hant"], "zh-Hans"),
        (["zh-Hant"], ["zh-Hans"], nil),
        (["en-IN", "en-AU"], ["en", "en-GB"], "en-GB"),
        (["en-US"], ["en", "en-GB"], "en"),
        (["es-MX", "es-AR"], ["es", "es-419"], "es-419"),
        (["pt-BR"], ["pt", "pt-PT"], "pt"),
        (["pt-PT"], ["pt", "pt-PT"], "pt-PT"),
        (["sr-ME"], ["sr", "sr-Latn"], "sr-Latn"),
        (["ms"], ["id"], nil),
    ] as [([LanguageTag], [LanguageTag], LanguageTag?)])
    func chosenTableRow(preferences: [LanguageTag], available: [LanguageTag], chosen: LanguageTag?) {
        let matcher = LanguageMatcher(available: available)
        for preference in preferences {
            #expect(matcher.match(preference)?.localization == chosen, "\(preference) among \(available)")
        }
    }

    @Test(arguments: [("iw", "he"), ("in", "id"), ("ji", "yi")] as [(LanguageTag, LanguageTag)])
    func chosenLegacyCodes(legacy: LanguageTag, modern: LanguageTag) {
        let matcher = LanguageMatcher(available: ["en", "he", "id", "yi"])
        #expect(matcher.match(legacy)?.localization == modern)
    }

    @Test func chosenFallbackChain() throws {
        let matcher = LanguageMatcher(available: [
            "en", "en-GB", "es", "es-419", "pt", "zh-Hans", "zh-Hant"])
        let chain = matcher.fallbackChain(for: "es-419",
                                          developmentLanguage: "en")
        // [es-419, es, en]
        #expect(chain == ["es-419", "es", "en"])
        let russian = try Localizer(
            resources: resourcesURL, developmentLanguage: "en",
            store: .inMemory(.explicit("ru")), systemLanguages: .fixed([]))
        let english = russian.string("only.english")   // "Only in English": ru lacks it, en answers
        #expect(russian.language == "ru")
        #expect(english == "Only in English")
    }

    // MARK: PluralsAndFormatting.md

    @Test func pluralForms() throws {
        let localizer = try makeLocalizer()
        let one = localizer.format("inbox.count", 1)    // "You have 1 new message."
        let many = localizer.format("inbox.count", 5)   // "You have 5 new messages."
        try localizer.setLanguage("ru")
        let few = localizer.format("inbox.count", 3)       // "У вас 3 новых сообщения."
        let russianMany = localizer.format("inbox.count", 5)   // "У вас 5 новых сообщений."
        let twentyOne = localizer.format("inbox.count", 21)    // "У вас 21 новое сообщение."
        #expect(one == "You have 1 new message.")
        #expect(many == "You have 5 new messages.")
        #expect(few == "У вас 3 новых сообщения.")
        #expect(russianMany == "У вас 5 новых сообщений.")
        #expect(twentyOne == "У вас 21 новое сообщение.")
    }

    @Test func pluralRules() {
        let russian = PluralRules(for: "ru")
        let forms = [1, 2, 5, 21].map { russian.category(for: $0) }   // [.one, .few, .many, .one]
        let english = PluralRules(for: "en")
        let asWritten = english.category(forDecimal: "1.0")          // .other: "1.0 files"
        let ordinal = english.ordinalCategory(for: 22)                // .two: "22nd"
        #expect(forms == [.one, .few, .many, .one])
        #expect(asWritten == .other)
        #expect(ordinal == .two)
    }

    @Test func numberSymbols() {
        let german = FormatRenderer(symbols: NumberSymbols(for: "de"))
        let total = german.render("%.2f", 1234.5).string   // "1.234,50"
        let posix = FormatRenderer().render("%.2f", 1234.5).string   // "1234.50", as C's printf
        #expect(total == "1.234,50")
        #expect(posix == "1234.50")
    }

    @Test func formatsThatNeverCrash() {
        let result = FormatRenderer().render("%2$@ has %1$d", 3)   // argument 2 is missing
        let shown = result.string            // "%2$@ has 3"
        let problems = result.issues.count   // 1
        let swapped = FormatRenderer().render("%2$@, %1$@", "first", "second")
            .string   // "second, first"
        #expect(shown == "%2$@ has 3")
        #expect(problems == 1)
        #expect(swapped == "second, first")
    }

    // MARK: DatesAndNumbers.md

    @Test func datesLocale() throws {
        let localizer = try makeLocalizer()
        try localizer.setLanguage("ru")
        // ru, or ru_US for a user in the US
        let locale = localizer.locale
        let day = Date.now.formatted(.dateTime.locale(locale))
        #expect(locale.identifier == "ru")
        #expect(!day.isEmpty)
    }

    @Test func datesRegionalPreferences() {
        let inJapan = RegionalPreferences(
            localeIdentifier: "en_JP@calendar=japanese")
        let japanese = inJapan.locale(for: "ru").identifier
        // ru_JP@calendar=japanese
        #expect(japanese == "ru_JP@calendar=japanese")
    }

    @Test func datesFormats() throws {
        let localizer = try makeLocalizer()
        try localizer.setLanguage("ru")
        let formats = localizer.formats
        let count = formats.number(1234.5)   // "1 234,5"
        let share = formats.percent(0.25)    // "25 %"
        // "9,99 €"
        let price = formats.currency(9.99, code: "EUR")
        // "красный и синий"
        let colors = formats.list(["красный", "синий"])
        let when = formats.date(.now)  // "12 мая 2026 г., 14:30"
        let ago = formats.relative(.now - 3 * 86_400)
        // ago: "3 дня назад"
        #expect(count == "1\u{00A0}234,5")
        #expect(share == "25\u{00A0}%")
        #expect(price == "9,99\u{00A0}€")
        #expect(colors == "красный и синий")
        #expect(!when.isEmpty)
        #expect(ago == "3 дня назад")
    }

    // MARK: LingoFormats.md

    @Test func stringsFileKeepsEntriesAroundAnError() {
        let data = Data(
            """
            "title" = "Settings";
            "broken" = ;
            "done" = "Done";

            """.utf8
        )
        let file = StringsFile.parse(data, path: "en.lproj/Localizable.strings")
        let title = file["title"]                        // "Settings"
        let kept = file.entries.map(\.key)               // ["title", "done"]
        let problem = file.diagnostics.first?.location   // en.lproj/Localizable.strings:2:12
        #expect(title == "Settings")
        #expect(kept == ["title", "done"])
        #expect(problem?.description == "en.lproj/Localizable.strings:2:12")
    }
}

/// Step 2 of ReplacingALanguageManager.md, as the article writes it.
func migrateLegacyChoice(from defaults: UserDefaults, key: String,
                         to localizer: Localizer) {
    guard let code = defaults.string(forKey: key) else { return }
    defer { defaults.removeObject(forKey: key) }
    // Not a language code: follow the system.
    guard let tag = try? LanguageTag(code) else { return }
    do {
        try localizer.setLanguage(tag)
    } catch {
        // The app no longer has that language.
        print("Lingo: \(error); following the system")
    }
}

/// Collects the changes a notification observer saw.
typealias ChangeLog = Recorder<LanguageChange>

extension Recorder where Element == LanguageChange {
    /// The changes seen so far, in order.
    var changes: [LanguageChange] { values }
}
