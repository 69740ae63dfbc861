import Foundation

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
/// would put them, on every platform.
public enum XcodeKeyOrder {
    private static let options: String.CompareOptions = [.numeric, .caseInsensitive, .forcedOrdering]
    private static let locale = Locale(identifier: "")

    /// Whether Xcode writes `lhs` before `rhs`.
    ///
    /// - Complexity: O(n) in the length of the shorter string (a Foundation collation, about a
    ///   microsecond for typical keys).
    public static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        if lhs == rhs { return false }
        return lhs.compare(rhs, options: options, range: lhs.startIndex..<lhs.endIndex, locale: locale) == .orderedAscending
    }

    /// `keys` in Xcode's order.
    public static func sorted<Keys: Sequence>(_ keys: Keys) -> [String] where Keys.Element == String {
        keys.sorted(by: areInIncreasingOrder)
    }

    /// The positions of `keys` in the order Xcode writes them: `0..<keys.count` when `keys` is
    /// already in that order (checked with `keys.count - 1` comparisons).
    static func writingOrder(of keys: [String]) -> [Int] {
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
        return keys.indices.sorted { areInIncreasingOrder(keys[$0], keys[$1]) }
    }
}
