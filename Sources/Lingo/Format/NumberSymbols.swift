// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// How numbers look in a language: separators, signs, digits and the other symbols the
/// format engine writes.
///
/// Take a language's symbols with ``init(for:)`` (from CLDR data built into Lingo, matching what
/// Foundation writes for that locale), or use ``posix`` for C's `printf` output.
///
/// ```swift
/// NumberSymbols(for: "de").decimalSeparator       // ","
/// NumberSymbols(for: "fr").groupingSeparator      // "\u{202F}" (NNBSP)
/// NumberSymbols(for: "hi").secondaryGroupingSize  // 2: 12,34,567
/// ```
///
/// The ``style`` decides how the format engine uses them; see ``Style``.
public struct NumberSymbols: Hashable, Sendable {
    /// How the format engine writes numbers.
    public enum Style: Hashable, Sendable {
        /// C's `printf`, as `String(format:)` without a locale: no grouping, `.` as the decimal
        /// separator, ASCII digits. The other symbols are not used.
        case posix
        /// Foundation's localized formatting, as `String(format:locale:)` and
        /// `String.localizedStringWithFormat` do it on Apple platforms: `%d %i %u %D %U` and
        /// `%f %F %e %E %g %G` use the language's grouping, separators, signs and digits (the
        /// digits of the language's default numbering system, such as `۱۲۳` in Persian);
        /// `%a %A` use its decimal separator; `%x %X %o %c %p` stay ASCII. See
        /// ``FormatRenderer`` for the details.
        case localized
    }

    /// How the format engine uses these symbols.
    public var style: Style
    /// The decimal separator, such as `.` or `,`.
    public var decimalSeparator: String
    /// The grouping separator, such as `,`, `.`, `\u{202F}` or `’`; empty for no grouping.
    public var groupingSeparator: String
    /// The number of digits in the group next to the decimal separator (3 in most languages);
    /// 0 for no grouping.
    public var groupingSize: Int
    /// The number of digits in the other groups: 2 in Hindi and Indian English
    /// (`12,34,567`), otherwise the same as ``groupingSize``.
    public var secondaryGroupingSize: Int
    /// The fewest digits the first group needs before grouping starts: 1 in most languages,
    /// 2 in Spanish and Polish (`1234` but `12.345`), from CLDR's `minimumGroupingDigits`.
    public var minimumGroupingDigits: Int
    /// The minus sign, such as `-`, `−` (Swedish) or `\u{200E}-` (Arabic, with a
    /// left-to-right mark).
    public var minusSign: String
    /// The plus sign written by the `+` flag.
    public var plusSign: String
    /// The symbol between mantissa and exponent, such as `E` or `×10^`.
    public var exponentSymbol: String
    /// What "not a number" is written as, such as `NaN`.
    public var notANumber: String
    /// What infinity is written as (without a sign), such as `∞`.
    public var infinity: String
    /// The digit zero; the other digits follow it in Unicode (`0`, `۰`, `०`...), as every
    /// Unicode decimal digit set does.
    public var zeroDigit: Unicode.Scalar

    /// Creates symbols, for a language CLDR does not know or to override some of them.
    ///
    /// The defaults are English's, in the ``Style/localized`` style.
    ///
    /// - Parameters:
    ///   - style: How the format engine uses the symbols.
    ///   - decimalSeparator: The decimal separator.
    ///   - groupingSeparator: The grouping separator; empty for no grouping.
    ///   - groupingSize: The size of the group next to the decimal separator; 0 for no grouping.
    ///   - secondaryGroupingSize: The size of the groups after the first; `nil` for the same
    ///     as `groupingSize`.
    ///   - minimumGroupingDigits: The fewest digits the first group needs before grouping starts.
    ///   - minusSign: The minus sign.
    ///   - plusSign: The plus sign written by the `+` flag.
    ///   - exponentSymbol: The symbol between mantissa and exponent.
    ///   - notANumber: What "not a number" is written as.
    ///   - infinity: What infinity is written as, without a sign.
    ///   - zeroDigit: The digit zero of the digits to write; the other nine follow it.
    public init(
        style: Style = .localized, decimalSeparator: String = ".", groupingSeparator: String = ",",
        groupingSize: Int = 3, secondaryGroupingSize: Int? = nil, minimumGroupingDigits: Int = 1,
        minusSign: String = "-", plusSign: String = "+", exponentSymbol: String = "E",
        notANumber: String = "NaN", infinity: String = "∞", zeroDigit: Unicode.Scalar = "0"
    ) {
        self.style = style
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        self.groupingSize = max(0, groupingSize)
        self.secondaryGroupingSize = max(0, secondaryGroupingSize ?? groupingSize)
        self.minimumGroupingDigits = max(1, minimumGroupingDigits)
        self.minusSign = minusSign
        self.plusSign = plusSign
        self.exponentSymbol = exponentSymbol
        self.notANumber = notANumber
        self.infinity = infinity
        self.zeroDigit = zeroDigit
    }

    /// C's `printf` output, as `String(format:)` without a locale: `1234567.5`.
    public static let posix = NumberSymbols(
        style: .posix, decimalSeparator: ".", groupingSeparator: "", groupingSize: 0,
        exponentSymbol: "e", notANumber: "nan", infinity: "inf")

    /// Whether integer digits are grouped at all.
    var groups: Bool { style == .localized && groupingSize > 0 && !groupingSeparator.isEmpty }
}
