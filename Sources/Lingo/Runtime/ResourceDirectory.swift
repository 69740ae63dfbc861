// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats

/// The localizations found in a resources folder: its `<lang>.lproj` subfolders and its
/// String Catalogs (`*.xcstrings` at the top or in `mul.lproj`).
///
/// Folder names are normalized (`zh_Hans.lproj`, `zh-hans.lproj` → `zh-Hans`; `English.lproj`
/// → `en`); several spellings of one language are merged. `Base.lproj` is not a language.
struct ResourceDirectory: Sendable {
    /// A String Catalog and the languages it has.
    struct Catalog: Sendable {
        /// The table name: the file name without `.xcstrings`.
        let table: String
        let catalog: StringCatalog
        /// Each language of the catalog, by tag, with the spelling the catalog uses.
        let languages: [LanguageTag: String]
    }

    /// The resources folder.
    let root: URL
    /// Each language's folders, in name order.
    let folders: [LanguageTag: [URL]]
    /// The String Catalogs, in path order.
    let catalogs: [Catalog]
    /// The languages found in folders and catalogs, sorted by tag.
    let languages: [LanguageTag]
    /// `Base.lproj`, if present.
    let baseFolder: URL?
    /// Folder names that are neither a language nor `Base`, with the reason.
    let ignored: [(name: String, reason: String)]
    /// Entries named like a localization or `Base` that are not readable folders (a plain
    /// file, a folder that cannot be listed, a link that leads nowhere or in a loop), with the
    /// reason: they are not languages.
    let unreadable: [(path: String, reason: String)]
    /// Problems found in the catalogs (read once, here).
    let diagnostics: [Diagnostic]

    /// Lists the `.lproj` folders of `root` and reads its String Catalogs.
    ///
    /// - Throws: When `root` cannot be listed.
    init(scanning root: URL) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        var folders = [LanguageTag: [URL]]()
        var base: URL? = nil
        var ignored = [(String, String)]()
        var unreadable = [(String, String)]()
        var catalogURLs = names.filter { $0.hasSuffix(".xcstrings") }.map { root.appendingPathComponent($0) }
        for name in names where name.hasSuffix(".lproj") {
            let url = root.appendingPathComponent(name, isDirectory: true)
            let folder = LprojFolder(name: name)
            switch folder {
            case .localization, .base:
                if let reason = Self.unreadableReason(url) {
                    unreadable.append((url.path, reason))
                    continue
                }
            case .notALanguage, .invalid:
                break
            }
            switch folder {
            case .localization(let tag):
                folders[tag, default: []].append(url)
            case .base:
                base = url
            case .notALanguage(let reason):
                ignored.append((name, reason))
                // mul.lproj: where Xcode puts String Catalogs of several languages.
                let inside = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
                catalogURLs += inside.sorted().filter { $0.hasSuffix(".xcstrings") }.map {
                    url.appendingPathComponent($0)
                }
            case .invalid(let error):
                ignored.append((name, "\(error)"))
            }
        }
        var catalogs = [Catalog]()
        var diagnostics = [Diagnostic]()
        for url in catalogURLs {
            do {
                let catalog = try StringCatalog(contentsOf: url)
                diagnostics += catalog.diagnostics
                var languages = [LanguageTag: String]()
                var spellings = Set<String>()
                if let source = catalog.sourceLanguage { spellings.insert(source) }
                for (_, entry) in catalog.entries { spellings.formUnion(entry.localizations.keys) }
                for spelling in spellings {
                    if case .localization(let tag) = LprojFolder(name: spelling) { languages[tag] = spelling }
                }
                catalogs.append(
                    Catalog(
                        table: url.deletingPathExtension().lastPathComponent, catalog: catalog,
                        languages: languages))
            } catch {
                diagnostics.append(
                    Diagnostic(
                        location: SourceLocation(file: url.path, line: 1, column: 1),
                        severity: .error, kind: .unreadableFile,
                        message: "cannot read the file: \(error.localizedDescription)"))
            }
        }
        self.root = root
        self.folders = folders
        self.catalogs = catalogs
        self.languages = Set(folders.keys).union(catalogs.flatMap(\.languages.keys)).sorted()
        self.baseFolder = base
        self.ignored = ignored
        self.unreadable = unreadable
        self.diagnostics = diagnostics
    }

    /// Why `url` is not a folder Lingo can read, or `nil` when it is one.
    static func unreadableReason(_ url: URL) -> String? {
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            let error = errno
            var link = stat()
            if lstat(url.path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
                return error == ELOOP
                    ? "a symbolic link in a loop" : "a symbolic link to nothing (\(String(cString: strerror(error))))"
            }
            return String(cString: strerror(error))
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { return "not a folder" }
        guard let listing = opendir(url.path) else {
            return "the folder cannot be read (\(String(cString: strerror(errno))))"
        }
        closedir(listing)
        guard access(url.path, X_OK) == 0 else {
            return "the folder cannot be entered (\(String(cString: strerror(errno))))"
        }
        return nil
    }
}
