// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats

/// Finds the localization files under the paths given to a `lingo` command.
///
/// A path may be a folder (searched recursively, skipping what
/// ``LocalizationDiscovery/skipsFolder(named:)`` skips), or a single `.strings`, `.stringsdict`,
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
        /// Files found in a folder that cannot be read (a FIFO, a device, a socket, no
        /// permission), each with a diagnostic saying why; the others are read without them.
        var skipped: [Diagnostic] = []
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
            let isFolder = isDirectory.boolValue
            if isFolder {
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
                    if LocalizationDiscovery.skipsFolder(named: name) {
                        enumerator.skipDescendants()
                        continue
                    }
                    found.append((path == "." ? relative : path + "/" + relative, rootPrefix + relative))
                }
            } else {
                found.append((path, Self.absolute(path)))
            }
            for (file, absolute) in found.sorted(by: { $0.path < $1.path }) where seen.insert(file).inserted {
                add(
                    file, relativePath: Self.relative(absolute, to: base), foundInFolder: isFolder,
                    wantSwift: wantSwift, to: &files)
            }
        }
        return files
    }

    /// Sorts `file` into `files` by its role. A file found in a
    /// folder that cannot be read is skipped with a diagnostic, looking at the file system only
    /// (a FIFO is never opened); one named on the command line is read, and fails loudly.
    private func add(_ file: String, relativePath: String, foundInFolder: Bool, wantSwift: Bool, to files: inout Files)
    {
        let item = FoundFile(path: file, relativePath: relativePath)
        let components = file.split(separator: "/")
        let folderName = components.count >= 2 ? components[components.count - 2] : nil
        let role = LocalizationDiscovery.role(ofFileNamed: components.last ?? "", inFolderNamed: folderName)
        switch role {
        case .catalog, .table, .loose:
            guard configuration.includes(relativePath) else { return }
        case .swift:
            guard wantSwift else { return }
        case .other:
            return
        }
        if foundInFolder, let problem = FileAccess.problemReading(file) {
            files.skipped.append(Self.skipped(file, problem))
            return
        }
        switch role {
        case .catalog: files.catalogs.append(item)
        case .table: files.lproj.append(item)
        case .loose: files.loose.append(item)
        case .swift: files.swift.append(item)
        case .other: break
        }
    }

    /// The diagnostic of a file skipped because of `problem`: a warning for what is no regular
    /// file (there is nothing to read), an error for a file that cannot be read.
    static func skipped(_ path: String, _ problem: String) -> Diagnostic {
        LocalizationFile.unreadable(path, problem)
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
