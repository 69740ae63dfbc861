#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif
import LingoFormats

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
    static func format(_ value: Double, conversion: FormatConversion, spec: Spec, decimalSeparator: String?) -> String {
        var format: [CChar] = [37]  // %
        let flags = spec.flags
        if flags.contains(.leftAlign) { format.append(45) }   // -
        if flags.contains(.plusSign) { format.append(43) }    // +
        if flags.contains(.space) { format.append(32) }       // space
        if flags.contains(.alternate) { format.append(35) }   // #
        if flags.contains(.zeroPad) { format.append(48) }     // 0
        if let width = spec.width { format += String(min(width, FormatString.maximumWidth)).utf8.map { CChar(bitPattern: $0) } }
        if let precision = spec.precision {
            format.append(46)  // .
            format += String(min(precision, FormatString.maximumPrecision)).utf8.map { CChar(bitPattern: $0) }
        }
        format.append(CChar(bitPattern: UInt8(ascii: conversion.rawValue.unicodeScalars.first ?? "f")))
        format.append(0)

        // The longest output: 309 integer digits of DBL_MAX, sign, point, precision, width.
        let capacity = 400 + FormatString.maximumWidth + FormatString.maximumPrecision
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
            let written = withVaList([value]) { arguments in
                vsnprintf(buffer.baseAddress, capacity, format, arguments)
            }
            guard written > 0 else { return "" }
            let count = min(Int(written), capacity - 1)
            let bytes = UnsafeRawBufferPointer(start: buffer.baseAddress, count: count).bindMemory(to: UInt8.self)
            return normalize(bytes, decimalSeparator: decimalSeparator)
        }
    }

    /// Turns the C library's output into a string, with the decimal separator Lingo wants
    /// whatever `LC_NUMERIC` the process has set (the only bytes of `printf`'s float output
    /// that are not ASCII letters, digits, signs, spaces or `.` are a locale's radix character).
    private static func normalize(_ bytes: UnsafeBufferPointer<UInt8>, decimalSeparator: String?) -> String {
        var result = ""
        var inRadix = false
        for byte in bytes {
            let isPlain = byte == 0x20 || byte == 0x2B || byte == 0x2D
                || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            if isPlain {
                inRadix = false
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else if !inRadix {
                inRadix = true
                result += decimalSeparator ?? "."
            }
        }
        return result
    }
}
