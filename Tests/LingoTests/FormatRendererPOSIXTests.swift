// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import TestSupport
import Testing

/// `NumberSymbols.posix` output against Foundation's `String(format:)` (C `printf`), for
/// well-typed arguments: Foundation is the oracle, never Lingo's own output.
@Suite struct FormatRendererPOSIXTests {
    private let renderer = FormatRenderer(symbols: .posix)

    struct Case: CustomTestStringConvertible, Sendable {
        var format: String
        var arguments: [any CVarArg & Sendable]
        var testDescription: String { "\(format) \(arguments)" }
        init(_ format: String, _ arguments: any CVarArg & Sendable...) {
            self.format = format
            self.arguments = arguments
        }
    }

    static let integers: [Case] = [
        Case("%d", 0), Case("%d", 42), Case("%d", -42), Case("%d", Int(Int32.max)), Case("%d", Int(Int32.min)),
        Case("%i", 7), Case("%5d|", 42), Case("%-5d|", 42), Case("%05d", 42), Case("%05d", -42), Case("%+d", 42),
        Case("%+d", -42), Case("%+d", 0), Case("% 1d", 42), Case("% 3d", -42), Case("%+ d", 42), Case("%.3d", 7),
        Case("%.3d", -7), Case("%8.3d|", 7), Case("%-8.3d|", -7), Case("%08.3d", 7), Case("%.0d|", 0),
        Case("%5.0d|", 0),
        Case("%-05d|", 3), Case("%ld", Int.max), Case("%ld", Int.min), Case("%lld", Int64.max), Case("%qd", Int64.min),
        Case("%zd", 123456789012), Case("%jd", -9), Case("%td", 77), Case("%hd", 70000), Case("%hd", -32769),
        Case("%hhd", 300), Case("%hhd", -129), Case("%hhd", 127),
        Case("%u", 42), Case("%u", Int(UInt32.max)), Case("%u", -1), Case("%lu", UInt.max), Case("%llu", UInt64.max),
        Case("%hu", 65535), Case("%hu", 65536), Case("%hhu", 255), Case("%hhu", -1), Case("%zu", UInt(5)),
        Case("%x", 255), Case("%X", 255), Case("%#x", 255), Case("%#X", 255), Case("%#x", 0), Case("%x", -1),
        Case("%lx", -1), Case("%hx", -1), Case("%hhx", -1), Case("%08x", 0xBEEF), Case("%#08x", 0xBEEF),
        Case("%-#8x|", 0xBEEF), Case("%.6x", 0xBEEF), Case("%#.6x", 0xBEEF), Case("%lX", Int.max),
        Case("%o", 8), Case("%#o", 8), Case("%#o", 0), Case("%#.0o", 0), Case("%#5o|", 8), Case("%.4o", 8),
        Case("%lo", -1), Case("%o", -1), Case("%+u", 5), Case("% 1x", 5), Case("%1$ d", 5),
        Case("%d%%", 50), Case("%%%d%%", 5), Case("%d %i %u", 1, 2, 3), Case("a%db%dc", 1, 2),
        Case("%hhd", Int8(-5)), Case("%hd", Int16(-300)), Case("%d", Int32(-7)), Case("%lld", Int64(1) << 40),
        Case("%u", UInt32(4_000_000_000)), Case("%hu", UInt16(65535)), Case("%hhu", UInt8(200)),
        Case("%lu", UInt64(1) << 63),
    ]

