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

    /// Whether the conversion formats a signed integer (`d i D`).
    public var isSignedInteger: Bool {
        self == .decimal || self == .integer || self == .longDecimal
    }
}

/// The kind of argument a placeholder takes. Translations are compared by argument index and
/// type class: `%d` and `%ld` are both `.integer` (they differ only in ``FormatLength``),
/// `%d` and `%@` are not.
public enum FormatTypeClass: String, Hashable, Sendable, CaseIterable {
    /// `%@`: any object.
    case object
    /// `%d %i %u %o %x %X %D %U %O`, and the argument of a `*` width or precision.
    case integer
    /// `%f %F %e %E %g %G %a %A`.
    case float
    /// `%c %C`.
    case character
    /// `%s %S`.
    case cString
    /// `%p`, and `%n`.
    case pointer
}

/// A length modifier: the C type size of the argument (`%ld`, `%hhd`, `%Lf`).
///
/// Lingo takes the value from the Swift argument itself, so the modifier changes the output only
/// where C semantics make it visible: `h` and `hh` truncate integers to 16 and 8 bits, and the
/// width of a negative value given to an unsigned conversion (`%x` of -1 is `ffffffff`, `%lx`
/// is `ffffffffffffffff`).
public enum FormatLength: String, Hashable, Sendable, CaseIterable {
    /// `hh`: `char`.
    case char = "hh"
    /// `h`: `short`.
    case short = "h"
    /// `l`: `long` (64 bits on every platform Lingo supports).
    case long = "l"
    /// `ll`: `long long`.
    case longLong = "ll"
    /// `q`: BSD's quad, `long long`.
    case quad = "q"
    /// `L`: `long double`.
    case longDouble = "L"
    /// `z`: `size_t`.
    case size = "z"
    /// `t`: `ptrdiff_t`.
    case pointerDifference = "t"
    /// `j`: `intmax_t`.
    case intMax = "j"

    /// The number of bits the modifier gives an integer, or `nil` for C's `int` default.
    public var integerBits: Int? {
        switch self {
        case .char: 8
        case .short: 16
        case .long, .longLong, .quad, .size, .pointerDifference, .intMax, .longDouble: 64
        }
    }
}
