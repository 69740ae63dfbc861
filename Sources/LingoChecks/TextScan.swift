// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import LingoUtilities

extension String {
    /// Whether the string has a `%`: what every format rule asks first.
    package var hasPercent: Bool { hasByte(UInt8(ascii: "%")) }

    /// Whether the UTF-8 form of the string has the bytes of `needle` in a row. A `false` here
    /// means Foundation's literal `contains` is `false` too, so it is a cheap test to run first.
    package func hasBytes(_ needle: StaticString) -> Bool {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard let first = pattern.first else { return true }
        let scan = { (text: UnsafeBufferPointer<UInt8>) -> Bool in
            guard text.count >= pattern.count else { return false }
            var index = 0
            while index <= text.count - pattern.count {
                if text[index] == first, pattern.indices.allSatisfy({ text[index + $0] == pattern[$0] }) { return true }
                index += 1
            }
            return false
        }
        if let found = utf8.withContiguousStorageIfAvailable(scan) { return found }
        return ContiguousArray(utf8).withUnsafeBufferPointer(scan)
    }
}

extension LocalizationEntry {
    /// Whether any text of the key (main, plural forms, variants) satisfies `predicate`:
    /// ``units`` without building the array.
    package func hasText(where predicate: (String) -> Bool) -> Bool {
        if let main, predicate(main.text) { return true }
        for set in plurals where set.forms.contains(where: { predicate($0.unit.text) }) { return true }
        return alternatives.contains { predicate($0.unit.text) }
    }
}
