// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoChecks
import Observation
import TestSupport
import Testing

@testable import Lingo

/// `LanguageChange.reason`: the app's switch, the system's languages, an over-the-air update.
@Suite struct ChangeReasonTests {
    /// System languages a test can change.
    final class SystemBox: @unchecked Sendable {
        // @unchecked: `languages` is only read and written under `lock`.
        private let lock = NSLock()
        private var current: [LanguageTag]
        init(_ languages: [LanguageTag]) { current = languages }
        var languages: [LanguageTag] {
            get { lock.withLock { current } }
            set { lock.withLock { current = newValue } }
        }
    }

    @Test func eachChangeSaysWhyItHappened() throws {
        let system = SystemBox(["en"])
        let localizer = try Localizer(
            resources: AppFixture.resources, developmentLanguage: "en", store: .inMemory(),
            systemLanguages: SystemLanguages { system.languages })
        let log = EventLog<LanguageChange>()
        let token = localizer.observe { log.append($0) }

        try localizer.setLanguage("ko")
        localizer.followSystem()
        system.languages = ["zh-TW"]
        localizer.refreshSystemLanguages()
        localizer.refreshSystemLanguages()  // nothing changed since: no change told

        #expect(log.events.map(\.reason) == [.userChoice, .userChoice, .systemLanguages])
        #expect(log.events.map { "\($0.oldLanguage)>\($0.newLanguage)" } == ["en>ko", "ko>en", "en>zh-Hant"])
        #expect(log.events.last?.preference == .system)
        token.cancel()
    }

    @Test func aContentUpdateKeepsTheLanguageAndSaysSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-tests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let korean = folder.appendingPathComponent("ko.lproj")
        try FileManager.default.createDirectory(at: korean, withIntermediateDirectories: true)
        try Data(#""greeting" = "안녕!";"#.utf8).write(to: korean.appendingPathComponent("Localizable.strings"))

        let localizer = try AppFixture.localizer(system: ["ko"])
        let log = EventLog<LanguageChange>()
        let token = localizer.observe { log.append($0) }
        let reasons = EventLog<String>()
        let observer = NotificationCenter.default.addObserver(
            forName: Localizer.languageDidChangeNotification, object: localizer, queue: nil
        ) { notification in
            if let reason = notification.userInfo?[Localizer.reasonUserInfoKey] as? String { reasons.append(reason) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let tracked = EventLog<String>()
        withObservationTracking {
            _ = localizer.string("greeting")
        } onChange: {
            tracked.append("language")
        }

        let entries = LanguageEntries(language: "ko", directory: try ResourceDirectory(scanning: folder))
        localizer.installOverlay(
            TableOverlay(entries: ["ko": entries.tables.mapValues(\.ordered)], device: localizer.device))
        #expect(localizer.string("greeting") == "안녕!")
        localizer.installOverlay(nil)
        #expect(localizer.string("greeting") == "안녕하세요")

        #expect(log.events.map(\.reason) == [.contentUpdate, .contentUpdate])
        #expect(log.events.allSatisfy { $0.oldLanguage == "ko" && $0.newLanguage == "ko" })
        #expect(reasons.events == ["contentUpdate", "contentUpdate"])
        #expect(tracked.events == ["language"], "a view showing the strings is told to render again")
        #expect(log.events.first?.description.hasPrefix("contentUpdate: ko → ko") == true)
        token.cancel()
    }

    @Test func theNotificationNamesTheReason() throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        let posted = EventLog<String>()
        let observer = NotificationCenter.default.addObserver(
            forName: Localizer.languageDidChangeNotification, object: localizer, queue: nil
        ) { notification in
            let change = notification.userInfo?[Localizer.changeUserInfoKey] as? LanguageChange
            let reason = notification.userInfo?[Localizer.reasonUserInfoKey] as? String
            posted.append("\(reason ?? "-") \(change?.reason.rawValue ?? "-")")
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        try localizer.setLanguage("ko")
        try localizer.setLanguage("es")
        try localizer.setLanguage("ko")  // a change made again from the same language
        #expect(posted.events == ["userChoice userChoice", "userChoice userChoice", "userChoice userChoice"])
    }

    @Test func reasonsCompareByName() {
        let reasons: [LanguageChange.Reason] = [.userChoice, .systemLanguages, .contentUpdate]
        #expect(Set(reasons.map(\.rawValue)).count == 3)
        #expect(LanguageChange.Reason(rawValue: "contentUpdate") == .contentUpdate)
        #expect(
            LanguageChange.Reason(rawValue: "contentUpdate").hashValue == LanguageChange.Reason.contentUpdate.hashValue)
        #expect(reasons.map(\.description) == ["userChoice", "systemLanguages", "contentUpdate"])
    }
}
