// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoUtilities
import Testing

@testable import LingoFormats

/// Keys hash with a seed chosen per process: keys that someone chose so that, without the seed,
/// they all land in one run of slots (a `.strings` file that takes minutes to read) spread out.
@Suite struct KeyHashSeedTests {
    private static let slots = 4_096
    private static let crowded = 16

    private static func hash(_ key: String, seed: UInt64) -> UInt64 {
        var key = key
        return key.withUTF8 { KeyHash.hash(UnsafeRawBufferPointer($0), seed: seed) }
    }

    /// 2,000 keys whose seed-0 hashes all fall in the first 16 of 4,096 slots, as an attacker
    /// reading the source would choose them (and in the first 16 of every smaller power of two).
    private static let crafted: [String] = {
        var keys = [String]()
        var candidate = 0
        while keys.count < 2_000 {
            let key = "key.\(candidate)"
            candidate += 1
            if Int(truncatingIfNeeded: hash(key, seed: 0)) & (slots - 1) < crowded { keys.append(key) }
        }
        return keys
    }()

    /// Whether this process hashes as an attacker computes (`SWIFT_DETERMINISTIC_HASHING`).
    private var deterministic: Bool {
        guard KeyHash.seed == 0 else { return false }
        #expect(ProcessInfo.processInfo.environment["SWIFT_DETERMINISTIC_HASHING"] != nil)
        return true
    }

    @Test func keysChosenToCollideWithoutTheSeedSpreadWithIt() {
        guard !deterministic else { return }
        let crowded = Self.crafted.filter { key in
            var key = key
            let hash = key.withUTF8 { KeyHash.hash(UnsafeRawBufferPointer($0)) }
            return Int(truncatingIfNeeded: hash) & (Self.slots - 1) < Self.crowded
        }
        // Spread at random, about 2,000 × 16 / 4,096 ≈ 8 land there.
        #expect(crowded.count < 100)
    }

    /// The `.strings` parser's duplicate check compares a key with each key in its run of slots:
    /// all 2,000 in one run would take about 2,000,000 comparisons.
    @Test func theDuplicateCheckComparesFewKeysForAFileOfCraftedKeys() {
        guard !deterministic else { return }
        var index = KeyIndex(capacity: 64)
        var comparisons = 0
        let keys = Self.crafted
        for (position, key) in keys.enumerated() {
            let earlier = index.insert(key, at: position) { existing in
                comparisons += 1
                return keys[existing]
            }
            #expect(earlier == nil)
        }
        #expect(comparisons < 10 * keys.count)
        #expect(index.insert(keys[1_234], at: keys.count, keyAt: { keys[$0] }) == 1_234)
    }
}