    static let floats: [Case] = [
        Case("%f", 0.0), Case("%f", -0.0), Case("%f", 1.5), Case("%f", -1.5), Case("%f", 1234567.891),
        Case("%f", 1e20), Case("%f", 1.7976931348623157e308), Case("%f", Double.leastNonzeroMagnitude),
        Case("%.0f", 0.5), Case("%.0f", 1.5),
        Case("%.0f", 2.5), Case("%.1f", 1.45), Case("%.1f", 0.05), Case("%.2f", 2.675), Case("%.2f", 1.005),
        Case("%.20f", 0.1), Case("%.3f", 1e-10), Case("%10.3f|", 3.14159), Case("%-10.3f|", 3.14159),
        Case("%010.3f", -3.14159), Case("%+.2f", 3.0), Case("% .2f", 3.0), Case("%#.0f", 3.0), Case("%.f", 2.6),
        Case("%F", 1.25), Case("%f", Double.infinity), Case("%F", -Double.infinity), Case("%f", Double.nan),
        Case("%F", Double.nan), Case("%8f|", Double.infinity), Case("%08f|", -Double.infinity),
        Case("%-8F|", Double.nan),
        Case("%e", 0.0), Case("%e", 1234.5), Case("%E", 1234.5), Case("%e", -0.000123), Case("%.0e", 5.5),
        Case("%#.0e", 5.0), Case("%.3e", 9.9996), Case("%e", 1e300), Case("%e", Double.leastNonzeroMagnitude),
        Case("%+12.4e|", 1.5),
        Case("%-12.2E|", -1.5), Case("%012.3e", 42.0), Case("%e", Double.infinity),
        Case("%g", 0.0), Case("%g", 1234.5), Case("%g", 0.0001), Case("%g", 0.00001234), Case("%g", 123456.0),
        Case("%g", 1234567.0), Case("%G", 1e-10), Case("%g", 100.0), Case("%#g", 100.0), Case("%.3g", 1234.5),
        Case("%.0g", 5.5), Case("%.10g", 1.0 / 3.0), Case("%10g|", 1.5), Case("%-10g|", 1.5), Case("%010g", -1.5),
        Case("%+g", 2.0), Case("%g", 999999.5), Case("%g", Double.nan), Case("%G", Double.infinity),
        Case("%a", 1.0), Case("%a", 1.5), Case("%A", -0.1), Case("%.2a", 1.0 / 3.0), Case("%a", 0.0),
        Case("%20a|", 2.0),
        Case("%f", Float(0.1)), Case("%g", Float(3.25)), Case("%lf", 2.5), Case("%.2f %.2f", 1.111, 2.229),
    ]

    static let others: [Case] = [
        Case("plain text"), Case(""), Case("%%"), Case("100%% sure"), Case("%c", 65), Case("%c%c", 72, 105),
        Case("%5c|", 65), Case("%-5c|", 65), Case("%*d|", 5, 42), Case("%-*d|", 5, 42), Case("%*d|", -5, 42),
        Case("%.*f|", 2, 3.14159), Case("%.*f|", -1, 3.14159), Case("%*.*f|", 10, 2, 3.14159),
        Case("%1$d %2$d", 1, 2), Case("%2$d %1$d", 1, 2), Case("%1$d %1$d", 5), Case("%3$d %1$d %2$d", 1, 2, 3),
        Case("%2$*1$d|", 6, 42), Case("%1$.*2$f|", 3.14159, 3), Case("%p", 0x1234 as Int),
        Case("%20p|", 0xABCDEF as Int),
        Case("%-20p|", 0xABCDEF as Int),
    ]

    @Test(arguments: integers + floats + others)
    func matchesStringFormat(testCase: Case) {
        let expected = String(format: testCase.format, arguments: testCase.arguments)
        let result = renderer.render(testCase.format, arguments: testCase.arguments)
        #expect(result.string == expected)
        #expect(result.issues.isEmpty, "\(result.issues)")
    }

    @Test func objectsMatchStringFormat() {
        let arguments: [any CVarArg] = [NSString(string: "Mia"), 3, NSString(string: "é👍")]
        let format = "%@ has %d apples %@"
        #expect(renderer.render(format, arguments: arguments).string == String(format: format, arguments: arguments))
        #expect(renderer.render(format, arguments: arguments).string == "Mia has 3 apples é👍")
    }

    /// Foundation ignores width and precision for `%@`; so does Lingo.
    @Test func objectIgnoresWidthAndPrecision() {
        let arguments: [any CVarArg] = [NSString(string: "ab")]
        for format in ["%10@|", "%-10@|", "%.1@|", "%05@|"] {
            let expected = String(format: format, arguments: arguments)
            #expect(renderer.render(format, arguments: arguments).string == expected)
            #expect(renderer.render(format, arguments: arguments).string == "ab|")
        }
    }

