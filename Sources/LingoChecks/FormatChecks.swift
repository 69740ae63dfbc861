// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
package import Lingo
import LingoFormats
import LingoUtilities

/// The placeholder rules: `format-positional-invalid` and `format-invalid-specifier` on every
/// text, `format-count-mismatch` and `format-type-mismatch` between a translation and the
/// development language's text, compared by argument index and type class (see
/// ``FormatSignature``).
///
/// A `.strings` value is only read as a format when it, or the development language's text, has
/// a placeholder or `%%`: a value such as `100%` that has neither is plain text shown as is
/// (`NSLocalizedString` values are formats only when passed to `String(format:)`). `.stringsdict`
/// texts and catalog plural variations are always formats.
package enum FormatChecks {
    /// Whether `text` is read as a format.
    package static func isFormat(_ text: String, counterpart: String?, alwaysFormat: Bool, formats: FormatCache) -> Bool
    {
        if alwaysFormat { return true }
        return looksLikeFormat(text, formats: formats)
            || counterpart.map { looksLikeFormat($0, formats: formats) } == true
    }

    /// Whether `text` has a valid placeholder or `%%`. A `%n` alone does not make a format:
    /// it is prose such as Hungarian `100%-nál` (no app passes a pointer to be written).
    package static func looksLikeFormat(_ text: String, formats: FormatCache = FormatCache()) -> Bool {
        guard text.hasPercent else { return false }
        return text.hasBytes("%%") && text.contains("%%")
            || formats.format(for: text).placeholders.contains { $0.conversion != .count }
    }

    /// Checks one text on its own.
    ///
    /// - Parameters:
    ///   - unit: The text.
    ///   - allowsSkippedPositions: Whether a skipped position is no fault: in a plural form
    ///     (whose placeholders may name any argument of the main text) and in a String Catalog
    ///     text (Xcode builds and imports `%2$lld … %3$u` without `%1`).
    ///   - usesArgToken: Whether `%arg` stands for the argument (catalog substitutions).
    ///   - isFormat: Whether the text is read as a format at all.
    package static func checkText(
        _ unit: EntryText, allowsSkippedPositions: Bool, usesArgToken: Bool, isFormat: Bool, key: String,
        language: String?, formats: FormatCache, into results: inout CheckResults
    ) {
        guard unit.text.hasPercent else { return }
        let text =
            usesArgToken && unit.text.hasBytes("%arg")
            ? unit.text.replacingOccurrences(of: "%arg", with: "") : unit.text
        var invalid = [String]()
        var positional = [String]()
        for issue in formats.format(for: text).issues {
            switch issue.kind {
            case .invalidSpecifier, .percentInProse, .countConversion, .widthTooLarge, .precisionTooLarge:
                invalid.append("\(issue.text.quotedForMessage) (\(issue.message))")
            case .mixedPositional, .conflictingTypes:
                positional.append(issue.message)
            case .unusedPosition:
                if !allowsSkippedPositions { positional.append(issue.message) }
            default:
                break
            }
        }
        if isFormat, !invalid.isEmpty {
            results.add(
                .formatInvalidSpecifier, at: unit.location,
                "\(invalid.joined(separator: "; ")) in \(unit.text.quotedForMessage)", key: key, language: language)
        }
        if !positional.isEmpty {
            results.add(
                .formatPositionalInvalid, at: unit.location,
                "\(positional.joined(separator: "; ")) in \(unit.text.quotedForMessage)", key: key, language: language)
        }
    }

    /// Compares a translation's arguments with the development language's.
    ///
    /// - Parameters:
    ///   - translation: The translation.
    ///   - source: The development language's text for the same key.
    ///   - sourceLanguage: The development language's name, for messages.
    package static func compare(
        _ translation: LocalizationEntry, with source: LocalizationEntry, sourceLanguage: String, language: String,
        formats: FormatCache, into results: inout CheckResults
    ) {
        // An empty translation is `empty-value`'s business; texts without `%` have no arguments.
        if !translation.hasText(where: { !BlankText.isBlank($0) }) { return }
        if !translation.hasText(where: \.hasPercent), !source.hasText(where: \.hasPercent) { return }
        let translationUnits = translation.units
        let expected = FormatSignature(of: source, formats: formats)
        let actual = FormatSignature(of: translation, formats: formats)
        let sourceIsFormat =
            source.isAlwaysFormat || source.hasText(where: { looksLikeFormat($0, formats: formats) })
        if expected.arguments.isEmpty, actual.arguments.isEmpty { return }
        let location =
            translation.main?.location ?? translation.plurals.first?.other?.unit.location ?? translation.location
        var extra = [String]()
        var missing = [String]()
        var typeErrors = [String]()
        var lengthWarnings = [String]()
        for index in Set(expected.arguments.keys).union(actual.arguments.keys).sorted() {
            switch (expected.arguments[index], actual.arguments[index]) {
            case (nil, let found?):
                // A value with no placeholder in the source is plain text unless the translation
                // plainly asks for an argument.
                guard
                    sourceIsFormat || found.typeClass == .object
                        || translationUnits.contains(where: {
                            formats.format(for: $0.unit.text).isPositional
                        })
                else { continue }
                extra.append("argument \(index) (\(found.text))")
            case (let wanted?, nil):
                if wanted.isShown { missing.append("argument \(index) (\(wanted.text))") }
            case (let wanted?, let found?):
                if wanted.typeClass != found.typeClass {
                    typeErrors.append(
                        "argument \(index) is \(found.text) (\(found.typeClass.rawValue)) where "
                            + "\(sourceLanguage) has \(wanted.text) (\(wanted.typeClass.rawValue))")
                } else if wanted.width != found.width {
                    lengthWarnings.append(
                        "argument \(index) is \(found.text) where \(sourceLanguage) has \(wanted.text)")
                }
            case (nil, nil):
                break
            }
        }
        if !extra.isEmpty || !missing.isEmpty {
            var parts = [String]()
            if !missing.isEmpty { parts.append("does not use " + missing.joined(separator: ", ")) }
            if !extra.isEmpty {
                parts.append("uses " + extra.joined(separator: ", ") + " that \(sourceLanguage)'s text does not")
            }
            results.add(
                .formatCountMismatch, at: location, "the translation " + parts.joined(separator: " and "),
                key: translation.key, language: language)
        }
        if !typeErrors.isEmpty {
            results.add(
                .formatTypeMismatch, at: location, typeErrors.joined(separator: "; "),
                key: translation.key, language: language)
        }
        if !lengthWarnings.isEmpty {
            results.add(
                .formatLengthMismatch, at: location,
                lengthWarnings.joined(separator: "; ") + " (a length difference only)",
                key: translation.key, language: language)
        }
        compareForms(
            of: translation, with: expected, sourceLanguage: sourceLanguage, language: language,
            formats: formats, into: &results)
    }

    /// Checks each plural form other than `other` against the source's arguments: a form may
    /// leave out an argument (see `plural-implied-quantity`), but not take another one or
    /// another type.
    private static func compareForms(
        of translation: LocalizationEntry, with expected: FormatSignature, sourceLanguage: String,
        language: String, formats: FormatCache, into results: inout CheckResults
    ) {
        for set in translation.plurals {
            let tokenIndex = set.name.map { tokenArgument(of: $0, in: translation, set: set, formats: formats) }
            for form in set.forms where form.category != .other {
                let arguments =
                    tokenIndex.map {
                        FormatSignature.arguments(ofForm: form.unit.text, in: set, tokenIndex: $0, formats: formats)
                    } ?? FormatSignature.arguments(ofCompleteFormat: form.unit.text, formats: formats)
                var extra = [String]()
                var wrong = [String]()
                for (index, found) in arguments {
                    guard let wanted = expected.arguments[index] else {
                        extra.append("argument \(index) (\(found.text))")
                        continue
                    }
                    if wanted.typeClass != found.typeClass {
                        wrong.append(
                            "argument \(index) is \(found.text) (\(found.typeClass.rawValue)) where "
                                + "\(sourceLanguage) has \(wanted.text) (\(wanted.typeClass.rawValue))")
                    }
                }
                let place = EntryPlace.plural(set: set.name, context: set.context, form.category)
                if !extra.isEmpty {
                    results.add(
                        .formatCountMismatch, at: form.unit.location,
                        "\(place) uses "
                            + extra.joined(separator: ", ") + " that \(sourceLanguage)'s text does not",
                        key: translation.key, language: language)
                }
                if !wrong.isEmpty {
                    results.add(
                        .formatTypeMismatch, at: form.unit.location, "in \(place), " + wrong.joined(separator: "; "),
                        key: translation.key, language: language)
                }
            }
        }
    }

    /// The argument the token of the set named `name` takes in `keyText`'s main text.
    package static func tokenArgument(
        of name: String, in keyText: LocalizationEntry, set: EntryPlural, formats: FormatCache
    )
        -> Int
    {
        if let number = set.argumentNumber { return number }
        let texts = [keyText.main].compactMap { $0 } + keyText.alternatives.map(\.unit)
        for unit in texts {
            if let token = formats.format(for: unit.text).placeholders.first(where: { $0.variable == name }) {
                return token.argumentIndex
            }
        }
        return 1
    }
}
