// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoPublishing
import LingoRemote
import LingoTools
import TestSupport
import Testing

/// Collects what a localizer reports, from any thread.
typealias IssueLog = Recorder<LocalizationIssue>

extension Recorder where Element == LocalizationIssue {
    /// The issues reported so far, in order.
    var issues: [LocalizationIssue] { values }
    /// The update issues, in order.
    var updateIssues: [UpdateIssue] {
        issues.compactMap { if case .update(let issue) = $0 { issue } else { nil } }
    }
    /// The update issues as printed (`kind: message`), in order.
    var updateReasons: [String] { updateIssues.map(\.description) }
}

/// A temporary workspace: a key pair generated here, a web root, a cache folder, a state
/// folder (outside the cache, as apps keep it), and the bundled app of Fixtures/App.
struct UpdateFixture {
    static let fixtures = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
    static let app = fixtures.appendingPathComponent("App")

    let root: URL
    let keys: URL
    let www: URL
    let cache: URL
    let state: URL
    let log = IssueLog()

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-remote-\(UUID().uuidString)")
        keys = root.appendingPathComponent("keys")
        www = root.appendingPathComponent("www")
        cache = root.appendingPathComponent("cache")
        state = root.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: www, withIntermediateDirectories: true)
        try UpdatePacker.generateKeys(in: keys)
    }

    var privateKey: URL { keys.appendingPathComponent(UpdatePacker.privateKeyFileName) }
    var publicKey: UpdatePublicKey {
        get throws { try UpdatePublicKey(contentsOf: keys.appendingPathComponent(UpdatePacker.publicKeyFileName)) }
    }

    /// Packs Fixtures/Updates/`name` as `version` into www/`folder`.
    /// With `signWithProblems`, what pack would refuse is signed all the same (for the app to
    /// refuse it).
    func pack(
        _ name: String, version: Int, folder: String = "update", revoke: Bool = false,
        minimumAppVersion: String? = nil, signWithProblems: Bool = false, expires: Date? = nil
    ) throws {
        let output = www.appendingPathComponent(folder)
        try? FileManager.default.removeItem(at: output)
        var request = UpdatePacker.Request(
            resources: Self.fixtures.appendingPathComponent("Updates/\(name)"), output: output, version: version,
            keyFile: privateKey)
        request.minimumAppVersion = minimumAppVersion
        request.revoke = revoke
        request.signWithProblems = signWithProblems
        request.expires = expires
        try UpdatePacker.pack(request)
    }

    /// Packs `tables` (update path → contents, such as `de.lproj/Localizable.strings`) as
    /// `version` into www/`folder` with ``UpdatePacker/Request/signWithProblems``, so nothing
    /// blocks: what a careless key holder could sign, for the app to refuse.
    func packTables(_ tables: [String: String], version: Int, folder: String = "update") throws {
        let resources = root.appendingPathComponent("tables-\(version)-\(UUID().uuidString)")
        for (path, text) in tables {
            let url = resources.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        // Signed with its problems: what pack refuses unless told to sign anyway.
        let output = www.appendingPathComponent(folder)
        try? FileManager.default.removeItem(at: output)
        var request = UpdatePacker.Request(resources: resources, output: output, version: version, keyFile: privateKey)
        request.signWithProblems = true
        try UpdatePacker.pack(request)
    }

    /// Writes `manifest` (any bytes) and its signature with the fixture's key into
    /// www/`folder`: a manifest `lingo pack` would never write, signed all the same.
    func sign(_ manifest: Data, folder: String = "update") throws {
        let output = www.appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let signature = try UpdatePrivateKey(contentsOf: privateKey).signature(for: manifest)
        try manifest.write(to: output.appendingPathComponent(UpdateManifest.fileName))
        try Data((Data(signature).base64EncodedString() + "\n").utf8).write(
            to: output.appendingPathComponent(UpdateManifest.signatureFileName))
    }

    /// A localizer for the bundled app in `language`, reporting to ``log``.
    func localizer(_ language: LanguageTag = "de") throws -> Localizer {
        let log = self.log
        return try Localizer(
            resources: Self.app, developmentLanguage: "en", store: InMemoryPreferenceStore(.explicit(language)),
            systemLanguages: .fixed(["en"]), issueHandler: { log.append($0) })
    }

    /// An updater of `localizer` fetching from `url`, with the fixture's cache and state folders.
    func updater(_ localizer: Localizer, url: URL, timeout: TimeInterval = 10, appVersion: String? = nil) throws
        -> LocalizationUpdater
    {
        LocalizationUpdater(
            localizer: localizer,
            configuration: UpdateConfiguration(
                url: url, publicKey: try publicKey, cacheDirectory: cache, stateDirectory: state,
                appVersion: appVersion, timeout: timeout))
    }

    /// The path of a served file.
    func served(_ path: String) -> URL { www.appendingPathComponent(path) }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

/// The start of most update tests: an ``UpdateFixture`` whose www/update holds a packed update,
/// an in-process static server (``MisbehavingServer`` with no script: no nginx needed) serving
/// www, and a localizer of the bundled app.
///
/// ```swift
/// let served = try ServedUpdate()
/// defer { served.remove() }
/// let outcome = await (try served.updater()).checkForUpdate()
/// ```
struct ServedUpdate {
    let fixture: UpdateFixture
    let server: MisbehavingServer
    let localizer: Localizer

    /// Packs Fixtures/Updates/`update` as version 1 into www/update (for apps from
    /// `minimumAppVersion` on), lets `tamper` spoil what is served, makes a localizer in
    /// `language` and starts nginx. What was made is removed when a step fails.
    init(
        _ update: String = "good", minimumAppVersion: String? = nil, language: LanguageTag = "de",
        signWithProblems: Bool = false, tamper: (UpdateFixture) throws -> Void = { _ in }
    ) throws {
        fixture = try UpdateFixture()
        do {
            try fixture.pack(
                update, version: 1, minimumAppVersion: minimumAppVersion, signWithProblems: signWithProblems)
            try tamper(fixture)
            localizer = try fixture.localizer(language)
            // `/broken/` answers 500, as the nginx configuration of ``NginxServer`` does.
            server = try MisbehavingServer(
                root: fixture.www,
                replies: ["broken/manifest.json": .init(status: 500, headers: [("Content-Length", "0")])])
        } catch {
            fixture.remove()
            throw error
        }
    }

    /// An updater of ``localizer`` fetching www/`path` from the server.
    func updater(_ path: String = "update/", timeout: TimeInterval = 10, appVersion: String? = nil) throws
        -> LocalizationUpdater
    {
        try fixture.updater(localizer, url: server.url(path), timeout: timeout, appVersion: appVersion)
    }

    /// Stops the server and removes the fixture.
    func remove() {
        server.stop()
        fixture.remove()
    }
}

extension UpdateOutcome {
    /// The kind of the rejection, `nil` for any other outcome.
    var rejectionKind: UpdateRejection.Kind? {
        if case .rejected(let rejection) = self { rejection.kind } else { nil }
    }
}

extension UpdateFixture {
    /// A new localizer and updater for `url`, as after a relaunch: the cached update is applied
    /// and its outcome returned with them.
    func relaunch(url: URL, timeout: TimeInterval = 10, appVersion: String? = nil) throws
        -> (Localizer, LocalizationUpdater, UpdateOutcome)
    {
        let localizer = try localizer("de")
        let updater = try updater(localizer, url: url, timeout: timeout, appVersion: appVersion)
        return (localizer, updater, updater.applyCachedUpdate())
    }

    /// The update state file of the fixture's key (the history outside the cache).
    var historyFile: URL {
        get throws {
            let names = try FileManager.default.contentsOfDirectory(atPath: state.path)
            let name = try #require(names.first { $0.hasPrefix("lingo-update-") && $0.hasSuffix(".json") })
            return state.appendingPathComponent(name)
        }
    }
}
