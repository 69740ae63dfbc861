// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import TestSupport
import Testing

@Suite struct TaskLocalTests {
    @Test func withLanguageChangesOnlyTheScope() throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        let log = EventLog<LanguageChange>()
        let token = localizer.observe { log.append($0) }
        let inside = try localizer.withLanguage("ko") { (localizer.string("greeting"), localizer.language) }
        #expect(inside.0 == "안녕하세요")
        #expect(inside.1 == "ko")
        #expect(localizer.string("greeting") == "Hello")
        #expect(localizer.language == "en")
        #expect(localizer.preference == .system)
        #expect(log.events.isEmpty)
        let nested = try localizer.withLanguage("ko") {
            try localizer.withLanguage("zh-TW") { localizer.string("greeting") }
        }
        #expect(nested == "您好")
        #expect(throws: LocalizerError.self) { try localizer.withLanguage("fr") { 0 } }
        _ = token
    }

    @Test(.timeLimit(.minutes(5))) func withLanguageIsIsolatedAcrossConcurrentTasks() async throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        let expectations: [(LanguageTag, String)] = [
            ("ko", "안녕하세요"), ("zh-Hant", "您好"), ("zh-Hans", "你好"),
            ("es", "Hola"), ("en", "Hello"),
        ]
        let wrong = EventLog<String>()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (tag, greeting) in expectations {
                group.addTask {
                    try await localizer.withLanguage(tag) {
                        for _ in 0..<200 {
                            await Task.yield()
                            let value = localizer.string("greeting")
                            if value != greeting { wrong.append("\(tag): \(value)") }
                            // Child tasks inherit the scope.
                            let child = await Task { localizer.string("greeting") }.value
                            if child != greeting { wrong.append("child \(tag): \(child)") }
                        }
                    }
                }
            }
            group.addTask {
                for _ in 0..<200 {
                    await Task.yield()
                    let value = localizer.string("greeting")
                    if value != "Hello" { wrong.append("outside: \(value)") }
                }
            }
            try await group.waitForAll()
        }
        #expect(wrong.events.isEmpty)
        #expect(localizer.string("greeting") == "Hello")
    }

    @Test func twoLocalizersHaveIndependentScopes() throws {
        let first = try AppFixture.localizer(system: ["en"])
        let second = try AppFixture.localizer(system: ["ko"])
        let values = try first.withLanguage("zh-Hans") { (first.string("greeting"), second.string("greeting")) }
        #expect(values.0 == "你好")
        #expect(values.1 == "안녕하세요")
    }
}
