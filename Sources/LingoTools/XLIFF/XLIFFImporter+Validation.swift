// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import LingoToolFormats
import LingoUtilities

extension ImportState {
    /// Lints the targets of `original` against its sources, as `lingo lint` lints a translation
    /// against the development language, with every location in the XLIFF file, and checks that
    /// the app has each key; records the findings of ``XLIFFImporter/rules`` and of keys the app
    /// lacks (`extra-translation`, kept in `lackingKeys`: never imported, even with `force`),
    /// and returns the keys whose errors refuse them.
    mutating func validate(_ original: inout Original) -> Set<String> {
        // The tables the lint reads are gone before the app's keys are read: what is read
        // after the lint is in the translations.
        let refusedKeys = lint(original)
        if let strings = original.strings.take() { original.translations = strings.translations() }
        lackingKeys = keysTheAppLacks(original)
        return refusedKeys
    }

    /// Lints the targets of `original` against its sources (see ``validate(_:)``), records the
    /// findings, and returns the keys whose errors refuse them.
    private mutating func lint(_ original: Original) -> Set<String> {
        let file = original.file
        let language = original.language
        let sourceLanguage = file.sourceLanguage
        let folderBase = file.location.file + "#" + file.original
        let sourceFolder = LanguageFolder(path: folderBase + "/" + sourceLanguage + ".lproj")
        let targetFolder = LanguageFolder(path: folderBase + "/" + language + ".lproj")
        var project = LocalizationProject()
        project.developmentLanguage = try? LanguageTag(sourceLanguage)
        var unitFindings = [Finding]()
        switch original.kind {
        case .stringsDict:
            let table = stringsDictTable(original, source: sourceFolder, target: targetFolder, findings: &unitFindings)
            project.tableSets = [
                TableSet(directory: folderBase, folders: [sourceFolder, targetFolder], tables: [table])
            ]
        case .catalog:
            project.catalogs = [catalog(original, findings: &unitFindings)]
        default:
            let table = stringsTable(original, source: sourceFolder, target: targetFolder)
            project.tableSets = [
                TableSet(directory: folderBase, folders: [sourceFolder, targetFolder], tables: [table])
            ]
        }
        var configuration = self.configuration
        configuration.developmentLanguage = try? LanguageTag(sourceLanguage)
        let targetName = targetFolder.language
        let all = Linter(configuration: configuration).lint(project)
        let sourceFaults = Set(
            all.filter { $0.language == sourceFolder.language || $0.language == sourceLanguage }.map(Self.fault))
        var relevant = [Finding]()
        var inherited = [Finding]()
        for finding in all
        where XLIFFImporter.rules.contains(finding.rule)
            && (finding.language == targetName || finding.language == language)
        {
            if sourceFaults.contains(Self.fault(of: finding)) {
                inherited.append(Self.inherited(finding))
            } else {
                relevant.append(finding)
            }
        }
        relevant += unitFindings
        findings += relevant + inherited
        inheritedCount += inherited.count
        var refusedKeys = Set<String>()
        for finding in relevant where finding.severity == .error || (strict && finding.severity == .warning) {
            if let key = finding.key { refusedKeys.insert(key) }
        }
        return refusedKeys
    }

    /// What a finding says is wrong with a key, without the texts it quotes (`"% n" (a percent
    /// sign followed by a space and a letter ...) in "Save %d% now"` → the reason in
    /// parentheses): a target that repeats its source's fault has the fault of the source.
    private static func fault(of finding: Finding) -> String {
        let message =
            finding.message.range(of: " in \"", options: .backwards).map {
                String(finding.message[..<$0.lowerBound])
            } ?? finding.message
        var reasons = [Substring]()
        var rest = message[...]
        while let open = rest.range(of: " ("), let close = rest[open.upperBound...].range(of: ")") {
            reasons.append(rest[open.upperBound..<close.lowerBound])
            rest = rest[close.upperBound...]
        }
        return "\(finding.rule)|\(finding.key ?? "")|" + (reasons.isEmpty ? message : reasons.joined(separator: "|"))
    }

    /// A finding the source has too: the translator repeated it, so it is no translation error.
    /// A warning (counted in ``XLIFFImportResult/inheritedCount``) that refuses nothing, even in
    /// strict mode.
    private static func inherited(_ finding: Finding) -> Finding {
        var copy = finding
        copy.severity = .warning
        copy.message = "the source has the same problem (fix it in the development language): " + finding.message
        return copy
    }

    /// The keys of `original`'s translated units that the app does not have, each reported as
    /// `extra-translation` (an error in strict mode): they are not imported.
    private mutating func keysTheAppLacks(_ original: Original) -> Set<String> {
        guard let known = AppKeys(original: original, catalogs: catalogs) else { return [] }
        var lacking = Set<String>()
        func check(_ key: String, at location: @autoclosure () -> SourceLocation) {
            guard !lacking.contains(key) else { return }
            let has =
                original.kind == .strings
                ? appHas(key, table: known.table, keys: known.keys) : known.keys.contains(key)
            guard !has else { return }
            lacking.insert(key)
            findings.append(
                Finding(
                    rule: .extraTranslation, severity: strict ? .error : .warning, location: location(),
                    message: "\(key.quotedForMessage) is not a key of \(original.file.original.quotedForMessage): "
                        + "the app does not have it; not imported",
                    key: key, language: original.language))
        }
        if let translations = original.translations {
            for index in 0..<translations.count {
                check(translations.key(at: index), at: translations.location(at: index))
            }
        }
        for unit in original.file.units where unit.target != nil {
            guard let key = Self.key(of: unit, kind: original.kind) else { continue }
            check(key, at: unit.location)
        }
        return lacking
    }

