// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

extension Array where Element == UInt8 {
    /// These bytes with each of `edits`' ranges replaced by its text's UTF-8, built in one pass:
    /// every byte is copied once, however many edits there are (replacing the ranges one at a
    /// time moves the rest of the bytes on every edit whose text is longer or shorter).
    ///
    /// `edits` may come in any order. Texts inserted at the same place (empty ranges) come out
    /// last edit first, before a range that starts there, as replacing them from the end of the
    /// array one by one would put them. `nil` when two ranges overlap or one is out of bounds:
    /// there is no one answer then.
    package func replacing(_ edits: [(range: Range<Int>, text: String)]) -> [UInt8]? {
        // Ascending by start; at one start, empty ranges before the range that starts there,
        // and later edits before earlier ones.
        let order = edits.indices.sorted { left, right in
            let (a, b) = (edits[left].range, edits[right].range)
            if a.lowerBound != b.lowerBound { return a.lowerBound < b.lowerBound }
            if a.isEmpty != b.isEmpty { return a.isEmpty }
            return left > right
        }
        var result = [UInt8]()
        result.reserveCapacity(count + edits.reduce(0) { $0 + $1.text.utf8.count })
        var copied = 0
        for index in order {
            let (range, text) = edits[index]
            guard range.lowerBound >= copied, range.upperBound <= count else { return nil }
            result.append(contentsOf: self[copied..<range.lowerBound])
            result.append(contentsOf: text.utf8)
            copied = range.upperBound
        }
        result.append(contentsOf: self[copied...])
        return result
    }
}
