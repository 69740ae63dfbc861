// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats

extension ImportState {
    /// Writes the accepted targets of `file` into its table; writes nothing when the table's
    /// content does not change.
    mutating func apply(_ file: XLIFFDocument.File, kind: Kind, language: String, refusedKeys: Set<String>) throws {
        var accepted = [XLIFFDocument.Unit]()
        for unit in file.units where unit.target != nil {
            let key: String? =
                switch kind {
                case .strings: unit.id
                case .stringsDict: XLIFFUnitID.parseStringsDict(unit.id)?.key
                case .catalog: XLIFFUnitID.parseCatalog(unit.id)?.key
                }
            guard let key else { continue }  // reported by validate
            if refusedKeys.contains(key), !force {
                refused += 1
            } else {
                accepted.append(unit)
            }
        }
        imported += accepted.count
        if kind != .catalog { try writeMissingSource(file, kind: kind) }
        guard !accepted.isEmpty else { return }
        switch kind {
        case .strings: try applyStrings(accepted, path: targetPath(file.original, language: language))
        case .stringsDict:
            try applyStringsDict(
                accepted, path: targetPath(file.original, language: language),
                template: existingStringsDict(at: resources + "/" + file.original))
        case .catalog: try applyCatalog(accepted, file: file, language: language)
        }
    }

    private mutating func applyStrings(_ units: [XLIFFDocument.Unit], path: String) throws {
        let existing = FileManager.default.contents(atPath: path).map { StringsFile.parse($0, path: path) }
        var updated = existing ?? StringsFile(path: path, entries: [])
        var positions = [String: Int]()
        for (index, entry) in updated.entries.enumerated() { positions[entry.key] = index }
        for unit in units {
            guard let target = unit.target else { continue }
            let ownComment = unit.targetNote.map { $0.isEmpty ? nil : $0 }
            if let index = positions[unit.id] {
                updated.entries[index].value = target
                if let ownComment {
                    updated.entries[index].comment = ownComment
                } else if updated.entries[index].comment == nil {
                    updated.entries[index].comment = unit.note
                }
            } else {
                positions[unit.id] = updated.entries.count
                updated.entries.append(StringsFile.Entry(key: unit.id, value: target, comment: ownComment ?? unit.note))
            }
        }
        if let existing, existing == updated { return }
        try write(updated.render(), to: path)
    }

    private mutating func applyStringsDict(_ units: [XLIFFDocument.Unit], path: String, template: StringsDictFile?)
        throws
    {
        let existing = FileManager.default.contents(atPath: path).map { StringsDictFile.parse($0, path: path) }
        var updated = existing ?? StringsDictFile(path: path, entries: [])
        var positions = [String: Int]()
        for (index, entry) in updated.entries.enumerated() { positions[entry.key] = index }
        for unit in units {
            guard let target = unit.target, let (key, unitPath) = XLIFFUnitID.parseStringsDict(unit.id) else {
                continue
            }
            let index = positions[key]
            var value = index.map { updated.entries[$0].value }
            let location = SourceLocation(file: path, line: 0, column: 0)
            guard
                StringsDictPatch.set(
                    target, at: unitPath[...], in: &value, template: template?[key]?.value,
                    location: location), let value
            else { continue }
            if let index {
                updated.entries[index].value = value
            } else {
                positions[key] = updated.entries.count
                updated.entries.append(StringsDictFile.Entry(key: key, value: value))
            }
        }
        if let existing, existing == updated { return }
        try write(updated.render(), to: path)
    }

