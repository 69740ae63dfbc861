// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// A CLDR plural category: the form a count selects in a language.
///
/// English uses `one` (1 file) and `other` (0 files, 2 files, 1.5 files); Russian `one`, `few`,
/// `many` and `other`; Arabic all six. `.stringsdict` and `.xcstrings` files name their plural
/// forms with these same words.
public enum PluralCategory: String, Hashable, Sendable, CaseIterable, Codable, Comparable {
    case zero
    case one
    case two
    case few
    case many
    case other

    /// The order CLDR lists categories in: zero, one, two, few, many, other.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        lhs.order < rhs.order
    }

    private var order: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}
