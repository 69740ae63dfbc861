// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo
import TestSupport
import Testing

/// `PluralOperands`: n i v w f t c from decimal text, `Int` and `Double`.
@Suite struct PluralOperandsTests {
    /// Expected operands, written out by hand from CLDR's definitions (TR35, "Plural Operand
    /// Meanings").
    struct Expected: Sendable, CustomTestStringConvertible {
        let text: String
        let n: Double
        let i: UInt64
        let v: Int
        let w: Int
        let f: UInt64
        let t: UInt64
        let c: Int
        var testDescription: String { text }

        init(_ text: String, n: Double, i: UInt64, v: Int = 0, w: Int = 0, f: UInt64 = 0, t: UInt64 = 0, c: Int = 0) {
            (self.text, self.n, self.i, self.v, self.w, self.f, self.t, self.c) = (text, n, i, v, w, f, t, c)
        }

        func check(_ operands: PluralOperands?, sourceLocation: SourceLocation = #_sourceLocation) {
            guard let o = operands else {
                Issue.record("\(text) was rejected", sourceLocation: sourceLocation)
                return
            }
            #expect(o.n == n, "n", sourceLocation: sourceLocation)
            #expect(o.i == i, "i", sourceLocation: sourceLocation)
            #expect(o.v == v, "v", sourceLocation: sourceLocation)
            #expect(o.w == w, "w", sourceLocation: sourceLocation)
            #expect(o.f == f, "f", sourceLocation: sourceLocation)
            #expect(o.t == t, "t", sourceLocation: sourceLocation)
            #expect(o.c == c, "c", sourceLocation: sourceLocation)
            #expect(o.e == c, "e is c", sourceLocation: sourceLocation)
        }
    }

    static let limit: UInt64 = 1_000_000_000_000_000_000

    // MARK: Decimal text

    @Test(arguments: [
        // TR35's own examples
        Expected("1", n: 1, i: 1),
        Expected("1.0", n: 1, i: 1, v: 1),
        Expected("1.00", n: 1, i: 1, v: 2),
        Expected("1.3", n: 1.3, i: 1, v: 1, w: 1, f: 3, t: 3),
        Expected("1.30", n: 1.3, i: 1, v: 2, w: 1, f: 30, t: 3),
        Expected("1.03", n: 1.03, i: 1, v: 2, w: 2, f: 3, t: 3),
        Expected("1.230", n: 1.23, i: 1, v: 3, w: 2, f: 230, t: 23),
        Expected("1200000", n: 1_200_000, i: 1_200_000),
        Expected("1.2c3", n: 1200, i: 1200, c: 3),
        Expected("1.2e3", n: 1200, i: 1200, c: 3),
        Expected("123c6", n: 123_000_000, i: 123_000_000, c: 6),
        Expected("1.23c6", n: 1_230_000, i: 1_230_000, c: 6),
        Expected("1.0001c3", n: 1000.1, i: 1000, v: 1, w: 1, f: 1, t: 1, c: 3),
        // the issue's examples and more
        Expected("1.50", n: 1.5, i: 1, v: 2, w: 1, f: 50, t: 5),
        Expected("0", n: 0, i: 0),
        Expected("0.0", n: 0, i: 0, v: 1),
        Expected("0.000", n: 0, i: 0, v: 3),
        Expected("0.00100", n: 0.001, i: 0, v: 5, w: 3, f: 100, t: 1),
        Expected("-1.03", n: 1.03, i: 1, v: 2, w: 2, f: 3, t: 3),
        Expected("+5", n: 5, i: 5),
        Expected("007", n: 7, i: 7),
        Expected("-0", n: 0, i: 0),
        Expected("1c6", n: 1_000_000, i: 1_000_000, c: 6),
        Expected("1e6", n: 1_000_000, i: 1_000_000, c: 6),
        Expected("1E6", n: 1_000_000, i: 1_000_000, c: 6),
        Expected("1C6", n: 1_000_000, i: 1_000_000, c: 6),
        Expected("1.1c6", n: 1_100_000, i: 1_100_000, c: 6),
        Expected("1.0000001c6", n: 1_000_000.1, i: 1_000_000, v: 1, w: 1, f: 1, t: 1, c: 6),
        Expected("1.50c1", n: 15, i: 15, v: 1, f: 0, c: 1),
        Expected("2.5c0", n: 2.5, i: 2, v: 1, w: 1, f: 5, t: 5, c: 0),
        Expected("0c6", n: 0, i: 0, c: 6),
        Expected("1e006", n: 1_000_000, i: 1_000_000, c: 6),
        // 18 digits are exact; 19 and more keep their last 18 digits above the limit
        Expected("999999999999999999", n: 1e18, i: 999_999_999_999_999_999),
        Expected("1000000000000000000", n: 1e18, i: limit + 0),
        Expected("1234567890123456789012", n: 1.234567890123456789012e21, i: limit + 567_890_123_456_789_012),
        Expected("1e30", n: 1e30, i: limit + 0, c: 30),
        Expected(
            "0.1234567890123456789", n: 0.1234567890123456789, i: 0, v: 19, w: 19,
            f: limit + 234_567_890_123_456_789, t: limit + 234_567_890_123_456_789),
        Expected("0.10000000000000000000", n: 0.1, i: 0, v: 20, w: 1, f: limit + 0, t: 1),
    ])
    func decimal(expected: Expected) {
        expected.check(PluralOperands(decimal: expected.text))
    }

