// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#else
#error("Lingo needs a C library (Darwin, Glibc, Musl or Bionic) for vsnprintf")
#endif

/// C's `printf` for one floating-point value, through the C library's `vsnprintf` with a
/// format Lingo builds itself (one conversion, known flags, clamped width and precision), so
/// the output is exactly the platform's `printf` output.
///
/// This is the only C call of the format engine; it lives here, whole, so the platform
/// difference stays in one place.
enum CFloatFormatting {
    /// Formats `value` with a `%f %F %e %E %g %G %a %A` conversion.
    ///
    /// - Parameter decimalSeparator: Replaces the `.` of the output (Foundation's localized
    ///   `%a`); `nil` keeps it.
    static func format(
        _ value: Double, conversion: FormatConversion, spec: FormatSpec,
        decimalSeparator: String?
    ) -> String {
        // The longest output: 309 integer digits of DBL_MAX, sign, point, precision, width.
        let capacity = 400 + FormatString.maximumWidth + FormatString.maximumPrecision
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { format in
            // %, up to 5 flags, up to 4 width digits, ., up to 4 precision digits, conversion, NUL
            var length = 0
            func put(_ byte: UInt8) {
                format[length] = CChar(bitPattern: byte)
                length += 1
            }
            func put(number: Int) {
                let number = min(max(number, 0), 9999)
                var divisor = 1000
                var started = false
                while divisor > 0 {
                    let digit = number / divisor % 10
                    if digit != 0 || started || divisor == 1 {
                        put(0x30 + UInt8(digit))
                        started = true
                    }
                    divisor /= 10
                }
            }
            let flags = spec.flags
            put(0x25)  // %
            if flags.contains(.leftAlign) { put(0x2D) }
            if flags.contains(.plusSign) { put(0x2B) }
            if flags.contains(.space) { put(0x20) }
            if flags.contains(.alternate) { put(0x23) }
            if flags.contains(.zeroPad) { put(0x30) }
            if let width = spec.width { put(number: min(width, FormatString.maximumWidth)) }
            if let precision = spec.precision {
                put(0x2E)  // .
                put(number: min(precision, FormatString.maximumPrecision))
            }
            put(conversion.rawValue.asciiValue ?? 0x66)  // every conversion is ASCII; `f` otherwise
            put(0)

            return withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
                let written = withVaList([value]) { arguments in
                    vsnprintf(buffer.baseAddress, capacity, format.baseAddress, arguments)
                }
                guard written > 0 else { return "" }
                let count = min(Int(written), capacity - 1)
                let bytes = UnsafeRawBufferPointer(start: buffer.baseAddress, count: count).bindMemory(to: UInt8.self)
                return normalize(bytes, decimalSeparator: decimalSeparator)
            }
        }
    }

    /// Turns the C library's output into a string, with the decimal separator Lingo wants
    /// whatever `LC_NUMERIC` the process has set (the only bytes of `printf`'s float output
    /// that are not ASCII letters, digits, signs, spaces or `.` are a locale's radix character).
    private static func normalize(_ bytes: UnsafeBufferPointer<UInt8>, decimalSeparator: String?) -> String {
        if decimalSeparator == nil, !bytes.contains(where: { !isPlain($0) && $0 != 0x2E }) {
            return String(decoding: bytes, as: UTF8.self)
        }
        var result = ""
        var inRadix = false
        for byte in bytes {
            if isPlain(byte) {
                inRadix = false
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else if !inRadix {
                inRadix = true
                result += decimalSeparator ?? "."
            }
        }
        return result
    }

    /// ASCII letters, digits, signs and spaces.
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x2B || byte == 0x2D
            || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }
}
