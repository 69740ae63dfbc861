// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import Lingo

/// What decides, on iOS 18.4 and macOS 15.4, whether the bundle bridge asks Foundation in the
/// localizer's languages: the tables Lingo reads itself, and the languages to ask in.
@Suite struct BundleBridgeLocalizationsTests {
    @Test func tablesLingoReadsAreAnsweredByLingo() throws {
        let localizer = try AppFixture.localizer(system: ["ko"])
        let bridge = BundleBridge(localizer: localizer)
        #expect(bridge.readsTable(nil))
        #expect(bridge.readsTable(""))
        #expect(bridge.readsTable("Settings"))
        #expect(!bridge.readsTable("Main"))
        #expect(!bridge.readsTable("NoSuchTable"))
    }

    @Test func foundationIsAskedInTheFallbackChain() throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        try localizer.setLanguage("es-MX")
        let bridge = BundleBridge(localizer: localizer)
        #expect(bridge.localizations == ["es-419", "es", "en"])
        try localizer.setLanguage("ko")
        #expect(bridge.localizations == ["ko", "en"])
    }
}
