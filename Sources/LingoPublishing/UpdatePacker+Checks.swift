// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoChecks
import LingoFormats
import LingoRemote

extension UpdatePacker {
    /// What ``UpdatePolicy`` finds in every entry of the resources, each as
    /// `<lang>.lproj/<Table>: "key": what`, and the tables that do not parse.
    ///
    /// With `request.base`, every problem blocks unless the base (the app's bundled resources)
    /// ships the same value for the key in the same language. Without one, the resources are
    /// taken to be what the app ships (an app's own resources always pack): their problems are
    /// returned as `shipped`, for a warning. Without a development language (none given, no
    /// catalog, no English), entries are checked on their own only.
    static func problems(in request: Request) throws -> (blocking: [String], shipped: [String]) {
        let resources = try directory(at: request.resources)
        let base = try request.base.map(directory(at:))
        let developmentLanguage = request.developmentLanguage ?? developmentLanguage(of: base ?? resources)
        let source = developmentLanguage.map { LanguageEntries(language: $0, directory: base ?? resources) }
        let formats = FormatCache()
        var problems = [String]()
        var shippedProblems = [String]()
        for language in resources.languages {
            let entries = LanguageEntries(language: language, directory: resources)
            var collected = [String]()
            let shipped = base.map { LanguageEntries(language: language, directory: $0) }
            for diagnostic in UpdatePolicy.blockingDiagnostics(entries.diagnostics, shipped: shipped?.diagnostics ?? [])
            {
                collected.append(
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
                        collected.append("\(language).lproj/\(table): \"\(entry.key)\": \(problem.message)")
                    }
                }
            }
            if base == nil { shippedProblems += collected } else { problems += collected }
        }
        return (problems, shippedProblems)
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
            throw UpdatePackError.unreadable(path: url.path, reason: error.localizedDescription)
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
