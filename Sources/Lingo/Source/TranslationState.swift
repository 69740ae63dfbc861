// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// Whether a text is translated: the one meaning the runtime, `lingo lint`, `lingo stats`,
/// `convert`, `export`, `pack` and the update client share.
///
/// A text *has a value* unless it is ``missing``: the runtime shows every text that has a
/// value and falls back along the chain for a missing one. A text *is translated* only when it
/// is ``translated``: `lingo stats` counts ``needsReview`` and ``stale`` texts as needing review
/// and the rest as missing; `lingo lint` reports a missing text as `missing-translation`, a
/// ``new`` one as `untranslated`, a reviewed or stale one as `catalog-needs-review` or
/// `catalog-stale`, an empty one as `empty-value`.
///
/// `.strings` and `.stringsdict` texts have no state: they are ``translated``, or ``empty``.
///
/// Compared with the development language's text
/// (``EntryText/translationState(translating:sameBaseLanguage:formats:)``), a text that is the
/// source left as it was (``SourceCopy``) is ``new`` and a white-space separator is
/// ``translated`` (see ``BlankText``).
package enum TranslationState: Sendable, Hashable {
    /// No value: a catalog unit without `value`, or in state `new` with an empty one (what
    /// Xcode writes for a string nobody translated).
    case missing
    /// A value in state `new`: Xcode copied the source text; nobody translated it yet.
    case new
    /// A value in state `needs_review`.
    case needsReview
    /// A value in state `stale`: no longer found in the code.
    case stale
    /// A blank value (``BlankText``): `""`, white space or invisible characters (a `.strings`
    /// `""`, a translated unit with `"\u{200B}"`).
    case empty
    /// A non-empty value, translated.
    case translated

    /// Whether the runtime shows the text (it has a value).
    package var hasValue: Bool { self != .missing }

    /// The state of a text with `value` (`nil` when it has none) in catalog state `state`.
    package init(value: String?, state: StringCatalog.State?) {
        guard let value = StringCatalog.StringUnit.shownValue(value, state: state) else {
            self = .missing
            return
        }
        switch state {
        case .new?: self = .new
        case .needsReview?: self = .needsReview
        case .stale?: self = .stale
        default: self = BlankText.isBlank(value) ? .empty : .translated
        }
    }
}

extension EntryText {
    /// Whether the text is translated; see ``TranslationState``.
    package var translationState: TranslationState {
        TranslationState(value: hasNoValue ? nil : text, state: state)
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
