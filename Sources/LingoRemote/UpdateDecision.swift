// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo

/// What an updater remembers outside its cache (in ``UpdateConfiguration/stateDirectory``), so
/// that neither a wiped cache nor a replayed manifest can take an app back: the newest version
/// it took and the versions revoked.
///
/// Two numbers, so the record cannot grow: a revoke of version `r` withdraws `r` and every
/// version below it, so `revokedThrough` stands for every revoked version at once.
package struct UpdateHistory: Sendable, Hashable {
    /// The highest version of a signed manifest this app took: applied, staged, or obeyed as a
    /// revoke; `nil` before the first.
    package var highestVersion: Int?
    /// The highest revoke obeyed: this version and every older one are withdrawn.
    package var revokedThrough: Int?

    /// A history; empty by default (a first launch).
    package init(highestVersion: Int? = nil, revokedThrough: Int? = nil) {
        self.highestVersion = highestVersion
        self.revokedThrough = revokedThrough
    }

    /// Whether `version` is withdrawn by a revoke obeyed.
    package func isRevoked(_ version: Int) -> Bool {
        revokedThrough.map { version <= $0 } ?? false
    }

    /// The history once `manifest` was taken (its update committed, or its revoke obeyed).
    package func recording(_ manifest: UpdateFacts) -> UpdateHistory {
        var copy = self
        copy.highestVersion = Swift.max(highestVersion ?? manifest.version, manifest.version)
        if manifest.revoked { copy.revokedThrough = Swift.max(revokedThrough ?? manifest.version, manifest.version) }
        return copy
    }
}

/// What decides a check about a signed manifest: its version, whether it revokes, and whether
/// its app-version range holds this app.
package struct UpdateFacts: Sendable, Hashable {
    /// The manifest's version.
    package var version: Int
    /// Whether it is a revoke (the kill switch).
    package var revoked: Bool
    /// Whether the manifest's app-version range holds this app's version.
    package var forThisApp: Bool
    /// Whether the manifest has expired (``UpdateManifest/expires``).
    package var expired: Bool

    package init(version: Int, revoked: Bool, forThisApp: Bool, expired: Bool = false) {
        (self.version, self.revoked, self.forThisApp, self.expired) = (version, revoked, forThisApp, expired)
    }
}

/// What a check does with a manifest whose signature verified: the whole decision of the update
/// state machine, a pure function of the manifest, the history and the cached update.
///
/// A revoke is a signed manifest like any other: it obeys the app-version range and the
/// version order before it withdraws anything. The order of the rules:
///
/// 1. Not for this app's version: refused (`UpdateRejection.Kind.appVersion`), nothing
///    recorded. Expired (a replayed manifest past its ``UpdateManifest/expires``): refused
///    (`UpdateRejection.Kind.expired`), nothing recorded.
/// 2. Older than the highest version taken: refused as a downgrade (a replayed update or revoke).
/// 3. Withdrawn by a revoke obeyed: a revoke is up to date; an update is refused as a
///    downgrade (a revoked update served again).
/// 4. A revoke: obeyed (recorded, the cached update dropped).
/// 5. The version in the cache: up to date.
/// 6. Otherwise (newer, or the highest taken when the cache lost it): downloaded, validated, and
///    committed after deciding again under the commit lock.
package enum UpdateDecision: Sendable, Hashable {
    /// Refuse the manifest with a rejection of this kind (`appVersion`, `expired` or
    /// `downgrade`).
    case refuse(UpdateRejection.Kind)
    /// Nothing to do.
    case upToDate
    /// Obey the revoke: record it and drop the cached update for the bundled strings.
    case revoke
    /// Download the update's files, validate them, and commit them.
    case download

    /// The decision about `manifest`, given what was taken before and the version of the
    /// verified update in the cache (`nil` when there is none).
    package static func decide(_ manifest: UpdateFacts, history: UpdateHistory, cached: Int?) -> UpdateDecision {
        guard manifest.forThisApp else { return .refuse(.appVersion) }
        if manifest.expired { return .refuse(.expired) }
        if let highest = history.highestVersion, manifest.version < highest { return .refuse(.downgrade) }
        if history.isRevoked(manifest.version) { return manifest.revoked ? .upToDate : .refuse(.downgrade) }
        if manifest.revoked { return .revoke }
        if manifest.version == cached { return .upToDate }
        return .download
    }

    /// Whether a verified cached update of `version` (for this app) may be put in place: not
    /// when a revoke withdrew it. An update older than the highest version taken may be: the
    /// commit of the newer one did not finish, and the older one is what was in use.
    package static func mayUse(cached version: Int, history: UpdateHistory) -> Bool {
        !history.isRevoked(version)
    }
}
