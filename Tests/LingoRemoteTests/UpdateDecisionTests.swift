// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoRemote
import TestSupport
import Testing

/// The decision of the update state machine (``UpdateDecision``), a pure function: its truth
/// table, and the invariant over random sequences of served manifests and restarts.
@Suite struct UpdateDecisionTests {
    private static func facts(_ version: Int, revoked: Bool = false, forThisApp: Bool = true) -> UpdateFacts {
        UpdateFacts(version: version, revoked: revoked, forThisApp: forThisApp)
    }

    @Test(
        arguments: [
            // (manifest, history (highest, revokedThrough), cached) -> decision
            (facts(5), UpdateHistory(), nil, UpdateDecision.download),
            (facts(5), UpdateHistory(highestVersion: 5), 5, .upToDate),
            (facts(5), UpdateHistory(highestVersion: 5), nil, .download),  // the cache was wiped: same version again
            (facts(6), UpdateHistory(highestVersion: 5), 5, .download),
            (facts(4), UpdateHistory(highestVersion: 5), 5, .refuse(.downgrade)),
            (facts(4), UpdateHistory(highestVersion: 5), nil, .refuse(.downgrade)),  // a wiped cache changes nothing
            (facts(9, forThisApp: false), UpdateHistory(highestVersion: 5), 5, .refuse(.appVersion)),
            // Red team 1: an old revoke replayed, then an older update.
            (facts(3, revoked: true), UpdateHistory(highestVersion: 7), 7, .refuse(.downgrade)),
            (facts(5), UpdateHistory(highestVersion: 7), 7, .refuse(.downgrade)),
            // A revoke newer than what is in use is obeyed; served again, it is up to date.
            (facts(8, revoked: true), UpdateHistory(highestVersion: 7), 7, .revoke),
            (facts(8, revoked: true), UpdateHistory(highestVersion: 8, revokedThrough: 8), nil, .upToDate),
            // Red team 1: the revoked update 7 served again after revoke 8.
            (facts(7), UpdateHistory(highestVersion: 8, revokedThrough: 8), nil, .refuse(.downgrade)),
            // An update numbered like the revoke that withdrew it stays withdrawn.
            (facts(8), UpdateHistory(highestVersion: 8, revokedThrough: 8), nil, .refuse(.downgrade)),
            (facts(9), UpdateHistory(highestVersion: 8, revokedThrough: 8), nil, .download),
            // A revoke numbered like the update in use still withdraws it.
            (facts(7, revoked: true), UpdateHistory(highestVersion: 7), 7, .revoke),
            // Finding 6: a revoke for other app versions revokes nothing here.
            (facts(9, revoked: true, forThisApp: false), UpdateHistory(highestVersion: 7), 7, .refuse(.appVersion)),
        ] as [(UpdateFacts, UpdateHistory, Int?, UpdateDecision)])
    func decisions(manifest: UpdateFacts, history: UpdateHistory, cached: Int?, expected: UpdateDecision) {
        #expect(UpdateDecision.decide(manifest, history: history, cached: cached) == expected)
    }

    @Test func aCachedUpdateARevokeWithdrewIsNeverUsed() {
        let history = UpdateHistory(highestVersion: 8, revokedThrough: 8)
        #expect(!UpdateDecision.mayUse(cached: 7, history: history))
        #expect(!UpdateDecision.mayUse(cached: 8, history: history))
        #expect(UpdateDecision.mayUse(cached: 9, history: history))
        // An update older than the highest taken (its successor's commit did not finish) is fine.
        #expect(UpdateDecision.mayUse(cached: 6, history: UpdateHistory(highestVersion: 7)))
    }

    /// The updater as a model over the pure parts: a history that survives everything, a cache
    /// that a wipe empties, the version in use that a restart forgets.
    private struct Model {
        var history = UpdateHistory()
        var cached: Int?
        var inUse: Int?
        var highestApplied: Int?
        var highestRevoke: Int?
        var log: [String] = []

        /// A check serving `manifest`; `broken` fails validation (a bad table) after download;
        /// `crash` stops the commit between the history and the cache.
        mutating func serve(_ manifest: UpdateFacts, broken: Bool, crash: Bool) {
            switch UpdateDecision.decide(manifest, history: history, cached: cached) {
            case .refuse, .upToDate:
                break
            case .revoke:
                history = history.recording(manifest)
                cached = nil
                inUse = nil
                highestRevoke = max(highestRevoke ?? manifest.version, manifest.version)
            case .download:
                guard !broken else { return }
                history = history.recording(manifest)
                guard !crash else { return restart() }
                cached = manifest.version
                use(manifest.version)
            }
        }

        /// A launch: the cached update is applied when it may be, else dropped.
        mutating func restart() {
            inUse = nil
            guard let version = cached else { return }
            guard UpdateDecision.mayUse(cached: version, history: history) else {
                cached = nil
                return
            }
            if (history.highestVersion ?? Int.min) < version {
                history = history.recording(UpdateFacts(version: version, revoked: false, forThisApp: true))
            }
            use(version)
        }

        mutating func use(_ version: Int) {
            inUse = version
            highestApplied = max(highestApplied ?? version, version)
        }
    }

    /// Random sequences of served manifests (old, new, revoked, for other app versions, broken),
    /// restarts, cache wipes and interrupted commits: the version in use never goes below one
    /// applied before, and a revoked version never comes back.
    @Test func theAppliedVersionNeverDecreasesAndARevokedVersionNeverReturns() {
        var random = SeededGenerator()
        for _ in 0..<2000 {
            var model = Model()
            for _ in 0..<40 {
                let event = random.next() % 10
                switch event {
                case 0: model.restart()
                case 1: model.cached = nil  // the system wiped the cache
                default:
                    let manifest = UpdateFacts(
                        version: Int(random.next() % 16), revoked: random.next() % 4 == 0,
                        forThisApp: random.next() % 6 != 0)
                    model.serve(manifest, broken: random.next() % 7 == 0, crash: random.next() % 11 == 0)
                    model.log.append("\(manifest)")
                }
                if let version = model.inUse {
                    #expect(version >= (model.highestApplied ?? version), "\(model.log)")
                    #expect(version > (model.highestRevoke ?? Int.min), "\(model.log)")
                    if version < (model.highestApplied ?? version) || version <= (model.highestRevoke ?? Int.min) {
                        return
                    }
                }
            }
        }
    }
}
