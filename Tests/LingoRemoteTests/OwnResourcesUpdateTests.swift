// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoPublishing
import LingoRemote
import TestSupport
import Testing

/// A real app's own resources, packed as an update and served: applied whole, whatever the app
/// already ships (a Catalan plural without CLDR's rare `many`, broken placeholders its
/// translators left, a line that does not parse).
@Suite(.sharedData, .nginx, .serialized, .timeLimit(.minutes(5)))
struct OwnResourcesUpdateTests {
    /// Resources folders of the shared corpora: `.lproj` tables, `.stringsdict`, catalogs in
    /// `mul.lproj` and at the top.
    static let folders = [
        "wikipedia-ios/Wikipedia/Localizations", "wikipedia-ios/Wikipedia/iOS Native Localizations",
        "utm/Platform", "rectangle/Rectangle", "icecubes/IceCubesApp/Resources/Localization",
    ]

    @Test(arguments: folders)
    func anAppsOwnResourcesApplyWhole(folder: String) async throws {
        let resources = SharedData.corpora.appendingPathComponent(folder)
        let fixture = try UpdateFixture()
        defer { fixture.remove() }
        // An app's own resources are what it ships: a device accepts them, problems and all.
        var request = UpdatePacker.Request(
            resources: resources, output: fixture.www.appendingPathComponent("own"), version: 1,
            keyFile: fixture.privateKey)
        request.signWithProblems = true
        let summary = try UpdatePacker.pack(request)
        try #require(!summary.manifest.files.isEmpty)

        let server = try NginxServer(root: fixture.www)
        defer { server.stop() }
        let log = IssueLog()
        let localizer = try Localizer(
            resources: resources, developmentLanguage: "en", store: .inMemory(), systemLanguages: .fixed(["en"]),
            issueHandler: { log.append($0) })
        let updater = LocalizationUpdater(
            localizer: localizer,
            configuration: UpdateConfiguration(
                url: server.url("own/"), publicKey: try fixture.publicKey, cacheDirectory: fixture.cache,
                stateDirectory: fixture.state))
        let outcome = await updater.checkForUpdate()
        guard case .applied(let version, let keys) = outcome else {
            Issue.record("\(folder): \(outcome)")
            return
        }
        #expect(version == 1)
        #expect(keys > 0)
        // Every language the app offers still shows what it showed before the update.
        for language in localizer.availableLanguages.prefix(8) {
            try localizer.setLanguage(language)
            let bundled = try Localizer(
                resources: resources, developmentLanguage: "en", store: .inMemory(.explicit(language)),
                systemLanguages: .fixed(["en"]))
            for key in ["title", "done", "Done", "cancel", "Cancel", "Settings"] {
                #expect(localizer.string(key) == bundled.string(key), "\(folder) \(language) \(key)")
            }
        }
        // Nothing left out: every key of the update is a key of the app.
        #expect(!log.updateReasons.contains { $0.hasSuffix("not applied") }, "\(log.updateReasons.prefix(5))")
    }
}
