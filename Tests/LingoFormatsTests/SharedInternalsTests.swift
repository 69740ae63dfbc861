// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoUtilities
import Testing

@testable import LingoFormats

/// The helpers every module shares: one escaper family, one `%#@name@` scanner, one `%arg`
/// expansion, one lock type, one device vocabulary.
@Suite struct SharedInternalsTests {
    @Test(arguments: [
        ("plain", EscapeStyle.strings, "plain"),
        ("a\"b\\c\n\t\r", .strings, "a\\\"b\\\\c\\n\\t\\r"),
        ("\u{1B}\u{7F}", .strings, "\\U001B\\U007F"),
        ("\u{1B}\u{7F}", .message, "\\u{1b}\\u{7f}"),
        ("\u{1B}\u{200B}\u{2028}é", .swift, "\\u{1B}\\u{200B}\\u{2028}é"),
        ("é\u{200B}", .strings, "é\u{200B}"),
    ])
    func escapes(text: String, style: EscapeStyle, expected: String) {
        #expect(text.escaped(style) == expected)
        var appended = "x"
        text.appendEscaped(style, to: &appended)
        #expect(appended == "x" + expected)
    }

    @Test func messagesShortenPastTheLimit() {
        let long = String(repeating: "é", count: 81)
        #expect(long.escapedForMessage == String(repeating: "é", count: 80) + "…")
        #expect(String(long.dropLast()).escapedForMessage == String(repeating: "é", count: 80))
        #expect("a\u{1}".quotedForMessage == "\"a\\u{1}\"")
    }

    @Test func jsonStringsAreQuotedAsTheWriterWritesThem() {
        #expect(JSONWriter.quoted("a\"\\\n\u{1}/é") == "\"a\\\"\\\\\\n\\u0001/é\"")
    }

    @Test(arguments: [
        ("%#@a@ and %2$#@b c@", ["a", "b c"]),
        ("%%#@no@ %#@@ %#@open", []),
        ("%#@x-y.z@", ["x-y.z"]),
    ])
    func variableNamesRunToTheNextAt(text: String, names: [String]) {
        #expect(VariableReference.names(in: text) == names)
        let parsed = FormatString.parse(text).placeholders.compactMap(\.variable)
        #expect(parsed == names)
    }

    @Test func catalogChecksUseTheSameNames() {
        let json = """
            {"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{
            "stringUnit":{"state":"new","value":"%#@item-count@"},
            "substitutions":{"item-count":{"argNum":1,"formatSpecifier":"d","variations":{"plural":{
            "other":{"stringUnit":{"state":"new","value":"%arg items"}}}}}}}}}}}
            """
        let catalog = StringCatalog.parse(Data(json.utf8), path: "t.xcstrings")
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
    }

    @Test(
        arguments: [
            ("%arg items", "d", 2, "%2$d items"),
            ("%arg items", nil, 1, "%1$lld items"),
            ("%arg of %arg", nil, nil, "%lld of %lld"),
            ("no argument", "d", 1, "no argument"),
        ] as [(String, String?, Int?, String)])
    func argExpansion(form: String, specifier: String?, argument: Int?, expected: String) {
        #expect(
            StringCatalog.Substitution.expandingArgument(in: form, specifier: specifier, argument: argument) == expected
        )
    }

    @Test func oneDeviceVocabulary() {
        #expect(StringCatalog.DeviceClass.iPhone.rawValue == "iphone")
        #expect(StringCatalog.DeviceClass("applevision") == .appleVision)
        #expect(StringCatalog.DeviceClass.known.allSatisfy { $0.isKnown })
        #expect(!StringCatalog.DeviceClass(rawValue: "toaster").isKnown)
    }

    @Test(.timeLimit(.minutes(5)))
    func protectedSerializesAccess() async {
        let counter = Protected(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<1000 { counter.withLock { $0 += 1 } } }
            }
        }
        #expect(counter.withLock { $0 } == 8000)
    }

    /// The NeXTSTEP table, written as one string: spot checks from NEXTSTEP.TXT.
    @Test func nextStepTable() {
        let expected: [UInt8: UInt32] = [
            0x41: 0x41, 0x80: 0x00A0, 0x81: 0x00C0, 0xA4: 0x2044, 0xA9: 0x0027, 0xAE: 0xFB01,
            0xE1: 0x00C6, 0xE8: 0x0141, 0xF5: 0x0131, 0xFD: 0x00FF, 0xFE: 0xFFFD, 0xFF: 0xFFFD,
        ]
        for (byte, scalar) in expected {
            #expect(NeXTSTEP.scalar(for: byte) == scalar, "byte \(byte)")
        }
    }

    /// Both readers of `\u` escapes join surrogate pairs the same way, U+FFFD in place of each
    /// unpaired surrogate, in text order, with one warning each.
    @Test(arguments: [
        (#"\uD83D\uDE00"#, "\u{1F600}", 0),
        (#"\uD800x"#, "\u{FFFD}x", 1),
        (#"\uDC00"#, "\u{FFFD}", 1),
        (#"\uD800\u0041"#, "\u{FFFD}A", 1),
        (#"\uD800\uD800\uDC00"#, "\u{FFFD}\u{10000}", 1),
        (#"\uD800\uD800"#, "\u{FFFD}\u{FFFD}", 2),
        (#"\uD800\n"#, "\u{FFFD}\n", 1),
        (#"\uD800\t\uDC00"#, "\u{FFFD}\t\u{FFFD}", 2),
    ])
    func surrogatePairs(escaped: String, expected: String, unpaired: Int) throws {
        let strings = StringsFile.parse(Data("\"k\" = \"\(escaped)\";".utf8), path: "k.strings")
        #expect(strings.entries.first?.value == expected)
        #expect(strings.diagnostics.filter { $0.kind == .unpairedSurrogate }.count == unpaired)
        let json = JSONDocument.parse(Data("{\"k\": \"\(escaped)\"}".utf8), path: "k.json")
        #expect(json.root?["k"] == JSONValue.string(expected))
        #expect(json.diagnostics.filter { $0.kind == .unpairedSurrogate }.count == unpaired)
    }

    /// The one placeholder replacement: only what the closure answers changes, in place, even
    /// next to unicode, `%%` and placeholders kept.
    @Test(arguments: [
        ("%d files", "#", "# files"), ("%1$@ · %2$@ %%", "#", "# · # %%"), ("no placeholder", "#", "no placeholder"),
        ("Ärger %@!", "", "Ärger !"), ("%#@n@ in %@", "N", "N in N"), ("100%", "#", "100%"),
    ])
    func placeholdersAreReplacedInPlace(text: String, with replacement: String, expected: String) {
        #expect(FormatString.replacingPlaceholders(in: text) { _ in replacement } == expected)
    }

    @Test func placeholdersTheClosureDeclinesStayAsWritten() {
        let text = "%1$d of %2$@ (%1$d)"
        #expect(
            FormatString.replacingPlaceholders(in: text) { $0.text == "%1$d" ? "%arg" : nil } == "%arg of %2$@ (%arg)")
        #expect(FormatString.replacingPlaceholders(in: text) { _ in nil } == text)
    }
}
