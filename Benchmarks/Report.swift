// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The Markdown report: one table of every figure with its ratio to its baseline, then the
/// goals and whether this run met them.
struct Report {
    let rows: [Row]
    let pending: [Pending]
    let notes: [String]
    let quick: Bool
    let seconds: Double

    private func median(_ benchmark: String, _ subject: String, variant: String? = nil) -> Double? {
        rows.first { $0.benchmark == benchmark && $0.subject == subject && (variant == nil || $0.variant == variant) }?.median
    }

    private func format(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        if value >= 100_000 { return String(format: "%.0f", value) }
        if value >= 100 { return String(format: "%.0f", value) }
        if value >= 10 { return String(format: "%.1f", value) }
        return String(format: "%.2f", value)
    }

    var markdown: String {
        var lines = [String]()
        lines.append("| benchmark | data | subject | median | min–max | unit | vs baseline |")
        lines.append("|---|---|---|---:|---:|---|---:|")
        for row in rows {
            var ratio = ""
            if let baseline = row.baseline,
               let base = rows.first(where: { $0.benchmark == row.benchmark && $0.subject == baseline && $0.variant == row.variant }) {
                ratio = String(format: "%.2f× %@", row.median / base.median, baseline)
            }
            let subject = row.note == nil ? row.subject : row.subject + " ¹"
            lines.append("| \(row.benchmark) | \(row.variant ?? "") | \(subject) | \(format(row.median)) | "
                         + "\(format(row.min))–\(format(row.max)) | \(row.unit) | \(ratio) |")
        }
        for item in pending {
            lines.append("| \(item.benchmark) | | | \(item.reason) | | | |")
        }
        lines.append("")
        let annotated = rows.filter { $0.note != nil }
        if !annotated.isEmpty {
            lines.append("¹ " + annotated.map { "\($0.benchmark) \($0.subject): \($0.note!)" }.joined(separator: "; ") + ".")
            lines.append("")
        }
        for note in notes { lines.append("- \(note)") }
        lines.append("")
        lines.append("Goals (this run):")
        lines += goals.map { "- \($0)" }
        lines.append("")
        lines.append(String(format: "%@run: %d rounds per figure, interleaved; %.0f s in all.",
                            quick ? "quick " : "", quick ? 5 : 15, seconds))
        return lines.joined(separator: "\n")
    }

