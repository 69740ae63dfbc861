// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import LingoToolFormats

extension ImportState {
    /// Writes the accepted targets of `original` into its table; writes nothing when the table's
    /// content does not change. Gives up `original`'s tables of a `.strings` table's units.
    mutating func apply(_ original: inout Original, refusedKeys: Set<String>) throws {
        if let translations = original.translations.take() {
            let accepted = acceptedPositions(translations, refusedKeys: refusedKeys)
            guard !accepted.isEmpty else { return }
            try applyStrings(AcceptedChanges(all: translations, positions: accepted), path: targetPath(original))
            return
        }
        // The positions of the accepted units, not copies: a file may hold hundreds of thousands.
        var positions = [Int]()
        for (position, unit) in original.file.units.enumerated() where unit.target != nil {
            guard let key = Self.key(of: unit, kind: original.kind) else { continue }  // reported by validate
            if isRefused(key, refusedKeys) {
                refused += 1
            } else {
                positions.append(position)
            }
        }
        imported += positions.count
        guard !positions.isEmpty else { return }
        switch original.kind {
        case .catalog:
            try applyCatalog(AcceptedUnits(all: original.file.units, positions: positions), original: original)
        default:
            // A `.stringsdict`: every kind whose translations go into a `.strings` table came
            // through `translations` above.
            try applyStringsDict(
                AcceptedUnits(all: original.file.units, positions: positions), path: targetPath(original),
                template: existingStringsDict(at: original.path))
        }
    }

    /// Whether the unit of `key` is not imported: the app lacks the key, or its errors refuse it.
    private func isRefused(_ key: String, _ refusedKeys: Set<String>) -> Bool {
        lackingKeys.contains(key) || (refusedKeys.contains(key) && !force)
    }

    /// The positions of the accepted units of `translations`, in order.
    private mutating func acceptedPositions(_ translations: ImportedTranslations, refusedKeys: Set<String>) -> [Int] {
        var positions = [Int]()
        for index in 0..<translations.count {
            if isRefused(translations.key(at: index), refusedKeys) {
                refused += 1
            } else {
                positions.append(index)
            }
        }
        imported += positions.count
        return positions
    }

    /// What the accepted units of a `.strings` table's translations change in it, in order.
    struct AcceptedChanges: RandomAccessCollection {
        let all: ImportedTranslations
        let positions: [Int]

        var startIndex: Int { 0 }
        var endIndex: Int { positions.count }
        subscript(index: Int) -> StringsChange { all.change(at: positions[index]) }
    }

    /// What a `.strings` unit changes in its table.
    struct StringsChange {
        var key: String
        var value: String
        /// The translation's own comment (`<note annotates="target">`): `nil` when the unit has
        /// none, `.some(nil)` when it is empty.
        var ownComment: String??
        /// The source's comment, for an entry that has none.
        var sourceComment: String?
    }

    private mutating func applyStrings(_ changes: AcceptedChanges, path: String) throws {
        var existing = Self.readStrings(at: path)
        let (isNew, originalCount) = (existing == nil, existing?.entries.count ?? 0)
        var updated = existing ?? StringsFile(path: path, entries: [])
        existing = nil
        // The table is edited in place, not in a copy compared with it afterwards; what an entry
        // had before its first change is kept until the end, to tell what really changed.
        var before = [Int: (value: String, comment: String?)]()
        do {
            var positions = [String: Int](minimumCapacity: updated.entries.count)
            for (index, entry) in updated.entries.enumerated() { positions[entry.key] = index }
            for change in changes {
                // The translation's own comment (empty: none) wins; without one, an entry keeps
                // its comment, a new entry takes the source's.
                let ownComment = change.ownComment
                let sourceComment = change.sourceComment
                guard let index = positions[change.key] else {
                    positions[change.key] = updated.entries.count
                    updated.entries.append(
                        StringsFile.Entry(key: change.key, value: change.value, comment: ownComment ?? sourceComment))
                    continue
                }
                var comment = updated.entries[index].comment
                if let ownComment {
                    comment = ownComment
                } else if comment == nil {
                    comment = sourceComment
                }
                guard updated.entries[index].value != change.value || updated.entries[index].comment != comment else {
                    continue
                }
                if before[index] == nil {
                    before[index] = (updated.entries[index].value, updated.entries[index].comment)
                }
                updated.entries[index].value = change.value
                updated.entries[index].comment = comment
            }
        }
        var edited = StringsEditor.EditedEntries(count: originalCount)
        for (index, old) in before {
            if updated.entries[index].value != old.value { edited.valueChanged(index) }
            if updated.entries[index].comment != old.comment { edited.commentChanged(index) }
        }
        before = [:]
        guard isNew || updated.entries.count > originalCount || !edited.isEmpty else { return }
        var rewritten: Data?
        if !isNew, let original = FileManager.default.contents(atPath: path) {
            rewritten = StringsEditor.edit(consume original, to: updated, edited: edited)
        }
        try write(rewritten ?? updated.render(), to: path)
    }

