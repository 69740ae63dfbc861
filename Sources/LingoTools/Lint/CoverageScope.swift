// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// One language of one table: what a coverage finding (`missing-translation`, `untranslated`)
/// belongs to, so that a report can say "de: 312 of 4,210 keys of Localizable have no
/// translation" on one line instead of listing 312 findings.
package struct CoverageScope: Hashable, Sendable {
    /// The table's name: `Localizable` for `Localizable.strings`, `.stringsdict` and `.xcstrings`.
    package var table: String
    /// What tells tables of the same name apart: the folder holding the `.lproj` folders, or the
    /// catalog's path.
    package var place: String
    /// The language the findings are about, as the findings name it.
    package var language: String
    /// How many keys of the table need a translation in every language.
    package var keyCount: Int

    /// Whether findings of `rule` are coverage: what a language still lacks rather than a defect
    /// of a text, reported once per language and table by default.
    package static func isCoverage(_ rule: RuleID) -> Bool {
        rule == .missingTranslation || rule == .untranslated
    }
}
