// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import TestSupport
import Testing

/// Likely subtags, parent locales and aliases from the generated CLDR 47 tables.
@Suite struct LanguageTagCLDRTests {
    private func tag(_ text: String) throws -> LanguageTag { try LanguageTag(parsing: text) }

    // MARK: Likely subtags

    @Test(arguments: [
        ("en", "en-Latn-US"), ("zh", "zh-Hans-CN"), ("zh-TW", "zh-Hant-TW"), ("zh-Hant", "zh-Hant-TW"),
        ("zh-HK", "zh-Hant-HK"), ("zh-MO", "zh-Hant-MO"), ("zh-SG", "zh-Hans-SG"), ("und", "en-Latn-US"),
        ("und-IR", "fa-Arab-IR"), ("und-Arab", "ar-Arab-EG"), ("und-HK", "zh-Hant-HK"), ("und-Latn-CN", "za-Latn-CN"),
        ("sr", "sr-Cyrl-RS"), ("sr-ME", "sr-Latn-ME"), ("sr-Latn", "sr-Latn-RS"), ("pt", "pt-Latn-BR"),
        ("es-419", "es-Latn-419"), ("en-Cyrl", "en-Cyrl-US"), ("iw", "he-Hebr-IL"), ("ar", "ar-Arab-EG"),
        ("ja", "ja-Jpan-JP"), ("ko", "ko-Kore-KR"), ("yue", "yue-Hant-HK"), ("pa-PK", "pa-Arab-PK"),
        ("uz-AF", "uz-Arab-AF"), ("az-IR", "az-Arab-IR"), ("ca-valencia", "ca-Latn-ES-valencia"),
        ("en-US-u-ca-gregory", "en-Latn-US-u-ca-gregory"), ("xyz-Arab", "xyz-Arab-EG"), ("qqq", "qqq"),
        ("fr-CA", "fr-Latn-CA"), ("en-GB", "en-Latn-GB"),
    ])
    func maximized(input: String, expected: String) throws {
        #expect(try tag(input).maximized.identifier == expected)
    }

    @Test(arguments: [
        ("en-Latn-US", "en"), ("zh-Hant-TW", "zh-TW"), ("zh-Hans-CN", "zh"), ("sr-Latn-RS", "sr-Latn"),
        ("sr-Cyrl-RS", "sr"), ("de-Latn-AT", "de-AT"), ("en-US", "en"), ("es-Latn-419", "es-419"), ("zh-Hant", "zh-TW"),
        ("zh-Hant-HK", "zh-HK"), ("pa-Arab-PK", "pa-PK"), ("ca-Latn-ES-valencia", "ca-valencia"), ("qqq", "qqq"),
        ("und", "en"), ("fr", "fr"),
    ])
    func minimized(input: String, expected: String) throws {
        #expect(try tag(input).minimized.identifier == expected)
    }

