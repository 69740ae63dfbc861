// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo
import LingoChecks
import LingoFormats
import LingoUtilities

/// `undefined-key` and `unused-key`: the keys Swift code looks up (``SwiftSourceScanner``)
/// against the development language's tables.
///
/// - A table is known by its name across the project: `X.strings`/`X.stringsdict` of the
///   development language (or `Base`) in any table set, or `X.xcstrings`. A reference to a table
///   the project does not have is not reported (it may live in another bundle).
/// - The key lists of a file `lingo gen` wrote name keys without using them: a key they name that
///   no table defines is undefined, but only the accessors the code calls use a key.
/// - A lookup that gives a default value (`localizer.string("k", default: "…")`,
///   `NSLocalizedString`'s `value:`, `String(localized:defaultValue:)`) shows it when no table has
///   the key: an undefined key there is a note, not an error.
/// - `unused-key` only looks at tables the code references at all (so `InfoPlist`, `Root` of a
///   Settings bundle and Interface Builder tables are never reported), and only when the code
///   has no lookup with a computed key into that table... which it cannot know: keys built at
///   run time (`NSLocalizedString(name, ...)`) are invisible to it, hence a warning.
enum SourceRules {
    struct DefinedKey {
        var key: String
        var location: SourceLocation
        var language: String
    }

    static func check(_ references: [SourceReference], project: LocalizationProject) -> FindingList {
        var findings = FindingList()
        let tables = definedKeys(in: project)
        var patterns = [String: [String: [String]]]()  // table → pattern → keys
        for (table, keys) in tables {
            for key in keys.keys where key.contains("%") {
                patterns[table, default: [:]][SourceReference.pattern(of: key), default: []].append(key)
            }
        }
        var used = [String: Set<String>]()
        for reference in references {
            let table = reference.table ?? LocalizationDiscovery.defaultTableName
            guard let keys = tables[table] else { continue }
            if keys[reference.key] != nil {
                if reference.countsAsUse { used[table, default: []].insert(reference.key) }
                continue
            }
            if reference.hasInterpolation, let matches = patterns[table]?[SourceReference.pattern(of: reference.key)] {
                if reference.countsAsUse { used[table, default: []].formUnion(matches) }
                continue
            }
            let language = keys.values.first?.language ?? ""
            findings.add(
                .undefinedKey, reference.hasDefault ? .note : nil, at: reference.location,
                "\(reference.call)(\(reference.key.quotedForMessage)) looks up "
                    + "a key that \(language)'s \(table) table does not define"
                    + (reference.hasDefault ? "; its default value is shown" : ""),
                key: reference.key, language: language)
        }
        for (table, keys) in tables.sorted(by: { $0.key < $1.key }) where used[table] != nil {
            let seen = used[table] ?? []
            for defined in keys.values.sorted(by: { $0.location < $1.location }) where !seen.contains(defined.key) {
                findings.add(
                    .unusedKey, at: defined.location,
                    "no Swift source looks up \(defined.key.quotedForMessage) "
                        + "(table \(table))", key: defined.key, language: defined.language)
            }
        }
        return findings
    }

    /// Table name → key → where the development language defines it.
    static func definedKeys(in project: LocalizationProject) -> [String: [String: DefinedKey]] {
        var result = [String: [String: DefinedKey]]()
        for set in project.tableSets {
            for table in set.tables {
                guard let reference = table.reference(developmentLanguage: project.developmentLanguage) else {
                    continue
                }
                let texts = TableEntries(reference)
                for text in texts.ordered where result[table.name]?[text.key] == nil {
                    result[table.name, default: [:]][text.key] = DefinedKey(
                        key: text.key, location: text.location, language: reference.folder.language)
                }
            }
        }
        for catalog in project.catalogs {
            let name = catalog.tableName
            let language = project.developmentLanguage?.identifier ?? catalog.sourceLanguage ?? "en"
            for (key, entry) in catalog.entries where entry.extractionState != .stale && result[name]?[key] == nil {
                result[name, default: [:]][key] = DefinedKey(
                    key: key, location: entry.location ?? SourceLocation(file: catalog.path, line: 1, column: 1),
                    language: language)
            }
        }
        return result
    }
}
