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
/// Compared with the development language's text (`EntryText.translationState(translating:…)`,
/// in LingoChecks with what else only tools and the update client compare), a text that is the
/// source left as it was (`SourceCopy`) is ``new`` and a white-space separator is
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
