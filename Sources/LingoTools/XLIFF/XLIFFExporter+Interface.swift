// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import LingoToolFormats

extension XLIFFExporter {
    /// One text of a storyboard, xib, intent definition or `Info.plist`.
    struct InterfaceText {
        var key: String
        var value: String
        var note: String?
    }

    /// The storyboards, xibs and intent definitions of the sources, and the `Info.plist` files
    /// whose keys some language translates in a table the development language lacks: each with
    /// the folder of its language folders and the name of the table its translations are in.
    static func interfaceOriginals(_ sources: XLIFFExportSources) -> [(path: String, directory: String, table: String)]
    {
        let development = sources.project.developmentLanguage
        var result = sources.interfaceFiles.map { path -> (path: String, directory: String, table: String) in
            let name = path.split(separator: "/").last.map(String.init) ?? path
            return (
                path, normalized(XLIFFExportSources.parentOfLproj(path)), XLIFFOriginal.tableName(ofFileNamed: name)
            )
        }
        for path in sources.infoPlists {
            let components = path.split(separator: "/", omittingEmptySubsequences: false)
            let directory = normalized(components.dropLast().joined(separator: "/"))
            let table = XLIFFOriginal.tableName(ofFileNamed: String(components.last ?? ""))
            guard let set = sources.project.tableSets.first(where: { normalized($0.directory) == directory }),
                let languages = set.tables.first(where: { $0.name == table })?.languages,
                !languages.contains(where: {
                    $0.folder.kind == .base || ($0.folder.tag != nil && $0.folder.tag == development)
                })
            else { continue }
            result.append((path, directory, table))
        }
        return result
    }

    /// The tables `interfaceOriginals(_:)` translate, as ``tableID(_:_:)`` names them.
    static func interfaceTables(_ sources: XLIFFExportSources) -> [String] {
        interfaceOriginals(sources).map { tableID($0.directory, $0.table) }
    }

    /// One `<file>` per storyboard, xib, intent definition and `Info.plist` original for `target`.
    static func interfaceFiles(_ sources: XLIFFExportSources, target: Target) -> [XLIFFDocument.File] {
        let sourceLanguage = sources.project.developmentLanguage?.identifier ?? "en"
        return interfaceOriginals(sources).compactMap { original in
            guard let data = FileManager.default.contents(atPath: original.path) else { return nil }
            let translation = translationTable(
                sources, directory: original.directory, table: original.table, target: target)
            let texts = interfaceTexts(data, path: original.path, translation: translation)
            var seen = Set<String>()
            let units = texts.compactMap { text -> XLIFFDocument.Unit? in
                guard seen.insert(text.key).inserted else { return nil }
                var unit = XLIFFDocument.Unit(id: text.key, source: text.value, note: text.note)
                unit.target = target.isSourceLanguage ? text.value : translation?[text.key]
                return unit
            }
            return file(relative(original.path, to: sources.root), source: sourceLanguage, target: target, units: units)
        }
    }

    /// The texts of one storyboard, xib, intent definition or `Info.plist`. An `Info.plist`
    /// offers the keys Apple lets an app localize and those a translation has.
    private static func interfaceTexts(_ data: Data, path: String, translation: [String: String]?) -> [InterfaceText] {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        switch XLIFFOriginal.Kind(fileName: name) {
        case .interfaceBuilder:
            return InterfaceBuilderStrings.parse(data, path: path).items.map {
                InterfaceText(key: $0.key, value: $0.value, note: $0.note)
            }
        case .intentDefinition:
            return PropertyListStrings.intentDefinition(data, path: path).items.map {
                InterfaceText(key: $0.key, value: $0.value)
            }
        case .infoPlist:
            return PropertyListStrings.infoPlist(data, path: path, including: Set((translation ?? [:]).keys)).items.map
            {
                InterfaceText(key: $0.key, value: $0.value)
            }
        default:
            return []
        }
    }

    /// The translations of `table` in `target`'s folder of the table set in `directory`, by key.
    private static func translationTable(
        _ sources: XLIFFExportSources, directory: String, table: String, target: Target
    ) -> [String: String]? {
        guard !target.isSourceLanguage,
            let set = sources.project.tableSets.first(where: { normalized($0.directory) == directory }),
            let folder = folder(of: target, in: set),
            let strings = set.tables.first(where: { $0.name == table })?.language(in: folder)?.strings
        else { return nil }
        return Dictionary(strings.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
    }

    /// A table set's directory as `tableID(_:_:)` compares it.
    static func normalized(_ directory: String) -> String {
        directory.isEmpty ? "." : directory
    }
}
