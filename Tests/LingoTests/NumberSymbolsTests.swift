// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import Testing

/// The symbols read from Foundation. Expected values are CLDR's, as Foundation (ICU) on Linux
/// writes them: written by hand, not produced by the code under test.
@Suite struct NumberSymbolsTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        var language: LanguageTag
        var decimal: String
        var grouping: String
        var sizes: (Int, Int)
        var minimumGroupingDigits = 1
        var minus = "-"
        var exponent = "E"
        var zero: Unicode.Scalar = "0"
        var sample: String
        var testDescription: String { language.identifier }
    }

    static let table: [Expected] = [
        .init(language: "en", decimal: ".", grouping: ",", sizes: (3, 3), sample: "1,234,567.89"),
        .init(language: "de", decimal: ",", grouping: ".", sizes: (3, 3), sample: "1.234.567,89"),
        .init(language: "fr", decimal: ",", grouping: "\u{202F}", sizes: (3, 3), sample: "1\u{202F}234\u{202F}567,89"),
        .init(language: "hi", decimal: ".", grouping: ",", sizes: (3, 2), sample: "12,34,567.89"),
        .init(language: "en-IN", decimal: ".", grouping: ",", sizes: (3, 2), sample: "12,34,567.89"),
        .init(language: "ar", decimal: ".", grouping: ",", sizes: (3, 3), minus: "\u{200E}-", sample: "1,234,567.89"),
        .init(
            language: "ar-EG", decimal: "\u{066B}", grouping: "\u{066C}", sizes: (3, 3), minus: "\u{061C}-",
            exponent: "أس", zero: "\u{0660}", sample: "١٬٢٣٤٬٥٦٧٫٨٩"),
        .init(
            language: "fa", decimal: "\u{066B}", grouping: "\u{066C}", sizes: (3, 3), minus: "\u{200E}\u{2212}",
            exponent: "×۱۰^", zero: "\u{06F0}", sample: "۱٬۲۳۴٬۵۶۷٫۸۹"),
        .init(
            language: "sv", decimal: ",", grouping: "\u{00A0}", sizes: (3, 3), minus: "\u{2212}", exponent: "×10^",
            sample: "1\u{00A0}234\u{00A0}567,89"),
        .init(
            language: "es", decimal: ",", grouping: ".", sizes: (3, 3), minimumGroupingDigits: 2,
            sample: "1.234.567,89"),
        .init(
            language: "pl", decimal: ",", grouping: "\u{00A0}", sizes: (3, 3), minimumGroupingDigits: 2,
            sample: "1\u{00A0}234\u{00A0}567,89"),
        .init(language: "de-CH", decimal: ".", grouping: "’", sizes: (3, 3), sample: "1’234’567.89"),
    ]

    @Test(arguments: table)
    func symbolsFromFoundation(expected: Expected) {
        let symbols = NumberSymbols(for: expected.language)
        #expect(symbols.style == .localized)
        #expect(symbols.decimalSeparator == expected.decimal)
        #expect(symbols.groupingSeparator == expected.grouping)
        #expect(symbols.groupingSize == expected.sizes.0)
        #expect(symbols.secondaryGroupingSize == expected.sizes.1)
        #expect(symbols.minimumGroupingDigits == expected.minimumGroupingDigits)
        #expect(symbols.minusSign == expected.minus)
        #expect(symbols.exponentSymbol == expected.exponent)
        #expect(symbols.zeroDigit == expected.zero)
        #expect(FormatRenderer(symbols: symbols).render("%.2f", 1234567.891).string == expected.sample)
    }

    @Test func minimumGroupingDigits() {
        let spanish = FormatRenderer(symbols: NumberSymbols(for: "es"))
        #expect(spanish.render("%d|%d|%d", 1234, 12345, -1234).string == "1234|12.345|-1234")
        let english = FormatRenderer(symbols: NumberSymbols(for: "en"))
        #expect(english.render("%d|%d", 1234, 999).string == "1,234|999")
    }

    @Test func indianGrouping() {
        let hindi = FormatRenderer(symbols: NumberSymbols(for: "hi"))
        #expect(
            hindi.render("%d|%d|%d|%d", 1_000, 100_000, 12_345_678, 1_234_567_890).string
                == "1,000|1,00,000|1,23,45,678|1,23,45,67,890")
    }

    @Test func posixSymbols() {
        let posix = NumberSymbols.posix
        #expect(posix.style == .posix)
        #expect(posix.decimalSeparator == ".")
        #expect(posix.groupingSeparator.isEmpty)
        #expect(posix.groupingSize == 0)
        #expect(FormatRenderer(symbols: posix).render("%d %.1f %'d", 1234567, 0.25, 1234).string == "1234567 0.2 1234")
    }

    @Test func customSymbols() {
        let symbols = NumberSymbols(
            decimalSeparator: "·", groupingSeparator: "_", groupingSize: 4,
            minusSign: "‒", zeroDigit: "\u{0966}")
        let renderer = FormatRenderer(symbols: symbols)
        #expect(renderer.render("%d|%.1f", -12_345_678, 1.5).string == "‒१२३४_५६७८|१·५")
        #expect(symbols.secondaryGroupingSize == 4)
    }

    @Test func localizedFlagsFollowFoundation() {
        let english = FormatRenderer(symbols: NumberSymbols(for: "en"))
        // Zero padding and precision add grouped zeros; the space flag is ignored.
        #expect(english.render("%05d|%.5d|%06d|% 1d", 42, 42, -42, 42).string == "00,042|00,042|-000,042|42")
        // Where Foundation's output is a defect, Lingo differs (documented on FormatRenderer):
        // unsigned values print as unsigned, and zero padding of %f and %e goes after the sign.
        #expect(
            english.render("%hu|%lu|%u", 65535, UInt64.max, UInt32.max).string
                == "65,535|18,446,744,073,709,551,615|4,294,967,295")
        #expect(
            english.render("%010.2f|%010.2f|%012.2e", 1.5, -1.5, -1.5).string
                == "0000001.50|-000001.50|-0001.50E+00")
        #expect(english.render("%d|%'d", Int.max, 1234).string == "9,223,372,036,854,775,807|1,234")
    }
}
