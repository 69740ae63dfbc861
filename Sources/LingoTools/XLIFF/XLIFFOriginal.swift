// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo

/// What the `original` of an XLIFF `<file>` names, and where its translations are kept: the
/// rules export and import share.
///
/// | original | translations of language L |
/// |---|---|
/// | `App/en.lproj/Localizable.strings`, `.stringsdict` | `App/L.lproj/Localizable.strings`, `.stringsdict` |
/// | `App/Localizable.xcstrings` | in the catalog itself |
/// | `App/Base.lproj/Main.storyboard`, `.xib`, `.intentdefinition` | `App/L.lproj/Main.strings` |
/// | `App/Info.plist`, `App/Widget-Info.plist` | `App/L.lproj/InfoPlist.strings`, `App/L.lproj/Widget-InfoPlist.strings` |
enum XLIFFOriginal {
    /// The kinds of originals.
    enum Kind: Equatable {
        case strings, stringsDict, catalog, interfaceBuilder, intentDefinition, infoPlist
        /// A file Lingo does not read (its translations are still imported as a `.strings` table).
        case other

        /// The kind of a file, by its name.
        init(fileName name: some StringProtocol) {
            let lowered = name.lowercased()
            if lowered.hasSuffix(".xcstrings") {
                self = .catalog
            } else if lowered.hasSuffix(".stringsdict") {
                self = .stringsDict
            } else if lowered.hasSuffix(".strings") {
                self = .strings
            } else if lowered.hasSuffix(".storyboard") || lowered.hasSuffix(".xib") {
                self = .interfaceBuilder
            } else if lowered.hasSuffix(".intentdefinition") {
                self = .intentDefinition
            } else if lowered == "info.plist" || lowered.hasSuffix("-info.plist") {
                self = .infoPlist
            } else {
                self = .other
            }
        }

        /// Whether the translations are a `.strings` table named after the file rather than the file itself.
        var translatesIntoStrings: Bool {
            switch self {
            case .interfaceBuilder, .intentDefinition, .infoPlist, .other: true
            case .strings, .stringsDict, .catalog: false
            }
        }
    }

    /// The name of the table that holds the translations of the file `name`: the file's own
    /// name without its extension, except an `Info.plist`, whose table drops `.plist` and adds
    /// `Plist` (`Info.plist` → `InfoPlist`, `Widget-Info.plist` → `Widget-InfoPlist`), the
    /// name Xcode's import gives it.
    static func tableName(ofFileNamed name: String) -> String {
        let stem = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
        return Kind(fileName: name) == .infoPlist ? stem + "Plist" : stem
    }

    /// The file name of the translations of `original` in a language folder.
    static func translationFileName(of original: String) -> String {
        let name = original.split(separator: "/").last.map(String.init) ?? original
        let kind = Kind(fileName: name)
        if kind.translatesIntoStrings { return tableName(ofFileNamed: name) + ".strings" }
        return name
    }

    /// The folder holding the language folders of `original`, relative like it: the folder
    /// above its `.lproj` folder, or its own folder (an `Info.plist`, a catalog).
    static func tablesFolder(of original: String) -> String {
        var components = original.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        components.removeLast()
        if let last = components.last, LocalizationDiscovery.isLprojName(last) { components.removeLast() }
        return components.joined(separator: "/")
    }
}