    /// Every entry of CLDR 47's likely subtags (read from the generator's input) maximizes to
    /// its target, and the target minimizes to a tag that maximizes back to it. Entries whose
    /// source is a deprecated code (`in`, `iw`) are canonicalized first, so they are skipped.
    @Test func everyLikelySubtagsEntryHolds() throws {
        let url = SharedData.packageRoot.appendingPathComponent("Generators/CLDR/cldr-47.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let likely = try #require(json["likelySubtags"] as? [String: String])
        #expect(likely.count == 7745)
        var checked = 0
        for (from, to) in likely {
            let source = try tag(from)
            let target = try tag(to)
            guard source.language == from.split(separator: "_").first.map(String.init) || source.language == "und",
                target.identifier == to.replacingOccurrences(of: "_", with: "-")
            else { continue }
            #expect(source.maximized == target, "\(from) → \(source.maximized), CLDR: \(to)")
            // und-Cpmn → und-Cpmn-CY (an undeciphered script) is the one target without a language.
            if target.language != "und" {
                #expect(target.minimized.maximized == target, "\(to)")
            }
            checked += 1
        }
        #expect(checked > 7600)
    }

    @Test func maximizingIsIdempotentAndMinimizingRoundTrips() throws {
        for text in ["en-GB", "zh-HK", "sr-ME", "pt-AO", "ar-SA", "ku", "ha-CM", "uz-Cyrl", "es-419", "hi-Latn"] {
            let maximal = try tag(text).maximized
            #expect(maximal.maximized == maximal, "\(text)")
            #expect(maximal.minimized.maximized == maximal, "\(text)")
        }
    }

    @Test(arguments: [
        ("zh-TW", "Hant"), ("zh", "Hans"), ("sr", "Cyrl"), ("sr-ME", "Latn"), ("sr-Latn", "Latn"), ("ar", "Arab"),
        ("he", "Hebr"), ("ja", "Jpan"),
    ])
    func likelyScript(input: String, expected: String) throws {
        #expect(try tag(input).likelyScript == expected)
        #expect(try tag("qqq").likelyScript == nil)
    }

    // MARK: Parents

    @Test(arguments: [
        ("en-US", "en"), ("en-IN", "en-001"), ("en-GB", "en-001"), ("en-AU", "en-001"), ("en-001", "en"),
        ("en-AT", "en-150"), ("en-150", "en-001"), ("es-MX", "es-419"), ("es-AR", "es-419"), ("es-419", "es"),
        ("es-ES", "es"), ("pt-BR", "pt"), ("pt-AO", "pt-PT"), ("pt-PT", "pt"), ("zh-Hant-MO", "zh-Hant-HK"),
        ("zh-Hant-HK", "zh-Hant"), ("zh-Hant-TW", "zh-Hant"), ("zh-TW", "zh-Hant"), ("zh-HK", "zh-Hant"),
        ("zh-Hans-CN", "zh-Hans"), ("zh-Hans", "zh"), ("zh-CN", "zh"), ("sr-Latn-RS", "sr-Latn"), ("sr-Cyrl", "sr"),
        ("sr-ME", "sr-Latn"), ("hi-Latn", "en-IN"), ("nb", "no"), ("nn", "no"), ("ht", "fr-HT"),
        ("ca-ES-valencia", "ca-ES"), ("en-Latn-US", "en-Latn"), ("en-Latn", "en"), ("fr-CA-u-ca-gregory", "fr"),
        ("iw-IL", "he"),
    ])
    func parent(input: String, expected: String) throws {
        #expect(try tag(input).parent?.identifier == expected)
    }

    /// Root: the top of every chain, and CLDR's nonlikelyScript rule, which keeps lookups
    /// from falling back across scripts.
    @Test(arguments: [
        "en", "zh", "no", "und", "zh-Hant", "sr-Latn", "az-Cyrl", "uz-Arab", "uz-Cyrl", "pa-Arab", "yue-Hans",
        "zh-Latn", "ru-Latn", "en-Shaw", "bs-Cyrl", "ms-Arab", "mn-Mong", "x-klingon",
    ])
    func parentIsRoot(input: String) throws {
        #expect(try tag(input).parent == nil)
    }

    @Test(arguments: [
        ("zh-Hant-MO", "zh-Hant-HK, zh-Hant"), ("en-IN", "en-001, en"), ("es-MX", "es-419, es"),
        ("sr-Latn-RS", "sr-Latn"), ("en-AT", "en-150, en-001, en"), ("ca-ES-valencia", "ca-ES, ca"),
        ("hi-Latn-IN", "hi-Latn, en-IN, en-001, en"), ("zh-Hans-SG", "zh-Hans, zh"), ("en", ""),
    ])
    func ancestors(input: String, expected: String) throws {
        #expect(try tag(input).ancestors.map(\.identifier).joined(separator: ", ") == expected)
    }

    /// CLDR 41's supplementalData.xml (../shared/cldr/cldr-41) still lists its root parents;
    /// the nonlikelyScript rule on CLDR 47's likely subtags gives every one of them, and
    /// CLDR 41's other parents still hold in CLDR 47.
    @Test(.sharedData) func parentsAgreeWithCLDR41() throws {
        let url = SharedData.cldr.appendingPathComponent("cldr-41/supplementalData.xml")
        let xml = try String(contentsOf: url, encoding: .utf8)
        var rootCount = 0
        var otherCount = 0
        for line in xml.split(separator: "\n") where line.contains("<parentLocale parent=") {
            let parent = try #require(Self.attribute("parent", in: line))
            let locales = try #require(Self.attribute("locales", in: line)).split(separator: " ")
            for locale in locales {
                let child = try tag(String(locale))
                if parent == "root" {
                    rootCount += 1
                    #expect(child.script != nil && child.region == nil, "\(child)")
                    #expect(child.parent == nil, "\(child): \(String(describing: child.parent)) instead of root")
                } else {
                    otherCount += 1
                    #expect(child.parent == (try tag(parent)), "\(child)")
                }
            }
        }
        #expect(rootCount == 43)
        #expect(otherCount > 100)
    }

    private static func attribute(_ name: String, in line: Substring) -> String? {
        guard let start = line.range(of: name + "=\"") else { return nil }
        let rest = line[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }

    // MARK: Aliases

    @Test(arguments: [
        ("iw", "he"), ("in", "id"), ("ji", "yi"), ("mo", "ro"), ("jw", "jv"), ("tl", "fil"), ("sh", "sr-Latn"),
        ("sh-Cyrl", "sr-Cyrl"), ("cnr-ME", "sr-ME"), ("prs", "fa-AF"), ("swc", "sw-CD"), ("zsm", "ms"), ("arb", "ar"),
        ("nob", "nb"), ("heb", "he"), ("de-DD", "de-DE"), ("fr-FX", "fr-FR"), ("en-UK", "en-GB"), ("sr-CS", "sr-RS"),
        ("und-YU", "und-RS"), ("tl-PH", "fil-PH"), ("und-Qaai", "und-Zinh"), ("sl-heploc", "sl-alalc97"),
        ("en-840", "en-US"),
    ])
    func canonicalized(input: String, expected: String) throws {
        let parts = input.split(separator: "-").map(String.init)
        let raw = LanguageTag(
            language: parts[0],
            script: parts.dropFirst().first { $0.count == 4 && $0.first?.isLetter == true },
            region: parts.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.first?.isNumber == true) },
            variants: parts.dropFirst().filter { $0.count >= 5 })
        #expect(raw.canonicalized.identifier == expected)
        #expect(try tag(input).identifier == expected)
    }
}
