// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

package import LingoFormats

/// One table in one `.lproj` folder: its `.strings` file, its `.stringsdict` file, or both.
package struct LanguageTable: Sendable {
    /// The folder.
    package var folder: LanguageFolder
    /// The `.strings` file, if the folder has one for this table.
    package var strings: StringsFile?
    /// The `.stringsdict` file, if the folder has one for this table.
    package var stringsDict: StringsDictFile?

    /// Creates a table.
    package init(folder: LanguageFolder, strings: StringsFile? = nil, stringsDict: StringsDictFile? = nil) {
        self.folder = folder
        self.strings = strings
        self.stringsDict = stringsDict
    }

    /// The keys of both files, `.strings` first, each once.
    package var keys: [String] {
        var seen = Set<String>()
        var result = [String]()
        for entry in strings?.entries ?? [] where seen.insert(entry.key).inserted { result.append(entry.key) }
        for entry in stringsDict?.entries ?? [] where seen.insert(entry.key).inserted { result.append(entry.key) }
        return result
    }
}
