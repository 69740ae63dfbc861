// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

extension StringCatalog {
    /// The table the catalog holds, which `Localizer.string(_:table:)` names: its file name
    /// without the `.xcstrings` extension (`Settings.xcstrings` → `Settings`); the default
    /// table (``LocalizationDiscovery/defaultTableName``) for a catalog read from no file.
    package var tableName: String {
        let name = path.split(separator: "/").last.map(String.init) ?? ""
        let stem = name.lowercased().hasSuffix(".xcstrings") ? String(name.dropLast(".xcstrings".count)) : name
        return stem.isEmpty ? LocalizationDiscovery.defaultTableName : stem
    }

    /// Every language name the catalog's entries have a localization for, as the catalog
    /// spells it (`de`, `pt-BR`, `zh-hans`...): its source language only where an entry has it.
    package var localizationNames: Set<String> {
        var names = Set<String>()
        for (_, entry) in entries { names.formUnion(entry.localizations.keys) }
        return names
    }

    /// ``localizationNames`` and the source language.
    package var languageNames: Set<String> {
        var names = localizationNames
        if let sourceLanguage { names.insert(sourceLanguage) }
        return names
    }

    /// The languages of the catalog an app can show, by tag (``languageNames`` that name a
    /// localization as an `.lproj` folder would), each with the catalog's spelling.
    package var languages: [LanguageTag: String] {
        var languages = [LanguageTag: String]()
        for spelling in languageNames {
            if case .localization(let tag) = LprojFolder(name: spelling) { languages[tag] = spelling }
        }
        return languages
    }
}
