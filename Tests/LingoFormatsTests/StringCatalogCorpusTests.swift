// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoToolFormats
import TestSupport
import Testing

/// Every `.xcstrings` file of the real apps in ../shared/corpora (Rectangle: 2, IceCubes: 1).
@Suite(.sharedData) struct StringCatalogCorpusTests {
    static let files = SharedData.files(under: SharedData.corpora, withExtension: "xcstrings")

    @Test func corpusIsPresent() {
        #expect(Self.files.count == 3, "expected Rectangle's two catalogs and IceCubes' one")
    }

    @Test(arguments: files)
    func parsesWithoutErrorsOrWarnings(url: URL) throws {
        let catalog = try StringCatalog(contentsOf: url)
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics.prefix(5).map(\.description))")
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.version == "1.0")
        #expect(catalog.encoding == .utf8)
    }

    @Test(arguments: files)
    func countsMatchJSONSerialization(url: URL) throws {
        let data = try Data(contentsOf: url)
        let expected = try Counts(foundation: data)
        let actual = Counts(catalog: StringCatalog.parse(data, path: url.path))
        #expect(actual == expected)
        #expect(expected.keys > 100)
    }

    /// The figures SOURCES.md gives for IceCubes, checked both against Foundation's reading of the
    /// file and against ours.
    @Test func iceCubesHasTheCountsSourcesMDGives() throws {
        let url = SharedData.corpora.appendingPathComponent(
            "icecubes/IceCubesApp/Resources/Localization/Localizable.xcstrings")
        let data = try Data(contentsOf: url)
        let foundation = try Counts(foundation: data)
        let ours = Counts(catalog: StringCatalog.parse(data, path: url.path))
        for counts in [foundation, ours] {
            #expect(counts.keys == 733)
            #expect(counts.pluralVariations == 361)
            #expect(counts.deviceVariations == 19)
            #expect(counts.substitutionObjects == 91)
        }
        #expect(ours.languages == 19)
    }

    @Test(arguments: files)
    func rendersTheSameBytes(url: URL) throws {
        let data = try Data(contentsOf: url)
        let rendered = StringCatalog.parse(data, path: url.path).render()
        #expect(rendered.count == data.count)
        if rendered != data {
            let first =
                zip(rendered, data).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(rendered.count, data.count)
            let context = { (bytes: Data) in
                String(decoding: bytes[max(0, first - 80)..<min(bytes.count, first + 80)], as: UTF8.self)
            }
            Issue.record(
                "first difference at byte \(first):\n--- rendered\n\(context(rendered))\n--- file\n\(context(data))")
        }
    }

    @Test(arguments: files)
    func renderedCatalogParsesToAnEqualCatalog(url: URL) throws {
        let catalog = try StringCatalog(contentsOf: url)
        let reparsed = StringCatalog.parse(catalog.render(), path: "rendered")
        #expect(reparsed.diagnostics.isEmpty)
        #expect(reparsed == catalog)
    }

    @Test func knownValuesAreRead() throws {
        let iceCubes = try StringCatalog(
            contentsOf: SharedData.corpora.appendingPathComponent(
                "icecubes/IceCubesApp/Resources/Localization/Localizable.xcstrings"))
        let followers = try #require(iceCubes["account.label.followers %lld %@"])
        let german = try #require(followers.localizations["de"])
        #expect(german.stringUnit?.value == "%#@followers@")
        let substitution = try #require(german.substitutions["followers"])
        #expect(substitution.formatSpecifier == "lld")
        #expect(substitution.argNum == nil)
        #expect(substitution.variations?.plural?[.one]?.stringUnit?.value == "%2$@ Follower")
        #expect(substitution.variations?.plural?[.other]?.stringUnit?.state == .translated)
        #expect(iceCubes[""] != nil, "IceCubes has an entry for the empty key")

        let rectangle = try StringCatalog(
            contentsOf: SharedData.corpora.appendingPathComponent(
                "rectangle/Rectangle/mul.lproj/Main.xcstrings"))
        let topRight = try #require(rectangle["0Ak-33-SM7.title"])
        #expect(topRight.extractionState == .extractedWithValue)
        #expect(topRight.comment == #"Class = "NSTextFieldCell"; title = "Top Right"; ObjectID = "0Ak-33-SM7";"#)
        #expect(topRight.localizations["en"]?.stringUnit?.state == .new)
        #expect(topRight.localizations["ja"]?.stringUnit?.value == "右上")
        #expect(topRight.localizations.keys.first == "ar", "languages keep the file's order")
        #expect(rectangle.entries.keys.first == "0Ak-33-SM7.title", "keys keep the file's order")
    }
}

