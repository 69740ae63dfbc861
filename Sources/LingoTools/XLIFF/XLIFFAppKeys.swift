// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoToolFormats

/// The keys the app has for one original, read from the original itself: the development
/// language's table (its `.strings` and `.stringsdict` files together), the catalog's entries,
/// the storyboard's or xib's properties, the intent definition's texts, the `Info.plist`'s keys.
struct AppKeys {
    /// The name of the table the original's translations are in.
    var table: String
    /// The keys.
    var keys: Set<String>

    /// The keys of `original`; `nil` when there is nothing to check against (the original does
    /// not exist, or is of a kind Lingo does not read). A catalog is read through `catalogs`.
    init?(original: ImportState.Original, catalogs: CatalogReads) {
        let name = original.file.original.split(separator: "/").last.map(String.init) ?? original.file.original
        table = XLIFFOriginal.tableName(ofFileNamed: name)
        let path = original.path
        // A catalog is read once a run, not once a language: its bytes are not read here.
        if original.kind == .catalog {
            guard let catalog = catalogs.catalog(at: path) else { return nil }
            keys = Set(catalog.entries.map(\.key))
            return
        }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        switch original.kind {
        case .strings, .stringsDict:
            let stem = path.lastIndex(of: ".").map { String(path[..<$0]) } ?? path
            // The keys only (no comments, locations or copies of the entries); the original is
            // read once when it is the `.strings` file.
            let stringsPath = stem + ".strings"
            let stringsData = stringsPath == path ? consume data : FileManager.default.contents(atPath: stringsPath)
            var pairs: [(key: String, value: String)] = []
            // The bytes are the parser's to give up once decoded.
            if let bytes = consume stringsData {
                pairs = StringsFile.parsePairs(consume bytes, path: stringsPath).pairs
            }
            let dictionary = FileManager.default.contents(atPath: stem + ".stringsdict").map {
                StringsDictFile.parse($0, path: stem + ".stringsdict")
            }
            keys = Set(minimumCapacity: pairs.count)
            for pair in pairs { keys.insert(pair.key) }
            for entry in dictionary?.entries ?? [] { keys.insert(entry.key) }
        case .interfaceBuilder:
            keys = Set(InterfaceBuilderStrings.parse(data, path: path).items.map(\.key))
        case .intentDefinition:
            keys = Set(PropertyListStrings.intentDefinition(data, path: path).items.map(\.key))
        case .infoPlist:
            keys = PropertyListStrings.topLevelKeys(data, path: path)
        case .catalog, .other:  // a catalog is read above
            return nil
        }
    }
}
