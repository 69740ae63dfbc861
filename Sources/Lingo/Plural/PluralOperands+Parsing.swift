// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

extension PluralOperands {
    /// What an exponent means in the text being read.
    enum Notation {
        /// CLDR's compact form `1.2c3` / `1.2e3`: the exponent shifts the digits and is the
        /// `c` operand; it has no sign.
        case compact
        /// Swift's `Double.description` form `1e+16` / `2e-07`: the exponent, signed, only
        /// shifts the digits; `c` is 0.
        case scientific
    }

    /// The largest exponent accepted; it bounds nothing real but keeps the arithmetic within a 32-bit `Int`.
    static let maximumExponent = 99_999_999

    /// Reads `text` (see ``init(decimal:)`` for the grammar); `nil` when it is not a number.
    ///
    /// - Parameters:
    ///   - notation: How to read an exponent.
    ///   - n: The value when the caller knows it (or does not need it: rules never read `n`);
    ///     `nil` computes it from the text.
    static func parse(_ text: String, notation: Notation, n: Double?) -> PluralOperands? {
        var text = text
        return text.withUTF8 { parse($0, notation: notation, n: n) }
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, notation: Notation, n: Double?) -> PluralOperands? {
        let end = bytes.count
        var index = 0
        func isDigit(_ position: Int) -> Bool {
            position < end && bytes[position] >= UInt8(ascii: "0") && bytes[position] <= UInt8(ascii: "9")
        }
        if index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            index += 1
        }
        let integerStart = index
        while isDigit(index) { index += 1 }
        let integerEnd = index
        guard integerEnd > integerStart else { return nil }

        var fractionStart = index
        var fractionEnd = index
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            fractionStart = index
            while isDigit(index) { index += 1 }
            fractionEnd = index
            guard fractionEnd > fractionStart else { return nil }
        }
        let mantissaEnd = index

        guard let exponent = readExponent(bytes, at: &index, notation: notation), index == end else { return nil }

        // The digits without the point, and where the point goes once the exponent shifts it.
        let integerCount = integerEnd - integerStart
        let fractionCount = fractionEnd - fractionStart
        let digitCount = integerCount + fractionCount
        func digit(_ k: Int) -> UInt64 {  // k-th digit of the mantissa, 0 ≤ k < digitCount
            let position = k < integerCount ? integerStart + k : fractionStart + (k - integerCount)
            return UInt64(bytes[position] - UInt8(ascii: "0"))
        }
        let point = integerCount + exponent  // may be negative or beyond digitCount

        var i = Truncated()
        for k in 0..<min(max(point, 0), digitCount) { i.append(digit(k)) }
        i.appendZeros(point - digitCount)

        // Fraction digits: -point leading zeros (no effect on f or t), then the digits after the point.
        let fractionFirst = max(point, 0)
        var f = Truncated()
        var t = Truncated()
        var v = 0
        var w = 0
        if fractionFirst < digitCount {
            v = max(-point, 0) + (digitCount - fractionFirst)
            var lastNonZero = -1
            for k in fractionFirst..<digitCount {
                let d = digit(k)
                f.append(d)
                if d != 0 { lastNonZero = k }
            }
            if lastNonZero >= 0 {
                for k in fractionFirst...lastNonZero { t.append(digit(k)) }
                w = max(-point, 0) + (lastNonZero - fractionFirst + 1)
            }
        }

        let value = n ?? readValue(bytes, from: integerStart, mantissaEnd: mantissaEnd, exponent: exponent)
        return PluralOperands(
            n: value, i: i.value, v: v, w: w, f: f.value, t: t.value,
            c: notation == .compact ? exponent : 0)
    }

    /// Reads the exponent at `index`, if there is one (`0` when there is none), and moves `index`
    /// past it; `nil` when an exponent marker has no digits or the exponent is too large.
    @inline(__always)
    private static func readExponent(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, notation: Notation)
        -> Int?
    {
        let end = bytes.count
        guard index < end,
            bytes[index] | 0x20 == UInt8(ascii: "e")
                || (notation == .compact && bytes[index] | 0x20 == UInt8(ascii: "c"))
        else { return 0 }
        index += 1
        var negative = false
        if notation == .scientific, index < end,
            bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
        {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        let exponentStart = index
        var exponent = 0
        while index < end, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            exponent = exponent * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            guard exponent <= maximumExponent else { return nil }
            index += 1
        }
        guard index > exponentStart else { return nil }
        return negative ? -exponent : exponent
    }

    /// The absolute value as a `Double`, from the validated digits and exponent.
    private static func readValue(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, mantissaEnd: Int, exponent: Int)
        -> Double
    {
        let mantissa = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<mantissaEnd]), as: UTF8.self)
        let text = exponent == 0 ? mantissa : mantissa + "e" + String(exponent)
        return Double(text) ?? .infinity
    }
}

/// A non-negative integer read digit by digit: exact below 10¹⁸, and
/// `10¹⁸ + value % 10¹⁸` above (see ``PluralOperands``, "Numbers beyond 18 digits").
struct Truncated {
    private(set) var value: UInt64 = 0

    /// `value * 10 + digit`, for a digit 0...9.
    mutating func append(_ digit: UInt64) {
        let limit = PluralOperands.exactLimit
        if value >= limit {
            value = limit + ((value - limit) * 10 + digit) % limit  // < 10¹⁹ + 9: no overflow
        } else {
            let next = value * 10 + digit
            value = next >= limit ? limit + next % limit : next
        }
    }

    /// `count` zeros appended; after 18 the last 18 digits are all zeros, so at most 19 are worked.
    mutating func appendZeros(_ count: Int) {
        guard count > 0 else { return }
        for _ in 0..<min(count, 19) { append(0) }
    }
}
