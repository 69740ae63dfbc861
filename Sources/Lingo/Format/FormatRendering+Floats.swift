// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

extension FormatRendering {
    /// `%f %F %e %E %g %G %a %A`.
    mutating func appendFloat(_ placeholder: FormatPlaceholder, _ argument: Any, _ site: FormatSite, spec: FormatSpec) {
        let value: Double
        switch FormatArgument(argument) {
        case .float(let float): value = float
        case .signed(let integer): value = Double(integer)
        case .unsigned(let integer): value = Double(integer)
        case .pointer, .text, .object, .null:
            reportMismatch(placeholder, argument, site)
            return appendPadded(formatDescription(of: argument) ?? "nil", spec: spec)
        }
        let conversion = placeholder.conversion
        switch (box.symbols.style, conversion) {
        case (.posix, _):
            output += CFloatFormatting.format(value, conversion: conversion, spec: spec, decimalSeparator: nil)
        case (.localized, .hexFloat), (.localized, .upperHexFloat):
            output += CFloatFormatting.format(
                value, conversion: conversion, spec: spec,
                decimalSeparator: box.symbols.decimalSeparator)
        case (.localized, _):
            appendLocalizedFloat(value, conversion: conversion, spec: spec)
        }
    }

    /// Foundation's localized floating-point output (ICU's decimal and scientific formats).
    private mutating func appendLocalizedFloat(_ value: Double, conversion: FormatConversion, spec: FormatSpec) {
        let negative = value.sign == .minus
        var sign = negative ? box.symbols.minusSign : (spec.flags.contains(.plusSign) ? box.symbols.plusSign : "")
        guard value.isFinite else {
            let body = value.isNaN ? box.symbols.notANumber : box.symbols.infinity
            if value.isNaN { sign = "" }
            return appendPadded(sign + body, spec: spec.withoutZeroPadding)
        }
        var decimal = ShortestDecimal(value)
        let zeroPadding = spec.flags.contains(.zeroPad) && !spec.flags.contains(.leftAlign)
        switch conversion {
        case .exponential, .upperExponential:
            let precision = spec.precision ?? 6
            decimal.round(significantDigits: precision + 1)
            appendScientific(decimal, sign: sign, fractionDigits: precision, spec: spec, zeroPadding: zeroPadding)
        case .general, .upperGeneral:
            appendGeneral(value, decimal, sign: sign, spec: spec, zeroPadding: zeroPadding)
        default:  // .fixed, .upperFixed
            let precision = spec.precision ?? 6
            decimal.round(fractionDigits: precision)
            appendFixed(
                decimal, sign: sign, fractionDigits: precision, grouped: box.symbols.groups, spec: spec,
                zeroPadding: zeroPadding)
        }
    }

    /// `%g` as Foundation writes it: `precision` significant digits (at least 1), trailing
    /// zeros dropped; scientific notation when the value is above 10^precision or below
    /// 0.0001; grouping only when the precision exceeds the grouping size (ICU's pattern
    /// `@##,###` has no separator otherwise).
    private mutating func appendGeneral(
        _ value: Double, _ decimal: ShortestDecimal, sign: String, spec: FormatSpec,
        zeroPadding: Bool
    ) {
        var decimal = decimal
        let precision = max(1, spec.precision ?? 6)
        var limit = 1.0
        for _ in 0..<min(precision, 400) { limit *= 10 }
        let magnitude = value.magnitude
        decimal.round(significantDigits: precision)
        if magnitude != 0, magnitude > limit || magnitude < 0.0001 {
            appendScientific(
                decimal, sign: sign, fractionDigits: max(0, decimal.digits.count - 1), spec: spec,
                zeroPadding: zeroPadding)
        } else {
            let fraction = max(0, decimal.digits.count - decimal.pointPosition)
            appendFixed(
                decimal, sign: sign, fractionDigits: fraction,
                grouped: box.symbols.groups && precision > box.symbols.groupingSize, spec: spec,
                zeroPadding: zeroPadding)
        }
    }

