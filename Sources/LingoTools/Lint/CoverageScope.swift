// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoChecks

/// One language of one table: what a coverage finding (`missing-translation`, `untranslated`)
/// belongs to, so that a report can say "de: 312 of 4,210 keys of Localizable have no
/// translation" on one line instead of listing 312 findings.
///
/// Every coverage finding of a language and table carries its scope: the scope's fields live
/// once, in storage the findings share, so a finding holds one reference.
package struct CoverageScope: Hashable, Sendable {
    private final class Storage: Sendable {
        let table: String
        let place: String
        let language: String
        let keyCount: Int
        /// The fields' hash, taken once: a report groups every coverage finding by its scope.
        let hashValue: Int

        init(table: String, place: String, language: String, keyCount: Int) {
            self.table = table
            self.place = place
            self.language = language
            self.keyCount = keyCount
            var hasher = Hasher()
            hasher.combine(table)
            hasher.combine(place)
            hasher.combine(language)
            hasher.combine(keyCount)
            hashValue = hasher.finalize()
        }
    }

    private let storage: Storage

    /// The table's name: `Localizable` for `Localizable.strings`, `.stringsdict` and `.xcstrings`.
    package var table: String { storage.table }
    /// What tells tables of the same name apart: the folder holding the `.lproj` folders, or the
    /// catalog's path.
    package var place: String { storage.place }
    /// The language the findings are about, as the findings name it.
    package var language: String { storage.language }
    /// How many keys of the table need a translation in every language.
    package var keyCount: Int { storage.keyCount }

    /// The scope of `language` in the table `table` at `place`, of `keyCount` keys.
    package init(table: String, place: String, language: String, keyCount: Int) {
        storage = Storage(table: table, place: place, language: language, keyCount: keyCount)
    }

    package static func == (lhs: CoverageScope, rhs: CoverageScope) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.table == rhs.table && lhs.place == rhs.place && lhs.language == rhs.language
                && lhs.keyCount == rhs.keyCount)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(storage.hashValue)
    }

    /// Whether findings of `rule` are coverage: what a language still lacks rather than a defect
    /// of a text, reported once per language and table by default (declared in Rules.swift).
    package static func isCoverage(_ rule: RuleID) -> Bool {
        rule.declaration.isCoverage
    }
}
