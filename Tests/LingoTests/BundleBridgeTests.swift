// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import Testing

@Suite struct BundleBridgeTests {
    @Test func nsLocalizedStringFollowsTheInAppChoice() throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        #expect(NSLocalizedString("greeting", bundle: localizer.bundle, comment: "") == "Hello")
        try localizer.setLanguage("zh-TW")
        #expect(NSLocalizedString("greeting", bundle: localizer.bundle, comment: "") == "您好")
        #expect(NSLocalizedString("title", tableName: "Settings", bundle: localizer.bundle, comment: "") == "設定")
        // The fallback chain applies: a key only the development language has.
        #expect(NSLocalizedString("only.en", bundle: localizer.bundle, comment: "") == "Only in English")
        #expect(
            NSLocalizedString("nope", tableName: nil, bundle: localizer.bundle, value: "Default", comment: "")
                == "Default")
        #expect(localizer.bundle.localizedString(forKey: "nope", value: nil, table: nil) == "nope")
        try localizer.setLanguage("es-MX")
        #expect(NSLocalizedString("greeting", bundle: localizer.bundle, comment: "") == "¡Hola!")
        #expect(NSLocalizedString("only.es", bundle: localizer.bundle, comment: "") == "Solo en español")
    }

    @Test func theBundleFollowsWithLanguageScopes() throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        let korean = try localizer.withLanguage("ko") {
            NSLocalizedString("greeting", bundle: localizer.bundle, comment: "")
        }
        #expect(korean == "안녕하세요")
        #expect(NSLocalizedString("greeting", bundle: localizer.bundle, comment: "") == "Hello")
    }
}
