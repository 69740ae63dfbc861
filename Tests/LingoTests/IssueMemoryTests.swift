// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

@testable import Lingo

/// The issue handler hears each issue once without the localizer remembering every missing
/// key forever (issue 13, item 2).
@Suite struct IssueMemoryTests {
    /// Counts what a handler is told, without keeping it.
    final class Counter: @unchecked Sendable {
        // @unchecked: `count` is only touched with `lock` held.
        private let lock = NSLock()
        private var value = 0
        func increment() { lock.withLock { value += 1 } }
        var count: Int { lock.withLock { value } }
    }

    @Test func distinctMissingKeysAreToldOnceAndRememberedWithinTheBound() throws {
        let counter = Counter()
        let localizer = try Localizer(
            resources: AppFixture.resources, developmentLanguage: "en", store: .inMemory(),
            systemLanguages: .fixed(["en"])
        ) { _ in counter.increment() }
        let keys = 400_000
        for index in 0..<keys {
            _ = localizer.string("missing.\(index)")
            if index % 50_000 == 0 {
                #expect(localizer.issues.rememberedCount <= RecentIssues.defaultCapacity)
            }
        }
        #expect(counter.count == keys, "each distinct missing key is told once")
        #expect(localizer.issues.rememberedCount <= RecentIssues.defaultCapacity)
        // The recent ones are remembered: not told again.
        for index in (keys - RecentIssues.defaultCapacity / 2)..<keys { _ = localizer.string("missing.\(index)") }
        #expect(counter.count == keys)
        // The oldest are forgotten, as the documentation of `issueHandler` says: told again.
        _ = localizer.string("missing.0")
        #expect(counter.count == keys + 1)
    }

    @Test func anIssueIsRememberedForAtLeastHalfTheCapacityAfterItWasLastSeen() {
        var recent = RecentIssues(capacity: 8)
        do { let new = recent.insert(hash: 0); #expect(new) }
        do { let new = recent.insert(hash: 0); #expect(!new) }
        for hash in 1...4 { do { let new = recent.insert(hash: hash); #expect(new) } }  // 4 newer distinct issues
        do { let new = recent.insert(hash: 0); #expect(!new, "still remembered after capacity / 2 newer issues") }
        for hash in 5...12 { do { let new = recent.insert(hash: hash); #expect(new) } }
        #expect(recent.count <= 8)
        do { let new = recent.insert(hash: 1); #expect(new, "forgotten after `capacity` newer distinct issues") }
    }

    @Test func anIssueThatKeepsHappeningStaysRemembered() {
        var recent = RecentIssues(capacity: 8)
        do { let new = recent.insert(hash: -1); #expect(new) }
        for hash in 0..<100 {
            do { let new = recent.insert(hash: hash); #expect(new) }
            do { let new = recent.insert(hash: -1); #expect(!new, "seen every time, never told again") }
            #expect(recent.count <= 8)
        }
    }

    @Test func theIssuesOfAFileAndAStoreAreStillToldOnce() throws {
        let log = IssueLog()
        let localizer = try AppFixture.localizer(system: ["en"], issues: log)
        for _ in 0..<3 {
            _ = localizer.string("nope")
            _ = localizer.string("nope", table: "Other")
        }
        let missing = log.issues.filter { if case .missingKey = $0 { true } else { false } }
        #expect(
            missing == [
                .missingKey(key: "nope", table: "Localizable", language: "en"),
                .missingKey(key: "nope", table: "Other", language: "en"),
            ])
    }
}
