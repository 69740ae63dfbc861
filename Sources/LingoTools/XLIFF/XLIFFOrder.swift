// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The order Xcode writes an export in. Xcode does not document it; these rules reproduce the
/// order of every real export in the shared corpora and of Xcode 13–27 exports of other apps:
///
/// - units: a numeric-aware, case-sensitive comparison of their ids (`9rO-zX-bOn.text` before
///   `12g-Mq-Ht6.text`; `Zebra` before `apple`), the text compared after canonical
///   decomposition (`Sätze` before `Schritte`), digit runs by their value (`09D` and `9NQ`
///   compare at `D`–`N`); a catalog unit's key first, then its variation path by name
///   (`key|==|plural.one` before `key|==|plural.other`);
/// - files: the same comparison of their `original` paths, ignoring letter case
///   (`AppShortcuts.xcstrings`, `dev_options.xcstrings`, `InfoPlist.xcstrings`).
enum XLIFFOrder {
    /// A comparable form of an id or path: its UTF-16 code units after canonical
    /// decomposition, compared as a sequence of parts: each run of ASCII digits is one part
    /// holding its value, each other code unit a part of its own. The parts are found as two
    /// keys are compared, so a key is one array however many parts it has (an export sorts
    /// every unit of a table).
    struct Key: Comparable {
        /// The code units.
        let codes: [UInt16]

        init(_ text: String, ignoringCase: Bool = false) {
            var decomposed = text.decomposedStringWithCanonicalMapping
            if ignoringCase { decomposed = decomposed.lowercased() }
            codes = Array(decomposed.utf16)
        }

        private static func isDigit(_ unit: UInt16) -> Bool { unit >= 0x30 && unit <= 0x39 }

        /// The part of `codes` that starts at `start`: where it ends, and for a run of digits
        /// where its value starts (after its leading zeros).
        private static func part(of codes: [UInt16], at start: Int) -> (end: Int, valueStart: Int, isNumber: Bool) {
            guard isDigit(codes[start]) else { return (start + 1, start + 1, false) }
            var end = start
            while end < codes.count, isDigit(codes[end]) { end += 1 }
            var valueStart = start
            while valueStart < end, codes[valueStart] == 0x30 { valueStart += 1 }
            return (end, valueStart, true)
        }

        /// How `lhs` and `rhs` compare: negative, zero or positive. Parts compare pairwise:
        /// numbers by value (fewer digits first, then digit by digit), other code units by value,
        /// a number with another code unit by its first digit; then fewer parts first; then, for
        /// keys of equal parts, the digit counts of the numbers in order (`9` before `09`).
        static func compare(_ lhs: Key, _ rhs: Key) -> Int {
            let left = lhs.codes, right = rhs.codes
            var i = 0, j = 0
            var digitCounts = 0
            while i < left.count, j < right.count {
                let l = part(of: left, at: i), r = part(of: right, at: j)
                switch (l.isNumber, r.isNumber) {
                case (true, true):
                    let leftValue = left[l.valueStart..<l.end], rightValue = right[r.valueStart..<r.end]
                    if leftValue.count != rightValue.count { return leftValue.count < rightValue.count ? -1 : 1 }
                    for (a, b) in zip(leftValue, rightValue) where a != b { return a < b ? -1 : 1 }
                    if digitCounts == 0, l.end - i != r.end - j { digitCounts = l.end - i < r.end - j ? -1 : 1 }
                case (false, false):
                    if left[i] != right[j] { return left[i] < right[j] ? -1 : 1 }
                default:
                    // A digit and another code unit are never equal.
                    return left[i] < right[j] ? -1 : 1
                }
                i = l.end
                j = r.end
            }
            if i < left.count { return 1 }
            if j < right.count { return -1 }
            return digitCounts
        }

        static func < (lhs: Key, rhs: Key) -> Bool { compare(lhs, rhs) < 0 }

        static func == (lhs: Key, rhs: Key) -> Bool { compare(lhs, rhs) == 0 }
    }

    /// Puts `units` in Xcode's order of unit ids (stable for equal ids), in place: the units
    /// are never in two arrays.
    static func sortUnits<Unit>(_ units: inout [Unit], id: (Unit) -> String) {
        // Units already in order (a table written in Xcode's order) stay as they are, and the
        // keys of every unit are never held at once.
        if isSorted(units, id: id) { return }
        let order = sortedPositions(units, id: id)
        // Position `p` takes the unit at `order[p]`: each cycle of the permutation is moved
        // along with one unit held aside.
        var placed = [Bool](repeating: false, count: units.count)
        for start in units.indices where !placed[start] {
            let held = units[start]
            var position = start
            while true {
                placed[position] = true
                let next = order[position]
                if next == start {
                    units[position] = held
                    break
                }
                units[position] = units[next]
                position = next
            }
        }
    }

    /// Whether `units` are in Xcode's order of their ids already: no unit's id comes after the
    /// next one's (equal ids keep their order, so sorting would change nothing).
    private static func isSorted<Unit>(_ units: [Unit], id: (Unit) -> String) -> Bool {
        var previous: (key: Key, path: Key)? = nil
        for unit in units {
            let current = sortKey(id(unit))
            if let previous, compare(previous, current) > 0 { return false }
            previous = current
        }
        return true
    }

    /// The positions of `units` in Xcode's order of their ids (equal ids in their order).
    private static func sortedPositions<Unit>(_ units: [Unit], id: (Unit) -> String) -> [Int] {
        let keys = units.map { sortKey(id($0)) }
        return keys.indices.sorted { left, right in
            let order = compare(keys[left], keys[right])
            return order != 0 ? order < 0 : left < right
        }
    }

    /// What a unit id is sorted by: a catalog unit's key and variation path, another unit's id.
    private static func sortKey(_ text: String) -> (key: Key, path: Key) {
        if let separator = text.range(of: XLIFFUnitID.catalogSeparator, options: .backwards) {
            return (Key(String(text[..<separator.lowerBound])), Key(String(text[separator.upperBound...])))
        }
        return (Key(text), Key(""))
    }

    /// How two sort keys compare: by key, then by path; negative, zero or positive.
    private static func compare(_ lhs: (key: Key, path: Key), _ rhs: (key: Key, path: Key)) -> Int {
        let byKey = Key.compare(lhs.key, rhs.key)
        return byKey != 0 ? byKey : Key.compare(lhs.path, rhs.path)
    }

    /// Whether the file `original` comes before the file `other`.
    static func originalPrecedes(_ original: String, _ other: String) -> Bool {
        let left = Key(original, ignoringCase: true)
        let right = Key(other, ignoringCase: true)
        return left != right ? left < right : original < other
    }
}
