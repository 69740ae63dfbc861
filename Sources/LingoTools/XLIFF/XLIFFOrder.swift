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
    /// decomposition, with each run of ASCII digits as one element holding its value.
    struct Key: Comparable {
        enum Part: Comparable {
            /// A run of digits: its value as digits without leading zeros, and its first digit.
            case number(value: [UInt16], first: UInt16)
            case unit(UInt16)

            static func < (lhs: Part, rhs: Part) -> Bool {
                switch (lhs, rhs) {
                case (.number(let left, _), .number(let right, _)):
                    left.count != right.count ? left.count < right.count : left.lexicographicallyPrecedes(right)
                case (.unit(let left), .unit(let right)): left < right
                case (.number(_, let first), .unit(let right)): first < right
                case (.unit(let left), .number(_, let first)): left < first
                }
            }

            static func == (lhs: Part, rhs: Part) -> Bool {
                switch (lhs, rhs) {
                case (.number(let left, _), .number(let right, _)): left == right
                case (.unit(let left), .unit(let right)): left == right
                default: false
                }
            }
        }

        let parts: [Part]
        /// The digit counts, compared last: `9` and `09` are equal numbers.
        let digits: [Int]

        init(_ text: String, ignoringCase: Bool = false) {
            var decomposed = text.decomposedStringWithCanonicalMapping
            if ignoringCase { decomposed = decomposed.lowercased() }
            var parts = [Part]()
            var digits = [Int]()
            var run = [UInt16]()
            func flush() {
                guard !run.isEmpty else { return }
                let value = Array(run.drop { $0 == 0x30 })
                parts.append(.number(value: value, first: run[0]))
                digits.append(run.count)
                run.removeAll()
            }
            for unit in decomposed.utf16 {
                if unit >= 0x30, unit <= 0x39 {
                    run.append(unit)
                } else {
                    flush()
                    parts.append(.unit(unit))
                }
            }
            flush()
            self.parts = parts
            self.digits = digits
        }

        static func < (lhs: Key, rhs: Key) -> Bool {
            for (left, right) in zip(lhs.parts, rhs.parts) where left != right {
                return left < right
            }
            if lhs.parts.count != rhs.parts.count { return lhs.parts.count < rhs.parts.count }
            return lhs.digits.lexicographicallyPrecedes(rhs.digits)
        }

        static func == (lhs: Key, rhs: Key) -> Bool { !(lhs < rhs) && !(rhs < lhs) }
    }

    /// `units` in Xcode's order of unit ids (stable for equal ids).
    static func sortedUnits<Unit>(_ units: [Unit], id: (Unit) -> String) -> [Unit] {
        let keyed = units.enumerated().map { offset, unit -> (key: Key, path: Key, offset: Int, unit: Unit) in
            let text = id(unit)
            if let separator = text.range(of: XLIFFUnitID.catalogSeparator, options: .backwards) {
                return (
                    Key(String(text[..<separator.lowerBound])), Key(String(text[separator.upperBound...])), offset, unit
                )
            }
            return (Key(text), Key(""), offset, unit)
        }
        return keyed.sorted {
            if $0.key != $1.key { return $0.key < $1.key }
            if $0.path != $1.path { return $0.path < $1.path }
            return $0.offset < $1.offset
        }.map(\.unit)
    }

    /// Whether the file `original` comes before the file `other`.
    static func originalPrecedes(_ original: String, _ other: String) -> Bool {
        let left = Key(original, ignoringCase: true)
        let right = Key(other, ignoringCase: true)
        return left != right ? left < right : original < other
    }
}
