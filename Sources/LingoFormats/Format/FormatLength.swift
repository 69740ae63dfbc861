// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

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
