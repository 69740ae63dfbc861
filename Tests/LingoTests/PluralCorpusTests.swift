// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import TestSupport
import Testing

/// Plural strings of real apps render with the right form in languages with very different
/// rules. Expected forms come from the files as Foundation reads them and from CLDR's
/// categories written out by hand below, not from Lingo.
@Suite struct PluralCorpusTests {
    static let numbers: [Double] = [0, 1, 2, 5, 11, 21, 101, 1.5]

    /// CLDR 47 cardinal categories of `numbers`, by hand.
    static let categories: [String: [String]] = [
        "en": ["other", "one", "other", "other", "other", "other", "other", "other"],
        "ru": ["many", "one", "few", "many", "many", "one", "one", "other"],
        "uk": ["many", "one", "few", "many", "many", "one", "one", "other"],
        "ar": ["zero", "one", "two", "few", "many", "many", "other", "other"],
        "pl": ["many", "one", "few", "many", "many", "many", "many", "other"],
        "ja": ["other", "other", "other", "other", "other", "other", "other", "other"],
    ]

    /// What the renderer should produce: the form with its number placeholder replaced.
    private func expected(form: String, number: Double, language: String) -> String {
        let separator = Locale(identifier: language).decimalSeparator ?? "."
        let text =
            number == number.rounded()
            ? String(Int(number))
            : String(number).replacingOccurrences(of: ".", with: separator)
        var result = form
        for placeholder in ["%1$d", "%1$lld", "%lld", "%d"] {
            result = result.replacingOccurrences(of: placeholder, with: text)
        }
        return result
    }

    private func selectedForm(_ forms: [String: String], language: String, index: Int) -> String? {
        var category = Self.categories[language]![index]
        if Self.numbers[index] == 0, forms["zero"] != nil { category = "zero" }  // Apple's rule
        return forms[category] ?? forms["other"]
    }

    @Test(.sharedData, arguments: ["en", "ru", "ar", "pl", "ja"])
    func wikipediaStringsdict(language: String) throws {
        let resources = SharedData.corpora.appendingPathComponent("wikipedia-ios/Wikipedia/iOS Native Localizations")
        let localizer = try Localizer(
            resources: resources, developmentLanguage: "en", store: .inMemory(),
            systemLanguages: .fixed([]))
        try localizer.setLanguage(LanguageTag(language))
        #expect(localizer.language.identifier == language)
        let url = resources.appendingPathComponent("\(language).lproj/Localizable.stringsdict")
        let plist = try #require(
            PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: Any])
        var checked = 0
        for key in [
            "diff-paragraph-moved-distance-line", "diff-paragraph-moved-distance-section", "intermediate-edits-count",
        ] {
            guard let entry = plist[key] as? [String: Any], let format = entry["NSStringLocalizedFormatKey"] as? String,
                format.hasPrefix("%#@"), format.hasSuffix("@"),
                format.dropFirst(3).dropLast().allSatisfy({ $0 != "@" && $0 != "%" }),
                let variable = entry[String(format.dropFirst(3).dropLast())] as? [String: Any]
            else { continue }
            let forms = variable.compactMapValues { $0 as? String }
            for (index, number) in Self.numbers.enumerated() {
                let form = try #require(selectedForm(forms, language: language, index: index))
                let rendered =
                    number == number.rounded() ? localizer.format(key, Int(number)) : localizer.format(key, number)
                #expect(
                    rendered == expected(form: form, number: number, language: language), "\(language) \(key) \(number)"
                )
                checked += 1
            }
        }
        #expect(checked >= 8, "no plural key checked for \(language)")
    }

    @Test(.sharedData, arguments: ["en", "pl", "ja", "uk"])
    func iceCubesCatalog(language: String) throws {
        let resources = SharedData.corpora.appendingPathComponent("icecubes/IceCubesApp/Resources/Localization")
        let localizer = try Localizer(
            resources: resources, developmentLanguage: "en", store: .inMemory(),
            systemLanguages: .fixed([]))
        try localizer.setLanguage(LanguageTag(language))
        let url = resources.appendingPathComponent("Localizable.xcstrings")
        let json = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let strings = try #require(json["strings"] as? [String: Any])
        let key = "accessibility.tabs.timeline.unread-posts.label-%lld"
        let entry = try #require(strings[key] as? [String: Any])
        let localizations = try #require(entry["localizations"] as? [String: Any])
        let localization = try #require(localizations[language] as? [String: Any])
        let plural = try #require((localization["variations"] as? [String: Any])?["plural"] as? [String: Any])
        let forms = plural.compactMapValues {
            (($0 as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
        }
        for (index, number) in Self.numbers.enumerated() {
            let form = try #require(selectedForm(forms, language: language, index: index))
            let rendered =
                number == number.rounded() ? localizer.format(key, Int(number)) : localizer.format(key, number)
            #expect(rendered == expected(form: form, number: number, language: language), "\(language) \(number)")
        }

        // Two substitutions bound by argNum or by position.
        let twoVariables = "design.tag.n-posts-from-n-participants %lld %lld"
        let result = localizer.format(twoVariables, 1, 5)
        #expect(!result.contains("%"), "\(language): \(result)")
        #expect(result.contains("1") && result.contains("5"), "\(language): \(result)")
    }
}
