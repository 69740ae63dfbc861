// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

package import Lingo
import LingoFormats
import LingoUtilities

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
        entry.forEachUnit { place, unit in
            let set: EntryPlural?
            if case .plural(let name, let context, _) = place {
                set = entry.pluralSet(named: name, context: context)
            } else {
                set = nil
            }
            let isFormat = FormatChecks.isFormat(
                unit.text, counterpart: counterpart?.counterpart(of: place)?.text,
                alwaysFormat: entry.isAlwaysFormat, formats: formats)
            // A text that shows nothing at all is `empty-value`'s.
            if UnshowableText.mayHaveProblem(unit.text), !BlankText.isBlank(unit.text),
                let problem = UnshowableText.problem(in: unit.text)
            {
                results.add(
                    .unshowableCharacter, at: unit.location, "\(place) holds \(problem): \(unit.text.quotedForMessage)",
                    key: entry.key, language: language)
            }
            FormatChecks.checkText(
                unit, allowsSkippedPositions: set != nil || entry.origin == .catalog,
                usesArgToken: set?.usesArgToken ?? false,
                isFormat: isFormat,
                key: entry.key, language: language, formats: formats, into: &results)
        }
        checkArgumentTypes(of: entry, language: language, formats: formats, into: &results)
        PluralChecks.check(entry, language: pluralLanguage, languageName: language, formats: formats, into: &results)
    }

    /// Every use of an argument across the key's texts (main text, plural forms, variants) must
    /// have one type class: only the first use is compared with the development language, and
    /// `String(format:)` reads the others wrongly (a crash for `%@` given an integer).
    private static func checkArgumentTypes(
        of entry: LocalizationEntry, language: String, formats: FormatCache, into results: inout CheckResults
    ) {
        guard entry.unitCount > 1, entry.hasText(where: \.hasPercent) else { return }
        let conflicts = FormatSignature(of: entry, formats: formats).conflicts
        guard !conflicts.isEmpty else { return }
        let location = entry.main?.location ?? entry.plurals.first?.location ?? entry.location
        let what = conflicts.map {
            "argument \($0.index) is \($0.first.text) (\($0.first.typeClass.rawValue)) in one text and "
                + "\($0.other.text) (\($0.other.typeClass.rawValue)) in another"
        }
        results.add(
            .formatPositionalInvalid, at: location, what.joined(separator: "; "), key: entry.key, language: language)
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
        translation.forEachUnit { place, unit in
            guard let counterpart = source.counterpart(of: place) else { return }
            if case .plural = place, BlankText.isBlank(unit.text) {
                if mainHasWords == nil {
                    mainHasWords = translation.main.map { SourceCopy.hasWords($0.text, formats: formats) } ?? false
                }
                if mainHasWords == true { return }
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
