// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoTools
import TestSupport
import Testing

/// `lingo gen` on the demo's tables: the checked-in `Generated/DemoStrings+Generated.swift`
/// compiles (it is part of this test target), is what the generator writes today, and every
/// accessor returns what `Localizer` returns for the same key, in each of the demo's languages.
@Suite struct GeneratedAccessorTests {
    static let command =
        "lingo gen Examples/Demo/Resources --access internal --type-name DemoStrings "
        + "--table Localizable --table InfoPlist --output Tests/LingoToolsTests/Generated/DemoStrings+Generated.swift"
    static let resources = SharedData.packageRoot.appendingPathComponent("Examples/Demo/Resources")

    @Test func checkedInCodeIsUpToDate() throws {
        let project = try LocalizationProject.load(paths: [Self.resources.path])
        let generator = AccessorGenerator(
            typeName: "DemoStrings", accessLevel: .internal,
            tables: ["Localizable", "InfoPlist"], source: "Examples/Demo/Resources",
            command: Self.command)
        let fresh = try generator.generate(project)
        let file = SharedData.packageRoot.appendingPathComponent(
            "Tests/LingoToolsTests/Generated/DemoStrings+Generated.swift")
        let checkedIn = try String(contentsOf: file, encoding: .utf8)
        #expect(
            fresh == checkedIn,
            "DemoStrings+Generated.swift is stale: run `swift run \(Self.command)` in the package folder")
    }

    @Test func everyAccessorReturnsWhatTheLocalizerReturns() throws {
        let localizer = try Localizer(
            resources: Self.resources, developmentLanguage: "en", store: .inMemory(),
            systemLanguages: .fixed(["en"]))
        let strings = DemoStrings(localizer)
        #expect(localizer.availableLanguages.count == 6)
        // Every key has an accessor below: the lists are the demo's keys.
        #expect(DemoStrings.keys.keys.count == 11)
        #expect(DemoStrings.InfoPlistTable.keys.keys == ["CFBundleDisplayName"])
        for language in localizer.availableLanguages {
            try localizer.setLanguage(language)
            let l = localizer
            let pairs: [(String, String)] = [
                (strings.chosen.development, l.string("chosen.development")),
                (strings.chosen.system, l.string("chosen.system")),
                (strings.chosen.user, l.string("chosen.user")),
                (strings.greeting("Mia"), l.format("greeting", "Mia")),
                (strings.hint.keys, l.string("hint.keys")),
                (strings.inbox.count(1), l.format("inbox.count", 1)),
                (strings.inbox.count(3), l.format("inbox.count", 3)),
                (strings.inbox.count(11), l.format("inbox.count", 11)),
                (strings.sample.name, l.string("sample.name")),
                (strings.settings.followSystem, l.string("settings.followSystem")),
                (strings.settings.inUse, l.string("settings.inUse")),
                (strings.settings.language, l.string("settings.language")),
                (strings.settings.title, l.string("settings.title")),
                (strings.infoPlist.cfBundleDisplayName, l.string("CFBundleDisplayName", table: "InfoPlist")),
            ]
            for (index, (generated, expected)) in pairs.enumerated() {
                #expect(generated == expected, "\(language) accessor \(index)")
                #expect(!generated.isEmpty)
            }
        }
        try localizer.setLanguage("ja")
        #expect(strings.settings.title != "Settings", "the accessors follow the language in use")
        try localizer.setLanguage("en")
        #expect(strings.settings.title == "Settings")
        #expect(strings.greeting("Mia") == "Hello, Mia!")
        #expect(strings.inbox.count(1) == "You have 1 new message.", "the plural rule of the .stringsdict file")
        #expect(strings.inbox.count(3) == "You have 3 new messages.")
    }

    @Test func aSnapshotOfTheStringsKeepsItsLanguage() throws {
        let localizer = try Localizer(
            resources: Self.resources, developmentLanguage: "en", store: .inMemory(),
            systemLanguages: .fixed(["en"]))
        try localizer.setLanguage("ja")
        let japanese = DemoStrings(localizer.strings)
        let following = DemoStrings(localizer)
        let title = localizer.string("settings.title")
        let greeting = localizer.format("greeting", "Mia")
        let count = localizer.format("inbox.count", 3)
        #expect(title != "Settings")
        try localizer.setLanguage("en")
        #expect(japanese.settings.title == title, "a snapshot keeps the language it was made in")
        #expect(japanese.greeting("Mia") == greeting)
        #expect(japanese.inbox.count(3) == count)
        #expect(
            japanese.infoPlist.cfBundleDisplayName
                == (try localizer.withLanguage("ja") {
                    localizer.string("CFBundleDisplayName", table: "InfoPlist")
                }))
        #expect(following.settings.title == "Settings")
        #expect(DemoStrings(localizer.strings).settings.title == "Settings")
    }
}

