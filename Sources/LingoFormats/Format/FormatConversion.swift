// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// The conversion character that ends a placeholder: what kind of value it formats and how.
///
/// The set is Foundation's (`NSString(format:)`, `String(format:)`): C's `printf` conversions
/// plus `@` for any object and the obsolete uppercase `D U O` (same as `ld lu lo`).
public enum FormatConversion: Character, Hashable, Sendable, CaseIterable {
    /// `%@`: any value, as its description.
    case object = "@"
    /// `%d`: a signed decimal integer.
    case decimal = "d"
    /// `%i`: a signed decimal integer (same as `%d`).
    case integer = "i"
    /// `%u`: an unsigned decimal integer.
    case unsigned = "u"
    /// `%o`: an unsigned octal integer.
    case octal = "o"
    /// `%x`: an unsigned hexadecimal integer with lowercase digits.
    case hex = "x"
    /// `%X`: an unsigned hexadecimal integer with uppercase digits.
    case upperHex = "X"
    /// `%D`: obsolete synonym of `%ld`.
    case longDecimal = "D"
    /// `%U`: obsolete synonym of `%lu`.
    case longUnsigned = "U"
    /// `%O`: obsolete synonym of `%lo`.
    case longOctal = "O"
    /// `%c`: one character, given as its code.
    case character = "c"
    /// `%C`: one UTF-16 character (`unichar`).
    case wideCharacter = "C"
    /// `%s`: a C string.
    case cString = "s"
    /// `%S`: a null-terminated UTF-16 string.
    case wideCString = "S"
    /// `%f`: a floating-point number in fixed notation.
    case fixed = "f"
    /// `%F`: `%f` with uppercase `INF` and `NAN`.
    case upperFixed = "F"
    /// `%e`: a floating-point number in exponential notation.
    case exponential = "e"
    /// `%E`: `%e` with an uppercase `E`.
    case upperExponential = "E"
    /// `%g`: `%f` or `%e`, whichever is shorter for the precision.
    case general = "g"
    /// `%G`: `%g` with an uppercase `E`.
    case upperGeneral = "G"
    /// `%a`: a floating-point number in hexadecimal notation.
    case hexFloat = "a"
    /// `%A`: `%a` with uppercase letters.
    case upperHexFloat = "A"
    /// `%p`: a pointer, as `0x` and hexadecimal digits.
    case pointer = "p"
    /// `%n`: C's "store the number of characters written". Lingo never writes memory: a `%n`
    /// placeholder renders nothing and is reported.
    case count = "n"

    /// The kind of argument the conversion takes.
    public var typeClass: FormatTypeClass {
        switch self {
        case .object: .object
        case .decimal, .integer, .unsigned, .octal, .hex, .upperHex,
            .longDecimal, .longUnsigned, .longOctal:
            .integer
        case .character, .wideCharacter: .character
        case .cString, .wideCString: .cString
        case .fixed, .upperFixed, .exponential, .upperExponential, .general, .upperGeneral,
            .hexFloat, .upperHexFloat:
            .float
        case .pointer, .count: .pointer
        }
    }

    /// The conversion written as `scalar`, or `nil`: what `init(rawValue:)` gives for the
    /// scalar's character, without making a `Character` (the format parser's hot path).
    init?(scalar: Unicode.Scalar) {
        guard scalar.isASCII, let conversion = Self.byASCII[Int(scalar.value)] else { return nil }
        self = conversion
    }

    /// The conversion of each ASCII code, or `nil`.
    private static let byASCII: [FormatConversion?] = (0..<128).map { code in
        FormatConversion(rawValue: Character(Unicode.Scalar(UInt8(code))))
    }

    /// Whether the conversion formats a signed integer (`d i D`).
    public var isSignedInteger: Bool {
        self == .decimal || self == .integer || self == .longDecimal
    }
}
