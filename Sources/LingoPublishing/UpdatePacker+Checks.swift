// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoChecks
import LingoFormats
import LingoRemote
import LingoUtilities

extension UpdatePacker {
    /// What ``UpdatePolicy`` finds in every entry of the resources, each as
    /// `<lang>.lproj/<Table>: "key": what`, and the tables that do not parse: the placeholder
    /// problems (which break a text at run time) first, then the rest, each in file order.
    ///
    /// With `request.base`, a problem counts only when the base (the app's bundled resources)
    /// does not ship the same value for the key in the same language. Without one, every
    /// problem counts. Without a development language (none given, no catalog, no English),
    /// entries are checked on their own only.
    static func problems(in request: Request) throws -> [String] {
        let resources = try directory(at: request.resources)
        let base = try request.base.map(directory(at:))
        let developmentLanguage = request.developmentLanguage ?? developmentLanguage(of: base ?? resources)
        let source = developmentLanguage.map { LanguageEntries(language: $0, directory: base ?? resources) }
        let formats = FormatCache()
        var breaks = [String]()
        var problems = [String]()
        for language in resources.languages {
            let entries = LanguageEntries(language: language, directory: resources)
            let shipped = base.map { LanguageEntries(language: language, directory: $0) }
            for diagnostic in UpdatePolicy.blockingDiagnostics(entries.diagnostics, shipped: shipped?.diagnostics ?? [])
            {
                problems.append(
                    "\(diagnostic.location.file.relative(to: request.resources)):\(diagnostic.location.line):"
                        + "\(diagnostic.location.column): \(diagnostic.message)")
            }
            for (table, tableEntries) in entries.tables.sorted(by: { $0.key < $1.key }) {
                for entry in tableEntries.ordered {
                    let original = source.map { $0.entry(entry.key, table: table) ?? entry.keyAsSourceText }
                    let blocking = UpdatePolicy.blockingProblems(
                        of: entry, language: language, against: original, developmentLanguage: developmentLanguage,
                        formats: formats
                    ) {
                        shipped?.entry(entry.key, table: table)?.showsSameValue(as: entry, device: .other) ?? false
                    }
                    for problem in blocking {
                        let line = "\(language).lproj/\(table): \"\(entry.key)\": \(problem.message)"
                        if problem.kind.isPlaceholderProblem { breaks.append(line) } else { problems.append(line) }
                    }
                }
            }
        }
        return breaks + problems
    }

    /// The development language of `directory`: its catalogs' source language (the most
    /// common), else `en` when it has English, else `nil`.
    static func developmentLanguage(of directory: ResourceDirectory) -> LanguageTag? {
        var counts = [LanguageTag: Int]()
        for catalog in directory.catalogs {
            if let tag = catalog.catalog.sourceLanguage.flatMap({ LprojFolder(name: $0).tag }) {
                counts[tag, default: 0] += 1
            }
        }
        if let best = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) { return best.key }
        return directory.languages.contains("en") ? "en" : nil
    }

    private static func directory(at url: URL) throws -> ResourceDirectory {
        do {
            let directory = try ResourceDirectory(scanning: url)
            if let (path, reason) = directory.unreadable.first {
                throw UpdatePackError.unreadable(path: path, reason: reason)
            }
            return directory
        } catch let error as UpdatePackError {
            throw error
        } catch {
            throw UpdatePackError.unreadable(path: url.path, reason: FileFailure.reason(for: error))
        }
    }
}

extension String {
    /// The path relative to `folder` when it is inside it.
    fileprivate func relative(to folder: URL) -> String {
        let prefix = folder.standardizedFileURL.path + "/"
        return hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}

extension UpdatePacker {
    /// Checks `request.version` against the ceiling and the update published before it.
    ///
    /// - Throws: ``UpdatePackError/invalidInput(_:)`` for a version outside
    ///   0...``UpdateManifest/maximumVersion``, not above the previous one (a revoke: below
    ///   it), or more than ``UpdateManifest/maximumVersionStep`` above it without
    ///   ``Request/allowsVersionJump``; ``UpdatePackError/unreadable(path:reason:)`` for a
    ///   previous manifest that does not read.
    static func checkVersion(of request: Request) throws {
        let version = request.version
        guard (0...UpdateManifest.maximumVersion).contains(version) else {
            throw UpdatePackError.invalidInput(
                "version \(version) is outside 0...\(UpdateManifest.maximumVersion), what apps accept: "
                    + "use a counter, a date (2026120501) or a time in seconds, never one in milliseconds")
        }
        guard let (previous, path) = try previousManifest(of: request) else { return }
        if request.revoke ? version < previous.version : version <= previous.version {
            throw UpdatePackError.invalidInput(
                "version \(version) is \(version == previous.version ? "the version of" : "below") update "
                    + "\(previous.version) (\(path)): apps that took \(previous.version) never take "
                    + (request.revoke ? "an older revoke" : "it again; pack \(previous.version + 1) or above"))
        }
        if version - previous.version > UpdateManifest.maximumVersionStep, !request.allowsVersionJump {
            throw UpdatePackError.invalidInput(
                "version \(version) is \(version - previous.version) above update \(previous.version) (\(path)), "
                    + "more than \(UpdateManifest.maximumVersionStep): apps never go back to a lower version, "
                    + "so a mistyped one is for ever; pass --allow-version-jump if the jump is meant")
        }
    }

    /// The previous update's manifest and its path: `request.previous`, else the output's
    /// `manifest.json` when there is one.
    private static func previousManifest(of request: Request) throws -> (UpdateManifest, String)? {
        var url = request.previous ?? request.output.appendingPathComponent(UpdateManifest.fileName)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            url.appendPathComponent(UpdateManifest.fileName)
        }
        if request.previous == nil, !FileManager.default.fileExists(atPath: url.path) { return nil }
        let data: Data
        switch LocalizationFile.read(url) {
        case .success(let bytes): data = bytes
        case .failure:
            throw UpdatePackError.unreadable(
                path: url.path, reason: LocalizationFile.problem(at: url.path) ?? "the file could not be read")
        }
        do throws(UpdateRejection) {
            return (try UpdateManifest.parse(data), url.path)
        } catch {
            throw UpdatePackError.unreadable(path: url.path, reason: "not a manifest: \(error.message)")
        }
    }

    /// Checks the tables to sign against what apps accept: bytes per table and per update, keys
    /// per table and per update, text lengths.
    ///
    /// - Throws: ``UpdatePackError/invalidInput(_:)`` naming the first limit passed.
    static func checkLimits(_ files: [String: Data]) throws {
        let total = files.values.reduce(0) { $0 + $1.count }
        guard total <= UpdateManifest.maximumUpdateSize else {
            throw UpdatePackError.invalidInput(
                "the tables have \(total) bytes together; apps accept at most \(UpdateManifest.maximumUpdateSize)")
        }
        if let (path, data) = files.sorted(by: { $0.key < $1.key }).first(where: {
            $0.value.count > UpdateManifest.maximumFileSize
        }) {
            throw UpdatePackError.invalidInput(
                "\(path) has \(data.count) bytes; apps accept at most \(UpdateManifest.maximumFileSize) per table")
        }
        do throws(UpdateRejection) {
            let verified = VerifiedFiles(contents: files)
            try verified.checkLimits(try verified.entries(budget: ProcessorBudget(seconds: .infinity)))
        } catch {
            throw UpdatePackError.invalidInput("\(error.message): apps refuse such an update")
        }
    }
}