    /// The `.strings` file at `path`, parsed; `nil` when it cannot be read. Its bytes are given
    /// up to the parser, so they are not kept while the table is read.
    private static func readStrings(at path: String) -> StringsFile? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return StringsFile.parse(consume data, path: path)
    }

    /// Writes `.stringsdict` targets. A key whose format-key unit has no target (a translator
    /// translated the forms only) takes the source's format key.
    private mutating func applyStringsDict(_ units: AcceptedUnits, path: String, template: StringsDictFile?)
        throws
    {
        let existing = FileManager.default.contents(atPath: path).map { StringsDictFile.parse($0, path: path) }
        var updated = existing ?? StringsDictFile(path: path, entries: [])
        var positions = [String: Int]()
        for (index, entry) in updated.entries.enumerated() { positions[entry.key] = index }
        let location = SourceLocation(file: path, line: 0, column: 0)
        for unit in units {
            guard let target = unit.target, let (key, unitPath) = XLIFFUnitID.parseStringsDict(unit.id) else {
                continue
            }
            let index = positions[key]
            var value = index.map { updated.entries[$0].value }
            let templateValue = template?[key]?.value
            guard
                StringsDictPatch.set(
                    target, at: unitPath[...], in: &value, template: templateValue, location: location),
                var value
            else { continue }
            if case .format(var format) = value, format.formatKey.isEmpty {
                format.formatKey = StringsDictPatch.text(at: [StringsDictPatch.formatKey], in: templateValue) ?? ""
                value = .format(format)
            }
            if let index {
                updated.entries[index].value = value
            } else {
                positions[key] = updated.entries.count
                updated.entries.append(StringsDictFile.Entry(key: key, value: value))
            }
        }
        if let existing, existing == updated { return }
        let edited = FileManager.default.contents(atPath: path).flatMap { StringsDictEdit.edit($0, to: updated) }
        try write(edited ?? updated.render(), to: path)
    }

    /// Writes catalog targets: a unit's text as the catalog writes it (a substitution's
    /// `%1$lld` back to `%arg`, `%1$#@name@` back to `%#@name@`, see `CatalogSubstitutions`),
    /// a set of phrases as the localization's `stringSet`.
    private mutating func applyCatalog(_ units: AcceptedUnits, original: Original) throws {
        let path = original.path
        let existing = existingCatalog(at: path)
        var catalog = existing ?? StringCatalog(path: path, sourceLanguage: original.file.sourceLanguage)
        let sourceLanguage = catalog.sourceLanguage ?? original.file.sourceLanguage
        let language = catalogLanguage(in: catalog, for: original.language)
        for unit in units {
            guard let target = unit.target else { continue }
            let (key, unitPath) = XLIFFUnitID.parseCatalog(unit.id, isKey: { existing?[$0] != nil })
            var entry = catalog[key] ?? StringCatalog.Entry(comment: unit.note)
            let source = entry.localizations[sourceLanguage]
            var localization = entry.localizations[language] ?? StringCatalog.Localization()
            let state = XLIFFExporter.catalogState(unit.targetState, qualifier: unit.targetStateQualifier)
            if unitPath.isEmpty, unit.targetPhrases != nil || source?.stringSet != nil {
                let phrases = unit.targetPhrases ?? target.split(separator: "\n").map(String.init)
                localization.stringSet = StringCatalog.StringSet(state: state, values: phrases)
            } else {
                // The arguments as the export took them: the translation's substitutions, else the source's.
                let arguments = CatalogSubstitutions(
                    key: key, localization: localization.substitutions.isEmpty ? source : localization)
                let reference =
                    CatalogPatch.unit(at: unitPath, in: localization)?.value
                    ?? CatalogPatch.unit(at: unitPath, in: source)?.value
                let value = arguments.imported(target, at: unitPath, reference: reference)
                CatalogPatch.set(
                    StringCatalog.StringUnit(state: state, value: value), at: unitPath[...], in: &localization,
                    template: source)
            }
            entry.localizations[language] = localization
            catalog[key] = entry
        }
        if let existing, existing == catalog { return }
        try write(catalog.render(), to: path)
    }

    /// The units of a `<file>` that are imported, in order.
    struct AcceptedUnits: RandomAccessCollection {
        let all: [XLIFFDocument.Unit]
        let positions: [Int]

        var startIndex: Int { 0 }
        var endIndex: Int { positions.count }
        subscript(index: Int) -> XLIFFDocument.Unit { all[positions[index]] }
    }

    /// The name `catalog` gives `language`: the same name, else one spelled so (`pt-BR` for
    /// `pt-br`, see `XLIFFExporter.spelling(_:)`), else `language` as the XLIFF names it.
    private func catalogLanguage(in catalog: StringCatalog, for language: String) -> String {
        let names = catalog.localizationNames
        if names.contains(language) { return language }
        let spelling = XLIFFExporter.spelling(language)
        return names.sorted().first { XLIFFExporter.spelling($0) == spelling } ?? language
    }

    private mutating func write(_ data: Data, to path: String) throws {
        try XLIFFExporter.write(data, to: path)
        written.insert(path)
        catalogs.wrote(path)
    }

    /// Where the translations of `original` are: the table `XLIFFOriginal` names, in the
    /// language's folder beside the original's.
    func targetPath(_ original: Original) -> String {
        let folder = XLIFFOriginal.tablesFolder(of: original.file.original)
        let parent = folder.isEmpty ? resources : resources + "/" + folder
        return parent + "/" + folderName(in: parent, language: original.language) + "/"
            + XLIFFOriginal.translationFileName(of: original.file.original)
    }

    /// The `.lproj` folder for `language` in `parent`: one named exactly so, else one whose
    /// name differs only in case or `_` for `-` (`pt-br.lproj`, `zh_Hans.lproj`), else
    /// `<language>.lproj`. (Not any folder of an equivalent tag: `tl` and `fil` may both exist.)
    func folderName(in parent: String, language: String) -> String {
        let exact = language + ".lproj"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [])
            .filter { LocalizationDiscovery.isLprojName($0) }.sorted()
        if names.contains(exact) { return exact }
        return names.first { XLIFFExporter.spelling($0) == XLIFFExporter.spelling(exact) } ?? exact
    }
}
