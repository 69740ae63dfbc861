// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats
import LingoUtilities
import Testing

/// The shared sorts (`Sorting`, `stablySorted(by:)`) that stand in for the standard library's in
/// the modules an app links: the same order, and elements that compare equal keep their order.
@Suite struct SortingTests {
    /// A deterministic sequence of pseudo-random numbers (a 64-bit LCG).
    private static func numbers(_ count: Int, seed: UInt64, below bound: Int) -> [Int] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33) % bound
        }
    }

    @Test(arguments: [0, 1, 2, 3, 16, 17, 100, 5_000])
    func stableOnEveryLength(count: Int) {
        // Few distinct keys, so many elements compare equal: each carries its original position.
        let keys = Self.numbers(count, seed: UInt64(count) + 7, below: max(1, count / 8))
        let elements = keys.enumerated().map { (key: $0.element, position: $0.offset) }
        let sorted = elements.stablySorted { $0.key < $1.key }
        #expect(sorted.count == count)
        #expect(sorted.map(\.key) == keys.sorted())
        for (earlier, later) in zip(sorted, sorted.dropFirst()) where earlier.key == later.key {
            #expect(earlier.position < later.position, "equal keys left their order at \(earlier.key)")
        }
        #expect(Set(sorted.map(\.position)) == Set(0..<count))
    }

    @Test func orderGivesPositions() {
        let values = ["delta", "alpha", "charlie", "alpha", "bravo"]
        let order = Sorting.order(count: values.count) { values[$0] < values[$1] }
        #expect(order == [1, 3, 4, 2, 0])
        #expect(Sorting.order(count: 0) { _, _ in true }.isEmpty)
    }

    @Test func stringsSortAsSwiftDoes() {
        let words = ["zh-Hant", "Zulu", "é", "e\u{301}", "en", "", "a", "ä", "ko", "en-GB"]
        #expect(Sorting.sorted(words) == words.sorted())
        #expect(Sorting.sorted([]) == [])
    }

    /// The runtime lists a plural's forms as `PluralCategory.allCases` filtered, instead of
    /// sorting them: that needs `allCases` in the order `<` sorts.
    @Test func pluralCategoriesAreListedInOrder() {
        #expect(PluralCategory.allCases.sorted() == PluralCategory.allCases)
        #expect(PluralCategory.allCases == [.zero, .one, .two, .few, .many, .other])
    }
}
