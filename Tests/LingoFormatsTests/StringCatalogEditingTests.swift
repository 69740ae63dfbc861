// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoToolFormats
import TestSupport
import Testing

/// Editing a catalog through the API and writing it: new keys, languages and forms land where
/// Xcode puts them, and an edit changes only its own lines. Foundation's `JSONSerialization`
/// (Xcode's writer) applied to the same edit made on Foundation's own reading is the oracle.
@Suite struct StringCatalogEditingTests {
    static let launcher = SharedData.corpora.appendingPathComponent(
        "rectangle/RectangleLauncher/mul.lproj/Main.xcstrings")

    private func foundationRender(_ object: Any) throws -> Data {
        try JSONSerialization.data(
            withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }

    private func unit(_ value: String, _ state: String = "translated") -> [String: Any] {
        ["stringUnit": ["state": state, "value": value]]
    }

    @Test(.sharedData) func newKeysLanguagesAndFormsLandWhereXcodePutsThem() throws {
        let data = try Data(contentsOf: Self.launcher)
        var catalog = StringCatalog.parse(data, path: "Main.xcstrings")
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var strings = try #require(object["strings"] as? [String: Any])
        let existingKey = try #require(catalog.entries.keys.dropFirst(3).first)

        // New keys: before everything, among the others, after everything, punctuation, digits, case.
        for key in ["0 first", "Aardvark", "zzz last", "• bullet", "item10", "item9", "ITEM9", "ab-c", "ab.c", "ab_c"] {
            catalog[key] = StringCatalog.Entry(extractionState: .manual, localizations: ["en": .init("Text of \(key)")])
            strings[key] = ["extractionState": "manual", "localizations": ["en": unit("Text of \(key)")]]
        }
        // New languages in an existing key, and a new field.
        var entry = try #require(catalog[existingKey])
        var foundationEntry = try #require(strings[existingKey] as? [String: Any])
        var localizations = try #require(foundationEntry["localizations"] as? [String: Any])
        for language in ["en-AU", "zh-Hant", "aa", "zz", "es-MX"] {
            entry.localizations[language] = .init("Hallo", state: .needsReview)
            localizations[language] = unit("Hallo", "needs_review")
        }
        entry.shouldTranslate = false
        foundationEntry["shouldTranslate"] = false
        foundationEntry["localizations"] = localizations
        catalog[existingKey] = entry
        strings[existingKey] = foundationEntry
        // A plural variation with substitutions, built from scratch.
        let plural: StringCatalog.OrderedMap<PluralCategory, StringCatalog.Localization> = [
            .other: .init("%arg files"), .one: .init("%arg file"), .zero: .init("no files"),
        ]
        catalog["files %lld"] = StringCatalog.Entry(localizations: [
            "en": StringCatalog.Localization(
                stringUnit: .init(value: "%#@files@"),
                substitutions: ["files": .init(argNum: 1, formatSpecifier: "lld", variations: .init(plural: plural))])
        ])
        strings["files %lld"] = [
            "localizations": [
                "en": [
                    "stringUnit": ["state": "translated", "value": "%#@files@"],
                    "substitutions": [
                        "files": [
                            "argNum": 1, "formatSpecifier": "lld",
                            "variations": [
                                "plural": [
                                    "other": unit("%arg files"), "one": unit("%arg file"), "zero": unit("no files"),
                                ]
                            ],
                        ]
                    ],
                ]
            ]
        ]
        object["strings"] = strings

        let rendered = catalog.render()
        let expected = try foundationRender(object)
        #expect(rendered == expected)
        #expect(StringCatalog.parse(rendered, path: "again").diagnostics.isEmpty)
    }

    @Test(.sharedData) func changingOneValueChangesOneLine() throws {
        let data = try Data(contentsOf: Self.launcher)
        var catalog = StringCatalog.parse(data, path: "Main.xcstrings")
        let key = try #require(catalog.entries.first { $0.value.localizations["de"]?.stringUnit != nil }?.key)
        catalog[key]?.localizations["de"]?.stringUnit?.value = "GEÄNDERT"
        let before = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let after = String(decoding: catalog.render(), as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(before.count == after.count)
        let changed = zip(before, after).filter { $0 != $1 }
        #expect(changed.count == 1)
        #expect(changed.first?.1.hasSuffix("\"value\" : \"GEÄNDERT\"") == true)
    }

    @Test(.sharedData) func removingAKeyRemovesOnlyItsLines() throws {
        let data = try Data(contentsOf: Self.launcher)
        var catalog = StringCatalog.parse(data, path: "Main.xcstrings")
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var strings = try #require(object["strings"] as? [String: Any])
        let key = try #require(catalog.entries.keys.dropFirst(10).first)
        catalog[key] = nil
        strings[key] = nil
        object["strings"] = strings
        #expect(catalog[key] == nil)
        #expect(catalog.render() == (try foundationRender(object)))
    }

    @Test func aCatalogBuiltFromScratch() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog["settings.title"] = .init(
            comment: "Title of the settings screen",
            localizations: ["de": .init("Einstellungen"), "en": .init("Settings")])
        catalog["Done"] = .init(localizations: ["fr": .init("Terminé"), "en": .init("Done")])
        catalog[""] = .init()
        let device: StringCatalog.OrderedMap<StringCatalog.DeviceClass, StringCatalog.Localization> = [
            .mac: .init("Click"), .other: .init("Tap"), .iPhone: .init("Tap"),
        ]
        catalog["tap.or.click"] = .init(localizations: ["en": .init(variations: .init(device: device))])
        let expected: [String: Any] = [
            "sourceLanguage": "en", "version": "1.0",
            "strings": [
                "settings.title": [
                    "comment": "Title of the settings screen",
                    "localizations": ["de": unit("Einstellungen"), "en": unit("Settings")],
                ],
                "Done": ["localizations": ["fr": unit("Terminé"), "en": unit("Done")]],
                "": [String: Any](),
                "tap.or.click": [
                    "localizations": [
                        "en": [
                            "variations": [
                                "device": [
                                    "mac": unit("Click"), "other": unit("Tap"), "iphone": unit("Tap"),
                                ]
                            ]
                        ]
                    ]
                ],
            ],
        ]
        let rendered = catalog.render()
        #expect(rendered == (try foundationRender(expected)))
        let reparsed = StringCatalog.parse(rendered, path: "new.xcstrings")
        #expect(reparsed.diagnostics.isEmpty)
        #expect(reparsed == catalog)
    }

    @Test func emptyObjectsThatWereInTheFileStayInIt() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a" : {
                  "localizations" : {

                  }
                },
                "b" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "x"
                      },
                      "substitutions" : {

                      },
                      "variations" : {

                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let catalog = StringCatalog.parse(Data(text.utf8), path: "t.xcstrings")
        #expect(catalog.diagnostics.isEmpty)
        #expect(catalog["a"]?.localizations.isEmpty == true)
        #expect(catalog["b"]?.localizations["en"]?.variations == StringCatalog.Variations())
        #expect(catalog.render() == Data(text.utf8))
        var edited = catalog
        edited["a"]?.localizations["en"] = .init("now there is one")
        #expect(
            String(decoding: edited.render(), as: UTF8.self).contains(
                "\"a\" : {\n      \"localizations\" : {\n        \"en\" : {"))
    }

    // MARK: OrderedMap

    @Test(arguments: [3, 40])
    func orderedMapKeepsOrderAndLooksUp(count: Int) {
        var map = StringCatalog.OrderedMap<String, Int>()
        for number in (0..<count).reversed() { map["k\(number)"] = number }
        #expect(map.keys.first == "k\(count - 1)")
        #expect(map["k0"] == 0)
        #expect(map["missing"] == nil)
        map["k1"] = 100  // replacing keeps the position
        #expect(map.keys.firstIndex(of: "k1") == count - 2)
        #expect(map.removeValue(forKey: "k2") == 2)
        #expect(map.count == count - 1)
        #expect(map["k1"] == 100)
        #expect(map["k0"] == 0, "lookups still work after a removal")
        #expect(map.index(forKey: "k0") == count - 2)
        map["k0"] = nil
        #expect(map["k0"] == nil)
        let reordered = StringCatalog.OrderedMap(uniqueKeysWithValuesOf: Array(map).reversed())
        #expect(reordered == map, "equality ignores order")
        #expect(reordered.hashValue == map.hashValue)
        #expect(map.map(\.key) == map.keys)
    }
}

extension StringCatalog.OrderedMap {
    init(uniqueKeysWithValuesOf pairs: [(key: Key, value: Value)]) {
        self.init()
        for pair in pairs { self[pair.key] = pair.value }
    }
}
