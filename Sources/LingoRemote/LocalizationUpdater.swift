// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
public import Lingo
import LingoFormats
import LingoUtilities

/// Fetches signed translation updates from a static host and lays them over a localizer's
/// bundled strings, key by key, once they have been checked against the app's own source.
///
/// ```swift
/// let updater = LocalizationUpdater(
///     localizer: localizer,
///     configuration: UpdateConfiguration(
///         url: URL(string: "https://cdn.example.com/strings/")!,
///         publicKey: try UpdatePublicKey(contentsOf: publicKeyURL),
///         cacheDirectory: caches.appendingPathComponent("lingo-updates"),
///         stateDirectory: applicationSupport.appendingPathComponent("Lingo")
///     )
/// )
/// // At launch: the last good update, if any.
/// updater.applyCachedUpdate()
/// // Later: fetch, check, apply.
/// let outcome = await updater.checkForUpdate()
/// ```
///
/// A check asks for `manifest.json` with `If-None-Match` / `If-Modified-Since`, then its
/// signature, verifies the signature with the app's public key, downloads each listed table
/// into a staging folder checking its size and SHA-256, parses the tables and validates them
/// against the bundled development-language source (placeholders, plural categories, empty
/// values, unknown keys). Only then is the update renamed into place and applied in one
/// snapshot swap. A failed update never replaces the last good one; a revoke, or a cached
/// update that no longer verifies, drops the update for the bundled strings. Every rejection
/// reaches the localizer's issue handler as `LocalizationIssue.update(_:)`, with its kind.
///
/// An update or a revoke is taken only when it is for this app's version and not older than the
/// newest one taken, which is remembered in ``UpdateConfiguration/stateDirectory``, outside the
/// cache: a replayed old update or revoke, or a wiped cache, never takes the app back. One check
/// ends within four times ``UpdateConfiguration/timeout`` of its start, whatever the server
/// does; see <doc:ThreatModel> for what each kind of attacker can and cannot do.
public final class LocalizationUpdater: Sendable {
    /// The localizer the updates are applied to.
    public let localizer: Localizer
    /// Where updates come from and where they are kept.
    public let configuration: UpdateConfiguration

    let cache: UpdateCache
    /// The history outside the cache, and the lock every change to it and to the cache holds.
    let state: UpdateStateFile
    let verifier: UpdateVerifier
    let client: any HTTPTransport
    /// Whether this updater has put an update (or the bundled strings) in place yet.
    let installed = InstallFlag()

    /// An updater for `localizer`; it reads and writes nothing until asked.
    public convenience init(localizer: Localizer, configuration: UpdateConfiguration) {
        self.init(
            localizer: localizer, configuration: configuration,
            transport: platformTransport(timeout: configuration.timeout))
    }

    /// An updater for `localizer` that makes its requests with `transport` (an in-process
    /// server in tests).
    package init(localizer: Localizer, configuration: UpdateConfiguration, transport: any HTTPTransport) {
        self.localizer = localizer
        self.configuration = configuration
        cache = UpdateCache(root: configuration.cacheDirectory)
        state = UpdateStateFile(
            directory: configuration.stateDirectory, publicKey: configuration.publicKey, appID: configuration.appID)
        verifier = UpdateVerifier(publicKey: configuration.publicKey)
        client = transport
    }

    /// The version of the update in the cache, read from its signed manifest (`nil` when there
    /// is none, or when its manifest does not verify); `state.json` alone is never believed.
    public var cachedVersion: Int? {
        cachedManifest?.version
    }

    /// The signed manifest of the update in the cache, when it verifies and `state.json` names
    /// its version.
    private var cachedManifest: UpdateManifest? {
        guard let recorded = try? cache.state(),
            let manifest = try? verifier.verifyManifest(in: cache.folder(of: recorded)),
            manifest.version == recorded.version
        else { return nil }
        return manifest
    }

