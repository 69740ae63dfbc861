// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// The CLDR plural rules of a language: which ``PluralCategory`` a number selects, as a count
/// ("1 file", "2 files": cardinal) or as a rank ("1st", "2nd": ordinal).
///
/// ```swift
/// let russian = PluralRules(for: "ru")
/// russian.category(for: 1)              // .one    (1 файл)
/// russian.category(for: 3)              // .few    (3 файла)
/// russian.category(for: 5)              // .many   (5 файлов)
/// russian.category(for: 1.5)            // .other  (1,5 файла)
/// PluralRules(for: "en").category(forDecimal: "1.0")  // .other: "1.0 files"
/// PluralRules(for: "en").ordinalCategory(for: 22)     // .two:   "22nd"
/// ```
///
/// The rules of every locale in Unicode CLDR 47 are compiled to Swift (see
/// `PluralRules+Generated.swift`); selecting a category runs a few integer comparisons,
/// with no allocation for `Int` and `PluralOperands`. Two values are equal when they select
/// the same categories for every number (`de` and `en` share their cardinal rules, but not
/// their ordinal ones).
///
/// Numbers are read *as written* (see ``PluralOperands``): `1` is `one` in English but `1.0`
/// is `other`. Negative numbers select as their absolute value.
public struct PluralRules: Sendable, Hashable {
    /// Index of the cardinal rule set in the generated code; 0 is root (always `other`).
    let cardinalRuleSet: UInt8
    /// Index of the ordinal rule set in the generated code; 0 is root (always `other`).
    let ordinalRuleSet: UInt8

    /// The rules of `language`, or CLDR's root rules (everything `other`) when CLDR has none.
    ///
    /// The most specific CLDR locale wins: `lang_Script_Region`, then `lang_Region`,
    /// `lang_Script` and `lang`. So `pt-PT` (and `pt-AO`, `pt-MZ`, …) get European
    /// Portuguese rules, which differ from `pt`'s (Brazil's) for 0 and 0.5; `zh-Hant-TW` gets
    /// `zh`'s, `sr-Latn` gets `sr`'s, `en-US` gets `en`'s. Legacy and three-letter codes that
    /// CLDR aliases to a language with rules work too (`iw` → `he`, `tl` → `fil`,
    /// `sh` → `sr-Latn`, `deu` → `de`). Variants, extensions and private use are ignored.
    ///
    /// - Parameter language: Any tag; this initializer never fails.
    /// - Complexity: A few dictionary lookups; the locale table is decoded once per process.
    public init(for language: LanguageTag) {
        let table = Self.localeTable
        for key in Self.lookupKeys(language) {
            if let entry = table[key] {
                self.init(cardinalRuleSet: entry.cardinal, ordinalRuleSet: entry.ordinal)
                return
            }
        }
        self = .root
    }

    init(cardinalRuleSet: UInt8, ordinalRuleSet: UInt8) {
        self.cardinalRuleSet = cardinalRuleSet
        self.ordinalRuleSet = ordinalRuleSet
    }

    /// CLDR's root rules: every number is `other` (Japanese, Chinese, Korean, Vietnamese,
    /// Thai, … and languages CLDR has no rules for).
    public static let root = PluralRules(cardinalRuleSet: 0, ordinalRuleSet: 0)

    // MARK: Cardinal

    /// The category of a count such as "5 files".
    ///
    /// - Parameter number: Any `Int`: it has no fraction digits (`v = 0`); negative numbers
    ///   select as their absolute value, `Int.min` included.
    /// - Returns: The category, always one of ``categories``.
    /// - Complexity: O(1), no allocation.
    public func category(for number: Int) -> PluralCategory {
        Self.cardinalCategory(ruleSet: cardinalRuleSet, PluralOperands(number))
    }

    /// The category of a `Double` as Swift prints it: `1.5` is "1.5", and `1.0` is "1.0", so
    /// `1.0` selects `other` in English, as CLDR specifies for "1.0" (see
    /// ``PluralOperands/init(_:)-(Double)``). Pass an `Int` for counts, or the displayed text
    /// to ``category(forDecimal:)`` when it shows a fixed number of fraction digits.
    ///
    /// - Parameter number: Any `Double`; NaN and the infinities select `other`.
    /// - Returns: The category, always one of ``categories``.
    public func category(for number: Double) -> PluralCategory {
        guard number.isFinite else { return .other }
        return Self.cardinalCategory(ruleSet: cardinalRuleSet, PluralOperands(number))
    }

