// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Where an app's over-the-air updates come from and where they are kept.
public struct UpdateConfiguration: Sendable, Hashable {
    /// The folder URL of the update on a static host: `manifest.json`, `manifest.json.sig` and
    /// the tables are fetched relative to it.
    public var url: URL
    /// The public key the manifest must be signed with (`lingo-update.pub`).
    public var publicKey: UpdatePublicKey
    /// A folder of the app's own (Application Support or caches) for the last good update.
    public var cacheDirectory: URL
    /// The app's version (`CFBundleShortVersionString`), compared with the manifest's range;
    /// `nil` accepts any range.
    public var appVersion: String?
    /// How long one request may wait, in seconds.
    public var timeout: TimeInterval

    /// A configuration.
    ///
    /// - Parameters:
    ///   - url: The folder URL of the update (where `lingo pack` output is served).
    ///   - publicKey: The key the manifest must be signed with.
    ///   - cacheDirectory: Where the last good update is kept.
    ///   - appVersion: The app's version, for the manifest's app-version range.
    ///   - timeout: Seconds one request may wait; 30 by default.
    public init(
        url: URL, publicKey: UpdatePublicKey, cacheDirectory: URL, appVersion: String? = nil,
        timeout: TimeInterval = 30
    ) {
        self.url = url
        self.publicKey = publicKey
        self.cacheDirectory = cacheDirectory
        self.appVersion = appVersion
        self.timeout = timeout
    }
}
