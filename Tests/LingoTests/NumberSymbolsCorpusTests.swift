// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import TestSupport
import Testing

/// Lingo's generated number symbols write what Foundation's `String(format:locale:)` writes,
/// in every language the shared corpora hold. Foundation is the oracle, asked only for valid
/// locales its ICU knows: for others (`sr-EL`: no such region) it silently formats with the
/// process's default locale, which says nothing about the language.
@Suite struct NumberSymbolsCorpusTests {
    struct Case: Sendable {
        var format: String
        var arguments: [any CVarArg & Sendable]
        init(_ format: String, _ arguments: any CVarArg & Sendable...) {
            self.format = format
            self.arguments = arguments
        }
    }

    static let cases: [Case] = [
        Case("%d", 0), Case("%d", 7), Case("%d", 999), Case("%d", 1000), Case("%d", 1234), Case("%d", 12345),
        Case("%d", 123_456), Case("%d", 1_234_567_890), Case("%d", -1_234_567), Case("%+d", 5),
        Case("%ld", 9_876_543_210),
        Case("%.2f", 1234.5), Case("%.2f", -0.5), Case("%f", 12345.678), Case("%e", 1234.5), Case("%E", -0.000123),
        Case("%g", 1_234_567.0), Case("%g", 0.0001), Case("%f", Double.nan), Case("%f", -Double.infinity),
        Case("%d files, %.1f MB", 12345, 1234.5),
    ]

    /// The languages of Foundation's ICU (`de` for `de_AT`, `sr` for `sr_Latn`).
    static let foundationLanguages: Set<String> = Set(
        Locale.availableIdentifiers.map {
            String($0.split(separator: "_").first ?? "")
        })

    /// ISO 3166 regions and UN M.49 areas, as Foundation knows them.
    static let foundationRegions: Set<String> = Set(Locale.Region.isoRegions.map(\.identifier))

    static func isValidForFoundation(_ tag: LanguageTag) -> Bool {
        foundationLanguages.contains(tag.language) && tag.region.map { foundationRegions.contains($0) } ?? true
    }

    @Test(.sharedData) func everyCorpusLanguageWritesNumbersAsFoundationDoes() throws {
        let names = try CorpusLanguages.names()
        try #require(!names.isEmpty, "no languages found under \(SharedData.corpora.path)")
        let tags = Set(names.compactMap { LanguageTag(lprojName: $0) })
        var compared = [String]()
        for tag in tags.sorted(by: { $0.identifier < $1.identifier }) where Self.isValidForFoundation(tag) {
            let locale = Locale(identifier: tag.identifier)
            let renderer = FormatRenderer(symbols: NumberSymbols(for: tag))
            for testCase in Self.cases {
                let expected = String(format: testCase.format, locale: locale, arguments: testCase.arguments)
                let rendered = renderer.render(testCase.format, arguments: testCase.arguments).string
                #expect(rendered == expected, "\(tag): \(testCase.format) \(testCase.arguments)")
            }
            compared.append(tag.identifier)
        }
        print(
            "NumberSymbolsCorpusTests compared \(compared.count) of \(tags.count) corpus languages: "
                + compared.joined(separator: " "))
        #expect(compared.count >= 100, "only \(compared.count) corpus languages compared")
        for required in ["ru", "fr", "de", "sl", "es", "ar", "fa", "pl", "hi", "ja", "zh-Hant"] {
            #expect(compared.contains(required), "\(required) was not compared")
        }
    }

    /// The outputs the issue names, written by hand.
    @Test(arguments: [
        ("ru", "%d|%d", "1\u{A0}000|12\u{A0}345"), ("fr", "%d|%d", "1\u{202F}000|12\u{202F}345"),
        ("de", "%d|%d", "1.000|12.345"), ("sl", "%d|%d", "1000|12.345"), ("es", "%d|%d", "1000|12.345"),
        ("ar", "%d|%d", "1,000|12,345"), ("fa", "%d|%d", "۱٬۰۰۰|۱۲٬۳۴۵"), ("ar-EG", "%d|%d", "١٬٠٠٠|١٢٬٣٤٥"),
    ])
    func issueExamples(language: String, format: String, expected: String) throws {
        let renderer = FormatRenderer(symbols: NumberSymbols(for: try LanguageTag(language)))
        #expect(renderer.render(format, 1000, 12345).string == expected)
    }
}
