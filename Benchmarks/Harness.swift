// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One figure of the report: a subject measured in interleaved rounds.
struct Row: Encodable {
    let benchmark: String
    let subject: String
    let median: Double
    let unit: String
    let min: Double
    let max: Double
    /// Which data the figure is for (`en`, `zh-Hans`), when a benchmark has several.
    var variant: String?
    /// The subject this row is compared with (its ratio is median / baseline median).
    var baseline: String?
    var note: String?

    enum CodingKeys: String, CodingKey { case benchmark, subject, median, unit, min, max, variant }
}

/// A section that is not measured yet.
struct Pending {
    let benchmark: String
    let reason: String
}

/// Measures closures in interleaved rounds within one process.
struct Harness {
    /// How many rounds each figure takes.
    let rounds: Int
    /// Roughly how long one subject runs in one round.
    let targetSeconds: Double

    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Runs each subject `rounds` times, interleaved (A B C, A B C, ...), and returns
    /// nanoseconds per operation for each subject in each round.
    ///
    /// - Parameter subjects: Name and a closure running `n` operations.
    func interleaved(_ subjects: [(name: String, run: (Int) -> Void)]) -> [String: [Double]] {
        // Calibrate each subject's iteration count so that a round lasts about targetSeconds.
        var iterations = [String: Int]()
        for subject in subjects {
            // One-time work (a language read on the first miss, keys resolved on the first
            // read) must not make the calibration pick one operation per round.
            subject.run(1)
            var n = 1
            while true {
                let start = Self.now()
                subject.run(n)
                let elapsed = Double(Self.now() - start)
                if elapsed > targetSeconds * 1e9 / 4 || n >= 1 << 30 {
                    iterations[subject.name] = max(1, Int(Double(n) * targetSeconds * 1e9 / max(elapsed, 1)))
                    break
                }
                n *= 4
            }
        }
        var samples = [String: [Double]]()
        for _ in 0..<rounds {
            for subject in subjects {
                let n = iterations[subject.name]!
                let start = Self.now()
                subject.run(n)
                let elapsed = Double(Self.now() - start)
                samples[subject.name, default: []].append(elapsed / Double(n))
            }
        }
        return samples
    }

    /// Like ``interleaved(_:)`` for operations that cannot be repeated cheaply (a cold load):
    /// each closure runs once per round and returns the nanoseconds it measured itself.
    func interleavedOnce(_ subjects: [(name: String, run: (Int) -> Double)]) -> [String: [Double]] {
        var samples = [String: [Double]]()
        for round in 0..<rounds {
            for subject in subjects {
                samples[subject.name, default: []].append(subject.run(round))
            }
        }
        return samples
    }
}

extension Array where Element == Double {
    var median: Double {
        guard !isEmpty else { return .nan }
        let sorted = self.sorted()
        return count % 2 == 1 ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2
    }
}

/// Keeps a value alive so the optimizer cannot drop the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Rows from samples: `Lingo` first, then baselines, each with its baseline for ratios.
func rows(_ benchmark: String, _ samples: [String: [Double]], unit: String, order: [String],
          baseline: String?, variant: String? = nil, notes: [String: String] = [:]) -> [Row] {
    order.compactMap { name in
        guard let values = samples[name] else { return nil }
        return Row(benchmark: benchmark, subject: name, median: values.median, unit: unit,
                   min: values.min() ?? .nan, max: values.max() ?? .nan, variant: variant,
                   baseline: name == baseline ? nil : baseline, note: notes[name])
    }
}
