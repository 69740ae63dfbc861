// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import LingoUtilities

/// Fetches signed translation updates from a static host and lays them over a localizer's
/// bundled strings, key by key, once they have been checked against the app's own source.
///
/// ```swift
/// let updater = LocalizationUpdater(localizer: localizer, configuration: UpdateConfiguration(
///     url: URL(string: "https://cdn.example.com/strings/")!,
///     publicKey: try UpdatePublicKey(contentsOf: publicKeyURL),
///     cacheDirectory: applicationSupport.appendingPathComponent("lingo-updates")))
/// updater.applyCachedUpdate()                 // at launch: the last good update, if any
/// let outcome = await updater.checkForUpdate() // later: fetch, check, apply
/// ```
///
/// A check asks for `manifest.json` with `If-None-Match` / `If-Modified-Since`, then its
/// signature, verifies the signature with the app's public key, downloads each listed table
/// into a staging folder checking its size and SHA-256, parses the tables and validates them
/// against the bundled development-language source (placeholders, plural categories, empty
/// values, unknown keys). Only then is the update renamed into place and applied in one
/// snapshot swap. A failed update never replaces the last good one; a revoked manifest, or a
/// cached update that no longer verifies, drops the update for the bundled strings. Every
/// rejection reaches the localizer's issue handler as `LocalizationIssue.update(reason:)`.
public final class LocalizationUpdater: Sendable {
    /// The localizer the updates are applied to.
    public let localizer: Localizer
    /// Where updates come from and where they are kept.
    public let configuration: UpdateConfiguration

    let cache: UpdateCache
    let verifier: UpdateVerifier
    let client: HTTPClient
    /// Serializes commits to the cache and to the localizer (it guards no value of its own).
    private let commits = Protected(())
    /// Whether this updater has put an update (or the bundled strings) in place yet.
    let installed = InstallFlag()

    /// An updater for `localizer`; it reads and writes nothing until asked.
    public init(localizer: Localizer, configuration: UpdateConfiguration) {
        self.localizer = localizer
        self.configuration = configuration
        cache = UpdateCache(root: configuration.cacheDirectory)
        verifier = UpdateVerifier(publicKey: configuration.publicKey)
        client = HTTPClient(timeout: configuration.timeout)
    }

    /// The version of the update recorded in the cache (`nil` when none).
    public var cachedVersion: Int? {
        (try? cache.state())??.version
    }

    /// Applies the last good update from the cache (call it at launch, before the first
    /// screen). It is verified again first; an update that no longer verifies (a damaged or
    /// altered cache) is removed and reported, and the bundled strings are used.
    @discardableResult
    public func applyCachedUpdate() -> UpdateOutcome {
        commits.withLock { _ in applyCachedUpdateLocked() }
    }

    /// ``applyCachedUpdate()``, with the commit lock held.
    private func applyCachedUpdateLocked() -> UpdateOutcome {
        do throws(UpdateRejection) {
            guard let state = try cache.state() else { return .noUpdate }
            let folder = cache.folder(of: state)
            let manifest = try verifier.verifyFolder(folder)
            if manifest.revoked { throw UpdateRejection(.corruptCache, "the cached manifest is revoked") }
            guard manifest.accepts(appVersion: configuration.appVersion) else {
                throw UpdateRejection(
                    .appVersion, "the cached update is not for app version \(configuration.appVersion ?? "")")
            }
            let overlay = try checkedOverlay(in: folder)
            localizer.installOverlay(overlay)
            installed.set()
            return .applied(version: manifest.version, keys: overlay.keyCount)
        } catch {
            cache.clear()
            localizer.installOverlay(nil)
            installed.set()
            let rejection = UpdateRejection(
                error.kind == .appVersion ? .appVersion : .corruptCache,
                "the cached update is unusable (\(error)); using the bundled strings")
            localizer.reportUpdateIssue(rejection.description)
            return .rejected(rejection)
        }
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
            localizer.reportUpdateIssue(error.description)
            return .rejected(error)
        }
    }

    /// Parses the tables of `folder`, checks their entries against the app's bundled strings,
    /// and builds the tables of what passed, once.
    func checkedOverlay(in folder: URL) throws(UpdateRejection) -> TableOverlay {
        let directory: ResourceDirectory
        do {
            directory = try ResourceDirectory(scanning: folder)
        } catch {
            throw UpdateRejection(.unreadableTable, "cannot list the update: \(error.localizedDescription)")
        }
        var update = [LanguageTag: LanguageEntries]()
        for language in directory.languages {
            update[language] = LanguageEntries(language: language, directory: directory)
        }
        let available = Set(localizer.availableLanguages)
        var validator = UpdateValidator(
            source: localizer.bundledTables(of: localizer.developmentLanguage),
            developmentLanguage: localizer.developmentLanguage, availableLanguages: available,
            device: localizer.device)
        for language in update.keys where available.contains(language) {
            validator.bundled[language] = localizer.bundledTables(of: language)
        }
        let outcome = try validator.validate(update)
        for note in outcome.notes { localizer.reportUpdateIssue(note) }
        return TableOverlay(entries: outcome.entries, device: localizer.device)
    }

    /// Records the new manifest validators, applies `overlay` or not, under the commit lock.
    func commit(
        staging: URL, manifest: UpdateManifest, overlay: TableOverlay, response: HTTPResponse,
        timing: UpdateTiming
    ) throws(UpdateRejection) -> UpdateOutcome {
        try commits.withLock { _ throws(UpdateRejection) in
            try commitLocked(staging: staging, manifest: manifest, overlay: overlay, response: response, timing: timing)
        }
    }

    /// ``commit(staging:manifest:overlay:response:timing:)``, with the commit lock held.
    private func commitLocked(
        staging: URL, manifest: UpdateManifest, overlay: TableOverlay, response: HTTPResponse,
        timing: UpdateTiming
    ) throws(UpdateRejection) -> UpdateOutcome {
        if let current = try? cache.state(), current.version >= manifest.version {
            cache.removeStaging(staging)
            return .upToDate
        }
        _ = try cache.commit(
            staging: staging, version: manifest.version, etag: response.etag,
            lastModified: response.lastModified)
        guard timing == .now else { return .staged(version: manifest.version, keys: overlay.keyCount) }
        localizer.installOverlay(overlay)
        installed.set()
        return .applied(version: manifest.version, keys: overlay.keyCount)
    }

    /// Drops the update in use for the bundled strings (a revoked manifest).
    func revoke() {
        commits.withLock { _ in
            cache.clear()
            localizer.installOverlay(nil)
            installed.set()
        }
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