    private mutating func applyCatalog(_ units: [XLIFFDocument.Unit], file: XLIFFDocument.File, language: String) throws
    {
        let path = resources + "/" + file.original
        let existing = existingCatalog(at: path)
        var catalog = existing ?? StringCatalog(path: path, sourceLanguage: file.sourceLanguage)
        let sourceLanguage = catalog.sourceLanguage ?? file.sourceLanguage
        var created = Set<String>()
        for unit in units {
            guard let target = unit.target, let (key, unitPath) = XLIFFUnitID.parseCatalog(unit.id) else { continue }
            var entry: StringCatalog.Entry
            if let found = catalog[key] {
                entry = found
            } else {
                entry = StringCatalog.Entry(comment: unit.note)
                created.insert(key)
            }
            if created.contains(key), !unitPath.isEmpty || unit.source != key {
                // A new entry: its source text comes from the XLIFF (Xcode stores none when the key is the text).
                var source = entry.localizations[sourceLanguage] ?? StringCatalog.Localization()
                CatalogPatch.set(
                    StringCatalog.StringUnit(state: .translated, value: unit.source), at: unitPath[...],
                    in: &source, template: nil)
                entry.localizations[sourceLanguage] = source
            }
            var localization = entry.localizations[language] ?? StringCatalog.Localization()
            let unitValue = StringCatalog.StringUnit(state: XLIFFExporter.catalogState(unit.targetState), value: target)
            CatalogPatch.set(
                unitValue, at: unitPath[...], in: &localization, template: entry.localizations[sourceLanguage])
            entry.localizations[language] = localization
            catalog[key] = entry
        }
        if let existing, existing == catalog { return }
        try write(catalog.render(), to: path)
    }

    /// Creates the source language's table from the units' sources and notes when it does not
    /// exist (an import into an empty folder), so the folder can be linted and exported again.
    /// An existing source table is never touched.
    private mutating func writeMissingSource(_ file: XLIFFDocument.File, kind: Kind) throws {
        var path = resources + "/" + file.original
        let lowered = path.lowercased()
        if !lowered.hasSuffix(".strings"), !lowered.hasSuffix(".stringsdict") {
            path = (path.lastIndex(of: ".").map { String(path[..<$0]) } ?? path) + ".strings"
        }
        guard !file.units.isEmpty, !FileManager.default.fileExists(atPath: path) else { return }
        if kind == .strings {
            try write(
                StringsFile(
                    path: path,
                    entries: file.units.map {
                        StringsFile.Entry(key: $0.id, value: $0.source, comment: $0.note)
                    }
                ).render(), to: path)
            return
        }
        var entries = [StringsDictFile.Entry]()
        var positions = [String: Int]()
        for unit in file.units {
            guard let (key, unitPath) = XLIFFUnitID.parseStringsDict(unit.id) else { continue }
            var value = positions[key].map { entries[$0].value }
            let location = SourceLocation(file: path, line: 0, column: 0)
            guard StringsDictPatch.set(unit.source, at: unitPath[...], in: &value, template: nil, location: location),
                let value
            else { continue }
            if let index = positions[key] {
                entries[index].value = value
            } else {
                positions[key] = entries.count
                entries.append(StringsDictFile.Entry(key: key, value: value))
            }
        }
        guard !entries.isEmpty else { return }
        try write(StringsDictFile(path: path, entries: entries).render(), to: path)
    }

    private mutating func write(_ data: Data, to path: String) throws {
        try XLIFFExporter.write(data, to: path)
        written.insert(path)
    }

    /// Where the table of `original` in `language` is: the `.lproj` folder of `original`
    /// replaced by the language's folder; a file that is no `.strings`/`.stringsdict` becomes
    /// the `.strings` table of its name.
    func targetPath(_ original: String, language: String) -> String {
        var components = original.split(separator: "/").map(String.init)
        var fileName = components.removeLast()
        if let lproj = components.lastIndex(where: { $0.lowercased().hasSuffix(".lproj") }) {
            components.removeSubrange(lproj...)
        }
        let lowered = fileName.lowercased()
        if !lowered.hasSuffix(".strings"), !lowered.hasSuffix(".stringsdict") {
            fileName = (fileName.lastIndex(of: ".").map { String(fileName[..<$0]) } ?? fileName) + ".strings"
        }
        let parent = ([resources] + components).joined(separator: "/")
        return parent + "/" + folderName(in: parent, language: language) + "/" + fileName
    }

    /// The `.lproj` folder for `language` in `parent`: one named exactly so, else one whose
    /// name differs only in case or `_` for `-` (`pt-br.lproj`, `zh_Hans.lproj`), else
    /// `<language>.lproj`. (Not any folder of an equivalent tag: `tl` and `fil` may both exist.)
    func folderName(in parent: String, language: String) -> String {
        let exact = language + ".lproj"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [])
            .filter { $0.lowercased().hasSuffix(".lproj") }.sorted()
        if names.contains(exact) { return exact }
        func normalized(_ name: String) -> String { name.lowercased().replacingOccurrences(of: "_", with: "-") }
        return names.first { normalized($0) == normalized(exact) } ?? exact
    }
}
