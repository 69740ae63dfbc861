// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoPublishing
import LingoRemote
import LingoTools
import Testing

/// The Swift code of the LingoRemote article (`OverTheAirUpdates.md`), run against a static server.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct RemoteDocumentationSnippetTests {
    @Test func checkForUpdatesInTheApp() async throws {
        let served = try ServedUpdate()
        defer { served.remove() }
        let localizer = served.localizer
        let updatesURL = served.server.url("update/")
        let publicKeyURL = served.fixture.keys.appendingPathComponent(UpdatePacker.publicKeyFileName)
        let cacheURL = served.fixture.cache
        let stateURL = served.fixture.state

        let updater = LocalizationUpdater(
            localizer: localizer,
            configuration: UpdateConfiguration(
                url: updatesURL,
                publicKey: try UpdatePublicKey(contentsOf: publicKeyURL),
                cacheDirectory: cacheURL,
                stateDirectory: stateURL,
                appVersion: "2.3"))
        let atLaunch = updater.applyCachedUpdate()  // the last good update, verified again
        let outcome = await updater.checkForUpdate()  // a conditional GET: nothing new costs a 304

        #expect(atLaunch == .noUpdate)
        #expect(outcome == .applied(version: 1, keys: 4))
        var printed = [String]()
        func print(_ text: String) { printed.append(text) }
        switch outcome {
        case .applied(let version, let keys):
            print("update \(version): \(keys) keys shipped")
        case .rejected(let rejection):
            print("rejected: \(rejection.kind) \(rejection.message)")
        default:
            break
        }
        #expect(printed == ["update 1: 4 keys shipped"])
        #expect(await updater.checkForUpdate() == .upToDate)
    }
}
