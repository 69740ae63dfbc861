// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import TestSupport
import Testing

/// Every `@integer` and `@decimal` sample of CLDR 41's plurals.xml and ordinals.xml selects its
/// category, for every locale whose rule text CLDR 47 (cldr-47.json) left unchanged.
///
/// CLDR 41 names 218 locales for cardinal rules and 102 for ordinal ones. Left out, because CLDR 47
/// changed their rules: cardinal ca, scn (gained `many`), is, ro (and mo), he (and iw), mt; and
/// because cldr-47.json (babel's locales) has no data for them: guw, nah, smi, ars. `root` is
/// compared with CLDR's root rules (only `other`), legacy codes (in, iw, ji, jw, mo, sh, tl)
/// with the language cldr-47.json aliases them to.
@Suite struct PluralSamplesTests {
    // The counts below were cross-checked with an independent Python script over the same
    // files. Cardinal: 218 CLDR 41 locales − 8 whose rules changed (ca, scn, is, ro, mo, he, iw,
    // mt) − 4 without 47 data (guw, nah, smi, ars) = 206. Ordinal: all 102 are unchanged.
    // Each sample is checked through category(forDecimal:), and also through category(for: Int)
    // when it is a plain integer and category(for: Double) when Swift prints it the same way.

    @Test(.sharedData) func cardinalSamples() throws {
        let result = try Self.checkSamples(kind: .cardinal)
        #expect(result.locales == 206, "cardinal: \(result.locales) locales, \(result.samples) samples")
        #expect(result.samples == 11_156, "cardinal: \(result.locales) locales, \(result.samples) samples")
    }

    @Test(.sharedData) func ordinalSamples() throws {
        let result = try Self.checkSamples(kind: .ordinal)
        #expect(result.locales == 102, "ordinal: \(result.locales) locales, \(result.samples) samples")
        #expect(result.samples == 2_484, "ordinal: \(result.locales) locales, \(result.samples) samples")
    }

    @Test(arguments: [
        ("0~3", ["0", "1", "2", "3"]),
        ("0.0~0.3", ["0.0", "0.1", "0.2", "0.3"]),
        ("0.00~0.04", ["0.00", "0.01", "0.02", "0.03", "0.04"]),
        ("1.8~2.1", ["1.8", "1.9", "2.0", "2.1"]),
        ("9.9~10.1", ["9.9", "10.0", "10.1"]),
        ("1c6", ["1c6"]),
        ("1.0000001c6", ["1.0000001c6"]),
        ("…", []),
    ])
    func sampleExpansion(sample: String, expected: [String]) throws {
        #expect(try Self.expand(sample) == expected)
    }

    // MARK: Checking

    enum Kind { case cardinal, ordinal }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Checks every sample of every unchanged locale; returns how many locales and samples.
    static func checkSamples(kind: Kind) throws -> (locales: Int, samples: Int) {
        let file = kind == .cardinal ? "plurals.xml" : "ordinals.xml"
        let xml = try String(contentsOf: SharedData.cldr.appendingPathComponent("cldr-41/\(file)"), encoding: .utf8)
        let cldr41 = try CLDR41Plurals.parse(xml)
        let cldr47 = try CLDR47Plurals.load()
        var locales = 0
        var samples = 0
        for (locale, rules41) in cldr41.sorted(by: { $0.key < $1.key }) {
            guard let rules47 = cldr47.rules(for: locale, ordinal: kind == .ordinal) else { continue }
            let text41 = rules41.mapValues(\.normalizedRule).filter { $0.key != "other" }
            guard text41 == rules47.mapValues(CLDR41Plurals.normalize) else { continue }
            locales += 1
            let rules = PluralRules(for: try LanguageTag(locale))
            for (name, rule) in rules41 {
                let category = try #require(PluralCategory(rawValue: name))
                for sample in try rule.samples.flatMap(expand) {
                    samples += 1
                    let selected =
                        kind == .cardinal
                        ? rules.category(forDecimal: sample) : rules.ordinalCategory(forDecimal: sample)
                    #expect(selected == category, "\(locale) \(sample)")
                    if let integer = Int(sample) {
                        let viaInt =
                            kind == .cardinal ? rules.category(for: integer) : rules.ordinalCategory(for: integer)
                        #expect(viaInt == category, "\(locale) Int \(sample)")
                    }
                    if let double = Double(sample), double.description == sample {
                        let viaDouble =
                            kind == .cardinal ? rules.category(for: double) : rules.ordinalCategory(for: double)
                        #expect(viaDouble == category, "\(locale) Double \(sample)")
                    }
                }
            }
        }
        return (locales, samples)
    }

