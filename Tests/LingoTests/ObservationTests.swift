// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import Observation
import TestSupport
import Testing

@Suite struct ObservationTests {
    @Test func closureObserversSeeOneEventPerChangeWithOldAndNew() throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        let log = EventLog<LanguageChange>()
        let token = localizer.observe { log.append($0) }
        try localizer.setLanguage("ko")
        try localizer.setLanguage("ko")  // same language: no event
        try localizer.setLanguage("zh-TW")
        try localizer.setLanguage("zh-HK")  // resolves to zh-Hant again: no event
        localizer.followSystem()  // back to en
        localizer.followSystem()  // no change
        #expect(log.events.map { "\($0.oldLanguage)>\($0.newLanguage)" } == ["en>ko", "ko>zh-Hant", "zh-Hant>en"])
        #expect(log.events.map(\.preference) == [.explicit("ko"), .explicit("zh-TW"), .system])
        token.cancel()
        try localizer.setLanguage("es")
        #expect(log.events.count == 3)
    }

    @Test func releasingTheTokenStopsTheObservation() throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        let log = EventLog<LanguageChange>()
        do {
            let token = localizer.observe { log.append($0) }
            try localizer.setLanguage("ko")
            _ = token
        }
        try localizer.setLanguage("es")
        #expect(log.events.count == 1)
    }

    @Test func observersMaySwitchAgainAndLookUp() throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        let seen = EventLog<String>()
        let token = localizer.observe { change in
            seen.append(localizer.string("greeting"))
            if change.newLanguage == "ko" { try? localizer.setLanguage("es") }
        }
        try localizer.setLanguage("ko")
        #expect(localizer.language == "es")
        #expect(seen.events == ["안녕하세요", "Hola"])
        _ = token
    }

    @Test func notificationCenterIsPosted() throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        let log = EventLog<LanguageChange>()
        let observer = NotificationCenter.default.addObserver(
            forName: Localizer.languageDidChangeNotification, object: localizer, queue: nil
        ) { notification in
            if let change = notification.userInfo?[Localizer.changeUserInfoKey] as? LanguageChange {
                log.append(change)
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        try localizer.setLanguage("ko")
        try localizer.setLanguage("ko")
        #expect(log.events.map(\.newLanguage) == ["ko"])
    }

    @Test(.timeLimit(.minutes(5))) func asyncSequenceDeliversChanges() async throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        let changes = localizer.changes
        try localizer.setLanguage("ko")
        try localizer.setLanguage("ko")
        try localizer.setLanguage("es")
        var received = [LanguageTag]()
        for await change in changes {
            received.append(change.newLanguage)
            if received.count == 2 { break }
        }
        #expect(received == ["ko", "es"])
    }

    @Test func observationTrackingFiresOnASwitch() throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        let fired = EventLog<Bool>()
        withObservationTracking {
            _ = localizer.string("greeting")
        } onChange: {
            fired.append(true)
        }
        try localizer.setLanguage("ko")
        #expect(fired.events.count == 1)

        let preferenceFired = EventLog<Bool>()
        withObservationTracking {
            _ = localizer.preference
        } onChange: {
            preferenceFired.append(true)
        }
        localizer.followSystem()
        #expect(preferenceFired.events.count == 1)
    }

    @Test func preferenceTrackingStartedAfterSwitchesIsToldTheNextChange() throws {
        // The switches before anything read the preference; then a change of the preference
        // alone (the language stays en).
        let localizer = try AppFixture.localizer(system: ["en"])
        try localizer.setLanguage("ko")
        try localizer.setLanguage("en")
        let fired = EventLog<Bool>()
        withObservationTracking {
            _ = localizer.preference
        } onChange: {
            fired.append(true)
        }
        localizer.followSystem()
        #expect(fired.events.count == 1)
        #expect(localizer.language == "en")
        #expect(localizer.preference == .system)
    }

    @Test func cyclingThroughThreeLanguagesTellsEachChangeOnceWithItsOldLanguage() throws {
        // A switch remembers its last two targets: a third language, and a switch back to the one
        // it forgot, must still tell the right old and new languages (to observers, to
        // NotificationCenter and to Observation) and leave the preference and lookups right.
        let localizer = try AppFixture.localizer(system: ["en"])
        let log = EventLog<String>()
        let posted = EventLog<String>()
        let observer = NotificationCenter.default.addObserver(
            forName: Localizer.languageDidChangeNotification, object: localizer, queue: nil
        ) { notification in
            if let change = notification.userInfo?[Localizer.changeUserInfoKey] as? LanguageChange {
                posted.append("\(change.oldLanguage)>\(change.newLanguage)")
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        try localizer.setLanguage("ko")  // before any handler: told to NotificationCenter only
        let token = localizer.observe { log.append("\($0.oldLanguage)>\($0.newLanguage)") }
        let tracked = EventLog<Bool>()
        for tag: LanguageTag in ["es", "en", "ko", "es", "ko", "en"] {
            withObservationTracking {
                _ = localizer.language
            } onChange: {
                tracked.append(true)
            }
            try localizer.setLanguage(tag)
            #expect(localizer.language == tag)
            #expect(localizer.preference == .explicit(tag))
        }
        #expect(log.events == ["ko>es", "es>en", "en>ko", "ko>es", "es>ko", "ko>en"])
        #expect(posted.events == ["en>ko"] + log.events)
        #expect(tracked.events.count == 6)
        #expect(localizer.string("greeting") == "Hello")
        token.cancel()
        try localizer.setLanguage("ko")
        #expect(log.events.count == 6)
        #expect(posted.events.count == 8)
    }
}
