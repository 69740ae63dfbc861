// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The one random number generator of the randomized tests: SplitMix64, seeded from the run's
/// seed, so a failure can be replayed.
///
/// The run's seed is `LINGO_TEST_SEED` when that is set (decimal or `0x` hexadecimal), else a
/// fresh one; each generator prints it with the test's name. Each test gets its own stream (the
/// run's seed mixed with the test's file and name), so tests running in parallel or in another
/// order draw the same values. To replay a failure, run again with the printed
/// `LINGO_TEST_SEED=...`.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    /// The environment variable that fixes the run's seed.
    public static let environmentVariable = "LINGO_TEST_SEED"

    /// The seed of this test run: `LINGO_TEST_SEED`, or a fresh random one.
    public static let runSeed: UInt64 = {
        let text = ProcessInfo.processInfo.environment[environmentVariable]?.trimmingCharacters(in: .whitespaces) ?? ""
        if text.lowercased().hasPrefix("0x"), let value = UInt64(text.dropFirst(2), radix: 16) { return value }
        if let value = UInt64(text) { return value }
        return UInt64.random(in: 0...UInt64.max)
    }()

    /// The seed of this generator's stream (the run's seed mixed with the test's name).
    public let seed: UInt64
    private var state: UInt64

    /// A generator for the calling test, printing the run's seed.
    ///
    /// - Parameters:
    ///   - name: The test's name (the caller's function by default).
    ///   - file: The test's file (the caller's by default).
    public init(_ name: String = #function, file: String = #fileID) {
        self.init(runSeed: Self.runSeed, stream: file + "/" + name)
        print("\(file) \(name): random seed \(Self.runSeed) (replay with \(Self.environmentVariable)=\(Self.runSeed))")
    }

    /// A generator for `stream` under `runSeed`, printing nothing (for tests of the generator).
    public init(runSeed: UInt64, stream: String) {
        // FNV-1a of the stream's name: stable across runs and processes, unlike `Hasher`.
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in stream.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        seed = runSeed ^ hash
        state = seed
    }

    /// The next 64 random bits (SplitMix64).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// One of `values`, which must not be empty.
    public mutating func pick<T>(_ values: [T]) -> T {
        values[Int(next() % UInt64(values.count))]
    }

    /// `count` bytes drawn from `alphabet`, which must not be empty.
    public mutating func bytes(_ count: Int, from alphabet: [UInt8]) -> [UInt8] {
        (0..<count).map { _ in pick(alphabet) }
    }
}
