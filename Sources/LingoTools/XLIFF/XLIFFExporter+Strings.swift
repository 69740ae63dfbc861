// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo
import LingoFormats
import LingoToolFormats

extension XLIFFExporter {
    /// One `<file>` per `.strings` and `.stringsdict` file of the development language (or of
    /// `Base.lproj` when the development language has none), for `target`; the tables that
    /// translate a storyboard, xib, intent definition or `Info.plist` are exported with it.
    static func tableFiles(_ sources: XLIFFExportSources, target: Target) -> [XLIFFExportFile] {
        let development = sources.project.developmentLanguage
        let sourceLanguage = development?.identifier ?? "en"
        let translatedElsewhere = Set(interfaceTables(sources))
        var files = [XLIFFExportFile]()
        for set in sources.project.tableSets {
            let folder = folder(of: target, in: set)
            for table in set.tables {
                guard let reference = table.reference(developmentLanguage: development),
                    !translatedElsewhere.contains(tableID(set.directory, table.name))
                else { continue }
                let translation = target.isSourceLanguage ? reference : folder.flatMap { table.language(in: $0) }
                if let strings = reference.strings {
                    // The translation's own keys first: the set of the reference's keys is gone
                    // before the units' entries are planned.
                    let translationOnly = translationOnlyUnits(
                        translation?.strings, keys: Set(reference.keys), isSourceLanguage: target.isSourceLanguage
                    ) { sources.appHas($0, table: table.name) }
                    let units = StringsUnits(
                        source: strings, target: translation?.strings,
                        overridden: Set(reference.stringsDict?.entries.map(\.key) ?? []),
                        targetIsSource: target.isSourceLanguage, translationOnly: translationOnly)
                    let header = file(
                        relative(strings.path, to: sources.root), source: sourceLanguage, target: target, units: [])
                    files.append(XLIFFExportFile(file: header, strings: units))
                }
                if let dictionary = reference.stringsDict {
                    var comments = [String: String]()
                    for entry in reference.strings?.entries ?? [] { comments[entry.key] = entry.comment }
                    let units = stringsDictUnits(
                        source: dictionary, comments: comments, target: translation?.stringsDict, language: target)
                    files.append(
                        XLIFFExportFile(
                            file: file(
                                relative(dictionary.path, to: sources.root), source: sourceLanguage, target: target,
                                units: consume units)))
                }
            }
        }
        return files
    }

    /// The identity of a table of a table set: its folder and name.
    static func tableID(_ directory: String, _ name: String) -> String {
        (directory.isEmpty ? "." : directory) + "/" + name
    }

    /// The units of the keys a `.strings` translation has and its development-language table
    /// lacks, when the app has them (Xcode extracted them from the code, where they are their
    /// own source text): the key is the source, its placeholders numbered as `genstrings`
    /// numbers them (see ``positionalized(_:)``); the translation's comment is the note.
    static func translationOnlyUnits(
        _ translation: StringsFile?, keys: Set<String>, isSourceLanguage: Bool, appHas: (String) -> Bool
    ) -> [XLIFFDocument.Unit] {
        guard let translation, !isSourceLanguage else { return [] }
        let entries = translation.entries
        // The keys the development language lacks (most translations have none), each at its last entry.
        var positions = [String: Int]()
        for (position, entry) in entries.enumerated() where !keys.contains(entry.key) {
            positions[entry.key] = position
        }
        var units = [XLIFFDocument.Unit]()
        for first in entries {
            // A key's first entry makes its unit, of its last entry; the others make none.
            guard let position = positions.removeValue(forKey: first.key), appHas(first.key) else { continue }
            let entry = entries[position]
            units.append(
                XLIFFDocument.Unit(
                    id: entry.key, source: positionalized(entry.key),
                    target: translatedTarget(entry.value, source: entry.key), note: entry.comment))
        }
        return units
    }

