// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

/// Finds an earlier entry with the same key, hashing UTF-8 bytes (cheaper than `Hasher`).
struct KeyIndex {
    private var slots: [Int32]
    private var count = 0

    init(capacity: Int) {
        slots = Array(repeating: -1, count: capacity)
    }

    /// Records that `key` is at `position` of `entries`, or returns the position of the entry
    /// that already has it.
    mutating func insert(_ key: String, at position: Int, keyAt: (Int) -> String) -> Int? {
        if (count + 1) * 4 > slots.count * 3 { grow(keyAt) }
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = Self.hash(key) & mask
        while true {
            let existing = Int(slots[slot])
            if existing < 0 { break }
            if keyAt(existing) == key { return existing }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(truncatingIfNeeded: position)
        count += 1
        return nil
    }

    private mutating func grow(_ keyAt: (Int) -> String) {
        var larger = [Int32](repeating: -1, count: max(64, slots.count * 2))
        let mask = larger.count - 1
        for existing in slots where existing >= 0 {
            var slot = Self.hash(keyAt(Int(existing))) & mask
            while larger[slot] >= 0 { slot = (slot + 1) & mask }
            larger[slot] = existing
        }
        slots = larger
    }

    private static func hash(_ key: String) -> Int {
        var key = key
        return key.withUTF8 { Int(truncatingIfNeeded: KeyHash.hash(UnsafeRawBufferPointer($0))) }
    }
}