    /// Applies the last good update from the cache (call it at launch, before the first
    /// screen). It is verified again first; an update that no longer verifies (a damaged or
    /// altered cache), or that a revoke withdrew, is removed and reported, and the bundled
    /// strings are used. Staging folders left by a crash are removed. When the update state
    /// file (``UpdateConfiguration/stateDirectory``) is unreadable, nothing is applied: see
    /// `UpdateRejection.Kind.corruptState`. It never waits more than about 2 s for another
    /// process holding the update lock: then the cached update is verified and applied
    /// without the lock, changing nothing on disk, and `UpdateRejection.Kind.busy` is reported.
    @discardableResult
    public func applyCachedUpdate() -> UpdateOutcome {
        do throws(UpdateRejection) {
            return try state.withLock { () throws(UpdateRejection) -> UpdateOutcome in
                if try cache.exists() { cache.removeLeftovers() }
                return try applyCachedUpdateLocked(history: try state.read())
            }
        } catch {
            localizer.reportUpdateIssue(error.issue)
            if error.kind == .busy, let outcome = applyCachedUpdateReadOnly() { return outcome }
            localizer.installOverlay(nil)
            installed.set()
            return .rejected(error)
        }
    }

    /// ``applyCachedUpdate()`` when another process holds the lock: the cached update if it
    /// verifies and the history allows it, with nothing written or removed; `nil` when there is
    /// none to apply (the bundled strings are used).
    private func applyCachedUpdateReadOnly() -> UpdateOutcome? {
        guard let history = try? state.read(), let (manifest, files) = try? verifiedCache(),
            manifest.accepts(appVersion: configuration.appVersion),
            UpdateDecision.mayUse(cached: manifest.version, history: history),
            let overlay = try? checkedOverlay(files)
        else { return nil }
        localizer.installOverlay(overlay)
        installed.set()
        return .applied(version: manifest.version, keys: overlay.keyCount)
    }

    /// ``applyCachedUpdate()``, with the state lock held.
    private func applyCachedUpdateLocked(history: UpdateHistory) throws(UpdateRejection) -> UpdateOutcome {
        do throws(UpdateRejection) {
            guard let (manifest, files) = try verifiedCache() else { return .noUpdate }
            guard manifest.accepts(appVersion: configuration.appVersion) else {
                throw UpdateRejection(
                    .appVersion, "the cached update is not for app version \(configuration.appVersion ?? "")")
            }
            guard UpdateDecision.mayUse(cached: manifest.version, history: history) else {
                throw UpdateRejection(.corruptCache, "update \(manifest.version) was revoked")
            }
            let overlay = try checkedOverlay(files)
            if (history.highestVersion ?? Int.min) < manifest.version {
                // The history is older than the verified cache (removed or restored): raise it.
                try state.write(history.recording(facts(of: manifest)))
            }
            localizer.installOverlay(overlay)
            installed.set()
            return .applied(version: manifest.version, keys: overlay.keyCount)
        } catch {
            if error.kind == .storage { throw error }
            cache.clear()
            throw UpdateRejection(
                [.appVersion, .appID, .expired].contains(error.kind) ? error.kind : .corruptCache,
                "the cached update is unusable (\(error)); using the bundled strings")
        }
    }

    /// The verified update the cache holds, with the verified bytes of its tables; `nil` when
    /// there is none.
    ///
    /// - Throws: Why the cache is unusable: a file that does not verify, a `state.json` whose
    ///   version is not the signed manifest's, a revoked manifest.
    func verifiedCache() throws(UpdateRejection) -> (UpdateManifest, VerifiedFiles)? {
        guard try cache.exists(), let recorded = try cache.state() else { return nil }
        let folder = cache.folder(of: recorded)
        let (manifest, files) = try verifier.verifyFolder(folder)
        guard manifest.version == recorded.version else {
            throw UpdateRejection(
                .corruptCache,
                "state.json names version \(recorded.version); the signed manifest has version \(manifest.version)")
        }
        if manifest.revoked { throw UpdateRejection(.corruptCache, "the cached manifest is revoked") }
        try checkAppID(of: manifest)
        if let expires = manifest.expires, manifest.hasExpired() {
            throw UpdateRejection(.expired, "update \(manifest.version) expired at \(UpdateDate.text(expires))")
        }
        return (manifest, files)
    }

