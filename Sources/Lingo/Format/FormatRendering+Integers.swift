// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

extension FormatRendering {
    /// `%d %i %u %o %x %X %D %U %O`.
    mutating func appendInteger(_ placeholder: FormatPlaceholder, _ value: Any, _ site: FormatSite, spec: FormatSpec) {
        let conversion = placeholder.conversion
        var negative = false
        var magnitude: UInt64 = 0
        switch FormatArgument(value) {
        case .signed(let value):
            negative = value < 0
            magnitude = value.magnitude
        case .unsigned(let value):
            magnitude = value
        case .float(let value):
            if let exact = Int64(exactly: value) {
                negative = exact < 0
                magnitude = exact.magnitude
            } else if let exact = UInt64(exactly: value) {
                magnitude = exact
            } else {
                // 2.5 given to %d: show the number rather than a truncation of it.
                reportMismatch(placeholder, value, site)
                return appendPadded(plainDescription(of: value), spec: spec)
            }
        case .pointer(let address):
            reportMismatch(placeholder, value, site)
            magnitude = UInt64(address)
        case .text, .object, .null:
            reportMismatch(placeholder, value, site)
            return appendPadded(formatDescription(of: value) ?? "nil", spec: spec)
        }
        (negative, magnitude) = Self.convert(
            negative: negative, magnitude: magnitude, conversion: conversion,
            length: placeholder.length)
        let isDecimal = conversion.isSignedInteger || conversion == .unsigned || conversion == .longUnsigned
        if isDecimal, box.symbols.style == .localized {
            appendLocalizedInteger(
                negative: negative, magnitude: magnitude,
                signed: conversion.isSignedInteger, spec: spec)
        } else {
            appendCInteger(negative: negative, magnitude: magnitude, conversion: conversion, spec: spec)
        }
    }

    /// Applies C's conversions: `hh` and `h` truncate to 8 and 16 bits, and an unsigned
    /// conversion shows a negative value as its two's complement at the length's width (32
    /// bits for C's `int`). Other values print whole, whatever the length modifier.
    static func convert(
        negative: Bool, magnitude: UInt64, conversion: FormatConversion,
        length: FormatLength?
    ) -> (negative: Bool, magnitude: UInt64) {
        let bits64 = negative ? (~magnitude &+ 1) : magnitude
        let signed = conversion.isSignedInteger
        if let bits = length?.integerBits, bits < 64 {
            let mask: UInt64 = (1 << UInt64(bits)) - 1
            let truncated = bits64 & mask
            if signed, truncated & (1 << UInt64(bits - 1)) != 0 {
                return (true, (mask - truncated) + 1)
            }
            return (false, truncated)
        }
        guard negative, !signed else { return (negative, magnitude) }
        let isLong = conversion == .longUnsigned || conversion == .longOctal
        let bits = length?.integerBits ?? (isLong ? 64 : 32)
        let mask: UInt64 = bits >= 64 ? .max : (1 << UInt64(bits)) - 1
        return (false, bits64 & mask)
    }

    /// C's `printf` integer output.
    private mutating func appendCInteger(
        negative: Bool, magnitude: UInt64, conversion: FormatConversion,
        spec: FormatSpec
    ) {
        let flags = spec.flags
        let radix: UInt64
        var prefix: StaticString = ""
        switch conversion {
        case .octal, .longOctal: radix = 8
        case .hex:
            radix = 16
            if flags.contains(.alternate), magnitude != 0 { prefix = "0x" }
        case .upperHex:
            radix = 16
            if flags.contains(.alternate), magnitude != 0 { prefix = "0X" }
        default: radix = 10
        }
        let uppercase = conversion == .upperHex
        var sign: UInt8? = nil
        if conversion.isSignedInteger {
            if negative {
                sign = UInt8(ascii: "-")
            } else if flags.contains(.plusSign) {
                sign = UInt8(ascii: "+")
            } else if flags.contains(.space) {
                sign = UInt8(ascii: " ")
            }
        }

        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { digits in
            // Digits, least significant first.
            var count = 0
            var rest = magnitude
            if !(rest == 0 && spec.precision == 0) {
                repeat {
                    let digit = UInt8(truncatingIfNeeded: rest % radix)
                    digits[count] = digit < 10 ? 0x30 + digit : (uppercase ? 0x37 : 0x57) + digit
                    count += 1
                    rest /= radix
                } while rest != 0
            }
            var zeros = max(0, (spec.precision ?? 1) - count)
            if radix == 8, flags.contains(.alternate), zeros == 0, count == 0 || digits[count - 1] != 0x30 {
                zeros = 1  // `%#o`: the output starts with 0
            }
            var length = (sign == nil ? 0 : 1) + prefix.utf8CodeUnitCount + zeros + count
            if flags.contains(.zeroPad), !flags.contains(.leftAlign), spec.precision == nil {
                zeros += spec.padding(for: length)
                length = max(length, spec.width ?? 0)
            }
            let padding = spec.padding(for: length)
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length + padding) { buffer in
                var index = 0
                func put(_ byte: UInt8, _ times: Int = 1) {
                    for _ in 0..<times {
                        buffer[index] = byte
                        index += 1
                    }
                }
                if !flags.contains(.leftAlign) { put(0x20, padding) }
                if let sign { put(sign) }
                prefix.withUTF8Buffer { for byte in $0 { put(byte) } }
                put(0x30, zeros)
                for position in stride(from: count - 1, through: 0, by: -1) { put(digits[position]) }
                if flags.contains(.leftAlign) { put(0x20, padding) }
                output += String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<index]), as: UTF8.self)
            }
        }
    }

    /// Foundation's localized integer output (ICU's decimal format): grouping, the language's
    /// signs and digits; precision, or the `0` flag, sets a minimum number of digits.
    private mutating func appendLocalizedInteger(negative: Bool, magnitude: UInt64, signed: Bool, spec: FormatSpec) {
        var minimumDigits = spec.precision ?? 1
        if spec.precision == nil, spec.flags.contains(.zeroPad), !spec.flags.contains(.leftAlign) {
            minimumDigits = spec.width ?? 1
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var count = 0
            var rest = magnitude
            repeat {
                digits[count] = UInt8(truncatingIfNeeded: rest % 10)
                count += 1
                rest /= 10
            } while rest != 0
            let total = max(count, minimumDigits)
            let plus = signed && spec.flags.contains(.plusSign)
            let sign = negative ? box.symbols.minusSign : (plus ? box.symbols.plusSign : "")
            appendNumber(
                sign: sign, spec: spec, zeroPadding: false,
                integerDigits: total, grouped: box.symbols.groups, fractionDigits: 0, suffix: ""
            ) { position in
                // `position` counts from the most significant of `total` digits.
                let fromRight = total - 1 - position
                return fromRight < count ? digits[fromRight] : 0
            }
        }
    }
}
