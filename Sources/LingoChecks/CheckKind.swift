// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// What a translation check found, declared with the lint rule that reports it (Rules.swift).
/// Each caller decides what a kind means to it (its policy):
/// `lingo lint` maps kinds to rules and severities, `lingo import` uses lint's mapping, `lingo
/// pack` and the update client refuse only what an app would show broken (``breaksTheApp``).
package enum CheckKind: Sendable, Hashable, CaseIterable {
    /// A placeholder that is no valid conversion (`%y`, a `%` in prose where a format is read),
    /// or a `%#@name@` token in a form of `name` itself (a text that never ends).
    case formatInvalidSpecifier
    /// Positional and sequential placeholders mixed (`%@ %1$@`), one argument with two types
    /// (`%1$d %1$@`, in one text or in two texts of the key), or a position skipped.
    case formatPositionalInvalid
    /// A translation that leaves out an argument the source shows, or takes one it does not.
    case formatCountMismatch
    /// An argument of another type class than the source's (`%@` where the source has `%d`).
    case formatTypeMismatch
    /// An argument of the same type class and another size (`%d` where the source has `%lld`).
    case formatLengthMismatch
    /// A plural set without a form for a category its language selects for whole numbers, or
    /// without `other`.
    case pluralMissingCategory
    /// A plural set without a form for a category its language uses only for fractions or
    /// numbers of a million and more (the `many` of French, Spanish, Italian, Portuguese and
    /// Catalan): an app counting things rarely shows it, and falls back to `other`.
    case pluralMissingRareCategory
    /// A form for a category the language never selects.
    case pluralUnusedCategory
    /// A `zero`, `one` or `two` form without a number where the category covers several.
    case pluralImpliedQuantity
    /// A plural value type (`NSStringFormatValueTypeKey`, `formatSpecifier`) that is not one
    /// number conversion.
    case pluralInvalidValueType
    /// An empty text, or one of only whitespace, invisible characters (zero-width spaces...)
    /// or control characters (NUL...), where the source has visible text.
    case emptyValue
    /// A control character other than a line break or tab, a bidirectional override, or an
    /// embedding or isolate left unbalanced (``UnshowableText``).
    case unshowableCharacter
    /// A translation that is the source text itself.
    case untranslated
    /// Whitespace at an end that differs from the source's.
    case whitespaceMismatch
    /// HTML tags or Markdown links that differ from the source's.
    case markupMismatch
    /// URLs that differ from the source's.
    case urlMismatch

    /// Whether an app shows the text broken: a wrong or missing argument, an invalid
    /// conversion, no form for a number the app shows, an empty text, a character that must not
    /// reach a screen. What `lingo pack` and the update client refuse (unless the app's bundled
    /// table of the same language ships the same value already). Declared with the rule that
    /// reports the kind (``CheckDeclaration/breaksTheApp``, in Rules.swift).
    package var breaksTheApp: Bool {
        declaration.breaksTheApp
    }

    /// Whether the problem is in a text's placeholders, where `String(format:)` reads an
    /// argument of the wrong type, reads one that was never passed, or shows a broken
    /// conversion: what reports list first. A kind its rule reports at the rule's default
    /// severity, of a rule that breaks at run time (``RuleDeclaration/breaksAtRunTime``).
    package var isPlaceholderProblem: Bool {
        declaration.severity == nil && RuleDeclaration.all[ruleIndex].breaksAtRunTime
    }
}
