// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

/// A parsed printf-style format string: literal text and placeholders, with the problems
/// found in it.
///
/// Parse once and render many times (the Lingo runtime caches parsed formats); a linter can
/// compare the ``placeholders`` of two translations by ``FormatPlaceholder/argumentIndex`` and
/// ``FormatPlaceholder/typeClass``.
///
/// ```swift
/// let format = FormatString.parse("%1$@ has %2$ld files")
/// format.placeholders.map(\.text)          // ["%1$@", "%2$ld"]
/// format.argumentTypes                     // [1: .object, 2: .integer]
/// FormatString.parse("50% off").issues     // [.percentInProse at column 3]
/// ```
///
/// The syntax is Foundation's: `%` [*n*`$`] [flags `-+ #0'`] [width: digits, `*` or `*`*n*`$`]
/// [`.` precision: digits, `*` or `*`*n*`$`] [length `hh h l ll q L z t j`] conversion
/// (``FormatConversion``), plus `%%` for a percent sign and substitution tokens `%#@name@`
/// (`%1$#@name@`). Parsing never fails and never traps: text that is not a valid placeholder
/// stays literal text and is reported in ``issues``.
///
/// **A percent sign in prose.** `50% off` is, to C and Foundation, `50` followed by `% o` (an
/// octal number with the space flag) and `ff`: it would eat an argument and print garbage.
/// Lingo reads a `%` followed only by spaces and then a letter (no position, no other flag,
/// no width, precision or length) as prose: it stays literal text, takes no argument, and is
/// reported as ``FormatIssue/Kind/percentInProse`` so a linter can ask for `%%`. A space flag
/// that is really meant still works with any other part present (`% 5d`, `%1$ d`), and in
/// `% d` and `% i` where no letter follows (`Value:% d`): Foundation reads those as signed
/// integers with the space flag, and `30% de` stays prose.
public struct FormatString: Hashable, Sendable, CustomStringConvertible {
    /// A run of literal text or a placeholder.
    public enum Segment: Hashable, Sendable {
        /// Text to copy as is (`%%` already turned into `%`; invalid specifiers as written).
        case literal(String)
        /// A placeholder to fill in.
        case placeholder(FormatPlaceholder)
    }

    /// The largest width a placeholder may have; larger ones are clamped and reported, so
    /// `%999999999d` cannot allocate gigabytes.
    public static let maximumWidth = 1024
    /// The largest precision a placeholder may have; larger ones are clamped and reported.
    public static let maximumPrecision = 1024
    /// The largest argument index a positional placeholder may name (Foundation's own limit).
    public static let maximumArgumentIndex = 127

    /// The format as given.
    public let text: String
    /// The literal text and placeholders, in order.
    public let segments: [Segment]
    /// The problems found in the text, in order of position.
    public let issues: [FormatIssue]

    init(text: String, segments: [Segment], issues: [FormatIssue]) {
        self.text = text
        self.segments = segments
        self.issues = issues
    }

    /// Parses a format string. Never fails and never traps.
    ///
    /// - Parameter text: A format such as `"%d files"` or `"%1$@: %2$#@count@"`.
    /// - Returns: The segments of the format and the problems found in it.
    /// - Complexity: O(n) in the length of `text`.
    public static func parse(_ text: String) -> FormatString {
        // Most texts hold no `%`: one literal, nothing to parse or check.
        if !text.hasByte(UInt8(ascii: "%")) {
            return FormatString(text: text, segments: text.isEmpty ? [] : [.literal(text)], issues: [])
        }
        var parser = FormatParser(text)
        return parser.run()
    }

    /// The placeholders in order of appearance (substitution tokens included).
    public var placeholders: [FormatPlaceholder] {
        segments.compactMap {
            if case .placeholder(let placeholder) = $0 { placeholder } else { nil }
        }
    }

    /// The type class of each argument, by 1-based index: the arguments of `*` widths and
    /// precisions are `.integer`; arguments used only by substitution tokens are absent
    /// (their type is their variable's). When an index is used with two classes (an issue),
    /// the first one wins.
    public var argumentTypes: [Int: FormatTypeClass] {
        var types = [Int: FormatTypeClass]()
        for placeholder in placeholders {
            for case .argument(let index, _) in [placeholder.width, placeholder.precision].compactMap({ $0 }) {
                if types[index] == nil { types[index] = .integer }
            }
            if let typeClass = placeholder.typeClass, types[placeholder.argumentIndex] == nil {
                types[placeholder.argumentIndex] = typeClass
            }
        }
        return types
    }

    /// The highest argument index any placeholder uses (0 when there are no placeholders).
    public var argumentCount: Int {
        placeholders.reduce(0) { result, placeholder in
            var highest = max(result, placeholder.argumentIndex)
            if case .argument(let index, _) = placeholder.width { highest = max(highest, index) }
            if case .argument(let index, _) = placeholder.precision { highest = max(highest, index) }
            return highest
        }
    }

    /// Whether any placeholder names its argument (`%1$@`).
    public var isPositional: Bool {
        placeholders.contains { $0.isPositional }
    }

    /// The format text.
    public var description: String { text }

    /// Formats are equal when their texts are: the rest is derived from the text.
    public static func == (lhs: FormatString, rhs: FormatString) -> Bool { lhs.text == rhs.text }

    public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
