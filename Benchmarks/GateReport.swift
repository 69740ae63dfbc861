// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The gate's verdict: each measured row against its threshold, printed as a table.
struct GateReport {
    let thresholds: Thresholds
    let measured: [Gate.Measured]

    /// One row's verdict.
    struct Verdict {
        let line: String
        let passed: Bool
    }

    /// Prints the table and returns whether every row passed.
    func print() -> Bool {
        let cpu = Thresholds.cpuModel
        Swift.print("lingo-bench --gate: \(measured.count) rows; thresholds taken on \(thresholds.machine.cpu) "
            + "(\(thresholds.machine.valgrind)), tolerance +\(percent(thresholds.tolerance))")
        if cpu != thresholds.machine.cpu {
            Swift.print("note: this machine's CPU is \(cpu), not the thresholds' \(thresholds.machine.cpu): instruction "
                + "counts can differ a little between CPUs (libc chooses its memory and string functions by CPU "
                + "features); a row just past its limit may be the machine, not the code")
        }
        Swift.print(pad("row", 38) + pad("threshold", 14, right: true) + pad("measured", 14, right: true)
            + pad("change", 10, right: true) + "  verdict")
        var passed = true
        for row in measured {
            let verdict = self.verdict(row)
            Swift.print(verdict.line)
            passed = passed && verdict.passed
        }
        return passed
    }

    func verdict(_ row: Gate.Measured) -> Verdict {
        let name = pad(row.name, 38)
        if let skipped = row.skipped {
            return Verdict(line: name + "  skipped: \(skipped)", passed: true)
        }
        guard let threshold = thresholds.rows[row.name] else {
            return Verdict(line: name + "  FAILED: no threshold (run lingo-bench --gate --update-thresholds)", passed: false)
        }
        let tolerance = threshold.tolerance ?? thresholds.tolerance
        if let value = row.instructions, let limit = threshold.instructions {
            return judge(name, value: value, threshold: limit, allowed: limit * (1 + tolerance), format: count)
        }
        if let value = row.bytes, let limit = threshold.bytes {
            return judge(name, value: value, threshold: limit, allowed: limit * (1 + tolerance)) {
                String(format: "%.0f KB", $0 / 1024)
            }
        }
        if let value = row.misses, let limit = threshold.misses {
            return judge(
                name, value: value, threshold: limit, allowed: limit * (1 + tolerance) + Gate.missSlack,
                better: limit * (1 - tolerance) - Gate.missSlack, format: { String(format: "%.3f", $0) })
        }
        if let value = row.ratio, let limit = threshold.ratio {
            // A memory ratio: never past the goal, and no more than the tolerance past the
            // ratio the thresholds recorded.
            let allowed = min(limit * (1 + tolerance), threshold.goal ?? .infinity)
            var verdict = judge(name, value: value, threshold: limit, allowed: allowed) { String(format: "%.3f×", $0) }
            if let goal = threshold.goal {
                verdict = Verdict(line: verdict.line + String(format: " (goal ≤ %.2f×)", goal), passed: verdict.passed)
            }
            return verdict
        }
        return Verdict(line: name + "  FAILED: the threshold and the measurement are of different kinds", passed: false)
    }

    /// The verdict on `value`: failed past `allowed`; a hint to lower the threshold below
    /// `better` (by default the tolerance below it).
    private func judge(
        _ name: String, value: Double, threshold: Double, allowed: Double, better: Double? = nil,
        format: (Double) -> String
    ) -> Verdict {
        let change = threshold > 0 ? value / threshold - 1 : 0
        let passed = value <= allowed
        var verdict = passed ? "ok" : "FAILED: over \(format(allowed))"
        if passed && value < (better ?? threshold * (1 - thresholds.tolerance)) {
            verdict = "ok, better: lower the threshold (--update-thresholds)"
        }
        let line = name + pad(format(threshold), 14, right: true) + pad(format(value), 14, right: true)
            + pad((change >= 0 ? "+" : "") + percent(change), 10, right: true) + "  " + verdict
        return Verdict(line: line, passed: passed)
    }

    private func count(_ value: Double) -> String {
        if value >= 1e9 { return String(format: "%.3f G", value / 1e9) }
        return value >= 1e6 ? String(format: "%.2f M", value / 1e6) : String(format: "%.1f", value)
    }

    private func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }

    private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
