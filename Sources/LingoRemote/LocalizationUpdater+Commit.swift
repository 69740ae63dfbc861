// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo

extension LocalizationUpdater {
    /// Takes the validated update in `staging`, holding the state lock: decides again with the
    /// history as it is now (another process may have taken a newer update meanwhile), records
    /// the version in the history first, then renames the update into place and records the
    /// manifest's validators, and applies `overlay` or not.
    ///
    /// The history is written before the cache: a crash in between leaves the older update in
    /// the cache and the newer version in the history, which a later check downloads again;
    /// never the other way round.
    func commit(
        staging: URL, manifest: UpdateManifest, overlay: TableOverlay, response: HTTPResponse,
        timing: UpdateTiming
    ) throws(UpdateRejection) -> UpdateOutcome {
        try state.withLock { () throws(UpdateRejection) -> UpdateOutcome in
            let history = try state.read()
            let facts = facts(of: manifest)
            switch UpdateDecision.decide(facts, history: history, cached: cachedVersion) {
            case .download:
                break
            case .upToDate, .revoke:
                // Another updater sharing the cache committed this version meanwhile.
                cache.removeStaging(staging)
                guard timing == .now else { return .upToDate }
                return install(overlay, version: manifest.version)
            case .refuse(let kind):
                cache.removeStaging(staging)
                throw refusal(kind, of: manifest, history: history)
            }
            try state.write(history.recording(facts))
            _ = try cache.commit(
                staging: staging, version: manifest.version, etag: response.etag,
                lastModified: response.lastModified)
            guard timing == .now else { return .staged(version: manifest.version, keys: overlay.keyCount) }
            return install(overlay, version: manifest.version)
        }
    }

    private func install(_ overlay: TableOverlay, version: Int) -> UpdateOutcome {
        localizer.installOverlay(overlay)
        installed.set()
        return .applied(version: version, keys: overlay.keyCount)
    }

    /// Obeys the revoke `manifest` (signed, for this app, not older than the newest version
    /// taken), holding the state lock: records it, then drops the cached update for the bundled
    /// strings.
    func obeyRevoke(_ manifest: UpdateManifest) throws(UpdateRejection) -> UpdateOutcome {
        let outcome = try state.withLock { () throws(UpdateRejection) -> UpdateOutcome in
            let history = try state.read()
            switch UpdateDecision.decide(facts(of: manifest), history: history, cached: cachedVersion) {
            case .revoke: break
            case .upToDate, .download: return .upToDate
            case .refuse(let kind): throw refusal(kind, of: manifest, history: history)
            }
            try state.write(history.recording(facts(of: manifest)))
            cache.clear()
            localizer.installOverlay(nil)
            installed.set()
            return .revoked
        }
        if outcome == .revoked {
            localizer.reportUpdateIssue(
                UpdateIssue(
                    .revoked,
                    "update \(manifest.version) is a revoke: the updates up to it are revoked; using the bundled strings"
                ))
        }
        return outcome
    }

    /// The rejection for a manifest ``UpdateDecision`` refused with `kind`.
    func refusal(_ kind: UpdateRejection.Kind, of manifest: UpdateManifest, history: UpdateHistory)
        -> UpdateRejection
    {
        let name = manifest.revoked ? "revoke \(manifest.version)" : "update \(manifest.version)"
        if kind == .expired, let expires = manifest.expires {
            return UpdateRejection(
                .expired, "\(name) expired at \(UpdateDate.text(expires)); a newer one must be published")
        }
        if kind == .appVersion {
            return UpdateRejection(
                .appVersion,
                "\(name) is for app versions \(manifest.minimumAppVersion ?? "any")..."
                    + "\(manifest.maximumAppVersion ?? "any"), not \(configuration.appVersion ?? "")")
        }
        if let highest = history.highestVersion, manifest.version < highest {
            return UpdateRejection(kind, "\(name) is older than update \(highest), the newest this app has taken")
        }
        return UpdateRejection(kind, "\(name) was revoked (by revoke \(history.revokedThrough ?? manifest.version))")
    }
}
