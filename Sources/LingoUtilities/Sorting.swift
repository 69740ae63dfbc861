// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// The sorts of the modules an app links, each compiled once.
///
/// The standard library's sort is generic: every element type, collection type and comparator
/// it is called with gets its own specialised copy of it, and every app that links the runtime
/// carries all of them. The runtime's sorts are off the hot path (file order of diagnostics,
/// Xcode's key order, folder listings), so they share these: one sort of strings, and one
/// stable sort of positions through a comparator the compiler does not specialise it for.
package enum Sorting {
    /// `strings` in increasing order (Swift's `String` order).
    @inline(never)
    package static func sorted(_ strings: [String]) -> [String] {
        strings.sorted()
    }

    /// The positions `0..<count` ordered by `areInIncreasingOrder`; positions whose elements
    /// are in no order keep their order (the standard library's sort is stable).
    @inline(never)
    package static func order(count: Int, by areInIncreasingOrder: (Int, Int) -> Bool) -> [Int] {
        var positions = Array(0..<count)
        positions.sort(by: areInIncreasingOrder)
        return positions
    }
}

extension Array {
    /// The elements in the order ``Sorting/order(count:by:)`` gives: sorted by
    /// `areInIncreasingOrder`, stable, without a copy of the standard library's sort for this
    /// element type.
    package func stablySorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        guard count > 1 else { return self }
        return Sorting.order(count: count) { areInIncreasingOrder(self[$0], self[$1]) }.map { self[$0] }
    }
}
