// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import Testing

/// One `getBestMatch` case of ICU's `localeMatcherTest.txt`, with the options in force.
struct ICUMatchCase: Sendable, CustomTestStringConvertible {
    let group: String
    let line: Int
    let supported: [String]
    let desired: [String]
    /// ICU's `@default`; `nil` means ICU's own default, the first supported language.
    let defaultLanguage: String?
    let expected: String

    /// What Lingo gives in ICU's terms: the best available localization spelled as given, or,
    /// when nothing matches (Lingo's caller then uses its development language), ICU's default.
    var lingoResult: String {
        let result = LanguageMatcher.preferredLocalizations(from: supported, forPreferences: desired)
        return result.first ?? defaultLanguage ?? supported.first ?? "null"
    }

    /// Whether Lingo's result is ICU's: the same entry, or the same locale where ICU names the
    /// entry in canonical form (`i-klingon` → `tlh`).
    var agrees: Bool {
        let result = lingoResult
        if result == expected { return true }
        guard !supported.contains(expected), let mine = try? LanguageTag(result) else { return false }
        return (try? LanguageTag(expected)) == mine
    }

    /// The key of the deviations table: `supported | desired`, then `| default=X` when the
    /// case sets a default.
    var key: String {
        let key = supported.joined(separator: ", ") + " | " + desired.joined(separator: ", ")
        return defaultLanguage.map { key + " | default=" + $0 } ?? key
    }

    var testDescription: String { "\(group) (line \(line)): \(key) >> \(expected)" }
}

/// Reads ICU's data-driven matcher tests (the cases with default options) and the table of
/// cases where Lingo follows Apple instead.
enum ICUMatchingData {
    static let folder = Bundle.module.url(forResource: "Fixtures/Matching", withExtension: nil)!

    static let cases: [ICUMatchCase] = {
        let text = (try? String(contentsOf: folder.appending(path: "localeMatcherTest.txt"), encoding: .utf8)) ?? ""
        var result = [ICUMatchCase]()
        var group = ""
        var supported = [String]()
        var defaultLanguage: String? = nil
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
            if raw.hasPrefix("** test:") {
                group = String(raw.dropFirst(8)).trimmingCharacters(in: .whitespaces)
                supported = []
                defaultLanguage = nil
            } else if line.hasPrefix("@supported=") {
                supported = list(line.dropFirst(11))
            } else if line.hasPrefix("@default=") {
                let value = line.dropFirst(9).trimmingCharacters(in: .whitespaces)
                defaultLanguage = value.isEmpty ? nil : value
            } else if line.contains(">>") {
                let parts = line.components(separatedBy: ">>")
                let expected = parts[1].split(separator: "|", omittingEmptySubsequences: false)[0]
                result.append(
                    ICUMatchCase(
                        group: group, line: number + 1, supported: supported, desired: list(Substring(parts[0])),
                        defaultLanguage: defaultLanguage,
                        expected: expected.trimmingCharacters(in: .whitespaces)))
            }
        }
        return result
    }()

    /// ``ICUMatchCase/key`` → (Lingo's result, reason), from `AppleDeviations.txt`.
    static let deviations: [String: (result: String, reason: String)] = {
        let text = (try? String(contentsOf: folder.appending(path: "AppleDeviations.txt"), encoding: .utf8)) ?? ""
        var table = [String: (result: String, reason: String)]()
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && line.contains("=>") {
            let parts = line.components(separatedBy: "=>")
            let rest = parts[1].split(separator: "#", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            table[parts[0].trimmingCharacters(in: .whitespaces)] = (rest[0], rest.count > 1 ? rest[1] : "")
        }
        return table
    }()

    static func list(_ text: Substring) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

@Suite struct ICUMatchingTests {
    @Test func theFixtureIsRead() {
        #expect(ICUMatchingData.cases.count > 400)
        #expect(ICUMatchingData.deviations.values.allSatisfy { !$0.reason.isEmpty })
    }

    /// Every ICU case gives ICU's answer, or the answer recorded (with its reason) in the table
    /// of Apple deviations.
    @Test(arguments: ICUMatchingData.cases)
    func icuCase(_ icuCase: ICUMatchCase) {
        let result = icuCase.lingoResult
        if icuCase.agrees {
            #expect(ICUMatchingData.deviations[icuCase.key] == nil, "listed as a deviation but agrees with ICU")
        } else {
            let deviation = ICUMatchingData.deviations[icuCase.key]
            #expect(deviation?.result == result, "ICU: \(icuCase.expected), Lingo: \(result)")
        }
    }

    /// Every row of the deviations table is an ICU case (no stale rows).
    @Test func everyDeviationIsAnICUCase() {
        let keys = Set(ICUMatchingData.cases.map(\.key))
        for key in ICUMatchingData.deviations.keys.sorted() {
            #expect(keys.contains(key), "\(key) is not in localeMatcherTest.txt")
        }
    }
}

/// The mistakes the ICU comparison found, fixed: Cantonese falls back to Traditional Chinese and
/// never the other way round, private-use tags and pseudo-locales match only themselves.
@Suite struct MatchingFixesTests {
    static let rows: [MatchRow] = [
        MatchRow("yue", "zh-Hans, zh-Hant, en", "zh-Hant"),
        MatchRow("yue-Hant", "zh-Hans, zh-Hant, en", "zh-Hant"),
        MatchRow("yue", "zh-Hans, zh-TW, en", "zh-TW"),
        MatchRow("yue-Hans", "zh-Hans, zh-Hant", "zh-Hans"),
        MatchRow("zh-Hant", "yue, en", ""),
        MatchRow("zh-TW", "yue, en", ""),
        MatchRow("zh-HK", "yue, en", ""),
        MatchRow("zh-HK", "yue, zh-TW, en", "zh-TW"),
        MatchRow("zh-TW", "yue, zh-TW", "zh-TW"),
        MatchRow("zh-Hant", "yue, zh-Hant", "zh-Hant"),
        MatchRow("zh-Hans", "wuu, en", ""),
        MatchRow("wuu", "yue, en", ""),
        MatchRow("x-piglatin", "fr, x-bork", ""),
        MatchRow("x-bork", "fr, x-bork", "x-bork"),
        MatchRow("en", "x-bork", ""),
        MatchRow("en-US", "fr, en-XA", ""),
        MatchRow("en", "en-XA, en-XL, en-PSACCENT", ""),
        MatchRow("ar-EG", "ar-XB, ar-PSBIDI", ""),
        MatchRow("ar-XB", "ar, ar-XB", "ar-XB"),
        MatchRow("en-XA", "en, en-GB", ""),
        MatchRow("en-PSCRACK", "en, fr-PSCRACK", ""),
        MatchRow("en-psaccent", "en-PSACCENT, en", "en-PSACCENT"),
        MatchRow("en-GB", "en-XL, en", "en"),
    ]

    @Test(arguments: rows)
    func fixed(row: MatchRow) {
        #expect(Array(row.result.prefix(1)) == row.expected)
    }

    /// A Traditional Chinese reader's list never names Cantonese after the choice either.
    @Test func cantoneseIsNotInATraditionalChineseList() {
        let result = LanguageMatcher.preferredLocalizations(
            from: ["yue", "zh-Hant", "zh-TW"], forPreferences: ["zh-HK"])
        #expect(!result.contains("yue"))
        #expect(result.first == "zh-Hant")
    }
}
