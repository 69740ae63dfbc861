// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoToolFormats
import TestSupport
import Testing

/// `.xcstrings` fixtures, good and bad. The good ones were laid out by Foundation's
/// `JSONSerialization` (the writer Xcode uses); expected positions in the bad ones were found by
/// searching the fixture text, not by running the parser.
@Suite struct StringCatalogTests {
    static func fixture(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
    }

    static func catalog(_ name: String) throws -> StringCatalog {
        try StringCatalog(contentsOf: fixture(name))
    }

    // MARK: Good files

    @Test(arguments: ["catalog-xcode-1.0.xcstrings", "catalog-xcode-1.1.xcstrings"])
    func xcodeFilesParseCleanlyAndRenderTheSameBytes(name: String) throws {
        let data = try Data(contentsOf: Self.fixture(name))
        let catalog = StringCatalog.parse(data, path: name)
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics.map(\.description))")
        #expect(catalog.render() == data)
    }

    @Test(arguments: ["catalog-xcode-1.0.xcstrings", "catalog-xcode-1.1.xcstrings"])
    func fixturesAreInFoundationsLayout(name: String) throws {
        // The fixture is what JSONSerialization writes for its own content: Xcode's layout.
        let data = try Data(contentsOf: Self.fixture(name))
        let object = try JSONSerialization.jsonObject(with: data)
        let foundation = try JSONSerialization.data(
            withJSONObject: object,
            options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        #expect(foundation == data)
    }

    @Test func version10Model() throws {
        let catalog = try Self.catalog("catalog-xcode-1.0.xcstrings")
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.version == "1.0")
        #expect(catalog.entries.count == 18)
        #expect(catalog[""] == StringCatalog.Entry())
        #expect(catalog["brand.name"]?.shouldTranslate == false)
        #expect(catalog["Cancel"]?.localizations["zh-Hans"]?.stringUnit == .init(state: .translated, value: "取消"))
        #expect(
            catalog["Cancel"]?.localizations.keys == ["ca-ES", "de", "en", "es", "es-419", "fr", "pt-BR", "zh-Hans"])
        #expect(catalog["old.key"]?.extractionState == .stale)
        #expect(catalog["old.key"]?.localizations["de"]?.stringUnit?.state == .stale)
        #expect(catalog["review.me"]?.localizations["de"]?.stringUnit?.state == .needsReview)
        #expect(catalog["new.key"]?.localizations["de"]?.stringUnit == .init(state: .new, value: ""))
        #expect(catalog["migrated.key"]?.extractionState == .migrated)
        #expect(catalog["Xyz-12-ab3.title"]?.extractionState == .extractedWithValue)
        #expect(
            catalog["Xyz-12-ab3.title"]?.comment == #"Class = "NSMenuItem"; title = "Quit"; ObjectID = "Xyz-12-ab3";"#)
        #expect(
            catalog["escapes"]?.localizations["en"]?.stringUnit?.value
                == "Line 1\nTab\there \"quoted\" back\\slash\rbell\u{7} \u{1F}\u{8}\u{C} emoji 😀 slash/ é\u{2028} del\u{7F}"
        )
    }

    @Test func pluralDeviceAndNestedVariations() throws {
        let catalog = try Self.catalog("catalog-xcode-1.0.xcstrings")
        let inbox = try #require(catalog["inbox.count %lld"])
        #expect(inbox.comment == "Unread messages in the inbox")
        #expect(inbox.extractionState == .manual)
        let russian = try #require(inbox.localizations["ru"]?.variations?.plural)
        #expect(Set(russian.keys) == [.one, .few, .many, .other])
        #expect(russian[.few]?.stringUnit?.value == "%lld сообщения")
        #expect(inbox.localizations["en"]?.variations?.plural?[.zero]?.stringUnit?.value == "No messages")

        let device = try #require(catalog["device.greeting %lld"]?.localizations["en"]?.variations?.device)
        #expect(device.keys == [.iPhone, .mac, .other])
        #expect(device[.iPhone]?.stringUnit?.value == "Hello from iPhone")
        #expect(device[.mac]?.variations?.plural?[.other]?.stringUnit?.value == "%lld Mac windows")
        #expect(device[.mac]?.stringUnit == nil)

        let pluralOfDevice = try #require(catalog["plural.of.device"]?.localizations["en"]?.variations?.plural)
        #expect(pluralOfDevice[.one]?.variations?.device?[.iPad]?.stringUnit?.value == "One iPad thing")
    }

    @Test func substitutions() throws {
        let catalog = try Self.catalog("catalog-xcode-1.0.xcstrings")
        let english = try #require(catalog["files.in.folders"]?.localizations["en"])
        #expect(english.stringUnit?.value == "%#@files@ in %#@folders@")
        #expect(english.substitutions.keys == ["files", "folders"])
        let folders = try #require(english.substitutions["folders"])
        #expect(folders.argNum == 2)
        #expect(folders.formatSpecifier == "lld")
        #expect(folders.variations?.plural?[.one]?.stringUnit?.value == "%arg folder")
        #expect(folders.location?.line == 160)
    }

    @Test func version11FieldsAndUnknownFieldsAreKept() throws {
        let catalog = try Self.catalog("catalog-xcode-1.1.xcstrings")
        #expect(catalog.version == "1.1")
        #expect(catalog["Welcome"]?.isCommentAutoGenerated == true)
        #expect(catalog["settings.title"]?.generatesSymbol == false)
        #expect(
            catalog.extraFields["futureTopLevel"] == [
                "list": [1, .number("2.5"), .number("-300"), true, nil, "x", [], .object([:])]
            ])
        #expect(catalog["future"]?.extraFields["futureEntryField"] == "kept")
        let german = try #require(catalog["settings.title"]?.localizations["de"])
        #expect(german.extraFields["futureLocalizationField"] == 1)
        #expect(german.stringUnit?.extraFields["futureUnitField"] == .object([:]))
        let width = try #require(catalog["future"]?.localizations["en"]?.variations?.extraFields["width"])
        #expect(width["short"]?["stringUnit"]?["value"] == "S")
        #expect(catalog["sub"]?.localizations["en"]?.substitutions["n"]?.extraFields["futureSubstitutionField"] == [])
    }

    @Test func utf16CatalogReadsLikeItsUTF8Twin() throws {
        let utf16 = try Self.catalog("catalog-xcode-1.1-utf16le.xcstrings")
        let utf8 = try Self.catalog("catalog-xcode-1.1.xcstrings")
        #expect(utf16.diagnostics.isEmpty)
        #expect(utf16.encoding == .utf16LittleEndian)
        #expect(utf16 == utf8)
        #expect(utf16.render() == utf8.render())
    }

    @Test func aFileInAnotherLayoutAndOrderIsWrittenAsXcodeWould() throws {
        // Python's json.dumps: 4-space indent, ": ", "{}", \u escapes, keys in insertion order.
        let handWritten = try Self.catalog("catalog-hand-written.xcstrings")
        let xcode = try Data(contentsOf: Self.fixture("catalog-xcode-1.0.xcstrings"))
        #expect(handWritten.diagnostics.isEmpty)
        #expect(handWritten.entries.keys.first == "", "the model keeps the file's order")
        #expect(handWritten.entries.keys.last == "%lld%% done")
        #expect(handWritten.render() == xcode)
        #expect(handWritten == StringCatalog.parse(xcode, path: "x"))
    }

    // MARK: Bad files

    struct Expected: CustomStringConvertible, Sendable {
        var line: Int
        var column: Int
        var severity: Diagnostic.Severity
        var message: String
        init(_ line: Int, _ column: Int, _ severity: Diagnostic.Severity, _ message: String) {
            (self.line, self.column, self.severity, self.message) = (line, column, severity, message)
        }
        var description: String { "\(line):\(column): \(severity.rawValue): …\(message)…" }
        func matches(_ diagnostic: Diagnostic) -> Bool {
            diagnostic.location.line == line && diagnostic.location.column == column
                && diagnostic.severity == severity && diagnostic.message.contains(message)
        }
    }

    static let badFiles: [(String, [Expected])] = [
        (
            "catalog-broken-syntax.xcstrings",
            [
                Expected(19, 23, .error, "unterminated string"),
                Expected(25, 13, .error, "expected ',' between members"),
                Expected(34, 23, .error, "expected a value, found 'translated'"),
                Expected(40, 5, .error, "expected ',' between members"),
                Expected(45, 30, .error, "trailing comma before '}'"),
                Expected(59, 5, .error, "expected '}' to close the object opened at 51:25"),
            ]
        ),
        (
            "catalog-wrong-types.xcstrings",
            [
                Expected(5, 19, .error, "\"comment\" must be a string, found a number"),
                Expected(9, 23, .error, "\"state\" must be a string, found a Boolean"),
                Expected(10, 23, .error, "\"value\" must be a string, found a number"),
                Expected(13, 16, .error, "the localization \"fr\" must be an object, found a string"),
                Expected(15, 27, .error, "\"shouldTranslate\" must be true or false, found a string"),
                Expected(17, 11, .error, "the entry \"b\" must be an object, found an array"),
                Expected(21, 27, .error, "\"extractionState\" must be a string, found null"),
                Expected(30, 26, .error, "\"argNum\" must be a whole number, found a string"),
                Expected(49, 13, .warning, "no %#@spare@ placeholder refers to the substitution \"spare\""),
                Expected(50, 26, .error, "\"argNum\" must be a whole number, found 1.5"),
            ]
        ),
        (
            "catalog-semantics.xcstrings",
            [
                Expected(8, 13, .warning, "the plural variation has no \"other\" form"),
                Expected(15, 15, .error, "unknown plural category \"several\""),
                Expected(37, 15, .warning, "unknown device class \"toaster\""),
                Expected(53, 23, .warning, "the placeholder %#@albums@ has no substitution named \"albums\""),
                Expected(56, 13, .warning, "the substitution \"photos\" has no \"formatSpecifier\""),
                Expected(
                    69, 13, .warning,
                    "no %#@unused@ placeholder refers to the substitution \"unused\" (and without \"argNum\""),
                Expected(89, 26, .warning, "the string unit has no \"value\""),
                Expected(93, 16, .warning, "the localization has neither a \"stringUnit\" nor \"variations\""),
                Expected(99, 15, .warning, "unsupported String Catalog version \"2.0\""),
            ]
        ),
        (
            "catalog-missing-fields.xcstrings",
            [
                Expected(1, 1, .error, "the catalog has no \"sourceLanguage\""),
                Expected(1, 1, .warning, "the catalog has no \"version\""),
            ]
        ),
    ]

    @Test(arguments: badFiles)
    func badFileDiagnostics(name: String, expected: [Expected]) throws {
        let catalog = try Self.catalog(name)
        let actual = catalog.diagnostics
        #expect(actual.count == expected.count, "\(actual.map(\.description))")
        for (diagnostic, expectation) in zip(actual, expected) {
            #expect(expectation.matches(diagnostic), "expected \(expectation), got \(diagnostic)")
            #expect(diagnostic.location.file.hasSuffix(name))
        }
    }

    @Test func brokenEntriesKeepEverythingAroundThem() throws {
        let catalog = try Self.catalog("catalog-broken-syntax.xcstrings")
        #expect(catalog.entries.keys == ["alpha", "beta", "gamma", "delta", "epsilon", "zeta"])
        #expect(catalog.version == "1.0")
        func value(_ key: String, _ language: String = "de") -> String? {
            catalog[key]?.localizations[language]?.stringUnit?.value
        }
        #expect(value("alpha") == "Alpha")
        #expect(
            catalog["beta"]?.localizations["de"]?.stringUnit == .init(state: .translated, value: nil),
            "the unterminated value is lost, the rest of its unit is not")
        #expect(value("beta", "fr") == "Bêta")
        #expect(catalog["beta"]?.localizations["fr"]?.stringUnit?.state == .translated)
        #expect(value("gamma") == "Gamma")
        #expect(catalog["gamma"]?.localizations["de"]?.stringUnit?.state == nil)
        #expect(value("delta") == "Delta")
        #expect(value("epsilon") == "Epsilon")
        #expect(value("zeta") == "Zeta")
        #expect(catalog["epsilon"]?.extraFields.isEmpty == true, "zeta is not swallowed by epsilon")
    }

    @Test func mistypedFieldsAreKeptAndWrittenBack() throws {
        let catalog = try Self.catalog("catalog-wrong-types.xcstrings")
        let a = try #require(catalog["a"])
        #expect(a.comment == nil)
        #expect(a.extraFields["comment"] == 42)
        #expect(a.extraFields["shouldTranslate"] == "no")
        let unit = try #require(a.localizations["de"]?.stringUnit)
        #expect(unit.value == nil)
        #expect(unit.extraFields["value"] == 3)
        #expect(unit.extraFields["state"] == true)
        #expect(a.localizations["fr"] == nil)
        #expect(catalog["b"] == nil)
        #expect(catalog["c"]?.localizations["en"]?.substitutions["spare"]?.extraFields["argNum"] == .number("1.5"))

        let rendered = String(decoding: catalog.render(), as: UTF8.self)
        #expect(rendered.contains("\"value\" : 3\n"))
        #expect(rendered.contains("\"argNum\" : 1.5,\n"))
        #expect(rendered.contains("\"comment\" : 42,\n"))
        let reparsed = StringCatalog.parse(Data(rendered.utf8), path: "again")
        #expect(reparsed == catalog)
        // 9 errors before; the entry "b" and the localization "fr" were dropped, the 7 others are written back.
        #expect(reparsed.diagnostics.errors.count == 7)
    }

    @Test func columnsOnAOneLineFileCountScalarsWhereverTheyAreReported() throws {
        // Minified, with non-ASCII text before the problems; several are reported after the
        // reader has moved past them (a unit's missing value, a plural with no `other`).
        let text =
            #"{"sourceLanguage":"en","strings":{"été":{"localizations":{"fr":{"stringUnit":{"state":"translated"}},"#
            + #""de":{"variations":{"plural":{"one":{"stringUnit":{"state":"new","value":"ein 😀"}}}}}}}},"version":"1.0"}"#
        let catalog = StringCatalog.parse(Data(text.utf8), path: "min.xcstrings")
        func column(of marker: String) throws -> Int {
            let range = try #require(text.range(of: marker))
            return text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: range.lowerBound) + 1
        }
        let diagnostics = catalog.diagnostics
        #expect(diagnostics.count == 2, "\(diagnostics)")
        #expect(diagnostics.map(\.location.line) == [1, 1])
        #expect(diagnostics.first?.location.column == (try column(of: #"{"state":"translated"}"#)))
        #expect(diagnostics.first?.message.contains("no \"value\"") == true)
        #expect(diagnostics.last?.location.column == (try column(of: #""plural""#)))
        #expect(diagnostics.last?.message.contains("no \"other\"") == true)
        #expect(catalog["été"]?.localizations["de"]?.variations?.plural?[.one]?.stringUnit?.value == "ein 😀")
    }

    @Test func eachBooleanFieldOfAnEntryIsItsOwnField() throws {
        // The three flags and the comment are told apart: only the repeated one is reported,
        // and the last copy of it wins.
        let text =
            #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"comment":"c","shouldTranslate":true,"#
            + #""isCommentAutoGenerated":true,"generatesSymbol":false,"isCommentAutoGenerated":false}}}"#
        let catalog = StringCatalog.parse(Data(text.utf8), path: "t.xcstrings")
        #expect(catalog.diagnostics.map(\.kind) == [.duplicateKey])
        #expect(catalog.diagnostics.map(\.key) == ["isCommentAutoGenerated"])
        let entry = try #require(catalog["k"])
        #expect(entry.comment == "c")
        #expect(entry.shouldTranslate == true)
        #expect(entry.isCommentAutoGenerated == false)
        #expect(entry.generatesSymbol == false)
    }

    @Test(arguments: [
        #"{"sourceLanguage":"en","strings":0,"version":"1.0"}"#,
        #"{"sourceLanguage":"en","strings":{"k":{"localizations":{},"localizations":0}},"version":"1.0"}"#,
        #"{"sourceLanguage":"en","strings":{"k":{"comment":1,"comment":"two"}},"version":"1.0"}"#,
    ])
    func wrongTypedAndRepeatedFieldsSurviveARoundTrip(text: String) {
        // Found by the fuzzer: a wrong-typed "strings" was dropped by render().
        let catalog = StringCatalog.parse(Data(text.utf8), path: "t.xcstrings")
        #expect(!catalog.diagnostics.isEmpty)
        let rendered = catalog.render()
        let reparsed = StringCatalog.parse(rendered, path: "again")
        #expect(reparsed == catalog)
        #expect(reparsed.render() == rendered)
    }

    /// (value, substitution names, expected warning fragments)
    @Test(arguments: [
        ("%#@a@", ["a"], [String]()),
        ("%1$#@a@ and %2$#@b@", ["a", "b"], []),
        ("%#@a@ %#@a@", ["a"], []),
        ("%%#@a@", ["a"], ["no %#@a@ placeholder refers to the substitution \"a\""]),
        ("%#@a@", [], ["the placeholder %#@a@ has no substitution named \"a\""]),
        ("%#@a@ %#@b@", ["b"], ["the placeholder %#@a@ has no substitution"]),
        ("100% %#@@ %#@open", [], []),
    ])
    func placeholdersAndSubstitutions(value: String, names: [String], expected: [String]) throws {
        let substitutions = names.enumerated().map { index, name in
            #""\#(name)":{"argNum":\#(index + 1),"formatSpecifier":"lld","variations":{"plural":{"other":"#
                + #"{"stringUnit":{"state":"translated","value":"%arg"}}}}}"#
        }
        let text =
            #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"#
            + #""stringUnit":{"state":"translated","value":"\#(value)"}"#
            + (names.isEmpty ? "" : #","substitutions":{"# + substitutions.joined(separator: ",") + "}")
            + "}}}}}"
        let catalog = StringCatalog.parse(Data(text.utf8), path: "t.xcstrings")
        #expect(catalog.diagnostics.count == expected.count, "\(catalog.diagnostics)")
        for (diagnostic, fragment) in zip(catalog.diagnostics, expected) {
            #expect(diagnostic.severity == .warning)
            #expect(diagnostic.message.contains(fragment), "\(diagnostic.message)")
        }
    }

    // MARK: Truncated and random input

    @Test(arguments: [
        "", " ", "{", "}", "[", "\"", "{\"", "{\"strings\"", "{\"strings\":", "{\"strings\":{", "{\"strings\":{\"a\"",
        "{\"strings\":{\"a\":{\"localizations\":{\"en\":{\"stringUnit\":{\"value\":\"x",
        "{\"strings\":{\"a\":{\"localizations\":{\"en\":{\"variations\":{\"plural\":{\"one\":",
        "{\"sourceLanguage\":\"en\"}}}", "null", "3", "{,}", "{\"a\" 1}", "{\"version\":\"1.0\",}",
        "\u{0}", "{\"strings\":{\"\\ud800\":{}}}",
    ])
    func neverTrapsOnTruncatedOrOddInput(text: String) {
        let catalog = StringCatalog.parse(Data(text.utf8), path: "t.xcstrings")
        #expect(!catalog.diagnostics.isEmpty)
        #expect(catalog.diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
    }

    @Test func randomMutationsOfARealCatalogNeverTrap() throws {
        let base = Array(try Data(contentsOf: Self.fixture("catalog-xcode-1.0.xcstrings")))
        var generator = SeededGenerator()
        let alphabet = Array("{}[]\":,\\ \n0aé".utf8) + [0xFF, 0x00]
        for _ in 0..<300 {
            var bytes = base
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[position] = alphabet.randomElement(using: &generator)!
                case 1: bytes.remove(at: position)
                default: bytes.insert(alphabet.randomElement(using: &generator)!, at: position)
                }
            }
            let catalog = StringCatalog.parse(Data(bytes), path: "fuzz.xcstrings")
            #expect(catalog.diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
            let reparsed = StringCatalog.parse(catalog.render(), path: "again")
            #expect(reparsed.diagnostics.errors.count <= catalog.diagnostics.errors.count)
        }
    }

    @Test func deepNestingIsReportedNotRecursedInto() {
        let depth = 5_000
        let text =
            "{\"sourceLanguage\":\"en\",\"strings\":{},\"x\":" + String(repeating: "[", count: depth)
            + String(repeating: "]", count: depth) + "}"
        let catalog = StringCatalog.parse(Data(text.utf8), path: "deep.xcstrings")
        #expect(catalog.diagnostics.errors.contains { $0.message.contains("nested more than") })
        #expect(catalog.sourceLanguage == "en")
    }
}
