// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The rules every reader of a resources folder shares — the runtime, `lingo lint`, `stats`,
/// `gen`, `convert`, `export`, `import`, `pack` and the over-the-air update client: what a
/// file is by its name and its folder's name, and which `.lproj` folders hold a language.
///
/// - A `.strings` or `.stringsdict` file directly inside a folder whose name ends with `.lproj`
///   (any letter case) is that folder's part of the table named by the file (a `.strings` and a
///   `.stringsdict` of one name are one table; the `.stringsdict` entry of a key wins).
/// - What the folder's name stands for is ``LprojFolder``: a language (`zh_Hans`, `zh-hans` and
///   `zh-Hans` are one), `Base` (Interface Builder's base, not a language), or no language
///   (`qqq`, `mul`, `und`, an invalid name).
/// - String Catalogs (`*.xcstrings`) belong to the folder they are in; a resources folder's
///   catalogs are those at its top and those in its `mul.lproj` (where Xcode keeps catalogs of
///   several languages).
/// - `.strings` and `.stringsdict` files outside an `.lproj` folder have no language: tools check
///   their structure only, the runtime does not read them.
/// - A table file is read when ``LocalizationFile`` says it can be (a regular file, links
///   followed, readable); anything else (a FIFO, a folder named `Localizable.strings`, no
///   permission) is reported once, in one wording, and is no table. A language is an `.lproj`
///   folder holding at least one table that can be read (or a catalog's localization): a folder
///   of unreadable tables, or of no table at all, is no language anyone offers.
/// - An `.lproj` entry that is a symbolic link to the folder holding it or to one above it
///   (`sub.lproj -> .`) is a loop: ignored like `qqq.lproj`, never a language.
/// - A resources folder's languages are its own `.lproj` folders: the runtime never reads below
///   them, and a walk through a project skips what ``skipsFolder(named:)`` names, compiled
///   bundles included (`Embedded.framework/it.lproj` is another bundle's language).
/// - The update path accepts `<lang>.lproj/<Table>.strings` or `.stringsdict` by these same
///   rules: `EN.LPROJ` is English, `qqq`, `mul`, `und` and `Base` are no language.
package enum LocalizationDiscovery {
    /// The table a lookup without a table name reads, and the table of `Localizable.strings`,
    /// `Localizable.stringsdict` and `Localizable.xcstrings`: the one spelling of its name.
    package static let defaultTableName = "Localizable"

    /// What a file is, by its name and the name of the folder holding it.
    package enum FileRole: Equatable, Sendable {
        /// One language's part of the table `name`, a file of `format` in an `.lproj` folder.
        case table(name: String, format: TableFormat)
        /// A String Catalog.
        case catalog
        /// A `.strings` or `.stringsdict` file outside any `.lproj` folder.
        case loose
        /// A Swift source file.
        case swift
        /// Anything else.
        case other
    }

    /// What the file `name` in the folder `folderName` is.
    package static func role(ofFileNamed name: some StringProtocol, inFolderNamed folderName: (some StringProtocol)?)
        -> FileRole
    {
        let lowered = name.lowercased()
        if lowered.hasSuffix(".xcstrings") { return .catalog }
        if lowered.hasSuffix(".swift") { return .swift }
        guard let (format, table) = TableFormat.of(fileNamed: name) else { return .other }
        guard let folderName, isLprojName(folderName) else { return .loose }
        return .table(name: table, format: format)
    }

    /// Whether a walk through a project skips the folder `name` and what it holds: hidden
    /// folders (`.git`, `.build`), `DerivedData`, and compiled bundles (`.app`, `.appex`,
    /// `.framework`, `.xcframework`), whose localizations are another bundle's, never the
    /// languages of the folder holding them. A `.bundle` folder (`Settings.bundle`, a resource
    /// bundle) is walked: its tables are the project's own and are checked.
    package static func skipsFolder(named name: some StringProtocol) -> Bool {
        if name.hasPrefix(".") || name == "DerivedData" { return true }
        let lowered = name.lowercased()
        return compiledBundleExtensions.contains { lowered.hasSuffix($0) }
    }

    private static let compiledBundleExtensions = [".app", ".appex", ".framework", ".xcframework"]

    /// Whether `name` is an `.lproj` folder's name (in any letter case).
    package static func isLprojName(_ name: some StringProtocol) -> Bool {
        name.utf8.count > 6 && name.lowercased().hasSuffix(".lproj")
    }

    /// Whether the `.lproj` folder `name` is where Xcode keeps String Catalogs of several
    /// languages (`mul.lproj`).
    package static func holdsCatalogs(lprojNamed name: some StringProtocol) -> Bool {
        name.lowercased() == "mul.lproj"
    }

    /// Why the folder at `path` is not one Lingo can read, or `nil` when it is one.
    package static func unreadableReason(atPath path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let error = errno
            var link = stat()
            if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
                return error == ELOOP
                    ? "a symbolic link in a loop" : "a symbolic link to nothing (\(String(cString: strerror(error))))"
            }
            return String(cString: strerror(error))
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { return "not a folder" }
        guard let listing = opendir(path) else {
            return "the folder cannot be read (\(String(cString: strerror(errno))))"
        }
        closedir(listing)
        guard access(path, X_OK) == 0 else {
            return "the folder cannot be entered (\(String(cString: strerror(errno))))"
        }
        return nil
    }

    /// Whether the entry at `path` is a symbolic link to the folder at `rootPath` or to a folder
    /// above it (`sub.lproj -> .`): a loop, not a folder of its own.
    package static func isLinkToAncestor(atPath path: String, ofPath rootPath: String) -> Bool {
        var link = stat()
        guard lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK,
            let target = realpath(path, nil)
        else { return false }
        defer { free(target) }
        guard let resolvedRoot = realpath(rootPath, nil) else { return false }
        defer { free(resolvedRoot) }
        let targetPath = String(cString: target), rootPath = String(cString: resolvedRoot)
        return rootPath == targetPath || rootPath.hasPrefix(targetPath.hasSuffix("/") ? targetPath : targetPath + "/")
    }
}
