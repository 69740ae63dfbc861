// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoRemote

/// `--updates-from URL --public-key FILE`: applies the last good update, checks URL for a newer
/// one, applies a valid one at once, and says what happened in one line.
enum DemoUpdates {
    /// Where the demo keeps the last good update: DIR/updates with `--config-dir DIR`, else
    /// `$XDG_CACHE_HOME/lingo-demo/updates` (or `~/.cache/lingo-demo/updates`).
    static func cacheDirectory(configDirectory: String?) -> URL {
        if let configDirectory { return URL(fileURLWithPath: configDirectory).appendingPathComponent("updates") }
        let environment = ProcessInfo.processInfo.environment
        let base =
            environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return base.appendingPathComponent("lingo-demo/updates")
    }

    /// Where the demo keeps the update state (the newest version taken, the revoked ones): DIR
    /// with `--config-dir DIR`, beside `language.json`; else the default, outside any cache.
    static func stateDirectory(configDirectory: String?) -> URL {
        configDirectory.map { URL(fileURLWithPath: $0) } ?? UpdateConfiguration.defaultStateDirectory
    }

    /// Checks `url` and returns the line to print: `update: applied N`, `update: up to date` or
    /// `update: rejected (REASON)`.
    static func run(
        localizer: Localizer, url: String, publicKeyPath: String, appID: String?, configDirectory: String?
    ) -> String {
        guard let base = URL(string: url.hasSuffix("/") ? url : url + "/"), base.scheme != nil else {
            return "update: rejected (not a URL: \(url))"
        }
        let key: UpdatePublicKey
        do {
            key = try UpdatePublicKey(contentsOf: URL(fileURLWithPath: publicKeyPath))
        } catch {
            return "update: rejected (public key: \(error))"
        }
        let updater = LocalizationUpdater(
            localizer: localizer,
            configuration: UpdateConfiguration(
                url: base, publicKey: key, cacheDirectory: cacheDirectory(configDirectory: configDirectory),
                stateDirectory: stateDirectory(configDirectory: configDirectory), timeout: 10, appID: appID))
        updater.applyCachedUpdate()
        let outcome = wait { await updater.checkForUpdate(timing: .now) }
        switch outcome {
        case .applied(_, let keys): return "update: applied \(keys)"
        case .upToDate, .noUpdate, .staged: return "update: up to date"
        case .revoked: return "update: rejected (revoked: the update was withdrawn; the bundled strings are in use)"
        case .rejected(let rejection): return "update: rejected (\(rejection))"
        }
    }

    /// The lines of `after` that `before` does not have: the strings the update changed.
    static func changedLines(before: String, after: String) -> [String] {
        let old = Set(before.split(separator: "\n"))
        return after.split(separator: "\n").filter { !old.contains($0) && !$0.allSatisfy { $0 == " " } }
            .map { "changed: " + $0.trimmingCharacters(in: .whitespaces) }
    }

    /// Runs `body` to completion from synchronous code.
    private static func wait<Result: Sendable>(_ body: @escaping @Sendable () async -> Result) -> Result {
        let box = ResultBox<Result>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            box.value = await body()
            done.signal()
        }
        done.wait()
        return box.value!
    }

    private final class ResultBox<Value: Sendable>: @unchecked Sendable {
        // @unchecked: written once before the semaphore is signalled, read after the wait.
        var value: Value?
    }
}
