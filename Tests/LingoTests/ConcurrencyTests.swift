// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import TestSupport
import Testing

@Suite struct ConcurrencyTests {
    /// Several tasks switch language while others look strings up: nothing crashes, and every
    /// lookup returns a value of one of the languages, never a torn or foreign one.
    @Test(.timeLimit(.minutes(5))) func switchingWhileReading() async throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        let languages: [LanguageTag] = ["en", "ko", "zh-Hant", "zh-Hans", "es", "es-419"]
        let greetings: Set<String> = ["Hello", "안녕하세요", "您好", "你好", "Hola", "¡Hola!"]
        let observed = EventLog<LanguageChange>()
        let token = localizer.observe { observed.append($0) }
        let bad = EventLog<String>()
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<3 {
                group.addTask {
                    for step in 0..<300 {
                        let tag = languages[(writer + step) % languages.count]
                        if step % 17 == 0 { localizer.followSystem() } else { try? localizer.setLanguage(tag) }
                    }
                }
            }
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<20_000 {
                        let greeting = localizer.string("greeting")
                        if !greetings.contains(greeting) { bad.append(greeting) }
                        let title = localizer.string("title", table: "Settings")
                        if title != "Settings" && title != "設定" { bad.append(title) }
                        _ = localizer.language
                    }
                }
            }
        }
        #expect(bad.events.isEmpty)
        // Events form one unbroken chain: each starts where the previous ended.
        let events = observed.events
        for (previous, next) in zip(events, events.dropFirst()) {
            #expect(previous.newLanguage == next.oldLanguage)
        }
        #expect(events.last?.newLanguage == localizer.language)
        _ = token
    }
}
