// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// The decimal digits of a `Double` in its shortest round-trip form (what `description`
/// prints), rounded the way ICU rounds: half to even, on those digits.
///
/// This is how Foundation's localized formatting sees a number, which is why `%.2f` of 2.675
/// is `2.68` there (the shortest form is `2.675`, a tie) but `2.67` in C (whose exact binary
/// value is 2.67499999...).
struct ShortestDecimal {
    /// The digits, 0 to 9, without leading or trailing zeros; empty for zero.
    private(set) var digits: [UInt8] = []
    /// The position of the decimal point: the value is `0.d₁d₂d₃... × 10^pointPosition`.
    private(set) var pointPosition = 0

    /// The digits of `abs(value)`; `value` must be finite.
    init(_ value: Double) {
        guard value.isFinite, value != 0 else { return }
        // "1234.5", "0.0001", "1e-05", "1.5e+300", "5e-324"
        var exponent = 0
        var sawPoint = false
        var integerDigits = 0
        var inExponent = false
        var exponentNegative = false
        for byte in value.magnitude.description.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if inExponent {
                    exponent = exponent * 10 + Int(byte - 0x30)
                } else {
                    digits.append(byte - 0x30)
                    if !sawPoint { integerDigits += 1 }
                }
            case UInt8(ascii: "."): sawPoint = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
            case UInt8(ascii: "-"): exponentNegative = true
            default: break
            }
        }
        pointPosition = integerDigits + (exponentNegative ? -exponent : exponent)
        let leadingZeros = digits.prefix { $0 == 0 }.count
        digits.removeFirst(leadingZeros)
        pointPosition -= leadingZeros
        while digits.last == 0 { digits.removeLast() }
        if digits.isEmpty { pointPosition = 0 }
    }

    /// Whether the value is zero.
    var isZero: Bool { digits.isEmpty }

    /// The digit at `position` counted from the first significant digit; 0 beyond the
    /// digits (and before them).
    func digit(at position: Int) -> UInt8 {
        position >= 0 && position < digits.count ? digits[position] : 0
    }

    /// Rounds to `count` fraction digits.
    mutating func round(fractionDigits count: Int) {
        round(keeping: pointPosition + count)
    }

    /// Rounds to `count` significant digits.
    mutating func round(significantDigits count: Int) {
        round(keeping: count)
    }

    /// Keeps the first `kept` digits, rounding half to even.
    private mutating func round(keeping kept: Int) {
        guard kept < digits.count else { return }
        guard kept >= 0 else {
            digits = []
            pointPosition = 0
            return
        }
        let next = digits[kept]
        let more = digits.count > kept + 1  // no trailing zeros: any further digit is not zero
        let odd = kept > 0 && digits[kept - 1] % 2 == 1
        let up = next > 5 || (next == 5 && (more || odd))
        digits.removeLast(digits.count - kept)
        if up {
            var position = kept - 1
            while position >= 0, digits[position] == 9 {
                digits[position] = 0
                position -= 1
            }
            if position < 0 {
                digits.insert(1, at: 0)
                pointPosition += 1
            } else {
                digits[position] += 1
            }
        }
        while digits.last == 0 { digits.removeLast() }
        if digits.isEmpty { pointPosition = 0 }
    }
}
