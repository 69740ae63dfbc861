// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation

/// Where an app's over-the-air updates come from and where they are kept.
public struct UpdateConfiguration: Sendable, Hashable {
    /// The folder URL of the update on a static host: `manifest.json`, `manifest.json.sig` and
    /// the tables are fetched relative to it.
    public var url: URL
    /// The public key the manifest must be signed with (`lingo-update.pub`).
    public var publicKey: UpdatePublicKey
    /// A folder of the app's own (Application Support or caches) for the last good update. The
    /// system may empty it (a cache wipe): the update is then downloaded again, never an older
    /// one, because what protects against that is kept in ``stateDirectory``.
    public var cacheDirectory: URL
    /// A folder of the app's own that is not a cache, for the update state: the newest version
    /// taken and the revoked ones (a small file per signing key, `lingo-update-<fingerprint>.json`,
    /// and its lock file). It is what stops a replayed old update or revoke, so it must survive a
    /// cache wipe: never inside ``cacheDirectory``. Processes that share a cache (an app and its
    /// extensions in an App Group container) must share this folder too.
    ///
    /// By default ``defaultStateDirectory``.
    public var stateDirectory: URL
    /// The app's version (`CFBundleShortVersionString`), compared with the manifest's range;
    /// `nil` accepts any range.
    public var appVersion: String?
    /// How long one request may wait, in seconds.
    public var timeout: TimeInterval
    /// The app updates are for (`lingo pack --app-id`): only a manifest naming this app id is
    /// taken; with `nil`, only a manifest naming no app. The update state is kept per app and
    /// key, so two apps sharing a signing key never take each other's updates or versions.
    ///
    /// By default ``defaultAppID``.
    public var appID: String?
    /// Whether a plain `http://` ``url`` to another machine is accepted; `false` by default.
    ///
    /// Over plain http anyone on the network path can read, delay or replace every reply:
    /// signatures still keep their text off the screen, but they can keep the app from ever
    /// learning of a revoke and make every check fail. Plain http to this machine's loopback
    /// (`127.0.0.1`, `::1`, `localhost`) is always accepted (local tests and tools). Turn this
    /// on only for a network you control, such as a staging server on a private LAN.
    public var allowsInsecureHTTP = false

    /// A configuration.
    ///
    /// - Parameters:
    ///   - url: The folder URL of the update (where `lingo pack` output is served).
    ///   - publicKey: The key the manifest must be signed with.
    ///   - cacheDirectory: Where the last good update is kept.
    ///   - stateDirectory: Where the update state is kept (not a cache folder);
    ///     ``defaultStateDirectory`` by default.
    ///   - appVersion: The app's version, for the manifest's app-version range.
    ///   - appID: The app updates are for; ``defaultAppID`` by default.
    ///   - timeout: Seconds one request may wait; 30 by default. A whole check ends within four
    ///     times this, whatever the server does.
    public init(
        url: URL, publicKey: UpdatePublicKey, cacheDirectory: URL,
        stateDirectory: URL = UpdateConfiguration.defaultStateDirectory, appVersion: String? = nil,
        timeout: TimeInterval = 30, appID: String? = UpdateConfiguration.defaultAppID
    ) {
        self.appID = appID
        self.url = url
        self.publicKey = publicKey
        self.cacheDirectory = cacheDirectory
        self.stateDirectory = stateDirectory
        self.appVersion = appVersion
        self.timeout = timeout
    }

    /// The app id used when the app names none: the bundle identifier on Apple platforms (what
    /// `lingo pack` takes from the resources' `Info.plist`), `nil` elsewhere.
    public static var defaultAppID: String? {
        #if canImport(Darwin)
        Bundle.main.bundleIdentifier
        #else
        nil
        #endif
    }

    /// The state folder used when the app names none: `Lingo` in the app's Application Support
    /// folder, in a folder named after the app's bundle identifier (or the program's name without
    /// one). On Apple platforms that is `Library/Application Support/<bundle id>/Lingo` in the
    /// app's container (kept by backups, never emptied as caches are); on Linux
    /// `$XDG_DATA_HOME/<program>/Lingo` (`~/.local/share/<program>/Lingo`).
    public static var defaultStateDirectory: URL {
        let manager = FileManager.default
        let base =
            manager.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".local/share", isDirectory: true)
        let app = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
        return base.appendingPathComponent(app, isDirectory: true).appendingPathComponent("Lingo", isDirectory: true)
    }
}
