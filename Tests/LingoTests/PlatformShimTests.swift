// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import Lingo

/// The platform-neutral logic behind the Apple-only shims (the `Bundle` subclasses, the SwiftUI
/// modifier, the UIKit helper), run on every platform.
@Suite struct PlatformShimTests {
    // MARK: - Bundle bridge

    @Test(
        arguments: [
            // key, value, table, expected
            ("greeting", nil, nil, "Hello"),
            ("greeting", "ignored", nil, "Hello"),
            ("greeting", nil, "", "Hello"),  // an empty table name is Localizable
            ("title", nil, "Settings", "Settings"),
            ("only.en", nil, nil, "Only in English"),
            ("missing", nil, nil, "missing"),  // no value: the key itself
            ("missing", "", nil, "missing"),  // an empty value counts as none
            ("missing", "Default", nil, "Default"),
            ("missing", "Default", "Settings", "Default"),
        ] as [(String, String?, String?, String)])
    func localizedStringAnswersAsFoundationDocuments(
        key: String, value: String?, table: String?,
        expected: String
    ) throws {
        let bridge = BundleBridge(localizer: try AppFixture.localizer(system: ["en"]))
        #expect(bridge.localizedString(forKey: key, value: value, table: table) == expected)
    }

    @Test func localizedStringFollowsTheLanguageAndItsChain() throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        let bridge = BundleBridge(localizer: localizer)
        try localizer.setLanguage("zh-TW")
        #expect(bridge.localizedString(forKey: "greeting", value: nil, table: nil) == "您好")
        #expect(bridge.localizedString(forKey: "title", value: nil, table: "Settings") == "設定")
        #expect(bridge.localizedString(forKey: "only.en", value: nil, table: nil) == "Only in English")
        #expect(bridge.preferredLocalizations == ["zh-Hant"])
        try localizer.setLanguage("es-MX")
        #expect(bridge.localizedString(forKey: "only.es", value: nil, table: nil) == "Solo en español")
        #expect(bridge.preferredLocalizations == ["es-419"])
    }

    /// Foundation's own `Bundle` is the oracle where it works on Linux: a bundle with one
    /// localization, asked the same questions.
    @Test func localizedStringMatchesFoundationOnASingleLanguageBundle() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-shim-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let lproj = folder.appendingPathComponent("en.lproj", isDirectory: true)
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try Data("\"a\" = \"A\";\n\"empty\" = \"\";\n".utf8).write(
            to: lproj.appendingPathComponent("Localizable.strings"))
        try Data("\"b\" = \"B\";\n".utf8).write(to: lproj.appendingPathComponent("Other.strings"))
        let foundation = try #require(Bundle(path: folder.path))
        let localizer = try Localizer(
            resources: folder, developmentLanguage: "en", store: .inMemory(),
            systemLanguages: .fixed(["en"]))
        let bridge = BundleBridge(localizer: localizer)
        for key in ["a", "b", "empty", "missing"] {
            for value in [nil, "", "V"] as [String?] {
                for table in [nil, "", "Localizable", "Other"] as [String?] {
                    let expected = foundation.localizedString(forKey: key, value: value, table: table)
                    let actual = bridge.localizedString(forKey: key, value: value, table: table)
                    #expect(actual == expected, "key \(key), value \(value ?? "nil"), table \(table ?? "nil")")
                }
            }
        }
    }

    @Test func resourcesAndPathsFollowTheChainOrLetBundleAnswer() throws {
        let localizer = try Localizer(
            resources: ResourceTests.resources, developmentLanguage: "en",
            store: .inMemory(), systemLanguages: .fixed(["en"]))
        try localizer.setLanguage("zh-Hant-HK")
        let bridge = BundleBridge(localizer: localizer)
        let flag = try #require(bridge.url(forResource: "flag", withExtension: "txt", subdirectory: nil))
        #expect(flag.deletingLastPathComponent().lastPathComponent == "zh-Hant.lproj")
        #expect(bridge.path(forResource: "flag", ofType: "txt") == flag.path)
        #expect(
            bridge.url(forResource: "welcome", withExtension: "txt", subdirectory: "sounds")?.path
                .hasSuffix("en.lproj/sounds/welcome.txt") == true)
        // No name, or nothing found: nil, so the subclass asks Bundle itself.
        #expect(bridge.url(forResource: nil, withExtension: "txt", subdirectory: nil) == nil)
        #expect(bridge.url(forResource: "", withExtension: "txt", subdirectory: nil) == nil)
        #expect(bridge.path(forResource: "nothing", ofType: "png") == nil)
    }

    // MARK: - SwiftUI environment

    @Test(
        arguments: [
            ("en", "en", false), ("zh-Hant", "zh-Hant", false), ("ar", "ar", true), ("he", "he", true),
            ("fa", "fa", true), ("ur", "ur", true), ("ar-XB", "ar-XB", true), ("en-XA", "en-XA", false),
        ] as [(LanguageTag, String, Bool)])
    func swiftUIEnvironmentComesFromTheLanguage(language: LanguageTag, locale: String, rightToLeft: Bool) {
        let environment = InterfaceEnvironment(language: language)
        #expect(environment.locale.identifier.replacingOccurrences(of: "_", with: "-") == locale)
        #expect(environment.isRightToLeft == rightToLeft)
    }

    // MARK: - Main-actor re-application (UIKit's keepApplyingTexts)

    /// Waits for signals, not for time: a second observer, registered after the first, says when
    /// a switch's main-actor work has run (handlers are called in registration order, and each
    /// queues its work on the main actor then), so the first one's work, if any, ran before it.
    @Test(.timeLimit(.minutes(5)))
    @MainActor
    func keepApplyingRunsNowAndOnTheMainActorAfterEachSwitch() async throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        let applied = AppliedTexts()
        let observation = localizer.keepApplying { localizer in
            MainActor.assertIsolated()
            applied.texts.append(localizer.string("greeting"))
        }
        #expect(applied.texts == ["Hello"])
        let (ran, signal) = AsyncStream.makeStream(of: String.self)
        let sentinel = localizer.keepApplying { signal.yield($0.string("greeting")) }
        defer { sentinel.cancel() }
        var runs = ran.makeAsyncIterator()
        #expect(await runs.next() == "Hello")  // now

        try await Task.detached { try localizer.setLanguage("ko") }.value
        #expect(await runs.next() == "안녕하세요")
        #expect(applied.texts == ["Hello", "안녕하세요"])

        observation.cancel()
        try localizer.setLanguage("zh-Hans")
        #expect(await runs.next() == "你好")
        #expect(applied.texts == ["Hello", "안녕하세요"])
    }
}

/// Texts a main-actor test applied, in order.
@MainActor private final class AppliedTexts {
    var texts: [String] = []
}
