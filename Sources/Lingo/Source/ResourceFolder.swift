// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

package import Foundation
import LingoUtilities

/// The localizations directly in one resources folder (an app bundle's resources, an update's
/// folder), found by ``LocalizationDiscovery``'s rules: its `.lproj` folders and its String
/// Catalogs (at the top and in `mul.lproj`).
///
/// Listing a folder reads names and file types only, never a file's content: a language is one
/// whose folder holds at least one table file that can be read (``LocalizationFile``), so every
/// reader offers the same languages without reading a table.
package struct ResourceFolder: Sendable {
    /// One `.lproj` folder that can be read.
    package struct Lproj: Sendable {
        /// The folder's name as on disk (`zh_Hans.lproj`).
        package let name: String
        /// The folder.
        package let url: URL
        /// What the name stands for.
        package let kind: LprojFolder
        /// Its table files that can be read, in name order.
        package let tables: [TableFile]
    }

    /// One language's part of a table: a file in an `.lproj` folder that can be read.
    package struct TableFile: Sendable {
        /// The file's name as on disk (`Localizable.strings`).
        package let name: String
        /// The table it is part of (`Localizable`).
        package let table: String
        /// Its format.
        package let format: TableFormat
        /// The file's path.
        package let path: String

        /// The file.
        package var url: URL { URL(fileURLWithPath: path, isDirectory: false) }
    }

    /// The resources folder.
    package let root: URL
    /// Its readable `.lproj` folders that are a language or `Base`, in name order.
    package let lprojFolders: [Lproj]
    /// Its String Catalogs: those at the top, then those in `mul.lproj`, each in name order.
    package let catalogs: [URL]
    /// `.lproj` folder names that are neither a language nor `Base` (`qqq`, `mul`, invalid
    /// names, a link to the folder holding it), with the reason.
    package let ignored: [(name: String, reason: String)]
    /// Entries named like a localization or `Base` that are not readable folders (a plain file,
    /// a folder that cannot be listed, a link that leads nowhere or in a loop), with the reason:
    /// they are not languages.
    package let unreadable: [(path: String, reason: String)]
    /// Table files in the `.lproj` folders that cannot be read (a FIFO, a folder named like a
    /// table, no permission), each with ``LocalizationFile/problem(at:)``'s reason: they are no
    /// table, and a folder whose table files are all like this is no language.
    package let unreadableTables: [(path: String, reason: String)]

    /// Lists `root`.
    ///
    /// - Throws: When `root` cannot be listed.
    package init(scanning root: URL) throws {
        // Paths are joined as strings: a start lists every language's folder, and a `URL`
        // made and read back per file costs more than the listing.
        let rootPath = root.path
        let names = Sorting.sorted(try FileManager.default.contentsOfDirectory(atPath: rootPath))
        let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        var lprojFolders = [Lproj]()
        var ignored = [(String, String)]()
        var unreadable = [(String, String)]()
        var unreadableTables = [(path: String, reason: String)]()
        var catalogs = names.filter {
            LocalizationDiscovery.role(ofFileNamed: $0, inFolderNamed: String?.none) == .catalog
        }
        .map { root.appendingPathComponent($0) }
        for name in names where LocalizationDiscovery.isLprojName(name) {
            let path = prefix + name
            let kind = LprojFolder(name: name)
            switch kind {
            case .localization, .base:
                if LocalizationDiscovery.isLinkToAncestor(atPath: path, ofPath: rootPath) {
                    ignored.append((name, "a symbolic link to the folder holding it"))
                    continue
                }
                if let reason = LocalizationDiscovery.unreadableReason(atPath: path) {
                    unreadable.append((path, reason))
                    continue
                }
                let (tables, problems) = Self.tableFiles(inFolderAt: path)
                let url = root.appendingPathComponent(name, isDirectory: true)
                unreadableTables += problems
                // A folder with no table to read is no language (`Base` stays: nibs use it).
                guard !tables.isEmpty || kind == .base else { continue }
                lprojFolders.append(Lproj(name: name, url: url, kind: kind, tables: tables))
            case .notALanguage(let reason):
                ignored.append((name, reason))
                guard LocalizationDiscovery.holdsCatalogs(lprojNamed: name) else { continue }
                let url = root.appendingPathComponent(name, isDirectory: true)
                let inside = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                catalogs += Sorting.sorted(inside)
                    .filter { LocalizationDiscovery.role(ofFileNamed: $0, inFolderNamed: name) == .catalog }
                    .map { url.appendingPathComponent($0) }
            case .invalid(let error):
                ignored.append((name, "\(error)"))
            }
        }
        self.root = root
        self.lprojFolders = lprojFolders
        self.catalogs = catalogs
        self.ignored = ignored
        self.unreadable = unreadable
        self.unreadableTables = unreadableTables
    }

    /// Each language's folders (several spellings of one language are one), in name order.
    package var languageFolders: [LanguageTag: [URL]] {
        var result = [LanguageTag: [URL]]()
        for folder in lprojFolders {
            if let tag = folder.kind.tag { result[tag, default: []].append(folder.url) }
        }
        return result
    }

    /// `Base.lproj`, if present.
    package var baseFolder: URL? {
        lprojFolders.first { $0.kind == .base }?.url
    }

    /// Each language's table files, folder by folder (several spellings of one language are
    /// one; the first folder by name wins a key both have).
    package var languageTables: [LanguageTag: [[TableFile]]] {
        var result = [LanguageTag: [[TableFile]]]()
        for folder in lprojFolders {
            if let tag = folder.kind.tag { result[tag, default: []].append(folder.tables) }
        }
        return result
    }

    /// The table files of the `.lproj` folder at `folder`, by name: those that can be read,
    /// and a reason for each that cannot (``LocalizationFile/problem(at:)``).
    static func tableFiles(inFolderAt folder: String) -> (
        tables: [TableFile], unreadable: [(path: String, reason: String)]
    ) {
        let names = Self.names(in: folder)
        var tables = [TableFile]()
        var unreadable = [(path: String, reason: String)]()
        for name in names {
            // The folder is an `.lproj`: its table files are those of a table format.
            guard let (format, table) = TableFormat.of(fileNamed: name) else { continue }
            let path = folder + "/" + name
            if let problem = LocalizationFile.problem(at: path) {
                unreadable.append((path, problem))
            } else {
                tables.append(TableFile(name: name, table: table, format: format, path: path))
            }
        }
        return (tables, unreadable)
    }

    /// The names in the folder at `path`, sorted (`.` and `..` left out); none when it cannot be
    /// listed. Read with `readdir`: a start lists every language's folder.
    private static func names(in path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names = [String]()
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return Sorting.sorted(names)
    }
}
