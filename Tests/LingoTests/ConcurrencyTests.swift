// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoChecks
import TestSupport
import Testing

@testable import Lingo

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

    /// Updates replace the content in use while others read, by key and through a generated key
    /// list: every read returns the bundled text or one of the updates', and the snapshots
    /// replaced are freed once their readers have left (run under ThreadSanitizer in CI).
    @Test(.timeLimit(.minutes(5))) func updatingWhileReading() async throws {
        let overlays = try withTemporaryFolder { folder in
            try ["안녕!", "안녕?"].map { text -> TableOverlay in
                let korean = folder.appendingPathComponent("\(text.hashValue)/ko.lproj")
                try FileManager.default.createDirectory(at: korean, withIntermediateDirectories: true)
                try Data("\"greeting\" = \"\(text)\";".utf8).write(
                    to: korean.appendingPathComponent("Localizable.strings"))
                let entries = LanguageEntries(
                    language: "ko", directory: try ResourceDirectory(scanning: korean.deletingLastPathComponent()))
                return TableOverlay(entries: ["ko": entries.tables.mapValues(\.ordered)], device: .other)
            }
        }
        let localizer = try AppFixture.localizer(system: ["ko"])
        let keys = LocalizationKeys(keys: ["greeting"])
        let texts: Set<String> = ["안녕하세요", "안녕!", "안녕?"]
        let bad = EventLog<String>()
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for step in 0..<600 { localizer.installOverlay(step % 3 == 2 ? nil : overlays[step % 3]) }
            }
            for _ in 0..<3 {
                group.addTask {
                    for _ in 0..<20_000 {
                        let byKey = localizer.string("greeting")
                        if !texts.contains(byKey) { bad.append(byKey) }
                        let byIndex = localizer.string(at: 0, of: keys)
                        if !texts.contains(byIndex) { bad.append(byIndex) }
                    }
                }
            }
        }
        #expect(bad.events.isEmpty, "\(Set(bad.events))")
        localizer.installOverlay(overlays[1])
        #expect(localizer.string("greeting") == "안녕?")
        #expect(localizer.string(at: 0, of: keys) == "안녕?")
    }
}
