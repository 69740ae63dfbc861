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
package enum LocalizationDiscovery {
    /// The table a lookup without a table name reads, and the table of `Localizable.strings`,
    /// `Localizable.stringsdict` and `Localizable.xcstrings`: the one spelling of its name.
    package static let defaultTableName = "Localizable"

    /// What a file is, by its name and the name of the folder holding it.
    package enum FileRole: Equatable, Sendable {
        /// One language's part of the table `name`: a `.strings` (`isStringsDict` false) or
        /// `.stringsdict` file in an `.lproj` folder.
        case table(name: String, isStringsDict: Bool)
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
        let isStringsDict = lowered.hasSuffix(".stringsdict")
        guard isStringsDict || lowered.hasSuffix(".strings") else { return .other }
        guard let folderName, isLprojName(folderName) else { return .loose }
        return .table(
            name: String(name.dropLast(isStringsDict ? ".stringsdict".count : ".strings".count)),
            isStringsDict: isStringsDict)
    }

    /// Whether `name` is an `.lproj` folder's name (in any letter case).
    package static func isLprojName(_ name: some StringProtocol) -> Bool {
        name.utf8.count > 6 && name.lowercased().hasSuffix(".lproj")
    }

    /// Whether the `.lproj` folder `name` is where Xcode keeps String Catalogs of several
    /// languages (`mul.lproj`).
    package static func holdsCatalogs(lprojNamed name: some StringProtocol) -> Bool {
        name.lowercased() == "mul.lproj"
    }

    /// Why `url` is not a folder Lingo can read, or `nil` when it is one.
    package static func unreadableReason(_ url: URL) -> String? {
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