    /// `text` with each placeholder numbered when it has several (`From %@ to %@` → `From %1$@
    /// to %2$@`), as Xcode writes the source of a key it extracted from code; as it is otherwise.
    static func positionalized(_ text: String) -> String {
        let format = FormatString.parse(text)
        let values = format.placeholders.filter { $0.variable == nil }
        guard values.count >= 2, values.contains(where: { !$0.isPositional }) else { return text }
        return FormatString.replacingPlaceholders(in: text, parsed: format) { placeholder in
            guard !placeholder.isPositional, placeholder.variable == nil else { return nil }
            return "%\(placeholder.argumentIndex)$" + placeholder.text.dropFirst()
        }
    }

    /// The units of a `.stringsdict` file, named as `XLIFFUnitID` describes; the note of a
    /// key is the comment of its `.strings` entry, when the table has one. The translation's
    /// shape governs: a key the translation has is offered in its shape.
    static func stringsDictUnits(
        source: StringsDictFile, comments: [String: String], target: StringsDictFile?, language: Target
    ) -> [XLIFFDocument.Unit] {
        let sourceValues = Dictionary(source.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
        let targetValues = Dictionary((target?.entries ?? []).map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
        var units = [XLIFFDocument.Unit]()
        var seen = Set<String>()
        for entry in source.entries where seen.insert(entry.key).inserted {
            guard let sourceValue = sourceValues[entry.key] else { continue }
            let targetValue = language.isSourceLanguage ? sourceValue : targetValues[entry.key]
            let shape = StringsDictPatch.texts(of: targetValue ?? sourceValue).map(\.path)
            for path in normalizedPlurals(
                shape, language: language,
                category: { isPluralForm($0) ? $0.last.flatMap(PluralCategory.init(rawValue:)) : nil },
                step: \.rawValue,
                hasZero: {
                    StringsDictPatch.text(at: $0 + [PluralCategory.zero.rawValue], in: sourceValue) != nil
                })
            {
                var unit = XLIFFDocument.Unit(
                    id: XLIFFUnitID.stringsDict(key: entry.key, path: path),
                    source: sourceText(at: path, in: sourceValue) ?? entry.key, note: comments[entry.key])
                unit.target = StringsDictPatch.text(at: path, in: targetValue)
                if language.isSourceLanguage {
                    unit.target = unit.target ?? unit.source
                } else if !isPluralForm(path) {
                    // A blank plural form can be meant ("caractère%#@v1@" with "" and "s").
                    unit.target = unit.target.flatMap { translatedTarget($0, source: unit.source) }
                }
                units.append(unit)
            }
        }
        return units
    }

    /// The source text for `path`: the text there, else (a plural form the source lacks) its
    /// `other` form, else the format of the value.
    private static func sourceText(at path: [String], in value: StringsDictFile.Value) -> String? {
        if let text = StringsDictPatch.text(at: path, in: value) { return text }
        if isPluralForm(path), let other = StringsDictPatch.text(at: path.dropLast() + ["other"], in: value) {
            return other
        }
        return StringsDictPatch.text(at: [StringsDictPatch.formatKey], in: value)
            ?? StringsDictPatch.text(at: [], in: value)
    }

    /// Whether a `.stringsdict` path names a plural form (`[variable, category]`, maybe under a device).
    static func isPluralForm(_ path: [String]) -> Bool {
        guard path.count >= 2, let last = path.last, PluralCategory(rawValue: last) != nil else { return false }
        let rule = path[path.count - 2]
        return rule != StringsDictPatch.widthRule && rule != StringsDictPatch.deviceRule
    }

    /// A translation as a unit's target: `nil` (no target, the unit is untranslated) when the
    /// value is empty as a translation of `source` (``BlankText``), as `lingo stats` and `lingo
    /// lint` count it.
    static func translatedTarget(_ value: String, source: String) -> String? {
        BlankText.isEmpty(value, translating: source) ? nil : value
    }
}