    private mutating func appendFixed(
        _ decimal: ShortestDecimal, sign: String, fractionDigits: Int, grouped: Bool,
        spec: FormatSpec, zeroPadding: Bool
    ) {
        let point = decimal.pointPosition
        let integerDigits = max(1, point)
        // Integer digit i (of integerDigits) is decimal digit i - (integerDigits - point).
        let shift = integerDigits - point
        appendNumber(
            sign: sign, spec: spec, zeroPadding: zeroPadding, integerDigits: integerDigits,
            grouped: grouped, fractionDigits: fractionDigits, suffix: ""
        ) { position in
            decimal.digit(at: position - shift)
        }
    }

    private mutating func appendScientific(
        _ decimal: ShortestDecimal, sign: String, fractionDigits: Int,
        spec: FormatSpec,
        zeroPadding: Bool
    ) {
        let exponent = decimal.isZero ? 0 : decimal.pointPosition - 1
        var suffix = box.symbols.exponentSymbol + (exponent < 0 ? box.symbols.minusSign : box.symbols.plusSign)
        let magnitude = exponent.magnitude
        if magnitude < 10 { suffix.unicodeScalars.append(box.symbols.zeroDigit) }
        for byte in String(magnitude).utf8 {
            suffix.unicodeScalars.append(Unicode.Scalar(box.symbols.zeroDigit.value + UInt32(byte - 0x30)) ?? "0")
        }
        appendNumber(
            sign: sign, spec: spec, zeroPadding: zeroPadding, integerDigits: 1, grouped: false,
            fractionDigits: fractionDigits, suffix: suffix
        ) { position in
            decimal.digit(at: position)
        }
    }

    /// Appends a localized number: padding, sign, zero padding, the integer digits (grouped if
    /// asked), the decimal separator and fraction digits, a suffix, padding.
    ///
    /// `digit(i)` gives digit `i` counted from the first integer digit, through the fraction.
    /// Widths count Unicode scalars, as ICU counts UTF-16 units.
    mutating func appendNumber(
        sign: String, spec: FormatSpec, zeroPadding: Bool, integerDigits: Int, grouped: Bool,
        fractionDigits: Int, suffix: String, digit: (Int) -> UInt8
    ) {
        let primary = box.symbols.groupingSize
        let secondary = box.symbols.secondaryGroupingSize > 0 ? box.symbols.secondaryGroupingSize : primary
        let groups = grouped && primary > 0 && integerDigits >= primary + box.symbols.minimumGroupingDigits
        let separators = groups ? 1 + (integerDigits - primary - 1) / secondary : 0
        let separatorLength = groups ? box.symbols.groupingSeparator.unicodeScalars.count : 0
        var length =
            sign.unicodeScalars.count + integerDigits + separators * separatorLength
            + suffix.unicodeScalars.count
        if fractionDigits > 0 { length += box.symbols.decimalSeparator.unicodeScalars.count + fractionDigits }
        let padding = spec.padding(for: length)
        let leftAlign = spec.flags.contains(.leftAlign)

        if !leftAlign, !zeroPadding { appendSpaces(padding) }
        output += sign
        // Foundation pads %g with ASCII zeros whatever the digits (ICU's padding character).
        if zeroPadding, !leftAlign { output += String(repeating: "0", count: padding) }
        for position in 0..<integerDigits {
            let right = integerDigits - position  // digits from here to the decimal separator
            if groups, position > 0, right >= primary, (right - primary) % secondary == 0 {
                output += box.symbols.groupingSeparator
            }
            appendDigit(digit(position))
        }
        if fractionDigits > 0 {
            output += box.symbols.decimalSeparator
            for position in integerDigits..<(integerDigits + fractionDigits) { appendDigit(digit(position)) }
        }
        output += suffix
        if leftAlign { appendSpaces(padding) }
    }

    private mutating func appendDigit(_ value: UInt8) {
        output.unicodeScalars.append(Unicode.Scalar(box.symbols.zeroDigit.value + UInt32(value)) ?? "0")
    }

    /// A float that an integer conversion could not take exactly (`%d` of 2.5), written
    /// plainly: Swift's shortest form, with the language's decimal separator.
    func plainDescription(of value: Double) -> String {
        guard box.symbols.style == .localized, value.isFinite else { return value.description }
        var text = ""
        for scalar in value.description.unicodeScalars {
            switch scalar {
            case ".": text += box.symbols.decimalSeparator
            case "-": text += box.symbols.minusSign
            case "0"..."9":
                let digit = Unicode.Scalar(box.symbols.zeroDigit.value + scalar.value - 0x30)
                text.unicodeScalars.append(digit ?? scalar)
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
