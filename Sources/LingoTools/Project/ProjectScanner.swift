// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo

/// Finds the localization files under the paths given to a `lingo` command.
///
/// A path may be a folder (searched recursively; folders whose name starts with `.` are
/// skipped, and so are `.build` and `DerivedData`), or a single `.strings`, `.stringsdict`,
/// `.xcstrings` or `.swift` file.
struct ProjectScanner {
    /// A file found, with its path as displayed and its path relative to the glob base.
    struct FoundFile: Hashable, Sendable {
        var path: String
        var relativePath: String
    }

    var configuration: ProjectConfiguration

    /// The files found, by kind, each sorted by path.
    struct Files: Sendable {
        /// `.strings` and `.stringsdict` files inside `.lproj` folders.
        var lproj: [FoundFile] = []
        /// `.strings` and `.stringsdict` files outside `.lproj` folders (checked for structure only).
        var loose: [FoundFile] = []
        /// `.xcstrings` files.
        var catalogs: [FoundFile] = []
        /// `.swift` files.
        var swift: [FoundFile] = []
    }

    /// Scans `paths`.
    ///
    /// - Parameters:
    ///   - paths: Files and folders, as given on the command line.
    ///   - wantSwift: Whether to collect `.swift` files.
    /// - Throws: ``LingoToolsError/unreadable(path:reason:)`` for a path that does not exist.
    func scan(_ paths: [String], wantSwift: Bool = false) throws -> Files {
        var files = Files()
        var seen = Set<String>()
        let manager = FileManager.default
        let base = configuration.baseDirectory.map(Self.absolute) ?? manager.currentDirectoryPath
        for rawPath in paths {
            let path = Self.displayPath(rawPath)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw LingoToolsError.unreadable(path: rawPath, reason: "no such file or folder")
            }
            var found = [(path: String, absolute: String)]()
            if isDirectory.boolValue {
                // The folder made absolute once: what the enumerator adds has no `.` or `..`
                // (names starting with `.` are skipped), so nothing more to standardize.
                let root = Self.absolute(path)
                let rootPrefix = root.hasSuffix("/") ? root : root + "/"
                guard let enumerator = manager.enumerator(atPath: path) else {
                    throw LingoToolsError.unreadable(path: rawPath, reason: "cannot list the folder")
                }
                while let relative = enumerator.nextObject() as? String {
                    // The last component, found in the UTF-8 bytes (not character by character).
                    let name =
                        relative.utf8.lastIndex(of: UInt8(ascii: "/")).map { relative[$0...].dropFirst() }
                        ?? relative[...]
                    if name.hasPrefix(".") || name == "DerivedData" {
                        enumerator.skipDescendants()
                        continue
                    }
                    found.append((path == "." ? relative : path + "/" + relative, rootPrefix + relative))
                }
            } else {
                found.append((path, Self.absolute(path)))
            }
            for (file, absolute) in found.sorted(by: { $0.path < $1.path }) where seen.insert(file).inserted {
                let relative = Self.relative(absolute, to: base)
                let item = FoundFile(path: file, relativePath: relative)
                let components = file.split(separator: "/")
                let folderName = components.count >= 2 ? components[components.count - 2] : nil
                switch LocalizationDiscovery.role(ofFileNamed: components.last ?? "", inFolderNamed: folderName) {
                case .catalog:
                    if configuration.includes(relative) { files.catalogs.append(item) }
                case .table:
                    if configuration.includes(relative) { files.lproj.append(item) }
                case .loose:
                    if configuration.includes(relative) { files.loose.append(item) }
                case .swift:
                    if wantSwift { files.swift.append(item) }
                case .other:
                    break
                }
            }
        }
        return files
    }

    /// `path` without a trailing `/` or a leading `./`.
    static func displayPath(_ path: String) -> String {
        var result = path
        while result.count > 1, result.hasSuffix("/") { result.removeLast() }
        while result.hasPrefix("./"), result.count > 2 { result.removeFirst(2) }
        return result
    }

    /// `path` made absolute against the current folder.
    static func absolute(_ path: String) -> String {
        let url =
            path.hasPrefix("/")
            ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }

    /// `path` relative to `base` when it is inside it, else `path` itself.
    static func relative(_ path: String, to base: String) -> String {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
