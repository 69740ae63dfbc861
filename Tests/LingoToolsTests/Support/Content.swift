// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoTools

/// What a localization says, as a set of `(language, key, form) → value`, to compare files
/// before and after a conversion.
///
/// Forms: `""` for a plain text; `"format"` for a plural rule's format string, `"<variable>.<category>"`
/// for its forms; `"plural.<category>"` for a catalog localization's own plural variations;
/// `"device:<class>"` (then the same inside) for device variations. `.strings` values of keys the
/// `.stringsdict` file also defines are not content: Foundation never shows them.
struct Content: Equatable, CustomStringConvertible {
    struct Item: Hashable, Comparable, CustomStringConvertible {
        var language: String, key: String, form: String
        static func < (lhs: Item, rhs: Item) -> Bool {
            (lhs.language, lhs.key, lhs.form) < (rhs.language, rhs.key, rhs.form)
        }
        var description: String { "\(language) \(key.debugDescription) \(form)" }
    }

    var values: [Item: String] = [:]

    var keys: Set<String> { Set(values.keys.map { "\($0.language)\u{1F}\($0.key)" }) }

    var description: String { "\(values.count) values" }

    /// The differences with `other`, for a failure message.
    func differences(from other: Content, limit: Int = 10) -> [String] {
        var result = [String]()
        for item in Set(values.keys).union(other.values.keys).sorted() where values[item] != other.values[item] {
            result.append(
                "\(item): \(values[item]?.debugDescription ?? "nil") vs \(other.values[item]?.debugDescription ?? "nil")"
            )
            if result.count == limit { break }
        }
        return result
    }

    /// The content of one table in every language of a table set (languages only: not `Base`, not `qqq`).
    /// (Two folders of one language: the first by name.) A `.stringsdict` format with no variable
    /// is a plain text.
    init(table: TableSet.Table) {
        var seen = Set<String>()
        for languageTable in table.languages where languageTable.folder.isLanguage {
            let language = languageTable.folder.language
            guard seen.insert(language).inserted else { continue }
            let dictionaryKeys = Set(languageTable.stringsDict?.entries.map(\.key) ?? [])
            for entry in languageTable.strings?.entries ?? [] where !dictionaryKeys.contains(entry.key) {
                values[Item(language: language, key: entry.key, form: "")] = entry.value
            }
            for entry in languageTable.stringsDict?.entries ?? [] {
                add(entry.value, language: language, key: entry.key, prefix: "")
            }
        }
    }

    private mutating func add(_ value: StringsDictFile.Value, language: String, key: String, prefix: String) {
        switch value {
        case .string(let text):
            values[Item(language: language, key: key, form: prefix)] = text
        case .format(let format) where format.variables.isEmpty:
            values[Item(language: language, key: key, form: prefix)] = format.formatKey
        case .format(let format):
            values[Item(language: language, key: key, form: prefix + "format")] = format.formatKey
            for variable in format.variables {
                for form in variable.forms {
                    values[
                        Item(language: language, key: key, form: prefix + "\(variable.name).\(form.category.rawValue)")] =
                        form.value
                }
            }
        case .variableWidth(let variants):
            for variant in variants {
                values[Item(language: language, key: key, form: prefix + "width:\(variant.width)")] = variant.value
            }
        case .deviceSpecific(let variants):
            for variant in variants {
                add(variant.value, language: language, key: key, prefix: prefix + "device:\(variant.device.rawValue).")
            }
        }
    }

    /// The content of a catalog.
    init(catalog: StringCatalog) {
        for (key, entry) in catalog.entries {
            for (language, localization) in entry.localizations {
                add(localization, language: language, key: key, prefix: "")
            }
        }
    }

    private mutating func add(_ localization: StringCatalog.Localization, language: String, key: String, prefix: String)
    {
        if let value = localization.stringUnit?.value {
            let form = localization.substitutions.isEmpty ? prefix : prefix + "format"
            values[Item(language: language, key: key, form: form)] = value
        }
        for (name, substitution) in localization.substitutions {
            for (category, form) in substitution.variations?.plural ?? [:] {
                if let value = form.stringUnit?.value {
                    values[Item(language: language, key: key, form: prefix + "\(name).\(category.rawValue)")] = value
                }
            }
        }
        for (category, form) in localization.variations?.plural ?? [:] {
            if let value = form.stringUnit?.value {
                values[Item(language: language, key: key, form: prefix + "plural.\(category.rawValue)")] = value
            }
        }
        for (device, variant) in localization.variations?.device ?? [:] {
            add(variant, language: language, key: key, prefix: prefix + "device:\(device.rawValue).")
        }
    }
}