    /// Where Lingo deliberately differs from `String(format:)` (documented on `FormatRenderer`).
    @Test(
        arguments: [
            // %d prints the whole value; Foundation prints the low 32 bits.
            ("%d", [Int.max], "9223372036854775807"),
            ("%d", [Int64(1) << 40], "1099511627776"),
            ("%i", [-5_000_000_000], "-5000000000"),
            // %c takes a code point; Foundation takes a byte.
            ("%c", [0x263A], "☺"),
            ("%C", [0x1F600], "😀"),
            // The ' flag is accepted (Foundation prints "'d"); in the C locale it groups nothing.
            ("%'d", [1234567], "1234567"),
            // %s takes Swift text (Foundation would read a C pointer from it).
            ("%s|%5s|%-5s|%.2s", ["abc", "ab", "ab", "abc"], "abc|   ab|ab   |ab"),
            ("%S", ["wide"], "wide"),
            // %p of zero is 0x0 everywhere (glibc prints "(nil)").
            ("%p", [0], "0x0"),
            // %C ignores the width, as Foundation does; %c does not.
            ("%5C|%5c|", [65, 65], "A|    A|"),
            // %c of 0 writes nothing (C writes a NUL byte, which Foundation drops).
            ("[%c]", [0], "[]"),
            // Numbers convert: C (and Foundation) would read an integer's bits as a double.
            ("%f|%e|%.1g", [7, 3, 25], "7.000000|3.000000e+00|2e+01"),
            ("%d|%x", [3.0, 255.0], "3|ff"),
            // %Lf takes a Double (Foundation on Linux reads a long double: "nan").
            ("%Lf", [2.5], "2.500000"),
            // %D %U %O are %ld %lu %lo, as on Apple platforms (glibc prints them as written).
            ("%D %U %O", [-12, 12, 8], "-12 12 10"),
            ("%O", [-1], "1777777777777777777777"),
        ] as [(String, [any Sendable], String)])
    func deliberateDifferences(format: String, arguments: [any Sendable], expected: String) {
        let result = renderer.render(format, arguments: arguments.map { $0 as Any })
        #expect(result.string == expected)
        #expect(result.issues.isEmpty, "\(result.issues)")
    }

    /// A space flag alone before a letter that starts a word is prose (`30% de plus`, `50% off`):
    /// it stays as written and takes no argument. `% d` and `% i` ending a word are the space
    /// flag, as Foundation reads them.
    @Test func spaceFlagAloneIsProseBeforeAWord() {
        let prose = renderer.render("30% de|%d", 42)
        #expect(prose.string == "30% de|42")
        #expect(prose.issues.map(\.kind) == [.percentInProse])
        let flag = renderer.render("% d|% i", 42, -7)
        #expect(flag.string == String(format: "% d|% i", 42, -7))
        #expect(flag.string == " 42|-7")
        #expect(flag.issues.isEmpty, "\(flag.issues)")
    }

    /// Foundation on Linux binds `%1$@ %3$@` to arguments 1 and 2; Lingo binds by index.
    /// Expected strings are written by hand.
    @Test(
        arguments: [
            ("%1$@ %3$@", ["a", "b", "c"], "a c", [2]),
            ("%3$@ %1$@", ["a", "b", "c"], "c a", [2]),
            ("%2$@ %2$@", ["a", "b"], "b b", [1]),
            ("%3$d-%1$d", [1, 2, 3], "3-1", [2]),
            ("%2$s %1$.1f", [2.25, "x"], "x 2.2", []),
            ("%4$@%1$@", ["w", "x", "y", "z"], "zw", [2, 3]),
        ] as [(String, [any Sendable], String, [Int])])
    func positionalWithHoles(format: String, arguments: [any Sendable], expected: String, holes: [Int]) {
        let result = renderer.render(format, arguments: arguments.map { $0 as Any })
        #expect(result.string == expected)
        #expect(result.issues.allSatisfy { $0.kind == .unusedPosition }, "\(result.issues)")
        #expect(result.issues.compactMap(\.argumentIndex) == holes)
    }

    @Test func variadicAndArrayFormsAgree() {
        let variadic = renderer.render("%@: %d, %.1f", "n", 2, 0.25)
        let array = renderer.render("%@: %d, %.1f", arguments: ["n", 2, 0.25] as [Any])
        let cVarArgs = renderer.render("%@: %d, %.1f", arguments: [NSString(string: "n"), 2, 0.25] as [any CVarArg])
        #expect(variadic == array)
        #expect(array == cVarArgs)
        #expect(variadic.string == "n: 2, 0.2")
    }
}
