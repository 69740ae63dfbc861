// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import Observation
import TestSupport
import Testing

/// Observers are told after the switch lock is released, one change at a time, in the order
/// the changes were made: a handler may switch again, look up or wait for another thread's
/// switch without a deadlock, and every observer sees the same sequence.
@Suite struct ChangeOrderTests {
    /// Runs `body` on another thread and waits for it up to a generous limit, so that a
    /// deadlock fails the test instead of hanging the suite.
    private func completes(_ body: @escaping @Sendable () -> Void) -> Bool {
        let done = DispatchSemaphore(value: 0)
        Thread {
            body()
            done.signal()
        }.start()
        return done.wait(timeout: .now() + 60) == .success
    }

    private static func describe(_ change: LanguageChange) -> String {
        "\(change.oldLanguage)>\(change.newLanguage)"
    }

    @Test func anObserverThatSwitchesAgainLetsEveryObserverSeeTheChangesInOrder() throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        // Registered first, so that it switches before the others are told of the first change.
        let switcher = localizer.observe { change in
            if change.newLanguage == "ko" { try? localizer.setLanguage("es") }
        }
        let told = EventLog<String>()
        let recorder = localizer.observe { told.append(Self.describe($0)) }
        let posted = EventLog<String>()
        let observer = NotificationCenter.default.addObserver(
            forName: Localizer.languageDidChangeNotification, object: localizer, queue: nil
        ) { notification in
            if let change = notification.userInfo?[Localizer.changeUserInfoKey] as? LanguageChange {
                posted.append(Self.describe(change))
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        try localizer.setLanguage("ko")

        #expect(told.events == ["en>ko", "ko>es"])
        #expect(posted.events == ["en>ko", "ko>es"])
        #expect(localizer.language == "es")
        #expect(localizer.preference == .explicit("es"))
        _ = (switcher, recorder)
    }

    @Test func aHandlerMayWaitForASwitchMadeOnAnotherThread() throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        let told = EventLog<String>()
        let waits = EventLog<Bool>()
        let token = localizer.observe { change in
            told.append(Self.describe(change))
            guard change.newLanguage == "ko" else { return }
            // The other thread's switch must not wait for this handler to return.
            waits.append(self.completes { try? localizer.setLanguage("es") })
        }
        let finished = completes { try? localizer.setLanguage("ko") }

        #expect(finished)
        #expect(waits.events == [true])
        #expect(told.events == ["en>ko", "ko>es"], "the other thread's change is told after this one")
        #expect(localizer.language == "es")
        token.cancel()
    }

