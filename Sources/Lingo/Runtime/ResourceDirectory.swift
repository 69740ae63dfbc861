// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

package import Foundation
import LingoFormats
import LingoUtilities

/// The localizations of a resources folder as the runtime reads them: the folders
/// ``ResourceFolder`` finds, and its String Catalogs parsed.
///
/// Folder names are normalized (`zh_Hans.lproj`, `zh-hans.lproj` → `zh-Hans`; `English.lproj`
/// → `en`); several spellings of one language are merged. `Base.lproj` is not a language.
package struct ResourceDirectory: Sendable {
    /// A String Catalog and the languages it has.
    package struct Catalog: Sendable {
        /// The table name: the file name without `.xcstrings`.
        package let table: String
        package let catalog: StringCatalog
        /// Each language of the catalog, by tag, with the spelling the catalog uses.
        package let languages: [LanguageTag: String]
    }

    /// The resources folder.
    package let root: URL
    /// Each language's folders, in name order.
    package let folders: [LanguageTag: [URL]]
    /// Each language's table files that can be read, folder by folder, in name order.
    package let tableFiles: [LanguageTag: [[ResourceFolder.TableFile]]]
    /// The String Catalogs, in path order.
    package let catalogs: [Catalog]
    /// The languages found in folders and catalogs, sorted by tag.
    package let languages: [LanguageTag]
    /// `Base.lproj`, if present.
    package let baseFolder: URL?
    /// Folder names that are neither a language nor `Base`, with the reason.
    package let ignored: [(name: String, reason: String)]
    /// Entries named like a localization or `Base` that are not readable folders (a plain
    /// file, a folder that cannot be listed, a link that leads nowhere or in a loop), with the
    /// reason: they are not languages.
    package let unreadable: [(path: String, reason: String)]
    /// Problems found in the catalogs (read once, here), and the table files that cannot be read.
    package let diagnostics: [Diagnostic]

    /// Lists the `.lproj` folders of `root` (see ``ResourceFolder``) and reads its String
    /// Catalogs.
    ///
    /// - Throws: When `root` cannot be listed.
    package init(scanning root: URL) throws {
        let found = try ResourceFolder(scanning: root)
        var catalogs = [Catalog]()
        var diagnostics = found.unreadableTables.map { LocalizationFile.unreadable($0.path, $0.reason) }
        for url in found.catalogs {
            switch LocalizationFile.read(url) {
            case .success(let data):
                let catalog = StringCatalog.parse(data, path: url.path)
                diagnostics += catalog.diagnostics
                catalogs.append(Catalog(table: catalog.tableName, catalog: catalog, languages: catalog.languages))
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            }
        }
        let folders = found.languageFolders
        self.root = root
        self.folders = folders
        self.tableFiles = found.languageTables
        self.catalogs = catalogs
        self.languages = Array(Set(folders.keys).union(catalogs.flatMap(\.languages.keys))).stablySorted(by: <)
        self.baseFolder = found.baseFolder
        self.ignored = found.ignored
        self.unreadable = found.unreadable
        self.diagnostics = diagnostics
    }
}
