// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

package import Lingo
import LingoFormats
import LingoUtilities

/// The plural rules, by the CLDR rules of each language (``PluralFacts``).
///
/// - `plural-missing-category`: a category the language uses has no form. An error when a whole
///   number from 0 to 1000 selects it (Russian `few` for 2, Arabic `zero`...); only a warning when
///   only fractions or numbers of a million and more do (the CLDR 38+ `many` of French, Spanish,
///   Italian, Portuguese and Catalan; the fraction-only `many` of Czech or Lithuanian): an app
///   counting things rarely shows those. A missing `other` is always an error: every rule needs it.
/// - `plural-unused-category`: a form for a category the language never selects (`few` in
///   English, `one` in Japanese). `zero` is exempt: Apple uses it for 0 in every language.
/// - `plural-implied-quantity`: a `zero`, `one` or `two` form with no placeholder where the
///   category covers several whole numbers (Russian `one` covers 1, 21, 31...; French `one`
///   covers 0 and 1 unless a `zero` form takes 0): "один файл" would be shown for 21 files. Any
///   placeholder counts as showing the number (a form may show it through `%2$@`, formatted
///   by the app); and when the `other` form shows no number either, the text never shows the
///   count, so no form implies one.
/// - `plural-invalid-value-type`: a variable's value type (or a substitution's `formatSpecifier`)
///   that is not one integer or floating-point conversion.
package enum PluralChecks {
    package static func check(
        _ keyText: LocalizationEntry, language tag: LanguageTag, languageName: String, formats: FormatCache,
        into results: inout CheckResults
    ) {
        guard !keyText.plurals.isEmpty else { return }
        checkSelfReference(keyText, language: languageName, formats: formats, into: &results)
        let facts = PluralFacts.of(tag)
        for set in keyText.plurals where !set.forms.isEmpty {
            checkCategories(set, facts: facts, key: keyText.key, language: languageName, into: &results)
            checkImpliedQuantity(
                set, facts: facts, key: keyText.key, language: languageName, formats: formats, into: &results)
            if set.name != nil {
                checkValueType(set, key: keyText.key, language: languageName, into: &results)
            }
        }
    }

    private static func checkCategories(
        _ set: EntryPlural, facts: PluralFacts, key: String, language: String,
        into results: inout CheckResults
    ) {
        let present = Set(set.forms.map(\.category))
        let missing = facts.categories.subtracting(present).sorted()
        var needed: [PluralCategory] = []
        var rare: [PluralCategory] = []
        let neededCategories = facts.neededCategories
        for category in missing {
            if neededCategories.contains(category) {
                needed.append(category)
            } else {
                rare.append(category)
            }
        }
        if !needed.isEmpty {
            let examples = needed.map { category -> String in
                let numbers = facts.integers(for: category)
                return numbers.isEmpty ? category.rawValue : "\(category.rawValue) (\(numbers.examplesForMessage))"
            }
            results.add(
                .pluralMissingCategory, at: set.location,
                "\(set.label) has no form for "
                    + examples.joined(separator: ", ") + " in \(language)", key: key, language: language)
        }
        if !rare.isEmpty {
            results.add(
                .pluralMissingRareCategory, at: set.location,
                "\(set.label) has no form for "
                    + rare.map(\.rawValue).joined(separator: ", ") + ", which \(language) uses only for fractions "
                    + "or numbers of a million and more", key: key, language: language)
        }
        for form in set.forms where !facts.categories.contains(form.category) && form.category != .zero {
            results.add(
                .pluralUnusedCategory, at: form.unit.location,
                "\(language) never selects the \""
                    + "\(form.category.rawValue)\" form of \(set.label) (its categories are "
                    + facts.categories.sorted().map(\.rawValue).joined(separator: ", ") + ")",
                key: key, language: language)
        }
    }

    private static func checkImpliedQuantity(
        _ set: EntryPlural, facts: PluralFacts, key: String, language: String, formats: FormatCache,
        into results: inout CheckResults
    ) {
        // When the other form shows no number either, the text never shows the count: a form
        // without one implies nothing.
        guard let other = set.other, showsANumber(other.unit.text, usesArgToken: set.usesArgToken, formats: formats)
        else { return }
        let hasZeroForm = set.form(.zero) != nil
        for form in set.forms where [.zero, .one, .two].contains(form.category) {
            guard form.category == .zero || facts.categories.contains(form.category) else { continue }
            guard !showsANumber(form.unit.text, usesArgToken: set.usesArgToken, formats: formats) else { continue }
            var numbers = facts.integers(for: form.category)
            if form.category == .zero {
                if !numbers.contains(0) { numbers.insert(0, at: 0) }
            } else if hasZeroForm {
                numbers.removeAll { $0 == 0 }
            }
            guard numbers.count > 1 else { continue }
            results.add(
                .pluralImpliedQuantity, at: form.unit.location,
                "the \"\(form.category.rawValue)\" form of "
                    + "\(set.label) shows no number, but \(language) uses it for \(numbers.examplesForMessage): "
                    + "\(form.unit.text.quotedForMessage)", key: key, language: language)
        }
    }

    /// A named set whose forms lead back to its own token (`%#@files@` in a form of `files`,
    /// or through another set): the text would never end. Reported as an invalid placeholder,
    /// which the update client and `lingo pack` refuse.
    private static func checkSelfReference(
        _ keyText: LocalizationEntry, language: String, formats: FormatCache, into results: inout CheckResults
    ) {
        var tokens = [String: Set<String>]()
        for set in keyText.plurals {
            guard let name = set.name else { continue }
            for form in set.forms where form.unit.text.hasPercent {
                for placeholder in formats.format(for: form.unit.text).placeholders {
                    if let variable = placeholder.variable { tokens[name, default: []].insert(variable) }
                }
            }
        }
        guard !tokens.isEmpty else { return }
        for set in keyText.plurals {
            guard let name = set.name, var next = tokens[name] else { continue }
            var seen = Set<String>()
            while let variable = next.popFirst() {
                guard seen.insert(variable).inserted else { continue }
                if variable == name {
                    results.add(
                        .formatInvalidSpecifier, at: set.location,
                        "the forms of \(set.label) lead back to its own token %#@\(name)@: a text that never ends",
                        key: keyText.key, language: language)
                    break
                }
                next.formUnion(tokens[variable] ?? [])
            }
        }
    }

    /// Whether a form has a placeholder (other than `%%`), or `%arg`.
    package static func showsANumber(_ text: String, usesArgToken: Bool, formats: FormatCache) -> Bool {
        guard text.hasPercent else { return false }
        if usesArgToken, text.hasBytes("%arg"), text.contains("%arg") { return true }
        return formats.format(for: text).placeholders.contains { $0.variable == nil }
    }

    private static func checkValueType(
        _ set: EntryPlural, key: String, language: String, into results: inout CheckResults
    ) {
        guard let conversion = set.conversion else { return }  // reported by the parser
        let argument = FormatSignature.argument(forConversion: conversion)
        guard argument?.typeClass != .integer, argument?.typeClass != .float else { return }
        let field = set.usesArgToken ? "formatSpecifier" : "NSStringFormatValueTypeKey"
        results.add(
            .pluralInvalidValueType, at: set.location,
            "\(field) of \(set.label) is "
                + "\(conversion.quotedForMessage): a plural rule needs an integer or floating-point conversion "
                + "such as d, ld, lld or f", key: key, language: language)
    }
}

extension Array where Element == Int {
    /// `1, 21, 31, …` for a message.
    package var examplesForMessage: String {
        let shown = prefix(4).map(String.init).joined(separator: ", ")
        return count > 4 ? shown + ", …" : shown
    }
}