    @Test func handlersMaySwitchLookUpAndObserveWithoutADeadlock() throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        let keys = LocalizationKeys(keys: ["greeting"])
        let seen = EventLog<String>()
        let tokens = Recorder<LanguageObservation>()
        let token = localizer.observe { change in
            seen.append(localizer.string("greeting"))
            _ = localizer.format("files", 2)
            _ = localizer.string(at: 0, of: keys)
            _ = localizer.strings.string(at: 0, of: keys)
            _ = (localizer.preference, localizer.selection, localizer.fallbackChain)
            _ = try? localizer.withLanguage("ko") { localizer.string("greeting") }
            tokens.append(localizer.observe { _ in })
            localizer.refreshSystemLanguages()
            switch change.newLanguage {
            case "ko": try? localizer.setLanguage("zh-Hant")
            case "zh-Hant": localizer.followSystem()
            default: break
            }
        }
        #expect(completes { try? localizer.setLanguage("ko") })
        #expect(seen.events == ["안녕하세요", "您好", "Hello"])
        #expect(localizer.language == "en")
        #expect(localizer.preference == .system)
        token.cancel()
    }

    @Test func observationAndNotificationHandlersMaySwitchWithoutADeadlock() throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        withObservationTracking {
            _ = localizer.language
        } onChange: {
            // Runs inside Observation's willSet, when the change is told.
            try? localizer.setLanguage("es")
        }
        let observer = NotificationCenter.default.addObserver(
            forName: Localizer.languageDidChangeNotification, object: localizer, queue: nil
        ) { notification in
            if let change = notification.userInfo?[Localizer.changeUserInfoKey] as? LanguageChange,
                change.newLanguage == "es"
            {
                try? localizer.setLanguage("zh-Hant")
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let told = EventLog<String>()
        let token = localizer.observe { told.append(Self.describe($0)) }

        #expect(completes { try? localizer.setLanguage("ko") })

        #expect(told.events == ["en>ko", "ko>es", "es>zh-Hant"])
        #expect(localizer.language == "zh-Hant")
        token.cancel()
    }

    @Test func anIssueHandlerMaySwitchWhenTheStoreFails() throws {
        struct FailingStore: PreferenceStore {
            func load() throws -> LanguagePreference? { nil }
            func save(_ preference: LanguagePreference) throws {
                throw PreferenceStoreError("the disk is full")
            }
            var savesQuickly: Bool { true }
        }
        let localizer = try Localizer(
            resources: AppFixture.resources, developmentLanguage: "en", store: FailingStore(),
            systemLanguages: .fixed(["en"]))
        let issues = IssueLog()
        localizer.issueHandler = { issue in
            issues.append(issue)
            if case .preferenceStore = issue { localizer.followSystem() }
        }
        #expect(completes { try? localizer.setLanguage("ko") })
        #expect(issues.issues.contains(.preferenceStore(message: "\(PreferenceStoreError("the disk is full"))")))
        #expect(localizer.language == "en", "the handler followed the system")
        localizer.issueHandler = nil
    }

    @Test func anObserverAddedWhileChangesWaitIsToldOnlyTheLaterOnes() throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        let late = EventLog<String>()
        let tokens = Recorder<LanguageObservation>()
        let first = localizer.observe { change in
            guard change.newLanguage == "ko" else { return }
            try? localizer.setLanguage("es")  // queued: made before the observer below exists
            tokens.append(localizer.observe { late.append(Self.describe($0)) })
        }
        try localizer.setLanguage("ko")
        try localizer.setLanguage("zh-Hant")
        #expect(late.events == ["es>zh-Hant"])
        first.cancel()
    }

    @Test(.timeLimit(.minutes(5))) func concurrentSwitchesAreToldInOneOrderToEveryObserver() async throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        let languages: [LanguageTag] = ["en", "ko", "zh-Hant", "zh-Hans", "es", "es-419"]
        let first = EventLog<LanguageChange>()
        let second = EventLog<LanguageChange>()
        let posted = EventLog<LanguageChange>()
        let firstToken = localizer.observe { first.append($0) }
        let secondToken = localizer.observe { change in
            // A lookup in the handler makes deliveries overlap the other thread's switches.
            _ = localizer.string("greeting")
            second.append(change)
        }
        let observer = NotificationCenter.default.addObserver(
            forName: Localizer.languageDidChangeNotification, object: localizer, queue: nil
        ) { notification in
            if let change = notification.userInfo?[Localizer.changeUserInfoKey] as? LanguageChange {
                posted.append(change)
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let stream = localizer.changes

        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            for step in 0..<400 {
                if step % 11 == 0 {
                    localizer.followSystem()
                } else {
                    try? localizer.setLanguage(languages[(thread * 3 + step) % languages.count])
                }
            }
        }

        let sequence = first.events
        try #require(sequence.count > 1)
        #expect(second.events == sequence)
        #expect(posted.events == sequence)
        var brokenLinks = 0
        for (previous, next) in zip(sequence, sequence.dropFirst()) where previous.newLanguage != next.oldLanguage {
            brokenLinks += 1
        }
        #expect(brokenLinks == 0, "each change starts where the one told before it ended")
        #expect(sequence.last?.newLanguage == localizer.language)
        var streamed = [LanguageChange]()
        for await change in stream {
            streamed.append(change)
            if streamed.count == sequence.count { break }
        }
        #expect(streamed == sequence)
        _ = (firstToken, secondToken)
    }
}
