// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats

/// The update folder on disk: the last good update in `update-<version>-<id>/`, named by
/// `state.json` (with the manifest's `ETag` and `Last-Modified`), and downloads in progress in
/// `staging-<id>/`.
///
/// A new update is downloaded into a staging folder, checked there, renamed into place, and
/// only then named by `state.json`, which is itself replaced by a rename: a crash at any point
/// leaves the last good update, or none, never half of one.
struct UpdateCache: Sendable {
    /// What `state.json` records.
    struct State: Sendable, Equatable {
        /// The folder of the last good update, relative to the cache.
        var folder: String
        /// Its version.
        var version: Int
        /// The manifest's `ETag`, for `If-None-Match`.
        var etag: String?
        /// The manifest's `Last-Modified`, for `If-Modified-Since`.
        var lastModified: String?
    }

    let root: URL
    private var stateURL: URL { root.appendingPathComponent("state.json") }

    /// The recorded state; `nil` when there is none.
    ///
    /// - Throws: ``UpdateRejection/Kind/corruptCache`` when `state.json` is unreadable.
    func state() throws(UpdateRejection) -> State? {
        guard FileManager.default.fileExists(atPath: stateURL.path) else { return nil }
        let data = try UpdateVerifier.readRegularFile(stateURL, limit: 64 * 1024)
        let document = JSONDocument.parse(data, path: stateURL.path)
        guard document.diagnostics.isEmpty, let folder = document.root?["folder"]?.stringValue,
            let version = document.root?["version"]?.intValue,
            folder.hasPrefix("update-"), !folder.contains("/"), !folder.contains("..")
        else {
            throw UpdateRejection(.corruptCache, "state.json is unreadable")
        }
        return State(
            folder: folder, version: version, etag: document.root?["etag"]?.stringValue,
            lastModified: document.root?["lastModified"]?.stringValue)
    }

    /// The folder of the update `state` names.
    func folder(of state: State) -> URL { root.appendingPathComponent(state.folder, isDirectory: true) }

    /// Creates the cache folder if needed.
    func prepare() throws(UpdateRejection) {
        do {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        } catch {
            throw UpdateRejection(.storage, "cannot create \(root.path): \(error.localizedDescription)")
        }
    }

    /// A new, empty staging folder (mode 0700).
    func makeStagingFolder() throws(UpdateRejection) -> URL {
        let url = root.appendingPathComponent("staging-\(UUID().uuidString)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(
                at: url, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        } catch {
            throw UpdateRejection(.storage, "cannot create \(url.path): \(error.localizedDescription)")
        }
        return url
    }

    /// Moves the checked `staging` folder into place with a rename and records it, then removes
    /// the update it replaces. Returns the new state.
    func commit(staging: URL, version: Int, etag: String?, lastModified: String?) throws(UpdateRejection) -> State {
        let previous = try? state()
        let name = "update-\(version)-\(UUID().uuidString)"
        let destination = root.appendingPathComponent(name, isDirectory: true)
        guard rename(staging.path, destination.path) == 0 else {
            throw UpdateRejection(.storage, "cannot move the update into place: \(String(cString: strerror(errno)))")
        }
        let state = State(folder: name, version: version, etag: etag, lastModified: lastModified)
        try write(state)
        if let previous, previous.folder != name { try? FileManager.default.removeItem(at: folder(of: previous)) }
        return state
    }

    /// Records `state` (a write to a temporary file and a rename).
    func write(_ state: State) throws(UpdateRejection) {
        var object = JSONObject()
        object["folder"] = .string(state.folder)
        object["version"] = .number(String(state.version))
        object["etag"] = state.etag.map(JSONValue.string) ?? .null
        object["lastModified"] = state.lastModified.map(JSONValue.string) ?? .null
        do {
            try JSONDocument(root: .object(object)).render().write(to: stateURL, options: .atomic)
        } catch {
            throw UpdateRejection(.storage, "cannot write \(stateURL.path): \(error.localizedDescription)")
        }
    }

    /// Forgets every update: the bundled strings are used from now on.
    func clear() {
        let manager = FileManager.default
        try? manager.removeItem(at: stateURL)
        for name in (try? manager.contentsOfDirectory(atPath: root.path)) ?? []
        where name.hasPrefix("update-") || name.hasPrefix("staging-") {
            try? manager.removeItem(at: root.appendingPathComponent(name))
        }
    }

    /// Removes staging folders left behind (by a crash, or a rejected download).
    func removeStaging(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
    }
}
