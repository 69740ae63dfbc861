// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo
import LingoFormats

extension XLIFFExporter {
    /// One `<file>` per language of a String Catalog other than its source language.
    ///
    /// Entries marked `shouldTranslate: false` are left out, as Xcode leaves them out. Each
    /// unit's target carries the catalog state (see ``xliffState(_:)``).
    static func catalogFiles(
        _ catalog: StringCatalog, root: String,
        development: LanguageTag?
    ) -> [(String, XLIFFDocument.File)] {
        let sourceKey = catalog.sourceLanguage ?? development?.identifier ?? "en"
        var languages = [String]()
        var seen: Set<String> = [sourceKey]
        for (_, entry) in catalog.entries {
            for language in entry.localizations.keys where seen.insert(language).inserted { languages.append(language) }
        }
        let original = relative(catalog.path, to: root)
        return languages.map { language in
            let categories = pluralCategories(try? LanguageTag(language))
            var file = XLIFFDocument.File(
                original: original, sourceLanguage: sourceKey, targetLanguage: language, tool: tool)
            for (key, entry) in catalog.entries where entry.shouldTranslate != false {
                file.units += catalogUnits(
                    key: key, entry: entry, source: entry.localizations[sourceKey],
                    target: entry.localizations[language], categories: categories)
            }
            return (language, file)
        }
    }

    static func catalogUnits(
        key: String, entry: StringCatalog.Entry, source: StringCatalog.Localization?,
        target: StringCatalog.Localization?, categories: [PluralCategory]
    ) -> [XLIFFDocument.Unit] {
        typealias Step = XLIFFUnitID.CatalogStep
        var paths = target.map { CatalogPatch.units(of: $0).map(\.path) } ?? []
        for item in source.map(CatalogPatch.units) ?? [] {
            let path = item.path
            var candidates = [path]
            if case .plural = path.last { candidates = categories.map { path.dropLast() + [Step.plural($0)] } }
            for candidate in candidates where !paths.contains(candidate) { paths.append(candidate) }
        }
        if paths.isEmpty { paths = [[]] }
        return paths.map { path in
            var sourceText = CatalogPatch.unit(at: path, in: source)?.value
            if sourceText == nil, case .plural = path.last {
                sourceText = CatalogPatch.unit(at: path.dropLast() + [Step.plural(.other)], in: source)?.value
            }
            let targetUnit = CatalogPatch.unit(at: path, in: target)
            var unit = XLIFFDocument.Unit(
                id: XLIFFUnitID.catalog(key: key, path: path),
                source: sourceText ?? source?.stringUnit?.value ?? key,
                target: targetUnit?.value, note: entry.comment)
            if targetUnit?.value != nil {
                unit.targetState = targetUnit?.state.map(xliffState)
            }
            return unit
        }
    }

    /// The XLIFF 1.2 `state` of a catalog state: `translated`, `new`, `needs-review-translation`;
    /// others as `x-` and the catalog's name (XLIFF's form for values it does not define).
    public static func xliffState(_ state: StringCatalog.State) -> String {
        switch state {
        case .translated: "translated"
        case .new: "new"
        case .needsReview: "needs-review-translation"
        default: "x-" + state.rawValue
        }
    }

    /// The catalog state of an XLIFF `state` (`translated` when there is none).
    public static func catalogState(_ state: String?) -> StringCatalog.State {
        guard let state else { return .translated }
        switch state {
        case "translated", "final", "signed-off": return .translated
        case "new", "needs-translation": return .new
        default:
            if state.hasPrefix("needs-review") || state.hasPrefix("needs-adaptation") || state == "needs-l10n" {
                return .needsReview
            }
            if state.hasPrefix("x-") { return StringCatalog.State(rawValue: String(state.dropFirst(2))) }
            return .translated
        }
    }
}
