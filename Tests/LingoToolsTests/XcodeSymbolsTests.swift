// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoTools
import TestSupport
import Testing

/// `lingo gen --xcode-symbols` on `Fixtures/XcodeSymbols` (two catalogs: `Localizable` and
/// `Paywall`): the checked-in `Generated/XcodeSymbols+Generated.swift` compiles as part of this
/// target, is what the generator writes today, and its symbols render through Lingo in the
/// in-app language, arguments and plural forms included. `lingo symbols` lists the same symbols.
@Suite struct XcodeSymbolsTests {
    static let folder = "Tests/LingoToolsTests/Fixtures/XcodeSymbols"
    static let command =
        "lingo gen \(folder) --xcode-symbols --localizer XcodeSymbolsLocalizer.shared "
        + "--output Tests/LingoToolsTests/Generated/XcodeSymbols+Generated.swift"
    static let resources = SharedData.packageRoot.appendingPathComponent(folder)

    static func localizer() throws -> Localizer {
        try Localizer(
            resources: resources, developmentLanguage: "en", store: .inMemory(), systemLanguages: .fixed(["en"]))
    }

    @Test func checkedInCodeIsUpToDate() throws {
        let project = try LocalizationProject.load(paths: [Self.resources.path])
        let generator = XcodeSymbolGenerator(
            localizer: "XcodeSymbolsLocalizer.shared", source: Self.folder, command: Self.command)
        let file = SharedData.packageRoot.appendingPathComponent(
            "Tests/LingoToolsTests/Generated/XcodeSymbols+Generated.swift")
        #expect(
            try generator.generate(project.catalogs) == String(contentsOf: file, encoding: .utf8),
            "XcodeSymbols+Generated.swift is stale: run `swift run \(Self.command)` in the package folder")
    }

    /// The sample `Scripts/typecheck-apple` checks against the iOS and tvOS SDKs (the
    /// `LocalizedStringResource` half) is the same catalogs' code with the default localizer.
    @Test func appleSnippetIsUpToDate() throws {
        let project = try LocalizationProject.load(paths: [Self.resources.path])
        let output = "Examples/AppleSnippets/XcodeSymbols+Generated.swift"
        let generator = XcodeSymbolGenerator(
            source: Self.folder, command: "lingo gen \(Self.folder) --xcode-symbols --output \(output)")
        #expect(
            try generator.generate(project.catalogs)
                == String(contentsOf: SharedData.packageRoot.appendingPathComponent(output), encoding: .utf8))
    }

    @Test func symbolsRenderInTheInAppLanguage() throws {
        let localizer = try Self.localizer()
        #expect(localizer.string(.settings) == "Settings")
        #expect(localizer.string(.itemsCount(1)) == "1 item")
        #expect(localizer.string(.itemsCount(3)) == "3 items")
        #expect(localizer.string(.swapAnd("a", "b")) == "Swap b and a")
        #expect(localizer.string(.inboxSummary(name: "Mia", count: 3)) == "Mia has 3 new messages")
        #expect(localizer.string(StringSymbol.Paywall.paywallTitle) == "Go Pro")
        try localizer.setLanguage("de")
        #expect(localizer.string(.settings) == "Einstellungen")
        #expect(localizer.string(.itemsCount(1)) == "1 Element")
        #expect(localizer.string(.itemsCount(1234)) == "1.234 Elemente", "numbers as German writes them")
        #expect(localizer.string(.continuedSessionSubtitle(completed: 1, total: 3)) == "1 fertig von 3 Dateien")
        #expect(localizer.string(.continuedSessionSubtitle(completed: 2, total: 1)) == "2 fertig von 1 Datei")
        #expect(localizer.string(.priceTotal(2.5)) == "Summe: 2,50")
        #expect(localizer.string(.swapAnd("a", "b")) == "a und b tauschen")
        #expect(localizer.string(.inboxSummary(name: "Mia", count: 1234)) == "Mia hat 1.234 neue Nachrichten")
        #expect(localizer.string(StringSymbol.Paywall.paywallPrice("9 €")) == "9 € pro Monat")
    }

    /// Russian needs one, few and many: Lingo chooses by CLDR's rules, never falling back to `other`.
    @Test func pluralFormsFollowTheLanguage() throws {
        let localizer = try Self.localizer()
        try localizer.setLanguage("ru")
        #expect(localizer.string(.itemsCount(1)) == "1 элемент")
        #expect(localizer.string(.itemsCount(2)) == "2 элемента")
        #expect(localizer.string(.itemsCount(5)) == "5 элементов")
        #expect(localizer.string(.itemsCount(21)) == "21 элемент")
        #expect(localizer.string(.settings) == "Settings", "a key ru lacks falls back to the development language")
    }

    /// Keys extracted from code and keys with `generatesSymbol: false` get no symbol.
    @Test func onlyKeysManagedByHandGetSymbols() throws {
        let table = try XcodeSymbolTable.load(path: Self.resources.appendingPathComponent("Localizable.xcstrings").path)
        #expect(
            table.symbols.map(\.key) == [
                "Settings", "Swap %2$@ and %1$@", "continued_session.subtitle", "inbox.summary", "items.count",
                "price.total",
            ])
        #expect(table.collisions.isEmpty)
        #expect(table.refusals.isEmpty)
    }

    @Test func symbolsCommandPrintsOneJSONObjectPerKey() throws {
        let result = try LingoExecutable.run(
            [
                "symbols", "\(Self.folder)/Localizable.xcstrings", "\(Self.folder)/Paywall.xcstrings", "--format",
                "json",
            ],
            in: SharedData.packageRoot)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.isEmpty)
        let table = #"{"table":"Localizable","#
        #expect(
            result.output.split(separator: "\n").map(String.init) == [
                table + #""key":"Settings","symbol":"settings","kind":"var","params":[]}"#,
                table
                    + #""key":"Swap %2$@ and %1$@","symbol":"swapAnd","kind":"func","params":["_:String","_:String"]}"#,
                table + #""key":"continued_session.subtitle","symbol":"continuedSessionSubtitle","kind":"func","#
                    + #""params":["completed:Int","total:Int"]}"#,
                table + #""key":"inbox.summary","symbol":"inboxSummary","kind":"func","#
                    + #""params":["name:String","count:Int"]}"#,
                table + #""key":"items.count","symbol":"itemsCount","kind":"func","params":["_:Int"]}"#,
                table + #""key":"price.total","symbol":"priceTotal","kind":"func","params":["_:Double"]}"#,
                #"{"table":"Paywall","key":"paywall.price","symbol":"Paywall.paywallPrice","kind":"func","#
                    + #""params":["_:String"]}"#,
                #"{"table":"Paywall","key":"paywall.title","symbol":"Paywall.paywallTitle","kind":"var","params":[]}"#,
            ])
        let json = try JSONSerialization.jsonObject(with: Data(result.output.split(separator: "\n")[0].utf8))
        #expect((json as? [String: Any])?["symbol"] as? String == "settings", "each line is a JSON object")
    }

    @Test func symbolsCommandReportsWhatStopsXcode() throws {
        let catalog = "Tests/LingoToolsTests/Fixtures/Rules/symbol-collision/bad/Localizable.xcstrings"
        let result = try LingoExecutable.run(["symbols", catalog], in: SharedData.packageRoot)
        #expect(result.status == 1)
        let file = "Tests/LingoToolsTests/Fixtures/Rules/symbol-collision/bad/Localizable.xcstrings"
        let lines = result.error.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                file + #":8:5: error: keys "All", "all" would generate the same symbol all"#,
                file + #":24:5: error: keys "Normal", "Normal " would generate the same symbol normal"#,
                file + #":16:5: error: keys "OK", "Ok" would generate the same symbol ok"#,
                file + #":32:5: error: key "%lld%%" has no letter or digit to name a symbol"#,
                file + #":28:5: error: key "Type" gives type, too close to a Swift keyword"#,
            ])
        #expect(result.output.isEmpty, "every key of that catalog collides or has no name")
    }

    @Test func generatorRefusesCollisions() throws {
        let folder = SharedData.packageRoot.appendingPathComponent(
            "Tests/LingoToolsTests/Fixtures/Rules/symbol-collision/bad")
        let project = try LocalizationProject.load(paths: [folder.path])
        #expect(throws: LingoToolsError.self) {
            try XcodeSymbolGenerator(source: "bad").generate(project.catalogs)
        }
    }

    @Test func collisionRuleNamesBothKeys() throws {
        let folder = SharedData.packageRoot.appendingPathComponent(
            "Tests/LingoToolsTests/Fixtures/Rules/symbol-collision/bad")
        let messages = try Fixtures.lint([folder]).filter { $0.rule == .symbolCollision }.map(\.message)
        #expect(
            messages.contains(
                #""All" would generate the same symbol as "all" (all): "#
                    + "Xcode's symbol generation stops the build; rename one"))
        #expect(messages.count == 5)
    }
}

#if canImport(Darwin)
/// The localizer the generated `LocalizedStringResource` members render through.
enum XcodeSymbolsLocalizer {
    static let shared = try! Localizer(resources: XcodeSymbolsTests.resources, developmentLanguage: "en")
}
#endif
