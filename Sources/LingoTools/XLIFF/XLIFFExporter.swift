// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats

/// Xcode's *Export Localizations* for Lingo's files: one XLIFF 1.2 document per language that
/// is not the development language, with one `<file>` per source table.
///
/// ```swift
/// let project = try LocalizationProject.load(paths: ["App/Resources"])
/// let documents = XLIFFExporter.documents(for: project, root: "App/Resources")
/// documents["de"]?.files.map(\.original)    // ["en.lproj/Localizable.strings", "Localizable.xcstrings"]
/// ```
///
/// Units follow Xcode: a `.strings` key is a unit whose source is the development language's
/// value and whose note is its comment; `.stringsdict` entries and catalog variations are named
/// as `XLIFFUnitID` describes; plural forms are offered for every CLDR category of the target
/// language; untranslated units have no `<target>`. Two additions keep a round trip lossless:
/// keys only a translation has are exported too (their source is the key), and a translation's
/// own comment, when it differs from the development language's, is a
/// `<note annotates="target">`.
public enum XLIFFExporter {
    /// The `<header><tool>` Lingo writes.
    public static let tool = XLIFFDocument.Tool(id: "lingo", name: "lingo")

    /// Builds the documents, language (as its folder or catalog names it) → document.
    ///
    /// - Parameters:
    ///   - project: The parsed files.
    ///   - root: The folder `original` paths are relative to.
    /// - Returns: One document per target language; files sorted by `original`.
    package static func documents(for project: LocalizationProject, root: String) -> [String: XLIFFDocument] {
        let development = project.developmentLanguage
        var files = [String: [XLIFFDocument.File]]()
        for set in project.tableSets {
            for table in set.tables {
                let reference = table.reference(developmentLanguage: development)
                let sourceLanguage = development?.identifier ?? reference?.folder.language ?? "en"
                let sourceFolder =
                    reference?.folder.path
                    ?? (set.directory == "." ? "" : set.directory + "/") + sourceLanguage + ".lproj"
                for folder in set.folders
                where folder.isLanguage && folder != reference?.folder && folder.tag != development {
                    let target = table.language(in: folder)
                    let language = folder.stem
                    let categories = pluralCategories(folder.tag)
                    if reference?.strings != nil || target?.strings != nil {
                        let original = relative(
                            reference?.strings?.path ?? sourceFolder + "/" + table.name + ".strings", to: root)
                        var file = XLIFFDocument.File(
                            original: original, sourceLanguage: sourceLanguage,
                            targetLanguage: language, tool: tool)
                        file.units = stringsUnits(source: reference?.strings, target: target?.strings)
                        files[language, default: []].append(file)
                    }
                    if reference?.stringsDict != nil || target?.stringsDict != nil {
                        let original = relative(
                            reference?.stringsDict?.path ?? sourceFolder + "/" + table.name + ".stringsdict",
                            to: root)
                        var file = XLIFFDocument.File(
                            original: original, sourceLanguage: sourceLanguage,
                            targetLanguage: language, tool: tool)
                        file.units = stringsDictUnits(
                            source: reference?.stringsDict, target: target?.stringsDict,
                            categories: categories)
                        files[language, default: []].append(file)
                    }
                }
            }
        }
        for catalog in project.catalogs {
            for (language, file) in catalogFiles(catalog, root: root, development: development) {
                files[language, default: []].append(file)
            }
        }
        var documents = [String: XLIFFDocument]()
        for (language, list) in files {
            let nonEmpty = list.filter { !$0.units.isEmpty }.sorted { $0.original < $1.original }
            if !nonEmpty.isEmpty { documents[language] = XLIFFDocument(files: nonEmpty) }
        }
        return documents
    }

    /// The CLDR cardinal categories of `tag`, in CLDR order (`[.other]` without a tag).
    static func pluralCategories(_ tag: LanguageTag?) -> [PluralCategory] {
        guard let tag else { return [.other] }
        return PluralRules(for: tag).categories.sorted()
    }

    /// `path` relative to `root` (unchanged when it is not inside it).
    static func relative(_ path: String, to root: String) -> String {
        let base = root.hasSuffix("/") ? String(root.dropLast()) : root
        if base == "." || base.isEmpty { return path.hasPrefix("./") ? String(path.dropFirst(2)) : path }
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }

    static func stringsUnits(source: StringsFile?, target: StringsFile?) -> [XLIFFDocument.Unit] {
        let sourceEntries = Dictionary(source?.entries.map { ($0.key, $0) } ?? [], uniquingKeysWith: { $1 })
        let targetEntries = Dictionary(target?.entries.map { ($0.key, $0) } ?? [], uniquingKeysWith: { $1 })
        var keys = source?.entries.map(\.key) ?? []
        keys += (target?.entries ?? []).map(\.key).filter { sourceEntries[$0] == nil }
        return keys.map { key in
            let sourceEntry = sourceEntries[key]
            let targetEntry = targetEntries[key]
            var unit = XLIFFDocument.Unit(
                id: key, source: sourceEntry?.value ?? key, target: targetEntry?.value,
                note: sourceEntry?.comment)
            if let targetEntry, targetEntry.comment != sourceEntry?.comment {
                unit.targetNote = targetEntry.comment ?? ""
            }
            return unit
        }
    }

    static func stringsDictUnits(
        source: StringsDictFile?, target: StringsDictFile?,
        categories: [PluralCategory]
    ) -> [XLIFFDocument.Unit] {
        let sourceEntries = Dictionary(source?.entries.map { ($0.key, $0.value) } ?? [], uniquingKeysWith: { $1 })
        let targetEntries = Dictionary(target?.entries.map { ($0.key, $0.value) } ?? [], uniquingKeysWith: { $1 })
        var keys = source?.entries.map(\.key) ?? []
        keys += (target?.entries ?? []).map(\.key).filter { sourceEntries[$0] == nil }
        var units = [XLIFFDocument.Unit]()
        for key in keys {
            let sourceValue = sourceEntries[key]
            let targetValue = targetEntries[key]
            var paths = targetValue.map { StringsDictPatch.texts(of: $0).map(\.path) } ?? []
            for item in sourceValue.map(StringsDictPatch.texts) ?? [] {
                for candidate in expandPlural(item.path, categories: categories) where !paths.contains(candidate) {
                    paths.append(candidate)
                }
            }
            for path in paths {
                var sourceText = StringsDictPatch.text(at: path, in: sourceValue)
                if sourceText == nil, isPluralForm(path) {
                    sourceText = StringsDictPatch.text(at: path.dropLast() + ["other"], in: sourceValue)
                }
                units.append(
                    XLIFFDocument.Unit(
                        id: XLIFFUnitID.stringsDict(key: key, path: path), source: sourceText ?? key,
                        target: StringsDictPatch.text(at: path, in: targetValue)))
            }
        }
        return units
    }

    /// Whether a `.stringsdict` path names a plural form (`[variable, category]`, maybe under a device).
    static func isPluralForm(_ path: [String]) -> Bool {
        guard path.count >= 2, let last = path.last, PluralCategory(rawValue: last) != nil else { return false }
        let rule = path[path.count - 2]
        return rule != StringsDictPatch.widthRule && rule != StringsDictPatch.deviceRule
    }

    /// A plural form's path for each of `categories`; any other path as it is.
    private static func expandPlural(_ path: [String], categories: [PluralCategory]) -> [[String]] {
        guard isPluralForm(path) else { return [path] }
        return categories.map { path.dropLast() + [$0.rawValue] }
    }
}
