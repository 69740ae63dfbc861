// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo
import LingoFormats

/// Every check of one entry: on its own (placeholders, plural forms), then against the
/// development language's entry of the same key (placeholders by index and type, empty
/// values, the text's QA). What `lingo lint`, `lingo import`, `lingo pack` and the update client
/// all run; each applies its own policy to the results.
package enum EntryChecks {
    /// The checks that look at one language's entry alone.
    ///
    /// - Parameters:
    ///   - entry: The entry.
    ///   - counterpart: The development language's entry of the key, if any: a `.strings` value
    ///     is read as a format when it or its counterpart has a placeholder.
    ///   - language: The language's name in messages.
    ///   - pluralLanguage: The language whose plural rules the forms follow.
    package static func onItsOwn(
        _ entry: LocalizationEntry, counterpart: LocalizationEntry?, language: String, pluralLanguage: LanguageTag,
        formats: FormatCache, into results: inout CheckResults
    ) {
        for (place, unit) in entry.units {
            let set: EntryPlural?
            if case .plural(let name, let context, _) = place {
                set = entry.pluralSet(named: name, context: context)
            } else {
                set = nil
            }
            let isFormat = FormatChecks.isFormat(
                unit.text, counterpart: counterpart?.counterpart(of: place)?.text,
                alwaysFormat: entry.isAlwaysFormat, formats: formats)
            FormatChecks.checkText(
                unit, isForm: set != nil, usesArgToken: set?.usesArgToken ?? false, isFormat: isFormat,
                key: entry.key, language: language, formats: formats, into: &results)
        }
        PluralChecks.check(entry, language: pluralLanguage, languageName: language, formats: formats, into: &results)
    }

    /// The checks that compare a translation with the development language's entry.
    ///
    /// - Parameters:
    ///   - sourceName: The development language's name in messages.
    ///   - sameBaseLanguage: Whether both are one language (`en-GB` and `en`): then a text equal
    ///     to the source is no sign of a missing translation.
    package static func compare(
        _ translation: LocalizationEntry, with source: LocalizationEntry, sourceName: String, language: String,
        sameBaseLanguage: Bool, formats: FormatCache, into results: inout CheckResults
    ) {
        FormatChecks.compare(
            translation, with: source, sourceLanguage: sourceName, language: language, formats: formats,
            into: &results)
        // An empty plural form is fine when the main text carries the words ("caractère%#@v1@"
        // with the forms "" and "s").
        var mainHasWords: Bool?
        for (place, unit) in translation.units {
            guard let counterpart = source.counterpart(of: place) else { continue }
            if case .plural = place, unit.text.isEmpty {
                if mainHasWords == nil {
                    mainHasWords = translation.main.map { TextChecks.hasWords($0.text, formats: formats) } ?? false
                }
                if mainHasWords == true { continue }
            }
            var pair = TextChecks.Pair(place: place, translation: unit, source: counterpart)
            if case .plural(let name?, _, _) = place {
                // A named set's forms are shown alone only when the format is just the token.
                let token = formats.format(for: translation.main?.text ?? "").placeholders
                pair.edgesAreShown =
                    token.count == 1 && token.first?.variable == name
                    && token.first?.text == translation.main?.text
            }
            TextChecks.check(
                pair, key: translation.key, language: language, sameBaseLanguage: sameBaseLanguage,
                sourceLanguage: sourceName, formats: formats, into: &results)
        }
    }
}
