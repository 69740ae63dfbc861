// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import LingoUtilities

/// What the plural checks need to know about a language, from its CLDR rules: the categories
/// it uses and which whole numbers from 0 to 1000 select each one.
package struct PluralFacts: Sendable {
    /// The highest count looked at: enough to see every integer pattern of CLDR's rules (they
    /// repeat modulo 10, 100 or 1000), except the `many` of French, Spanish, Italian, Portuguese
    /// and Catalan, which only numbers of a million and more select (CLDR 38+).
    package static let countLimit = 1000

    /// The cardinal categories the language uses.
    package let categories: Set<PluralCategory>
    /// For each category, the integers in `0...countLimit` that select it, in order.
    package let integers: [PluralCategory: [Int]]

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

extension Array where Element == Int {
    /// `1, 21, 31, …` for a message.
    package var examplesForMessage: String {
        let shown = prefix(4).map(String.init).joined(separator: ", ")
        return count > 4 ? shown + ", …" : shown
    }
}