/// What a catalog holds, counted the way SOURCES.md counts: keys, localizations (language ×
/// key), string units, `variations.plural` and `variations.device` objects and their forms,
/// `substitutions` objects and the substitutions in them.
struct Counts: Equatable, CustomStringConvertible {
    var keys = 0
    var languages = 0
    var localizations = 0
    var stringUnits = 0
    var pluralVariations = 0
    var pluralForms = 0
    var deviceVariations = 0
    var deviceForms = 0
    var substitutionObjects = 0
    var substitutions = 0

    var description: String {
        "keys \(keys), languages \(languages), localizations \(localizations), units \(stringUnits), "
            + "plural \(pluralVariations)/\(pluralForms), device \(deviceVariations)/\(deviceForms), "
            + "substitutions \(substitutionObjects)/\(substitutions)"
    }

    /// Counts through Foundation's `JSONSerialization`, independently of Lingo's reader.
    init(foundation data: Data) throws {
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let strings = try #require(root["strings"] as? [String: Any])
        keys = strings.count
        var languageSet = Set<String>()
        for case let entry as [String: Any] in strings.values {
            for (language, value) in entry["localizations"] as? [String: Any] ?? [:] {
                languageSet.insert(language)
                localizations += 1
                countNode(value)
            }
        }
        languages = languageSet.count
    }

    private mutating func countNode(_ value: Any) {
        guard let node = value as? [String: Any] else { return }
        if node["stringUnit"] is [String: Any] { stringUnits += 1 }
        if let variations = node["variations"] as? [String: Any] {
            countVariations(variations)
        }
        if let named = node["substitutions"] as? [String: Any] {
            substitutionObjects += 1
            for case let substitution as [String: Any] in named.values {
                substitutions += 1
                if let variations = substitution["variations"] as? [String: Any] {
                    countVariations(variations)
                }
            }
        }
    }

    private mutating func countVariations(_ variations: [String: Any]) {
        if let plural = variations["plural"] as? [String: Any] {
            pluralVariations += 1
            pluralForms += plural.count
            plural.values.forEach { countNode($0) }
        }
        if let device = variations["device"] as? [String: Any] {
            deviceVariations += 1
            deviceForms += device.count
            device.values.forEach { countNode($0) }
        }
    }

    /// Counts through Lingo's model.
    init(catalog: StringCatalog) {
        keys = catalog.entries.count
        var languageSet = Set<String>()
        for entry in catalog.entries.values {
            for (language, localization) in entry.localizations {
                languageSet.insert(language)
                localizations += 1
                countNode(localization)
            }
        }
        languages = languageSet.count
    }

    private mutating func countNode(_ node: StringCatalog.Localization) {
        if node.stringUnit != nil { stringUnits += 1 }
        countVariations(node.variations)
        if !node.substitutions.isEmpty {
            substitutionObjects += 1
            for substitution in node.substitutions.values {
                substitutions += 1
                countVariations(substitution.variations)
            }
        }
    }

    private mutating func countVariations(_ variations: StringCatalog.Variations?) {
        if let plural = variations?.plural {
            pluralVariations += 1
            pluralForms += plural.count
            plural.values.forEach { countNode($0) }
        }
        if let device = variations?.device {
            deviceVariations += 1
            deviceForms += device.count
            device.values.forEach { countNode($0) }
        }
    }
}
