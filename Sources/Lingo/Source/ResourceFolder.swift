// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The localizations directly in one resources folder (an app bundle's resources, an update's
/// folder), found by ``LocalizationDiscovery``'s rules: its `.lproj` folders and its String
/// Catalogs (at the top and in `mul.lproj`).
///
/// Listing a folder reads names only: the files in each `.lproj` folder are listed when a reader
/// asks (``tableFiles(in:)``), so a language never used costs nothing more.
package struct ResourceFolder: Sendable {
    /// One `.lproj` folder that can be read.
    package struct Lproj: Sendable {
        /// The folder's name as on disk (`zh_Hans.lproj`).
        package let name: String
        /// The folder.
        package let url: URL
        /// What the name stands for.
        package let kind: LprojFolder
    }

    /// The resources folder.
    package let root: URL
    /// Its readable `.lproj` folders that are a language or `Base`, in name order.
    package let lprojFolders: [Lproj]
    /// Its String Catalogs: those at the top, then those in `mul.lproj`, each in name order.
    package let catalogs: [URL]
    /// `.lproj` folder names that are neither a language nor `Base` (`qqq`, `mul`, invalid
    /// names), with the reason.
    package let ignored: [(name: String, reason: String)]
    /// Entries named like a localization or `Base` that are not readable folders (a plain file,
    /// a folder that cannot be listed, a link that leads nowhere or in a loop), with the reason:
    /// they are not languages.
    package let unreadable: [(path: String, reason: String)]

    /// Lists `root`.
    ///
    /// - Throws: When `root` cannot be listed.
    package init(scanning root: URL) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        var lprojFolders = [Lproj]()
        var ignored = [(String, String)]()
        var unreadable = [(String, String)]()
        var catalogs = names.filter {
            LocalizationDiscovery.role(ofFileNamed: $0, inFolderNamed: String?.none) == .catalog
        }
        .map { root.appendingPathComponent($0) }
        for name in names where LocalizationDiscovery.isLprojName(name) {
            let url = root.appendingPathComponent(name, isDirectory: true)
            let kind = LprojFolder(name: name)
            switch kind {
            case .localization, .base:
                if let reason = LocalizationDiscovery.unreadableReason(url) {
                    unreadable.append((url.path, reason))
                } else {
                    lprojFolders.append(Lproj(name: name, url: url, kind: kind))
                }
            case .notALanguage(let reason):
                ignored.append((name, reason))
                guard LocalizationDiscovery.holdsCatalogs(lprojNamed: name) else { continue }
                let inside = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
                catalogs += inside.sorted()
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

    /// The tables of the `.lproj` folder `folder`: its `.strings` and `.stringsdict` files by
    /// name, each with its role; an unreadable folder has none.
    package static func tableFiles(in folder: URL) -> [(file: String, table: String, isStringsDict: Bool)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) ?? []
        let folderName = folder.lastPathComponent
        return names.compactMap { name in
            guard
                case .table(let table, let isStringsDict) = LocalizationDiscovery.role(
                    ofFileNamed: name, inFolderNamed: folderName)
            else { return nil }
            return (name, table, isStringsDict)
        }
    }
}