    /// The category of a number as written: `"1"` is `one` in English, `"1.0"` and `"1.50"`
    /// are `other`; `"1c6"` (a million, compact) is `many` in French.
    ///
    /// - Parameter text: The number as displayed, in the grammar of
    ///   ``PluralOperands/init(decimal:)``.
    /// - Returns: The category; `other` when `text` is not a number (`""`, `"abc"`, `"1..2"`).
    public func category(forDecimal text: String) -> PluralCategory {
        guard let operands = Self.operands(decimal: text) else { return .other }
        return Self.cardinalCategory(ruleSet: cardinalRuleSet, operands)
    }

    /// The category of a number's operands.
    ///
    /// - Parameter operands: Operands from ``PluralOperands``.
    /// - Returns: The category, always one of ``categories``.
    public func category(for operands: PluralOperands) -> PluralCategory {
        Self.cardinalCategory(ruleSet: cardinalRuleSet, operands)
    }

    /// The cardinal categories this language uses, `other` always among them: `ru` has
    /// `one few many other`, `ja` only `other`. A `.stringsdict` needs exactly these forms.
    public var categories: Set<PluralCategory> {
        Self.categories(in: Self.cardinalCategoryMasks, ruleSet: cardinalRuleSet)
    }

    // MARK: Ordinal

    /// The ordinal category of a rank such as "22nd": in English `one` (1st, 21st), `two`
    /// (2nd, 22nd), `few` (3rd, 23rd) and `other` (4th, 11th, 12th, 13th).
    ///
    /// - Parameter number: Any `Int`; negative numbers select as their absolute value.
    /// - Returns: The category, always one of ``ordinalCategories``.
    /// - Complexity: O(1), no allocation.
    public func ordinalCategory(for number: Int) -> PluralCategory {
        Self.ordinalCategory(ruleSet: ordinalRuleSet, PluralOperands(number))
    }

    /// The ordinal category of a `Double` as Swift prints it (see ``category(for:)-(Double)``).
    /// Ordinal rules read the value, not the fraction digits, so `2.0` selects as `2` does;
    /// `2.5` is no rank and selects `other`.
    ///
    /// - Parameter number: Any `Double`; NaN and the infinities select `other`.
    /// - Returns: The category, always one of ``ordinalCategories``.
    public func ordinalCategory(for number: Double) -> PluralCategory {
        guard number.isFinite else { return .other }
        return Self.ordinalCategory(ruleSet: ordinalRuleSet, PluralOperands(number))
    }

    /// The ordinal category of a number as written (`"22"` → `two` in English).
    ///
    /// - Parameter text: The number as displayed, in the grammar of
    ///   ``PluralOperands/init(decimal:)``.
    /// - Returns: The category; `other` when `text` is not a number.
    public func ordinalCategory(forDecimal text: String) -> PluralCategory {
        guard let operands = Self.operands(decimal: text) else { return .other }
        return Self.ordinalCategory(ruleSet: ordinalRuleSet, operands)
    }

    /// The ordinal category of a number's operands.
    ///
    /// - Parameter operands: Operands from ``PluralOperands``.
    /// - Returns: The category, always one of ``ordinalCategories``.
    public func ordinalCategory(for operands: PluralOperands) -> PluralCategory {
        Self.ordinalCategory(ruleSet: ordinalRuleSet, operands)
    }

    /// The ordinal categories this language uses, `other` always among them: `en` has
    /// `one two few other`, `ru` only `other`.
    public var ordinalCategories: Set<PluralCategory> {
        Self.categories(in: Self.ordinalCategoryMasks, ruleSet: ordinalRuleSet)
    }

    /// `PluralOperands(decimal:)` without reading `n` as a `Double`, which no rule uses.
    private static func operands(decimal text: String) -> PluralOperands? {
        PluralOperands.parse(text, notation: .compact, n: 0)
    }

    private static func categories(in masks: [UInt8], ruleSet: UInt8) -> Set<PluralCategory> {
        let mask = Int(ruleSet) < masks.count ? masks[Int(ruleSet)] : 0
        var result: Set<PluralCategory> = [.other]
        for (bit, category) in PluralCategory.allCases.enumerated() where mask & (1 << bit) != 0 {
            result.insert(category)
        }
        return result
    }
}
