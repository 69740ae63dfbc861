// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

// libFuzzer target for the decimal-operand parser: PluralOperands(decimal:) and
// PluralRules.category(forDecimal:) / ordinalCategory(forDecimal:) on arbitrary bytes, plus the
// Int and Double paths on numbers read from the same bytes. Nothing may trap; the checks
// below trap (and so report) when an invariant of the operands is broken.

import Lingo

private let rules = ["en", "ru", "ar", "fr", "pl", "cy", "br", "kw", "lv", "pt-PT", "ja"].map { PluralRules(for: LanguageTag(stringLiteral: $0)) }

private func checkInvariants(_ o: PluralOperands, _ text: String) {
    // t and w drop trailing zeros of f and v; a value at or above the limit is marked, not lost.
    precondition(o.v >= 0 && o.w >= 0 && o.w <= o.v, "v/w: \(text) \(o)")
    precondition(o.c >= 0, "c: \(text) \(o)")
    precondition((o.f == 0) == (o.t == 0), "f/t: \(text) \(o)")
    precondition(o.i < 2 * PluralOperands.exactLimit && o.f < 2 * PluralOperands.exactLimit
                 && o.t < 2 * PluralOperands.exactLimit, "limit: \(text) \(o)")
    precondition(o.n >= 0, "n is a magnitude, never NaN: \(text) \(o)")
    precondition(o.t % 10 != 0 || o.t == 0 || o.t >= PluralOperands.exactLimit, "t ends in 0: \(text) \(o)")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let text = String(decoding: bytes, as: UTF8.self)

    let operands = PluralOperands(decimal: text)
    if let o = operands {
        checkInvariants(o, text)
        // The same number with a sign, or with a plus sign, has the same operands.
        if let first = text.utf8.first, first != UInt8(ascii: "-"), first != UInt8(ascii: "+") {
            precondition(PluralOperands(decimal: "-" + text) == o, "sign: \(text)")
        }
    }
    for rule in rules {
        let category = rule.category(forDecimal: text)
        precondition(rule.categories.contains(category), "category outside the set: \(text)")
        if operands == nil { precondition(category == .other, "rejected text is not other: \(text)") }
        _ = rule.ordinalCategory(forDecimal: text)
    }

    // Int and Double from the first 8 bytes.
    if size >= 8 {
        var raw: UInt64 = 0
        for k in 0..<8 { raw = raw << 8 | UInt64(bytes[k]) }
        let integer = Int(truncatingIfNeeded: raw)
        let double = Double(bitPattern: raw)
        let fromInt = PluralOperands(integer)
        checkInvariants(fromInt, "Int \(integer)")
        let fromDouble = PluralOperands(double)
        checkInvariants(fromDouble, "Double \(double)")
        // A Double's operands are those of the text Swift prints for it, when that text has no exponent.
        let printed = double.magnitude.description
        if double.isFinite, !printed.contains("e") {
            precondition(PluralOperands(decimal: printed) == fromDouble, "Double \(printed)")
        }
        for rule in rules {
            precondition(rule.categories.contains(rule.category(for: integer)), "Int \(integer)")
            precondition(rule.categories.contains(rule.category(for: double)), "Double \(double)")
            _ = rule.ordinalCategory(for: integer)
            _ = rule.ordinalCategory(for: double)
        }
    }
    return 0
}