    @Test func fourHundredDigitsKeepTheirLastEighteen() throws {
        let text = "9" + String(repeating: "0", count: 380) + "123456789012345678" + "1"  // 400 digits
        let operands = try #require(PluralOperands(decimal: text))
        #expect(operands.i == Self.limit + 234_567_890_123_456_781)
        #expect(operands.v == 0)
        #expect(operands.n == .infinity)  // beyond Double's range

        let fraction = try #require(PluralOperands(decimal: "0." + String(repeating: "7", count: 400) + "00"))
        #expect(fraction.v == 402)
        #expect(fraction.w == 400)
        #expect(fraction.f == Self.limit + 777_777_777_777_777_700)
        #expect(fraction.t == Self.limit + 777_777_777_777_777_777)
        #expect(fraction.i == 0)
    }

    @Test func hugeExponentsDoNotTrap() throws {
        let big = try #require(PluralOperands(decimal: "1.5c99999999"))
        #expect(big.i == Self.limit + 0)
        #expect(big.c == 99_999_999)
        #expect(big.v == 0)
        #expect(big.n == .infinity)
    }

    @Test(arguments: [
        "", "-", "+", "--1", "+-1", "1-", "1..2", "1.2.3", "abc", "1e", "1c", "e6", "c6", ".5", "5.", ".",
        "1e-3", "1e+3", "1c-6", "1.5e", " 1", "1 ", "1,000", "1 000", "1_000", "0x10", "inf", "nan",
        "Infinity", "١", "１", "1e100000000", "1c6c6", "1.c6", "1\0", "½",
    ])
    func malformedDecimalIsRejected(text: String) {
        #expect(PluralOperands(decimal: text) == nil)
    }

    // MARK: Int

    @Test(arguments: [
        (0, Expected("0", n: 0, i: 0)),
        (1, Expected("1", n: 1, i: 1)),
        (-1, Expected("-1", n: 1, i: 1)),
        (1_000_000, Expected("1000000", n: 1e6, i: 1_000_000)),
        (999_999_999_999_999_999, Expected("10^18-1", n: 1e18, i: 999_999_999_999_999_999)),
        (Int.max, Expected("Int.max", n: 0x1p63, i: limit + 223_372_036_854_775_807)),
        (Int.min, Expected("Int.min", n: 0x1p63, i: limit + 223_372_036_854_775_808)),
        (-Int.max, Expected("-Int.max", n: 0x1p63, i: limit + 223_372_036_854_775_807)),
    ])
    func integer(number: Int, expected: Expected) {
        expected.check(PluralOperands(number))
    }

