// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoChecks
import LingoFormats
public import LingoToolFormats

/// Xcode's *Export Localizations*, on any platform: one XLIFF 1.2 document per language, with
/// one `<file>` per original — a `.strings` or `.stringsdict` table of the development
/// language, a String Catalog, a storyboard or xib, an intent definition, an `Info.plist` —
/// and its units named, ordered and noted as Xcode writes them.
///
/// ```swift
/// let sources = try XLIFFExportSources.load(
///     root: "App",
///     developmentLanguage: nil
/// )
/// let documents = XLIFFExporter.documents(for: sources)
/// documents["de"]?.files.map(\.original)
/// // ["App/Base.lproj/Main.storyboard", "App/Localizable.xcstrings"]
/// ```
///
/// What Xcode does and Lingo follows (see each kind's extension for the details):
/// - plural units offer one category set: the categories of the target language some whole
///   number selects (CLDR's, without those only numbers of a million and more select), plus
///   `zero` where the source has a `zero` form;
/// - the translation's shape governs: a plural source translated by a plain text is one unit,
///   a device variant only the translation has is a unit;
/// - a catalog string marked *Don't Translate*, and a `.strings` key its table's
///   `.stringsdict` overrides, are `translate="no"` units;
/// - units are sorted as `XLIFFOrder` describes; untranslated units have no `<target>`;
/// - the development language can be exported too: its targets are its sources.
public enum XLIFFExporter {
    /// The version `lingo export` writes as its `tool-version` and in `contents.json`.
    public static let version = "0.1.0"
    /// The `<header><tool>` Lingo writes.
    public static let tool = XLIFFDocument.Tool(id: "lingo", name: "lingo", version: version)

    /// Builds the documents, language → document.
    ///
    /// - Parameters:
    ///   - sources: What to export.
    ///   - languages: The languages to export, as the XLIFF's `target-language` names them; all
    ///     but the development language when `nil`.
    /// - Returns: One document per language; files in Xcode's order.
    static func documents(for sources: XLIFFExportSources, languages: [String]? = nil) -> [String: XLIFFDocument] {
        exports(for: sources, languages: languages).mapValues { XLIFFDocument(files: $0.map(\.wholeFile)) }
    }

    /// The files of each document, language → files, as ``documents(for:languages:)`` builds
    /// them, with a `.strings` table's units made only as they are written.
    static func exports(for sources: XLIFFExportSources, languages: [String]? = nil) -> [String: [XLIFFExportFile]] {
        let development = sources.project.developmentLanguage
        let wanted = languages ?? Self.languages(of: sources.project).filter { (try? LanguageTag($0)) != development }
        var exports = [String: [XLIFFExportFile]]()
        for language in wanted {
            let target = Target(language: language, development: development)
            var files = tableFiles(sources, target: target)
            files += sources.project.catalogs.compactMap { catalogFile($0, root: sources.root, target: target) }
                .map { XLIFFExportFile(file: $0) }
            files += interfaceFiles(sources, target: target).map { XLIFFExportFile(file: $0) }
            let nonEmpty = files.filter { $0.unitCount > 0 }
                .sorted { XLIFFOrder.originalPrecedes($0.file.original, $1.file.original) }
            if !nonEmpty.isEmpty { exports[language] = nonEmpty }
        }
        return exports
    }

    /// Builds the documents of a project already read, as ``documents(for:languages:)`` does
    /// for its tables and catalogs (no storyboard, xib, intent definition or `Info.plist`).
    package static func documents(for project: LocalizationProject, root: String, languages: [String]? = nil)
        -> [String: XLIFFDocument]
    {
        documents(
            for: XLIFFExportSources(root: root, project: project, interfaceFiles: [], infoPlists: []),
            languages: languages)
    }

    /// The language an export writes, with what it needs to know about it.
    struct Target {
        /// The name the XLIFF gives it (`target-language`).
        var language: String
        /// The tag, when the name is one.
        var tag: LanguageTag?
        /// Whether it is the development language: its targets are its sources.
        var isSourceLanguage: Bool