    /// `0~15` → 0…15; `0.0~1.5` → 0.0, 0.1, … 1.5 (stepping the last written digit, keeping the
    /// number of fraction digits); `1c6` as written; `…` → nothing.
    static func expand(_ sample: String) throws -> [String] {
        let sample = sample.trimmingCharacters(in: .whitespaces)
        if sample.isEmpty || sample == "…" || sample == "..." { return [] }
        let bounds = sample.components(separatedBy: "~")
        guard bounds.count == 2 else { return [sample] }
        func fractionDigits(_ text: String) -> Int {
            text.firstIndex(of: ".").map { text.distance(from: text.index(after: $0), to: text.endIndex) } ?? 0
        }
        let digits = fractionDigits(bounds[0])
        guard digits == fractionDigits(bounds[1]), !sample.contains("c"), !sample.contains("e"),
            let low = Int(bounds[0].replacingOccurrences(of: ".", with: "")),
            let high = Int(bounds[1].replacingOccurrences(of: ".", with: "")), low <= high
        else { throw Failure(description: "unexpected sample range \(sample)") }
        return (low...high).map { value in
            guard digits > 0 else { return String(value) }
            let text = String(value)
            let padded = String(repeating: "0", count: max(0, digits + 1 - text.count)) + text
            return String(padded.dropLast(digits)) + "." + String(padded.suffix(digits))
        }
    }
}

/// CLDR 41's `<pluralRules locales="…"><pluralRule count="one">i = 1 and v = 0 @integer 1</pluralRule>`.
enum CLDR41Plurals {
    struct Rule {
        /// The condition, without samples.
        let condition: String
        /// The comma-separated samples after `@integer` and `@decimal`.
        let samples: [String]

        /// The condition in cldr-47.json's (babel's) spelling: `=` → `in`, `!=` → `not in`,
        /// `%` → `mod`, single spaces.
        var normalizedRule: String { CLDR41Plurals.normalize(condition) }
    }

    static func normalize(_ rule: String) -> String {
        rule.replacingOccurrences(of: "!=", with: " not in ")
            .replacingOccurrences(of: "=", with: " in ")
            .replacingOccurrences(of: "%", with: " mod ")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// locale → category name → rule.
    static func parse(_ xml: String) throws -> [String: [String: Rule]] {
        var result = [String: [String: Rule]]()
        for group in xml.components(separatedBy: "<pluralRules locales=\"").dropFirst() {
            guard let quote = group.firstIndex(of: "\"") else {
                throw PluralSamplesTests.Failure(description: "bad group")
            }
            var rules = [String: Rule]()
            for item in group.components(separatedBy: "<pluralRule count=\"").dropFirst() {
                guard let nameEnd = item.firstIndex(of: "\""), let open = item.firstIndex(of: ">"),
                    let close = item.range(of: "</pluralRule>")
                else {
                    throw PluralSamplesTests.Failure(description: "bad rule \(item.prefix(40))")
                }
                let body = String(item[item.index(after: open)..<close.lowerBound])
                let condition = body.components(separatedBy: "@").first ?? ""
                var samples = [String]()
                for part in body.components(separatedBy: "@").dropFirst() {
                    let list = part.drop { $0 != " " }  // after "integer" / "decimal"
                    samples += list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                }
                rules[String(item[..<nameEnd])] = Rule(condition: condition, samples: samples)
            }
            for locale in group[..<quote].split(separator: " ") {
                result[String(locale)] = rules
            }
        }
        return result
    }
}

/// The plural data of cldr-47.json: locale key → category name → rule text (babel's spelling).
/// Read from the generator's input in the repository, `Generators/CLDR/cldr-47.json`, which
/// `PluralRulesGeneratedTests` checks is a byte-identical copy of the shared one.
struct CLDR47Plurals {
    let cardinal: [String: [String: String]]
    let ordinal: [String: [String: String]]
    let languageAliases: [String: String]

    static func load() throws -> CLDR47Plurals {
        let url = SharedData.packageRoot.appendingPathComponent("Generators/CLDR/cldr-47.json")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        guard let json = object as? [String: Any],
            let cardinal = json["cardinal"] as? [String: [String: String]],
            let ordinal = json["ordinal"] as? [String: [String: String]],
            let aliases = json["language_aliases"] as? [String: String]
        else { throw PluralSamplesTests.Failure(description: "cldr-47.json has an unexpected shape") }
        return CLDR47Plurals(cardinal: cardinal, ordinal: ordinal, languageAliases: aliases)
    }

    /// The CLDR 47 rules of a CLDR 41 locale name: its own key, the key it is an alias of, or
    /// CLDR's root (`other` only); `nil` when cldr-47.json does not know the locale.
    func rules(for locale: String, ordinal: Bool) -> [String: String]? {
        let table = ordinal ? self.ordinal : cardinal
        if locale == "root" { return [:] }
        if let rules = table[locale] { return rules }
        if let target = languageAliases[locale] { return table[target] }
        return nil
    }
}
