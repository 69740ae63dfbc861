// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import LingoUtilities

/// The update folder on disk: the last good update in `update-<version>-<id>/`, named by
/// `state.json` (with the manifest's `ETag` and `Last-Modified`), and downloads in progress in
/// `staging-<pid>-<id>/`.
///
/// A new update is downloaded into a staging folder, checked there, renamed into place, and
/// only then named by `state.json`, which is itself replaced by a rename: a crash at any point
/// leaves the last good update, or none, never half of one. Every change but the download
/// itself is made holding the lock of ``UpdateStateFile``, so two processes sharing the cache
/// never remove each other's update or download in progress. Nothing here is trusted for
/// security: the version that counts is the one of the verified manifest, and what stops a
/// rollback is the ``UpdateHistory`` outside the cache.
struct UpdateCache: Sendable {
    /// What `state.json` records.
    struct State: Sendable, Equatable {
        /// The folder of the last good update, relative to the cache.
        var folder: String
        /// Its version (a hint: the verified manifest's version is the one used).
        var version: Int
        /// The manifest's `ETag`, for `If-None-Match`.
        var etag: String?
        /// The manifest's `Last-Modified`, for `If-Modified-Since`.
        var lastModified: String?
    }

    /// The longest `ETag` stored (a longer one is not stored: the next check asks unconditionally).
    static let maximumETagLength = 256
    /// The longest `Last-Modified` stored (an HTTP date has 29 characters).
    static let maximumLastModifiedLength = 64
    /// The largest `state.json` read.
    static let maximumStateSize = 4096

    /// The staging folders this process is filling now, by name: no cleanup removes them.
    private static let activeStaging = Protected(Set<String>())

    let root: URL
    private var stateURL: URL { root.appendingPathComponent("state.json") }

    /// The recorded state; `nil` when there is none.
    ///
    /// - Throws: `UpdateRejection.Kind.corruptCache` when `state.json` is unreadable.
    func state() throws(UpdateRejection) -> State? {
        guard FileManager.default.fileExists(atPath: stateURL.path) else { return nil }
        let data = try UpdateVerifier.readRegularFile(stateURL, limit: Self.maximumStateSize)
        let document = JSONDocument.parse(data, path: "state.json")
        guard document.diagnostics.isEmpty, let folder = document.root?["folder"]?.stringValue,
            let version = document.root?["version"]?.intValue,
            folder.hasPrefix("update-"), !folder.contains("/"), !folder.contains("..")
        else {
            throw UpdateRejection(.corruptCache, "state.json is unreadable")
        }
        return State(
            folder: folder, version: version,
            etag: Self.storable(document.root?["etag"]?.stringValue, limit: Self.maximumETagLength),
            lastModified: Self.storable(
                document.root?["lastModified"]?.stringValue, limit: Self.maximumLastModifiedLength))
    }

    /// The folder of the update `state` names.
    func folder(of state: State) -> URL { root.appendingPathComponent(state.folder, isDirectory: true) }

    /// Creates the cache folder if needed, and checks it is private (see ``PrivateFolder``).
    func prepare() throws(UpdateRejection) {
        try PrivateFolder.prepare(root, what: "the cache folder")
    }

    /// Whether the cache folder exists; when it does, it must be private.
    ///
    /// - Throws: `UpdateRejection.Kind.storage` when it exists and is not private: nothing in
    ///   it is read.
    func exists() throws(UpdateRejection) -> Bool {
        var info = stat()
        guard lstat(root.path, &info) == 0 else { return false }
        try PrivateFolder.check(root, what: "the cache folder")
        return true
    }

    /// A new, empty staging folder (mode 0700), named with this process's id so that another
    /// process's cleanup leaves it alone while this process lives.
    func makeStagingFolder() throws(UpdateRejection) -> URL {
        let name = "staging-\(getpid())-\(UUID().uuidString)"
        let url = root.appendingPathComponent(name, isDirectory: true)
        Self.activeStaging.withLock { _ = $0.insert(name) }
        guard mkdir(url.path, 0o700) == 0 else {
            Self.activeStaging.withLock { _ = $0.remove(name) }
            throw UpdateRejection(.storage, "cannot create a staging folder: \(String(cString: strerror(errno)))")
        }
        return url
    }

    /// Moves the checked `staging` folder into place with a rename and records it, then removes
    /// the update it replaces. Call it holding the state lock. Returns the new state.
    func commit(staging: URL, version: Int, etag: String?, lastModified: String?) throws(UpdateRejection) -> State {
        defer { Self.activeStaging.withLock { _ = $0.remove(staging.lastPathComponent) } }
        let name = "update-\(version)-\(UUID().uuidString)"
        let destination = root.appendingPathComponent(name, isDirectory: true)
        guard rename(staging.path, destination.path) == 0 else {
            throw UpdateRejection(.storage, "cannot move the update into place: \(String(cString: strerror(errno)))")
        }
        let state = State(
            folder: name, version: version, etag: Self.storable(etag, limit: Self.maximumETagLength),
            lastModified: Self.storable(lastModified, limit: Self.maximumLastModifiedLength))
        do throws(UpdateRejection) {
            try write(state)
        } catch {
            try? FileManager.default.removeItem(at: destination)
            throw error
        }
        removeLeftovers()
        return state
    }

    /// Records `state` (a write to a temporary file, flushed, and a rename).
    private func write(_ state: State) throws(UpdateRejection) {
        var object = JSONObject()
        object["folder"] = .string(state.folder)
        object["version"] = .number(String(state.version))
        object["etag"] = state.etag.map(JSONValue.string) ?? .null
        object["lastModified"] = state.lastModified.map(JSONValue.string) ?? .null
        try UpdateStateFile.write(object, to: stateURL, name: "state.json")
    }

    /// Forgets every update: the bundled strings are used from now on. Call it holding the
    /// state lock; downloads in progress in live processes are left alone.
    func clear() {
        try? FileManager.default.removeItem(at: stateURL)
        removeLeftovers()
    }

    /// Removes what no one uses: update folders `state.json` does not name (all of them when
    /// there is no readable `state.json`), and staging folders of processes that ended (a
    /// crash, a kill) or that this process no longer fills. Call it holding the state lock.
    func removeLeftovers() {
        let manager = FileManager.default
        let current = (try? state())?.folder
        let active = Self.activeStaging.withLock { $0 }
        let ownPID = getpid()
        for name in (try? manager.contentsOfDirectory(atPath: root.path)) ?? [] {
            if name.hasPrefix("update-") {
                if name != current { try? manager.removeItem(at: root.appendingPathComponent(name)) }
            } else if name.hasPrefix("staging-"), !active.contains(name) {
                let owner = name.split(separator: "-").dropFirst().first.flatMap { pid_t($0) }
                if let owner, owner != ownPID, Self.isRunning(owner) { continue }
                try? manager.removeItem(at: root.appendingPathComponent(name))
            }
        }
    }

    /// Removes a staging folder (a rejected download).
    func removeStaging(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
        Self.activeStaging.withLock { _ = $0.remove(url.lastPathComponent) }
    }

    /// `value` when it is short and of visible ASCII (what an `ETag` or an HTTP date is), else
    /// `nil`: a response header is not authenticated, so only what is plainly harmless is kept.
    static func storable(_ value: String?, limit: Int) -> String? {
        guard let value, !value.isEmpty, value.utf8.count <= limit,
            value.utf8.allSatisfy({ (0x20...0x7E).contains($0) })
        else { return nil }
        return value
    }

    /// Whether process `pid` exists (one that may not be signalled exists too).
    private static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
