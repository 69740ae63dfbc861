// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

package import Lingo
import LingoFormats
import LingoToolFormats
import LingoUtilities

/// Converts between `.lproj` tables (`.strings` + `.stringsdict`, every language) and one String
/// Catalog: what `lingo convert` does.
///
/// ```swift
/// let (catalog, notes) = CatalogConverter.catalog(from: table, developmentLanguage: "en")
/// try catalog.render().write(to: url)                  // Localizable.xcstrings, in Xcode's key order
/// let files = catalog.tableFiles()                     // back: one .strings/.stringsdict pair per language
/// ```
///
/// Tables to a catalog:
/// - a `.strings` value is a string unit in state `translated`; its comment (the development
///   language's, else the first one found) is the entry's comment; entries are `manual` (Xcode
///   keeps them even when it does not find the key in the code);
/// - a `.stringsdict` plural rule is a string unit holding `NSStringLocalizedFormatKey` with one
///   substitution per variable (`formatSpecifier` = its value type, the forms as plural
///   variations, the variable's own positional placeholder written `%arg`, see
///   `PluralArgument`); a rule
///   whose only variable is named `plural` and whose format is just its token becomes plain plural
///   variations (what Xcode's "Vary by Plural" makes) when that converts back exactly;
/// - device rules are device variations; width rules (which catalogs do not have) keep the
///   widest variant, with a note;
/// - a `.strings` value of a key the `.stringsdict` also defines is dropped, with a note:
///   Foundation never shows it; `Base.lproj` and folders that are no language (`qqq`) are left
///   out, with a note, and so is a second folder of the same language (`diq.lproj` and
///   `zza.lproj` are both Zazaki): the first by name is kept.
///
/// A catalog to tables: the reverse, per language (every language the catalog has, the source
/// language's file holding only the keys it has a localization for: the others show their key).
/// States other than the text are not kept by `.strings` files.
package enum CatalogConverter: Sendable {
    /// The variable name that stands for a catalog localization's own plural variations in a
    /// `.stringsdict` file.
    static var pluralVariableName: String { StringCatalog.pluralVariableName }

    // MARK: Tables → catalog

    /// One table in every language, as a catalog.
    ///
    /// - Parameters:
    ///   - table: The table.
    ///   - developmentLanguage: The catalog's source language (the table's reference folder
    ///     decides when `nil`; see ``TableSet/Table/reference(developmentLanguage:)``).
    /// - Returns: The catalog, and a note for each thing that could not be carried over.
    package static func catalog(from table: TableSet.Table, developmentLanguage: LanguageTag?)
        -> (catalog: StringCatalog, notes: [String])
    {
        let rows = Rows(table: table, developmentLanguage: developmentLanguage)
        var catalog = StringCatalog(sourceLanguage: rows.sourceLanguage, version: "1.0")
        for (row, key) in rows.keys.enumerated() { catalog[key] = rows.entry(at: row) }
        return (catalog, rows.notes)
    }

    /// Writes the catalog of ``catalog(from:developmentLanguage:)`` as `StringCatalog.render()`
    /// would, handing its bytes to `emit` a part at a time: each entry is made as it is written,
    /// so the catalog is never whole in memory, however large the table.
    ///
    /// - Returns: A note for each thing that could not be carried over.
    package static func writeCatalog(
        from table: TableSet.Table, developmentLanguage: LanguageTag?, to emit: ([UInt8]) -> Void
    ) -> [String] {
        let rows = Rows(table: table, developmentLanguage: developmentLanguage)
        StringCatalog.render(
            sourceLanguage: rows.sourceLanguage, version: "1.0", keys: rows.keys, entryAt: rows.entry(at:), to: emit)
        return rows.notes
    }

    /// The catalog localization of a `.stringsdict` value.
    static func localization(from value: StringsDictFile.Value, widthDropped: inout Bool) -> StringCatalog.Localization
    {
        switch value {
        case .string(let text):
            return StringCatalog.Localization(text)
        case .variableWidth(let variants):
            widthDropped = true
            let widest = variants.max { ($0.widthValue ?? 0) < ($1.widthValue ?? 0) }
            return StringCatalog.Localization(widest?.value ?? "")
        case .deviceSpecific(let variants):
            var devices = StringCatalog.OrderedMap<StringCatalog.DeviceClass, StringCatalog.Localization>()
            for variant in variants {
                devices[variant.device] =
                    localization(from: variant.value, widthDropped: &widthDropped)
            }
            return StringCatalog.Localization(variations: StringCatalog.Variations(device: devices))
        case .format(let format):
            if let direct = directVariations(from: format) { return direct }
            var substitutions = StringCatalog.OrderedMap<String, StringCatalog.Substitution>()
            let tokens = FormatString.parse(format.formatKey).placeholders.filter { $0.variable != nil }
            for variable in format.variables {
                let tokenIndex = tokens.first { $0.variable == variable.name }?.argumentIndex ?? 1
                let texts = variable.forms.map(\.value)
                let converted = PluralArgument.importForms(texts, valueType: variable.valueType, tokenIndex: tokenIndex)
                var plural = StringCatalog.OrderedMap<PluralCategory, StringCatalog.Localization>()
                for (form, text) in zip(variable.forms, converted) {
                    plural[form.category] = StringCatalog.Localization(text)
                }
                substitutions[variable.name] = StringCatalog.Substitution(
                    formatSpecifier: variable.valueType, variations: StringCatalog.Variations(plural: plural))
            }
            return StringCatalog.Localization(
                stringUnit: StringCatalog.StringUnit(value: format.formatKey),
                substitutions: substitutions)
        }
    }

    /// Plain plural variations for a rule whose only variable is ``pluralVariableName`` and whose
    /// format is its token, when converting them back gives the same rule.
    private static func directVariations(from format: StringsDictFile.LocalizedFormat) -> StringCatalog.Localization? {
        guard format.variables.count == 1, let variable = format.variables.first, variable.name == pluralVariableName,
            variable.specType == StringsDictFile.Variable.pluralRuleType
        else { return nil }
        var plural = StringCatalog.OrderedMap<PluralCategory, StringCatalog.Localization>()
        for form in variable.forms { plural[form.category] = StringCatalog.Localization(form.value) }
        let candidate = StringCatalog.Localization(variations: StringCatalog.Variations(plural: plural))
        guard case .format(let back)? = candidate.stringsDictValue(pluralVariableName: pluralVariableName),
            back == format
        else { return nil }
        return candidate
    }
}
