// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// The operands CLDR plural rules read from a number *as written*: `n i v w f t c e`.
///
/// Plural rules look at the digits a reader sees, not only at the value: `1` and `1.0` are the
/// same number, but English says "1 file" and "1.0 files". So the operands come from the
/// number's decimal text (``init(decimal:)``), from an integer (``init(_:)-(Int)``, no fraction
/// digits) or from a `Double` as Swift prints it (``init(_:)-(Double)``).
///
/// | text      | n       | i       | v | w | f  | t | c |
/// |-----------|---------|---------|---|---|----|---|---|
/// | `1`       | 1       | 1       | 0 | 0 | 0  | 0 | 0 |
/// | `1.0`     | 1       | 1       | 1 | 0 | 0  | 0 | 0 |
/// | `1.50`    | 1.5     | 1       | 2 | 1 | 50 | 5 | 0 |
/// | `-1.03`   | 1.03    | 1       | 2 | 2 | 3  | 3 | 0 |
/// | `1.2c3`   | 1200    | 1200    | 0 | 0 | 0  | 0 | 3 |
/// | `1.0001c3`| 1000.1  | 1000    | 1 | 1 | 1  | 1 | 3 |
///
/// Signs are dropped: rules see the absolute value, as CLDR specifies.
///
/// ## Numbers beyond 18 digits
/// `i`, `f` and `t` are exact below 10¹⁸ (``exactLimit``). A larger value is held as
/// `exactLimit + value % exactLimit`: its last 18 digits, marked as too large for any range.
/// Every CLDR rule tests ranges below 10¹⁸ and remainders by 10, 100, … 10⁶, so every rule
/// decides such a number exactly as it would the full value, and nothing overflows: a
/// 400-digit string or `1e30` works, and `Int.min` is taken as 9223372036854775808.
public struct PluralOperands: Sendable, Hashable, CustomStringConvertible {
    /// The absolute value, as a `Double` (rounded for long numbers; `+infinity` beyond
    /// `Double`'s range). Rules never read it: "`n` in a range" is decided exactly from `i` and
    /// `t`, because CLDR ranges hold integers only.
    public let n: Double
    /// The integer digits of `n` (see "Numbers beyond 18 digits").
    public let i: UInt64
    /// How many fraction digits are visible, trailing zeros included (`1.50` → 2).
    public let v: Int
    /// How many fraction digits are visible without trailing zeros (`1.50` → 1).
    public let w: Int
    /// The visible fraction digits as an integer, trailing zeros included (`1.50` → 50).
    public let f: UInt64
    /// The visible fraction digits as an integer without trailing zeros (`1.50` → 5).
    public let t: UInt64
    /// The exponent of a compact decimal form: `1.2c3` (1.2 thousand) → 3; 0 for plain numbers.
    public let c: Int

    /// The compact exponent under its other CLDR name; the same as ``c``.
    public var e: Int { c }

    /// 10¹⁸: `i`, `f` and `t` are exact below it (see "Numbers beyond 18 digits").
    public static let exactLimit: UInt64 = 1_000_000_000_000_000_000

    init(n: Double, i: UInt64, v: Int, w: Int, f: UInt64, t: UInt64, c: Int) {
        self.n = n
        self.i = i
        self.v = v
        self.w = w
        self.f = f
        self.t = t
        self.c = c
    }

    /// The operands of an integer: no fraction digits, so `v w f t c` are 0.
    ///
    /// - Parameter number: Any `Int`; its magnitude is used, so `Int.min` works.
    /// - Complexity: O(1), no allocation.
    @inline(__always)
    public init(_ number: Int) {
        let magnitude = UInt64(number.magnitude)
        let limit = Self.exactLimit
        self.init(
            n: Double(magnitude), i: magnitude < limit ? magnitude : limit + magnitude % limit,
            v: 0, w: 0, f: 0, t: 0, c: 0)
    }

    /// The operands of a `Double` as Swift prints it: the shortest text that reads back as the
    /// same value (`description`).
    ///
    /// A `Double` cannot carry trailing zeros, and Swift prints a whole number with one: `1.0`
    /// gives `v = 1` (so English says `other`, as CLDR does for "1.0"), `1.5` gives `v = 1`,
    /// `0.1 + 0.2` gives `0.30000000000000004` (`v = 17`). Values Swift prints in exponent
    /// form are expanded: `1e+16` is the integer 10000000000000000 (`v = 0`), `1e-07` is
    /// `0.0000001` (`v = 7`); `c` stays 0, since that is scientific, not compact, notation.
    /// Use ``init(_:)-(Int)`` for counts, or ``init(decimal:)`` with the text you display.
    ///
    /// NaN and the infinities have no digits: they get `n = +infinity`, `i = exactLimit`
    /// (larger than every range) and 0 for the rest. ``PluralRules`` selects `other` for them
    /// without consulting any rule.
    ///
    /// - Parameter number: Any `Double`; its magnitude is used.
    /// - Complexity: O(1); whole numbers below 2⁵³ need no text, others format `description`.
    public init(_ number: Double) {
        let magnitude = number.magnitude
        guard magnitude.isFinite else {
            self = .unbounded
            return
        }
        if magnitude < 9_007_199_254_740_992, magnitude.rounded(.towardZero) == magnitude {
            // Below 2⁵³ Swift prints a whole number as "<digits>.0".
            self.init(n: magnitude, i: UInt64(magnitude), v: 1, w: 0, f: 0, t: 0, c: 0)
            return
        }
        self = Self.parse(magnitude.description, notation: .scientific, n: magnitude) ?? .unbounded
    }

    /// The operands of a number as written, such as `"1"`, `"1.50"`, `"-0.5"`, `"1.2c3"`.
    ///
    /// The accepted text is an optional `-` or `+`, one or more ASCII digits, optionally `.`
    /// and one or more digits, and optionally a compact exponent: `c` or `e` (either case)
    /// and one or more digits, at most 99,999,999 (`1c6` and `1e6` are a million with
    /// `c = 6`, the form CLDR's samples use). Leading zeros are allowed (`007`); trailing
    /// fraction zeros count (`1.50` has `v = 2`). Any number of digits is accepted (see
    /// "Numbers beyond 18 digits").
    ///
    /// - Parameter text: The number as displayed.
    /// - Returns: `nil` for anything else: `""`, `"-"`, `"--1"`, `"1..2"`, `".5"`, `"5."`,
    ///   `"1e"`, `"1e-3"`, `"abc"`, spaces, grouping separators, non-ASCII digits.
    /// - Complexity: O(*m*) for *m* characters; no allocation beyond reading `n`.
    public init?(decimal text: String) {
        guard let operands = Self.parse(text, notation: .compact, n: nil) else { return nil }
        self = operands
    }

    /// The operands given to NaN and the infinities.
    static let unbounded = PluralOperands(n: .infinity, i: exactLimit, v: 0, w: 0, f: 0, t: 0, c: 0)

    /// `n=1.5 i=1 v=2 w=1 f=50 t=5 c=0`.
    public var description: String {
        "n=\(n) i=\(i) v=\(v) w=\(w) f=\(f) t=\(t) c=\(c)"
    }
}
