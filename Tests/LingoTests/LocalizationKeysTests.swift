// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo
import Testing

@Suite struct LocalizationKeysTests {
    static let keys = LocalizationKeys(keys: ["greeting", "only.en", "nope", "files"])
    static let settings = LocalizationKeys(table: "Settings", keys: ["title"])

    @Test func indexedLookupsMatchKeyedLookupsAcrossSwitches() throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        for language: LanguageTag in ["en", "ko", "zh-Hant", "es-MX", "en"] {
            try localizer.setLanguage(language)
            for (index, key) in Self.keys.keys.enumerated() {
                #expect(localizer.string(at: index, of: Self.keys) == localizer.string(key), "\(language) \(key)")
            }
            #expect(localizer.string(at: 0, of: Self.settings) == localizer.string("title", table: "Settings"))
            #expect(localizer.format(at: 3, of: Self.keys, 12345) == localizer.format("files", 12345))
        }
        #expect(localizer.string(at: 99, of: Self.keys) == "")
        #expect(localizer.string(at: -1, of: Self.keys) == "")
    }

    @Test func oneKeyListServesTwoLocalizers() throws {
        let english = try AppFixture.localizer(system: ["en"])
        let korean = try AppFixture.localizer(system: ["ko"])
        for _ in 0..<3 {
            #expect(english.string(at: 0, of: Self.keys) == "Hello")
            #expect(korean.string(at: 0, of: Self.keys) == "안녕하세요")
        }
        let scoped = try english.withLanguage("zh-Hans") { english.string(at: 0, of: Self.keys) }
        #expect(scoped == "你好")
    }
}