    /// The key a unit translates (the entry of a `.stringsdict` or catalog unit), or `nil`
    /// when its id is not one of its kind (reported by the validation).
    static func key(of unit: XLIFFDocument.Unit, kind: XLIFFOriginal.Kind) -> String? {
        switch kind {
        case .stringsDict: XLIFFUnitID.parseStringsDict(unit.id)?.key
        case .catalog: XLIFFUnitID.parseCatalog(unit.id).key
        default: unit.id
        }
    }

    private func stringsTable(_ original: Original, source: LanguageFolder, target: LanguageFolder)
        -> TableSet.Table
    {
        let none = StringsFile(path: original.file.location.file, entries: [])
        return TableSet.Table(
            name: tableName(original.file.original),
            languages: [
                LanguageTable(folder: source, strings: original.strings?.source ?? none),
                LanguageTable(folder: target, strings: original.strings?.target ?? none),
            ])
    }

    private func stringsDictTable(
        _ original: Original, source: LanguageFolder, target: LanguageFolder,
        findings: inout [Finding]
    ) -> TableSet.Table {
        let file = original.file
        let template = existingStringsDict(at: original.path)
        var sourceValues = [(key: String, value: StringsDictFile.Value?)]()
        var targetValues = [(key: String, value: StringsDictFile.Value?)]()
        var locations = [String: SourceLocation]()
        for unit in file.units {
            guard let (key, path) = XLIFFUnitID.parseStringsDict(unit.id) else {
                findings.append(badID(unit, "a .stringsdict path such as /KEY:dict/VARIABLE:dict/one:dict/:string"))
                continue
            }
            if locations[key] == nil { locations[key] = unit.location }
            let templateValue = template?[key]?.value
            Self.update(&sourceValues, key) {
                StringsDictPatch.set(
                    unit.source, at: path[...], in: &$0, template: templateValue, location: unit.location)
            }
            if let text = unit.target {
                Self.update(&targetValues, key) {
                    StringsDictPatch.set(
                        text, at: path[...], in: &$0, template: templateValue, location: unit.targetLocation)
                }
            }
        }
        func dictionary(_ list: [(key: String, value: StringsDictFile.Value?)]) -> StringsDictFile {
            StringsDictFile(
                path: file.location.file,
                entries: list.compactMap { item in
                    item.value.map {
                        StringsDictFile.Entry(key: item.key, value: $0, location: locations[item.key] ?? file.location)
                    }
                })
        }
        return TableSet.Table(
            name: tableName(file.original),
            languages: [
                LanguageTable(folder: source, stringsDict: dictionary(sourceValues)),
                LanguageTable(folder: target, stringsDict: dictionary(targetValues)),
            ])
    }

    private func catalog(_ original: Original, findings: inout [Finding]) -> StringCatalog {
        let file = original.file
        let language = original.language
        let sourceLanguage = file.sourceLanguage
        let existing = existingCatalog(at: original.path)
        var catalog = StringCatalog(path: file.location.file, sourceLanguage: sourceLanguage)
        for unit in file.units {
            let (key, path) = XLIFFUnitID.parseCatalog(unit.id, isKey: { existing?[$0] != nil })
            var entry = catalog[key] ?? StringCatalog.Entry(comment: unit.note)
            entry.location = entry.location ?? unit.location
            let template = existing?[key]?.localizations[sourceLanguage]
            // A variation whose source is its own id has none in the source (Xcode writes so a
            // substitution only the translation has).
            if path.isEmpty || unit.source != unit.id {
                var sourceUnit = StringCatalog.StringUnit(state: .translated, value: unit.source)
                sourceUnit.location = unit.location
                var sourceLocalization = entry.localizations[sourceLanguage] ?? StringCatalog.Localization()
                CatalogPatch.set(sourceUnit, at: path[...], in: &sourceLocalization, template: template)
                entry.localizations[sourceLanguage] = sourceLocalization
            }
            if let text = unit.target {
                var targetUnit = StringCatalog.StringUnit(
                    state: XLIFFExporter.catalogState(unit.targetState, qualifier: unit.targetStateQualifier),
                    value: text)
                targetUnit.location = unit.targetLocation
                var targetLocalization = entry.localizations[language] ?? StringCatalog.Localization()
                CatalogPatch.set(targetUnit, at: path[...], in: &targetLocalization, template: template)
                entry.localizations[language] = targetLocalization
            }
            catalog[key] = entry
        }
        return catalog
    }

    private func badID(_ unit: XLIFFDocument.Unit, _ expected: String) -> Finding {
        Finding(
            rule: .syntaxError, severity: .error, location: unit.location,
            message: "unit id \(unit.id.quotedForMessage) is not \(expected); it is skipped", key: unit.id)
    }

    /// Applies `change` to the value of `key` in an ordered list, appending the key when new.
    static func update(
        _ list: inout [(key: String, value: StringsDictFile.Value?)], _ key: String,
        _ change: (inout StringsDictFile.Value?) -> Bool
    ) {
        if let index = list.firstIndex(where: { $0.key == key }) {
            _ = change(&list[index].value)
        } else {
            var value: StringsDictFile.Value?
            _ = change(&value)
            list.append((key, value))
        }
    }

    /// The table name of an `original` path: its file name without the extension.
    func tableName(_ original: String) -> String {
        let name = original.split(separator: "/").last.map(String.init) ?? original
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }

    func existingStringsDict(at path: String) -> StringsDictFile? {
        FileManager.default.contents(atPath: path).map { StringsDictFile.parse($0, path: path) }
    }

    func existingCatalog(at path: String) -> StringCatalog? {
        catalogs.catalog(at: path)
    }
}