    @Test(arguments: [0, 1, 7, 42, 1000, 123_456_789, 999_999_999_999_999_999, -5])
    func integerMatchesItsDecimalText(number: Int) {
        #expect(PluralOperands(number) == PluralOperands(decimal: String(number)))
    }

    // MARK: Double

    @Test(arguments: [
        (1.0, Expected("1.0", n: 1, i: 1, v: 1)),
        (1.5, Expected("1.5", n: 1.5, i: 1, v: 1, w: 1, f: 5, t: 5)),
        (-2.25, Expected("2.25", n: 2.25, i: 2, v: 2, w: 2, f: 25, t: 25)),
        (
            0.1 + 0.2,
            Expected(
                "0.30000000000000004", n: 0.30000000000000004, i: 0, v: 17, w: 17,
                f: 30_000_000_000_000_004, t: 30_000_000_000_000_004)
        ),
        (-0.0, Expected("-0.0", n: 0, i: 0, v: 1)),
        (1e15, Expected("1000000000000000.0", n: 1e15, i: 1_000_000_000_000_000, v: 1)),
        (1e16, Expected("1e+16", n: 1e16, i: 10_000_000_000_000_000)),
        (
            1.2345678901234568e+20,
            Expected(
                "1.2345678901234568e+20", n: 1.2345678901234568e+20,
                i: limit + 456_789_012_345_680_000)
        ),
        (1e30, Expected("1e+30", n: 1e30, i: limit + 0)),
        (1e-7, Expected("1e-07", n: 1e-7, i: 0, v: 7, w: 7, f: 1, t: 1)),
        (1.5e-7, Expected("1.5e-07", n: 1.5e-7, i: 0, v: 8, w: 8, f: 15, t: 15)),
        (0.0001, Expected("0.0001", n: 0.0001, i: 0, v: 4, w: 4, f: 1, t: 1)),
        (Double.infinity, Expected("inf", n: .infinity, i: limit)),
        (-Double.infinity, Expected("-inf", n: .infinity, i: limit)),
        (Double.nan, Expected("nan", n: .infinity, i: limit)),
    ])
    func double(number: Double, expected: Expected) {
        expected.check(PluralOperands(number))
    }

    @Test func smallestSubnormalHasAllItsDigits() {
        let operands = PluralOperands(Double.leastNonzeroMagnitude)  // prints 5e-324
        #expect(operands.v == 324)
        #expect(operands.w == 324)
        #expect(operands.f == 5)
        #expect(operands.t == 5)
        #expect(operands.i == 0)
    }

    /// Whole numbers below 2⁵³ skip formatting; they must agree with what Swift prints.
    @Test func wholeDoublesAgreeWithTheirDescription() {
        var generator = SeededGenerator()
        var values: [Double] = [
            0, 1, 2, 10, 99, 1e6, 9_007_199_254_740_991, 9_007_199_254_740_992, 4_503_599_627_370_497,
        ]
        for _ in 0..<2000 {
            values.append(Double(UInt64.random(in: 0..<(1 << 53), using: &generator)))
            values.append(Double.random(in: 0..<1e6, using: &generator).rounded())
            values.append(Double.random(in: -1e6..<1e6, using: &generator))
        }
        for value in values {
            let printed = value.magnitude.description
            guard !printed.contains("e") else { continue }
            #expect(PluralOperands(value) == PluralOperands(decimal: printed), "\(printed)")
        }
    }

    @Test func descriptionListsEveryOperand() {
        #expect(PluralOperands(decimal: "1.50")?.description == "n=1.5 i=1 v=2 w=1 f=50 t=5 c=0")
        #expect(PluralOperands(decimal: "1.2c3")?.description == "n=1200.0 i=1200 v=0 w=0 f=0 t=0 c=3")
    }
}