    /// Checks that `manifest` is for this app.
    ///
    /// - Throws: `UpdateRejection.Kind.appID` when it names another app, or when one of the
    ///   manifest and the configuration names an app and the other none.
    func checkAppID(of manifest: UpdateManifest) throws(UpdateRejection) {
        guard !manifest.accepts(appID: configuration.appID) else { return }
        let named = manifest.appID.map { "app \(String($0.prefix(200)).debugDescription)" } ?? "no app"
        let own = configuration.appID.map { "app \($0.debugDescription)" } ?? "an app configured without an app id"
        throw UpdateRejection(.appID, "the update is for \(named); this is \(own)")
    }

    /// What the decision needs of `manifest`.
    func facts(of manifest: UpdateManifest) -> UpdateFacts {
        UpdateFacts(
            version: manifest.version, revoked: manifest.revoked,
            forThisApp: manifest.accepts(appVersion: configuration.appVersion), expired: manifest.hasExpired())
    }

    /// Drops the cached update when its signed manifest has expired, for the bundled strings,
    /// and reports it; call it holding the state lock.
    func dropExpiredCache() {
        guard let manifest = cachedManifest, let expires = manifest.expires, manifest.hasExpired() else { return }
        cache.clear()
        localizer.installOverlay(nil)
        localizer.reportUpdateIssue(
            UpdateIssue(
                .expired,
                "update \(manifest.version) expired at \(UpdateDate.text(expires)); using the bundled strings"))
    }

    /// Asks the server for a newer update and, if there is a valid one, applies it (now, or at
    /// the next launch).
    ///
    /// Never throws: a problem is returned as ``UpdateOutcome/rejected(_:)`` and reported to
    /// the localizer's issue handler; the strings in use do not change then.
    public func checkForUpdate(timing: UpdateTiming = .now) async -> UpdateOutcome {
        do throws(UpdateRejection) {
            return try await check(timing: timing)
        } catch {
            localizer.reportUpdateIssue(error.issue)
            return .rejected(error)
        }
    }

    /// Parses the verified bytes of an update's tables, checks their entries against the app's
    /// bundled strings, and builds the tables of what passed, once; all within `budget`.
    func checkedOverlay(_ files: VerifiedFiles, budget: ProcessorBudget = ProcessorBudget()) throws(UpdateRejection)
        -> TableOverlay
    {
        let update = try files.entries(budget: budget)
        try files.checkLimits(update)
        let available = Set(localizer.availableLanguages)
        var validator = UpdateValidator(
            source: localizer.bundledTables(of: localizer.developmentLanguage),
            developmentLanguage: localizer.developmentLanguage, availableLanguages: available,
            device: localizer.device)
        validator.budget = budget
        for language in update.keys where available.contains(language) {
            validator.bundled[language] = localizer.bundledTables(of: language)
        }
        let outcome = try validator.validate(update)
        for note in outcome.notes { localizer.reportUpdateIssue(note) }
        return TableOverlay(values: outcome.entries)
    }

    /// `.upToDate`, unless the cached update was never put in place by this updater (the app
    /// did not call ``applyCachedUpdate()`` at launch): then it is applied now.
    func upToDate(timing: UpdateTiming) -> UpdateOutcome {
        guard timing == .now, !installed.isSet, cachedVersion != nil else { return .upToDate }
        return applyCachedUpdate()
    }
}

/// A flag set once, from any thread.
final class InstallFlag: Sendable {
    private let value = Protected(false)
    var isSet: Bool { value.withLock { $0 } }
    func set() { value.withLock { $0 = true } }
}
