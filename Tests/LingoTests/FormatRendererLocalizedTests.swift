// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import TestSupport
import Testing

/// Localized output against Foundation's `String(format:locale:)` (the function behind
/// `String.localizedStringWithFormat`), for well-typed arguments, in languages with different
/// separators, grouping, signs and digits. Foundation is the oracle.
@Suite struct FormatRendererLocalizedTests {
    static let languages: [LanguageTag] = [
        "en", "de", "fr", "hi", "en-IN", "ar", "fa", "sv", "es", "pl", "de-CH", "ja",
    ]

    struct Case: CustomTestStringConvertible, Sendable {
        var format: String
        var arguments: [any CVarArg & Sendable]
        var testDescription: String { "\(format) \(arguments)" }
        init(_ format: String, _ arguments: any CVarArg & Sendable...) {
            self.format = format
            self.arguments = arguments
        }
    }

    static let cases: [Case] = [
        // Integers: grouping, signs, minimum digits.
        Case("%d", 0), Case("%d", 7), Case("%d", 999), Case("%d", 1234), Case("%d", 12345), Case("%d", 123456),
        Case("%d", 1234567), Case("%d", -1234567), Case("%d", 1_234_567_890), Case("%ld", 9_876_543_210),
        Case("%lld", -9_876_543_210), Case("%i", 4321), Case("%u", 4321), Case("%lu", UInt(4_000_000_000)),
        Case("%+d", 1234), Case("%+d", -5), Case("% 1d", 1234), Case("%8d|", 1234), Case("%-8d|", 1234),
        Case("%.5d", 42), Case("%8.5d|", 42), Case("%05d", 42), Case("%06d", -42), Case("%-06d|", 42),
        Case("%.0d", 0), Case("%hhd", 300), Case("%hd", -1234), Case("%zd", 1234), Case("%d files", 1234),
        Case("%d of %d", 1234, 56789),
        // Not localized: hex, octal, characters.
        Case("%x", 1_234_567), Case("%#X", 1_234_567), Case("%o", 1234), Case("%c", 65),
        // Fixed.
        Case("%f", 1234.5), Case("%.2f", 1234.5), Case("%.2f", -1234.5), Case("%.0f", 1234.5), Case("%.0f", 0.5),
        Case("%.0f", 1.5), Case("%.0f", 2.5), Case("%.1f", 1.45), Case("%.1f", 0.05), Case("%.2f", 2.675),
        Case("%.2f", 1.005), Case("%.20f", 0.1), Case("%.3f", 1e-10), Case("%f", 1e20), Case("%f", 0.0),
        Case("%f", -0.0), Case("%.1f", -0.04), Case("%.2f", 999.999), Case("%+.1f", 3.25), Case("%10.2f|", 1234.5),
        Case("%-12.2f|", -1234.5), Case("%F", 1234.5), Case("%.3f", 1234567.8915), Case("%lf", 0.125),
        Case("%f", Double.infinity), Case("%f", -Double.infinity), Case("%.1f", Double.nan),
        Case("%8.1f|", Double.infinity),
        // Exponential.
        Case("%e", 1234.5), Case("%E", 1234.5), Case("%e", -0.000123), Case("%.3e", 9.9996), Case("%.0e", 1234.5),
        Case("%e", 0.0), Case("%e", 1e100), Case("%e", 1.5e-300), Case("%+e", 1.5), Case("%14.2e|", 1234.5),
        // General.
        Case("%g", 1234.5), Case("%g", 0.0), Case("%g", 100.0), Case("%g", 0.0001), Case("%g", 0.00009999),
        Case("%g", 123456.0), Case("%g", 1234567.0), Case("%g", 999999.0), Case("%g", 999999.5), Case("%g", 1000000.0),
        Case("%g", -1234.5), Case("%.3g", 1234.5), Case("%.3g", 999.0), Case("%.10g", 1234567.0), Case("%.0g", 5.5),
        Case("%.2g", 0.000123), Case("%G", 0.00001234), Case("%#g", 100.0), Case("%#.0f", 3.0), Case("%10g|", 1.5),
        Case("%010g|", 1.5), Case("%g", 1.0 / 3.0),
        // Hexadecimal floats: only the decimal separator.
        Case("%a", 1.5), Case("%A", -0.1),
        // Mixed.
        Case("%d items, %.1f%%", 1234, 56.25),
    ]

    @Test(arguments: languages)
    func matchesStringFormatWithLocale(language: LanguageTag) {
        let locale = Locale(identifier: language.identifier)
        let renderer = FormatRenderer(symbols: NumberSymbols(for: language))
        for testCase in Self.cases {
            let expected = String(format: testCase.format, locale: locale, arguments: testCase.arguments)
            let result = renderer.render(testCase.format, arguments: testCase.arguments)
            #expect(result.string == expected, "\(language): \(testCase.testDescription)")
            #expect(result.issues.isEmpty, "\(language): \(testCase.testDescription): \(result.issues)")
        }
    }

    /// The example in `FormatRenderer`'s documentation.
    @Test func documentationExample() {
        let german = FormatRenderer(symbols: NumberSymbols(for: "de"))
        #expect(german.render("%d Dateien, %.2f MB", 1234567, 1234.5).string == "1.234.567 Dateien, 1.234,50 MB")
        let result = german.render("%2$@ hat %1$d", 3)
        #expect(result.string == "%2$@ hat 3")
        #expect(result.issues.first?.kind == .missingArgument)
    }
}
