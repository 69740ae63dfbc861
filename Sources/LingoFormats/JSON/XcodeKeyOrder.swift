// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoUtilities

/// The order in which Xcode writes the members of every JSON object in a String Catalog.
///
/// Xcode writes `.xcstrings` files with `JSONSerialization` and its `.sortedKeys` option, which
/// orders keys by `compare(_:options:range:locale:)` with `[.numeric, .caseInsensitive,
/// .forcedOrdering]` in the system (root) locale — swift-corelibs-foundation's
/// `JSONSerialization.swift` spells this out, and on this platform its output is byte for byte the
/// catalogs Xcode wrote in `../shared/corpora`. That comparison is a Unicode collation, not a
/// byte order:
///
/// - numbers compare by value: `item2` < `item10`, and `1Xt` < `01Z` (leading zeros do not count);
/// - case is ignored except to break ties, lowercase first: `ab` < `aB` < `Ab` < `b`;
/// - punctuation and symbols sort before digits, digits before letters: `%` < `•` < `1` < `a`,
///   and `_` < `-` < `.` < `@`;
/// - a prefix sorts first: `ca` < `ca-ES`.
///
/// Lingo calls the same Foundation method, so new keys, languages and fields land where Xcode
/// would put them, on every platform — with one difference: characters a collation ignores
/// (control characters other than whitespace, and default-ignorable ones such as U+200B or U+FEFF)
/// are removed before comparing, and keys that then compare equal are ordered by their UTF-8
/// bytes. Those characters carry no weight, so this changes nothing for ordinary keys; but
/// Foundation's answer for strings holding long runs of them is not stable (the fuzzer found a
/// key with 58 NULs that compared "ascending" both ways, or not, from one call to the next), and
/// a writer must write the same bytes every time.
package enum XcodeKeyOrder {
    private static let options: String.CompareOptions = [.numeric, .caseInsensitive, .forcedOrdering]
    private static let locale = Locale(identifier: "")

    /// Whether Xcode writes `lhs` before `rhs`.
    ///
    /// - Complexity: O(n) in the length of the shorter string (a Foundation collation, about a
    ///   microsecond for typical keys).
    package static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        if lhs == rhs { return false }
        let left = withoutIgnorables(lhs), right = withoutIgnorables(rhs)
        switch left.compare(right, options: options, range: left.startIndex..<left.endIndex, locale: locale) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
        }
    }

    /// `string` without the characters a collation ignores; `string` itself when it has none.
    private static func withoutIgnorables(_ string: String) -> String {
        func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x20...0x7E: return false
            case 0x09...0x0D: return false  // whitespace: weighted
            case 0x00...0x1F, 0x7F...0x9F: return true
            default: return scalar.properties.isDefaultIgnorableCodePoint
            }
        }
        guard string.unicodeScalars.contains(where: isIgnorable) else { return string }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: string.unicodeScalars.lazy.filter { !isIgnorable($0) })
        return String(result)
    }

    /// `keys` in Xcode's order.
    package static func sorted<Keys: Sequence>(_ keys: Keys) -> [String] where Keys.Element == String {
        Array(keys).stablySorted(by: areInIncreasingOrder)
    }

    /// The positions of `keys` in the order Xcode writes them: `0..<keys.count` when `keys` is
    /// already in that order (checked with `keys.count - 1` comparisons).
    package static func writingOrder(of keys: [String]) -> [Int] {
        var isSorted = true
        var previous = keys.first
        for key in keys.dropFirst() {
            if let last = previous, !areInIncreasingOrder(last, key) {
                isSorted = false
                break
            }
            previous = key
        }
        if isSorted { return Array(keys.indices) }
        return Sorting.order(count: keys.count) { areInIncreasingOrder(keys[$0], keys[$1]) }
    }
}