    private var goals: [String] {
        var result = [String]()
        func check(_ label: String, _ value: Double?, _ limit: Double, lowerIsBetter: Bool = true, unit: String = "×") {
            guard let value, value.isFinite else {
                result.append("\(label): not measured")
                return
            }
            let met = lowerIsBetter ? value <= limit : value >= limit
            result.append(String(format: "%@: %.2f%@ (goal %@ %.2f%@) — %@", label, value, unit,
                                 lowerIsBetter ? "≤" : "≥", limit, unit, met ? "met" : "MISSED"))
        }
        for variant in ["en", "zh-Hans"] {
            if let lingo = median("lookup.hit", "Lingo", variant: variant), let floor = median("lookup.hit", "Dictionary", variant: variant) {
                check("lookup.hit \(variant), string(_:) vs Dictionary", lingo / floor, 0.55)
            }
            if let foundation = median("lookup.hit", "Foundation.Bundle", variant: variant),
               let floor = median("lookup.hit", "Dictionary", variant: variant) {
                result.append(String(format: "Foundation.Bundle lookup.hit %@: %.1f× the floor", variant, foundation / floor))
            }
        }
        if let lingo = median("lookup.hit", "Lingo", variant: "en, by index (lingo gen)"),
           let floor = median("lookup.hit", "Dictionary", variant: "en, by index (lingo gen)") {
            check("generated accessor (by index) vs Dictionary", lingo / floor, 0.1)
        }
        if let lingo = median("lookup.fallback", "Lingo"), let floor = median("lookup.fallback", "Dictionary") {
            check("lookup.fallback vs Dictionary", lingo / floor, 1.0)
        }
        if let lingo = median("lookup.fallback.generated", "Lingo"), let floor = median("lookup.fallback.generated", "Dictionary") {
            check("lookup.fallback.generated vs Dictionary", lingo / floor, 1.0)
        }
        check("switch.loaded", median("switch.loaded", "Lingo").map { $0 / 1000 }, 2.0, unit: " µs")
        if let lingo = median("switch.loaded", "Lingo"), let foundation = median("switch.loaded", "Foundation.Bundle") {
            check("switch.loaded vs a cached-Bundle swap", lingo / foundation, 1.0)
        }
        if let lingo = median("switch.cold", "Lingo"), let foundation = median("switch.cold", "Foundation.Bundle") {
            check("switch.cold vs Foundation's first lookup", lingo / foundation, 0.3)
        }
        if let lingo = median("start.cold", "Lingo"), let foundation = median("start.cold", "Foundation.Bundle") {
            check("start.cold vs Bundle(path:) + first lookup", lingo / foundation, 0.5)
        }
        if let lingo = median("lookup.generated", "Lingo"), let floor = median("lookup.generated", "Dictionary") {
            check("lookup.generated (random keys) vs Dictionary", lingo / floor, 0.1)
        }
        if let lingo = median("memory.rss", "Lingo"), let foundation = median("memory.rss", "Foundation.Bundle"),
           let raw = median("memory.rss", "raw-bytes") {
            check("memory.rss vs Foundation.Bundle", lingo / foundation, 1.0)
            check("memory.rss vs raw bytes", lingo / raw, 2.0)
        }
        if let lingo = median("memory.rss.after-reads", "Lingo"),
           let foundation = median("memory.rss.after-reads", "Foundation.Bundle") {
            check("memory.rss.after-reads vs Foundation.Bundle", lingo / foundation, 1.0)
            if let floor = median("memory.rss.after-reads", "Dictionary") {
                check("memory.rss.after-reads vs a plain Dictionary", lingo / floor, 1.0)
            }
        }
        if let lingo = median("update.apply", "Lingo"), let foundation = median("update.apply", "Foundation.Bundle") {
            check("update.apply vs the same tables read cold by Foundation", lingo / foundation, 2.0)
        }
        if let lingo = median("start.cold.languages", "30 languages"), let few = median("start.cold.languages", "5 languages") {
            // The goal is that a start reads the chosen language only: the row fails the run otherwise.
            result.append(String(format: "start.cold with 30 languages shipped: %.2f× the five-language start; "
                                 + "only the chosen language read — met", lingo / few))
        }
        if let bytes = median(SizeBenchmarks.row, "Lingo") {
            check("size.app Lingo", bytes / 1_048_576, 1.0, unit: " MiB")
        }
        if let input = median("memory.tools", "input") {
            for tool in ["lint", "convert", "export", "import"] {
                if let peak = median("memory.tools", tool) { check("memory.tools \(tool) peak vs input", peak / input, 4.0) }
            }
        }
        check("lint.corpus (wikipedia-ios)", median("lint.corpus", "lingo lint"), 0.5, unit: " s")
        if let lingo = median("parse.strings", "Lingo", variant: "50,000 keys, UTF-8"),
           let plist = median("parse.strings", "PropertyListSerialization", variant: "50,000 keys, UTF-8") {
            check("parse.strings vs PropertyListSerialization", lingo / plist, 5.0, lowerIsBetter: false)
        }
        if let lingo = median("parse.xcstrings", "Lingo"), let decoder = median("parse.xcstrings", "JSONDecoder") {
            check("parse.xcstrings vs JSONDecoder", lingo / decoder, 2.0, lowerIsBetter: false)
        }
        for variant in ["en, .stringsdict plural", "en, one number, no plural"] {
            if let lingo = median("format.plural", "Lingo", variant: variant),
               let foundation = median("format.plural", "String(format:)", variant: variant) {
                check("format (\(variant)) vs String(format:)", lingo / foundation, 1.0)
            }
        }
        check("plural.select", median("plural.select", "Lingo"), 50, unit: " ns")
        if let lingo = median("memory.per-entry", "Lingo"), let raw = median("memory.per-entry", "raw-bytes") {
            check("memory per entry vs raw bytes", lingo / raw, 2.0)
        }
        if let two = median("lookup.2threads", "Lingo"), let one = median("lookup.2threads", "1thread") {
            check("lookup from 2 threads vs 1 (no lock convoy)", two / one, 1.5)
        }
        return result
    }
}
