// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

/// The plural facts of a language, from its CLDR rules: the categories it uses, which whole
/// numbers from 0 to ``countLimit`` select each one, and so the categories a translation
/// *needs* (``neededCategories``: `lingo lint`'s `plural-missing-category`, the forms `lingo
/// export` offers, what `pack` and the update client refuse) and the *rare* ones (only
/// fractions or numbers of a million and more select them: `plural-missing-rare-category`).
package struct PluralFacts: Sendable {
    /// The highest count looked at: enough to see every integer pattern of CLDR's rules (they
    /// repeat modulo 10, 100 or 1000), except the `many` of French, Spanish, Italian, Portuguese
    /// and Catalan, which only numbers of a million and more select (CLDR 38+).
    package static let countLimit = 1000

    /// The cardinal categories the language uses.
    package let categories: Set<PluralCategory>
    /// For each category, the integers in `0...countLimit` that select it, in order.
    package let integers: [PluralCategory: [Int]]

    /// The categories a translation needs: `other`, and each category some whole number of
    /// `0...countLimit` selects.
    package var neededCategories: Set<PluralCategory> {
        categories.filter { $0 == .other || !integers(for: $0).isEmpty }.union([.other])
    }

    /// The categories the language uses that no whole number of `0...countLimit` selects.
    package var rareCategories: Set<PluralCategory> { categories.subtracting(neededCategories) }

    package init(language: LanguageTag) {
        let rules = PluralRules(for: language)
        categories = rules.categories
        var integers: [PluralCategory: [Int]] = [:]
        for number in 0...Self.countLimit { integers[rules.category(for: number), default: []].append(number) }
        self.integers = integers
    }

    /// The integers of `0...countLimit` that select `category`.
    package func integers(for category: PluralCategory) -> [Int] { integers[category] ?? [] }

    /// The facts for `language`, computed once per process.
    package static func of(_ language: LanguageTag) -> PluralFacts {
        facts(for: language)
    }

    private static let cache = Protected<[LanguageTag: PluralFacts]>([:])
}

extension PluralFacts {
    /// The facts of `language` from `cache`, computed outside the lock the first time.
    private static func facts(for language: LanguageTag) -> PluralFacts {
        if let known = cache.withLock({ $0[language] }) { return known }
        let computed = PluralFacts(language: language)
        cache.withLock { $0[language] = computed }
        return computed
    }
}
