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
