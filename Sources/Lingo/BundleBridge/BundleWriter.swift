// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoUtilities

/// Writes one localizer's languages as real bundles (the tables as `.strings` files, the
/// fallback chain applied), once per language, for platforms where `Bundle` cannot be
/// subclassed.
///
/// Each bundle is written into a fresh folder and renamed into place, under this writer's
/// lock, so a bundle is read complete or not at all and is written once. The bundles live in
/// a folder of their own inside ``BundleFolder/processFolder()``, removed when the writer goes
/// away (and with the process folder at exit).
final class BundleWriter: Sendable {
    private struct State {
        /// This writer's folder, once made.
        var folder: URL?
        /// By snapshot serial: a snapshot rebuilt with an over-the-air update gets a new bundle
        /// (Foundation caches a bundle's tables by path, so it is a new folder too).
        var bundles: [UInt64: Bundle] = [:]
    }

    private let state = Protected(State())
    /// Where this writer makes its folder: ``BundleFolder/processFolder()`` but in tests.
    private let parent: @Sendable () throws -> URL

    init(parent: @escaping @Sendable () throws -> URL = BundleFolder.processFolder) {
        self.parent = parent
    }

    deinit {
        // `try?`: what stays is removed with the process folder at exit.
        if let folder = state.withLock({ $0.folder }) { try? FileManager.default.removeItem(at: folder) }
    }

    /// The folder holding this writer's bundles, if one was made.
    var folder: URL? { state.withLock { $0.folder } }

    /// The bundle of `snapshot`, written on first use.
    ///
    /// - Throws: When the bundle cannot be written; nothing is remembered then, so the next
    ///   call tries again.
    func bundle(for snapshot: LanguageSnapshot) throws -> Bundle {
        try state.withLock { state in
            if let bundle = state.bundles[snapshot.serial] { return bundle }
            let folder = try state.folder ?? BundleFolder.makeUniqueFolder(in: parent(), prefix: "localizer-")
            state.folder = folder
            let destination = folder.appendingPathComponent(
                "\(snapshot.language.identifier)-\(snapshot.serial).bundle",
                isDirectory: true)
            try Self.write(snapshot, to: destination, in: folder)
            guard let bundle = Bundle(path: destination.path) else {
                throw BundleFolderError(path: destination.path, reason: "Foundation does not open it as a bundle")
            }
            state.bundles[snapshot.serial] = bundle
            return bundle
        }
    }

    /// The folder of the bundle of `snapshot`, for a string resource's `bundle: .atURL(...)`;
    /// `nil`, and a ``LocalizationIssue/bundleUnavailable(language:reason:)`` told to `issues`,
    /// when it cannot be written.
    func folder(for snapshot: LanguageSnapshot, reportingTo issues: IssueReporter) -> URL? {
        do {
            return try bundle(for: snapshot).bundleURL
        } catch {
            issues.report(.bundleUnavailable(language: snapshot.language, reason: "\(error)"))
            return nil
        }
    }

    /// Writes the tables of `snapshot` into a new folder in `folder` and renames it to
    /// `destination`.
    private static func write(_ snapshot: LanguageSnapshot, to destination: URL, in folder: URL) throws {
        let staging = try BundleFolder.makeUniqueFolder(in: folder, prefix: ".\(snapshot.language.identifier)-")
        do {
            for (name, table) in snapshot.tables {
                let entries = table.mergedEntries.map { StringsFile.Entry(key: $0.key, value: $0.value.text) }
                try StringsFile(entries: entries).render().write(to: staging.appendingPathComponent("\(name).strings"))
            }
            if FileManager.default.fileExists(atPath: destination.path) {
                // Left by an attempt that failed after its rename: this writer owns the folder.
                try FileManager.default.removeItem(at: destination)
            }
            guard rename(staging.path, destination.path) == 0 else {
                throw BundleFolderError(path: destination.path, reason: String(cString: strerror(errno)))
            }
        } catch {
            // `try?`: the staging folder is private and goes with the writer's folder anyway.
            try? FileManager.default.removeItem(at: staging)
            throw error
        }
    }
}
