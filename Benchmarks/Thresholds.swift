// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// `Benchmarks/Thresholds.json`: what the performance gate allows, row by row, and the machine
/// the figures were taken on.
///
/// A row holds either `instructions` (per iteration of its profile loop, counted by callgrind:
/// the gate fails past `instructions × (1 + tolerance)`) or, for memory, `ratio` (Lingo's figure
/// over Foundation's, both measured in the same run: the gate fails past
/// `ratio × (1 + tolerance)` or past `goal`, whichever is lower) or, for an app's size, `bytes`
/// (what linking adds, stripped: the gate fails past `bytes × (1 + tolerance)`) or, for a cache
/// row, `misses` (data-cache misses per iteration in callgrind's cache simulation: the gate fails
/// past `misses × (1 + tolerance) + Gate.missSlack`). `tolerance` is the file's,
/// unless a row has its own. `lingo-bench --gate --update-thresholds` rewrites the figures and
/// the machine and keeps each row's goal and tolerance; the commit that does it says why.
struct Thresholds: Codable, Equatable {
    struct Machine: Codable, Equatable {
        /// `model name` of `/proc/cpuinfo`: instruction counts can differ a little between
        /// CPUs (libc picks its memory and string functions by CPU features).
        var cpu: String
        var valgrind: String
    }

    struct Row: Codable, Equatable {
        var instructions: Double?
        var ratio: Double?
        var bytes: Double?
        /// Data-cache misses per iteration, from callgrind's cache simulation.
        var misses: Double?
        var goal: Double?
        var tolerance: Double?
    }

    var about: String
    var machine: Machine
    var tolerance: Double
    var rows: [String: Row]

    static let about =
        "Allowed cost per row of `lingo-bench --gate` (see BENCHMARKS.md, \"The performance gate\"): "
        + "instructions per iteration counted by callgrind, a memory ratio to Foundation measured in the "
        + "same run, the bytes linking adds to an app (size.app), or data-cache misses per iteration in "
        + "callgrind's cache simulation (*.d1-misses, *.ll-misses: allowed 0.05 more). The gate fails past "
        + "threshold × (1 + tolerance). Regenerate with "
        + "`swift run -c release lingo-bench --gate --update-thresholds`, in a commit that says why."

    /// The thresholds in `url`.
    static func read(_ url: URL) throws -> Thresholds {
        try JSONDecoder().decode(Thresholds.self, from: Data(contentsOf: url))
    }

    /// Writes the thresholds to `url`: sorted keys, one field per line, a final newline, so a
    /// change reads as a small diff.
    func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try (encoder.encode(self) + Data("\n".utf8)).write(to: url)
    }

    /// This machine's CPU model, as `/proc/cpuinfo` names it.
    static var cpuModel: String {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown" }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            return line.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        }
        return "unknown"
    }
}