/// `lingo gen` on keys that are hard to turn into Swift (`Fixtures/Generate`): a key that is
/// also a namespace, keywords, leading digits, reserved names, a namespace named `String`,
/// placeholders of each type, positional arguments, a plural rule with another argument, words
/// split on `-` (`inbox-count` → `inboxCount`) and placeholders left out of names (`Hello, %@!` → `hello`).
/// `Generated/TrickyStrings+Generated.swift` compiles as part of this target.
@Suite struct TrickyAccessorTests {
    static let command =
        "lingo gen Tests/LingoToolsTests/Fixtures/Generate --access internal --type-name TrickyStrings "
        + "--output Tests/LingoToolsTests/Generated/TrickyStrings+Generated.swift"
    static let resources = SharedData.packageRoot.appendingPathComponent("Tests/LingoToolsTests/Fixtures/Generate")

    @Test func checkedInCodeIsUpToDate() throws {
        let project = try LocalizationProject.load(paths: [Self.resources.path])
        let generator = AccessorGenerator(
            typeName: "TrickyStrings", accessLevel: .internal,
            source: "Tests/LingoToolsTests/Fixtures/Generate", command: Self.command)
        let file = SharedData.packageRoot.appendingPathComponent(
            "Tests/LingoToolsTests/Generated/TrickyStrings+Generated.swift")
        #expect(
            try generator.generate(project) == String(contentsOf: file, encoding: .utf8),
            "TrickyStrings+Generated.swift is stale: run `swift run \(Self.command)` in the package folder")
    }

    @Test func accessorsMatchTheLocalizer() throws {
        let localizer = try Localizer(
            resources: Self.resources, developmentLanguage: "en", store: .inMemory(),
            systemLanguages: .fixed(["en"]))
        let strings = TrickyStrings(localizer)
        #expect(TrickyStrings.keys.keys.count == 14)
        for language: LanguageTag in ["en", "fr"] {
            try localizer.setLanguage(language)
            let l = localizer
            #expect(strings.settings_ == l.string("settings"))
            #expect(strings.settings.title == l.string("settings.title"))
            #expect(strings.class == l.string("class"))
            #expect(strings._2fa.code("1234") == l.format("2fa.code", "1234"))
            #expect(strings.swap("a", "b") == l.format("swap", "a", "b"))
            #expect(strings.percent == l.format("percent"))
            #expect(strings.price(2.5) == l.format("price", 2.5))
            #expect(strings.size(UInt(3)) == l.format("size", UInt(3)))
            #expect(strings.localizer_ == l.string("localizer"))
            #expect(strings.aB == l.string("a..b"))
            #expect(strings.string.value == l.string("string.value"))
            #expect(strings.hello("Mia") == l.format("Hello, %@!", "Mia"))
            #expect(strings.inboxCount(4) == l.format("inbox-count", 4))
            #expect(strings.files.in.folder(2, "Docs") == l.format("files.in.folder", 2, "Docs"))
        }
        try localizer.setLanguage("fr")
        #expect(strings.swap("a", "b") == "a puis b")
        #expect(strings.percent == "100% sure", "%% is a percent sign")
    }
}
