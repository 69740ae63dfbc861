// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

package import Lingo
import LingoFormats

extension LocalizationProject {
    /// How many localization files the project holds: `.strings` and `.stringsdict` files (in
    /// `.lproj` folders or not) and String Catalogs.
    package var fileCount: Int {
        var count = catalogs.count + looseStrings.count + looseStringsDicts.count
        for set in tableSets {
            for table in set.tables {
                for language in table.languages {
                    count += (language.strings == nil ? 0 : 1) + (language.stringsDict == nil ? 0 : 1)
                }
            }
        }
        return count
    }

    /// The languages the project has texts in: its `.lproj` folders' languages and its catalogs'
    /// source and localization languages, as BCP 47 tags, sorted.
    package var languages: [String] {
        var result = Set<String>()
        for set in tableSets {
            for folder in set.folders where folder.isLanguage { result.insert(folder.language) }
        }
        for catalog in catalogs {
            result.formUnion(catalog.languageNames)
        }
        return result.sorted()
    }

    /// Whether the project has texts in `language`: an `.lproj` folder of that language (or of the
    /// same language subtag, which ``TableSet/Table/reference(developmentLanguage:)`` falls back
    /// to), a `Base.lproj` folder (Interface Builder's texts, in the development language), or a
    /// String Catalog whose source language it is or that has localizations in it.
    package func hasTexts(in language: LanguageTag) -> Bool {
        for set in tableSets {
            for folder in set.folders {
                if folder.kind == .base || folder.tag?.language == language.language { return true }
            }
        }
        for catalog in catalogs {
            if let source = catalog.sourceLanguage, (try? LanguageTag(source))?.language == language.language {
                return true
            }
            if catalog.entries.values.contains(where: { entry in
                entry.localizations.keys.contains { (try? LanguageTag($0))?.language == language.language }
            }) {
                return true
            }
        }
        return false
    }

    /// Fails when a development language was configured that the project has no texts in:
    /// every comparison would reason from nothing. A project of loose `.strings` and
    /// `.stringsdict` files only (checked for structure alone) always passes.
    ///
    /// - Parameter configured: The language from `.lingo.json` or the command line; `nil`
    ///   (decided from the files) always passes.
    /// - Throws: ``LingoToolsError/invalidInput(_:)`` naming the languages the project has.
    package func requireDevelopmentLanguage(_ configured: LanguageTag?) throws {
        guard let configured, !tableSets.isEmpty || !catalogs.isEmpty, !hasTexts(in: configured) else { return }
        let found = languages
        throw LingoToolsError.invalidInput(
            "the development language \(configured.identifier) has no tables or catalog "
                + "texts here (no \(configured.identifier).lproj folder, no catalog in \(configured.identifier)); "
                + (found.isEmpty ? "no language was found" : "the languages found are \(found.joined(separator: ", "))")
                + ": pass --development-language with one of them, or set \"developmentLanguage\" in .lingo.json")
    }
}