        init(language: String, development: LanguageTag?) {
            self.language = language
            tag = try? LanguageTag(language)
            isSourceLanguage = tag != nil && tag == development
        }

        /// The plural categories units offer; see ``XLIFFExporter/pluralCategories(_:hasZero:)``.
        func categories(hasZero: Bool) -> [PluralCategory] {
            XLIFFExporter.pluralCategories(tag, hasZero: hasZero)
        }
    }

    /// The languages the project has besides none: its language folders' names and its
    /// catalogs' languages, sorted, each once.
    static func languages(of project: LocalizationProject) -> [String] {
        var names = Set<String>()
        for set in project.tableSets {
            for folder in set.folders where folder.isLanguage { names.insert(folder.stem) }
        }
        for catalog in project.catalogs {
            names.formUnion(catalog.languageNames)
        }
        // One name per spelling (`pt-BR`, `pt-br`, `pt_BR`), not per tag: `tl` and `fil`, `bcl`
        // and `bik` are separate languages of a project, as Xcode keeps them.
        var seen = Set<String>()
        return names.sorted().filter { name in
            (try? LanguageTag(name)) != nil && seen.insert(spelling(name)).inserted
        }
    }

    /// A language name compared without letter case and with `_` for `-` (`zh_Hans`, `zh-hans`).
    static func spelling(_ name: String) -> String {
        name.lowercased().replacingOccurrences(of: "_", with: "-")
    }

    /// The categories plural units offer in a language: those some whole number from 0 to
    /// ``PluralFacts/countLimit`` selects (CLDR's categories without French's, Spanish's,
    /// Italian's, Portuguese's and Catalan's `many`, which Xcode does not offer either), and
    /// `other`; plus `zero` when `hasZero`: the source has a `zero` form (a catalog's
    /// translation too, as Xcode exports it). In CLDR order.
    static func pluralCategories(_ tag: LanguageTag?, hasZero: Bool) -> [PluralCategory] {
        var categories: Set<PluralCategory> = [.other]
        if let tag {
            categories.formUnion(PluralFacts.of(tag).neededCategories)
        }
        if hasZero { categories.insert(.zero) }
        return categories.sorted()
    }

    /// `paths` (a `.stringsdict` value's or a catalog localization's, in order) with each plural
    /// variable's forms replaced by the categories `language` offers, in the place of its first
    /// form; other paths as they are. `category` tells a plural form's category (`nil`: no
    /// plural form), `step` makes the last step of a form.
    static func normalizedPlurals<Step: Hashable>(
        _ paths: [[Step]], language: Target, category: ([Step]) -> PluralCategory?,
        step: (PluralCategory) -> Step, hasZero: ([Step]) -> Bool
    ) -> [[Step]] {
        var result = [[Step]]()
        var done = Set<[Step]>()
        for path in paths {
            guard category(path) != nil else {
                result.append(path)
                continue
            }
            let prefix = Array(path.dropLast())
            guard done.insert(prefix).inserted else { continue }
            for category in language.categories(hasZero: hasZero(prefix)) {
                result.append(prefix + [step(category)])
            }
        }
        return result
    }

    /// `path` relative to `root` (unchanged when it is not inside it).
    static func relative(_ path: String, to root: String) -> String {
        let base = root.hasSuffix("/") ? String(root.dropLast()) : root
        if base == "." || base.isEmpty { return path.hasPrefix("./") ? String(path.dropFirst(2)) : path }
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }

    /// A `<file>` element for `original`.
    static func file(_ original: String, source: String, target: Target, units: consuming [XLIFFDocument.Unit])
        -> XLIFFDocument.File
    {
        XLIFFOrder.sortUnits(&units, id: \.id)
        return XLIFFDocument.File(
            original: original, sourceLanguage: source, targetLanguage: target.language, tool: tool, units: units)
    }

    /// The folder of `set` holding `target`'s language: one named exactly so, else one spelled
    /// so (see ``spelling(_:)``).
    static func folder(of target: Target, in set: TableSet) -> LanguageFolder? {
        set.folders.first { $0.stem == target.language }
            ?? set.folders.first { $0.isLanguage && spelling($0.stem) == spelling(target.language) }
    }
}
