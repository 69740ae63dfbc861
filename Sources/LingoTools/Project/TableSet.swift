// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// The `.lproj` folders that sit side by side in one folder, and the tables they hold.
///
/// All `<lang>.lproj/X.strings` files in one folder form the table `X` of that set, one per
/// language; a `.strings` and a `.stringsdict` of the same name in one `.lproj` folder are one
/// table of that language (the `.stringsdict` entry wins for a key in both, as in Foundation).
/// Tables in different folders are never compared with each other: an app's extension or a
/// third-party bundle has its own.
package struct TableSet: Sendable {
    /// The folder holding the `.lproj` folders.
    package var directory: String
    /// The `.lproj` folders, sorted by name.
    package var folders: [LanguageFolder]
    /// The tables, sorted by name.
    package var tables: [Table]

    /// Creates a table set.
    package init(directory: String, folders: [LanguageFolder], tables: [Table]) {
        self.directory = directory
        self.folders = folders
        self.tables = tables
    }

    /// One table (`Localizable`, `InfoPlist`, ...) in every language of the set that has it.
    package struct Table: Sendable {
        /// The table's name: the file name without `.strings` or `.stringsdict`.
        package var name: String
        /// The table in each language that has it, in the order of ``TableSet/folders``.
        package var languages: [LanguageTable]

        /// Creates a table.
        package init(name: String, languages: [LanguageTable]) {
            self.name = name
            self.languages = languages
        }

        /// The table in `folder`, if that folder has it.
        package func language(in folder: LanguageFolder) -> LanguageTable? {
            languages.first { $0.folder == folder }
        }
    }
}
