// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// One placeholder of a format string, such as `%d`, `%1$-8.2f`, `%*ld` or `%#@files@`.
///
/// Argument indexes are 1-based, as written in `%1$@`. The parser resolves the index of every
/// placeholder, positional or not: sequential placeholders take the next argument in order, as
/// in C and Foundation (`*` width first, then `*` precision, then the value); positional
/// placeholders do not advance that order, so `%2$@ %@` uses arguments 2 and 1, as Foundation
/// does.
public struct FormatPlaceholder: Hashable, Sendable {
    /// The placeholder as written, such as `%1$-8.2f`.
    public var text: String
    /// Where the placeholder is in the format string, in Unicode scalars from its start.
    public var range: Range<Int>
    /// The 1-based index of the argument the placeholder formats.
    public var argumentIndex: Int
    /// Whether the index was written (`%2$@`) rather than implied by the order.
    public var isPositional: Bool
    /// The flags, such as `-` and `0`.
    public var flags: FormatFlags
    /// The minimum width, if any.
    public var width: FormatAmount?
    /// The precision, if any. `%.f` has precision 0.
    public var precision: FormatAmount?
    /// The length modifier, if any.
    public var length: FormatLength?
    /// The conversion. A substitution (`%#@name@`) has `.object`, as Foundation parses it.
    public var conversion: FormatConversion
    /// The variable name of a substitution token `%#@name@` (or `%1$#@name@`), else `nil`.
    ///
    /// A substitution takes an argument like any placeholder (the count a plural rule selects a
    /// form for); the text of the variable is looked up in a `.stringsdict` or `.xcstrings`
    /// file.
    public var variable: String?

    /// Creates a placeholder.
    public init(
        text: String, range: Range<Int>, argumentIndex: Int, isPositional: Bool,
        flags: FormatFlags = [], width: FormatAmount? = nil, precision: FormatAmount? = nil,
        length: FormatLength? = nil, conversion: FormatConversion, variable: String? = nil
    ) {
        self.text = text
        self.range = range
        self.argumentIndex = argumentIndex
        self.isPositional = isPositional
        self.flags = flags
        self.width = width
        self.precision = precision
        self.length = length
        self.conversion = conversion
        self.variable = variable
    }

    /// The kind of argument the placeholder takes; `nil` for a substitution, whose argument
    /// type is given by its variable's definition (`NSStringFormatValueTypeKey`).
    public var typeClass: FormatTypeClass? {
        variable == nil ? conversion.typeClass : nil
    }

    /// Whether this is a substitution token `%#@name@`.
    public var isSubstitution: Bool { variable != nil }
}

/// The flags of a placeholder: `-`, `+`, space, `#`, `0` and `'`.
public struct FormatFlags: OptionSet, Hashable, Sendable {
    /// One bit per flag.
    public let rawValue: UInt8

    /// Creates flags from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `-`: align left within the width.
    public static let leftAlign = FormatFlags(rawValue: 1 << 0)
    /// `+`: always show the sign of a signed number.
    public static let plusSign = FormatFlags(rawValue: 1 << 1)
    /// Space: a space where a positive signed number has no sign.
    public static let space = FormatFlags(rawValue: 1 << 2)
    /// `#`: the alternate form (`0x` prefix, a kept decimal point).
    public static let alternate = FormatFlags(rawValue: 1 << 3)
    /// `0`: pad numbers with zeros instead of spaces.
    public static let zeroPad = FormatFlags(rawValue: 1 << 4)
    /// `'`: group thousands (POSIX).
    public static let grouping = FormatFlags(rawValue: 1 << 5)

    /// The flag for a character of a format string, if it is one.
    public init?(character: Unicode.Scalar) {
        switch character {
        case "-": self = .leftAlign
        case "+": self = .plusSign
        case " ": self = .space
        case "#": self = .alternate
        case "0": self = .zeroPad
        case "'": self = .grouping
        default: return nil
        }
    }
}

/// A width or precision: a number written in the format, or taken from an argument (`*`).
public enum FormatAmount: Hashable, Sendable {
    /// A number written in the format, such as the `8` of `%8d`.
    case fixed(Int)
    /// `*` or `*2$`: the value of an integer argument, by its 1-based index.
    case argument(index: Int, isPositional: Bool)
}
