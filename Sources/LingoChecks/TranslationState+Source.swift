// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

package import Lingo
import LingoFormats

// How a translation compares with the development language's text: what `lingo lint`,
// `lingo stats` and the update client ask, and the runtime never does.

extension LocalizationEntry {
    /// The text at `place`, or the closest one: the same plural set's `other` form, then the main text.
    package func counterpart(of place: EntryPlace) -> EntryText? {
        switch place {
        case .main:
            return main ?? pluralSet(named: nil, context: nil)?.other?.unit
        case .plural(let name, let context, let category):
            if let set = pluralSet(named: name, context: context) {
                return set.form(category)?.unit ?? set.other?.unit
            }
            return main
        case .alternative(let name):
            return alternatives.first { $0.variant.name == name }?.unit ?? main
        }
    }
}

extension EntryText {
    /// Whether the text translates `source` (the development language's counterpart, `nil`
    /// when it has none): as ``translationState``, except that a copy of the source
    /// (``SourceCopy``) is ``TranslationState/new`` and a separator (``BlankText``) is
    /// ``TranslationState/translated``.
    package func translationState(
        translating source: EntryText?, sameBaseLanguage: Bool, formats: FormatCache
    ) -> TranslationState {
        let own = translationState
        guard let source, !source.hasNoValue else { return own }
        switch own {
        case .empty:
            return BlankText.isSeparator(text, translating: source.text) ? .translated : .empty
        case .translated:
            return state != .new
                && SourceCopy.isCopy(text, of: source.text, sameBaseLanguage: sameBaseLanguage, formats: formats)
                ? .new : .translated
        case .missing, .new, .needsReview, .stale:
            return own
        }
    }
}

extension LocalizationEntry {
    /// The state of the entry as a whole, as coverage counts it:
    /// ``TranslationState/needsReview`` when a text is under review or stale; else
    /// ``TranslationState/translated`` when a text is translated and none is missing or new (an
    /// empty text beside a translated one is meant: a plural form that adds nothing, as in
    /// French `caractère%#@v1@` with `one` = `""`, `other` = `"s"`); else
    /// ``TranslationState/missing``.
    package var translationState: TranslationState {
        Self.combined(units.lazy.map(\.unit.translationState))
    }

    /// The state of the entry as a whole compared with the development language's entry
    /// `source` (`nil` when it has none): as ``translationState``, each text compared with its
    /// counterpart (``EntryText/translationState(translating:sameBaseLanguage:formats:)``).
    package func translationState(
        translating source: LocalizationEntry?, sameBaseLanguage: Bool, formats: FormatCache
    ) -> TranslationState {
        guard let source else { return translationState }
        return Self.combined(
            units.lazy.map { place, unit in
                unit.translationState(
                    translating: source.counterpart(of: place), sameBaseLanguage: sameBaseLanguage, formats: formats)
            })
    }

    private static func combined(_ states: some Sequence<TranslationState>) -> TranslationState {
        var anyTranslated = false
        var anyReview = false
        var anyUntranslated = false
        for state in states {
            switch state {
            case .translated: anyTranslated = true
            case .needsReview, .stale: anyReview = true
            case .missing, .new: anyUntranslated = true
            case .empty: break
            }
        }
        if anyReview { return .needsReview }
        return anyTranslated && !anyUntranslated ? .translated : .missing
    }
}
