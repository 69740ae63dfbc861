// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// A problem with a format string, or with the arguments it was rendered with.
///
/// The parser (``FormatString/parse(_:)``) finds the problems in the text itself; rendering
/// (in the Lingo runtime) adds the ones that depend on the arguments. Neither ever traps:
/// the text still renders, visibly, and the issue says what went wrong and where.
public struct FormatIssue: Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem an issue is.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        // MARK: Found in the text (every rendering repeats these)

        /// A `%` that does not start a valid placeholder: `%k`, `%5%`, `%0$d`, a `%` at the end
        /// of the text, an unterminated `%#@name`. It renders as written.
        case invalidSpecifier
        /// A `%` followed by spaces and a letter, as in `50% off` (which C reads as `% o`, an
        /// octal number with the space flag). Lingo treats such text as prose: it renders as
        /// written and takes no argument. Write `%%` for a percent sign, or drop the space
        /// flag (`% d` → `%d`, or `% 1d` if the space really is meant).
        case percentInProse
        /// Positional (`%1$@`) and sequential (`%@`) placeholders in the same text.
        case mixedPositional
        /// A positional format that skips an argument: `%1$@ %3$@` never uses argument 2.
        case unusedPosition
        /// One argument used with two different type classes: `%1$@ %1$d`.
        case conflictingTypes
        /// `%n`, which would write to memory in C. It renders nothing.
        case countConversion
        /// A width beyond ``FormatString/maximumWidth``; it was clamped.
        case widthTooLarge
        /// A precision beyond ``FormatString/maximumPrecision``; it was clamped.
        case precisionTooLarge

        // MARK: Found while rendering

        /// No argument for a placeholder (or for its `*` width or precision). The placeholder
        /// renders as written, such as `%2$@`.
        case missingArgument
        /// An argument of the wrong kind, such as `%d` given `"abc"`. It renders as the
        /// argument's description.
        case typeMismatch
        /// `nil` given to a placeholder. It renders as `nil`.
        case nilArgument
        /// An argument no placeholder uses.
        case extraArgument
        /// A `*` width or precision given something other than an integer; it is ignored.
        case invalidWidthOrPrecision
        /// No text for a substitution variable `%#@name@`; the token renders as written.
        case unresolvedSubstitution
        /// Substitutions nested more than 8 deep, or more than 64 in one rendering; the token
        /// renders as written.
        case substitutionLimit
        /// A substitution variable whose text refers to itself, directly or through another
        /// variable: the repeated token renders as written, once, instead of expanding again.
        case recursiveSubstitution
    }

    /// What kind of problem this is.
    public var kind: Kind
    /// Where the problem is in the format text, in Unicode scalars from its start. For an
    /// issue inside the text of a substitution variable, the range is in that text.
    public var range: Range<Int>
    /// The placeholder or text involved, as written, such as `%2$@` or `% o`; empty for an
    /// extra argument.
    public var text: String
    /// The 1-based index of the argument involved, if any.
    public var argumentIndex: Int?
    /// The kind of argument the placeholder expects, if it matters to the issue.
    public var expected: FormatTypeClass?
    /// The Swift type of the argument that was given, such as `String` or `nil`, if it
    /// matters to the issue.
    public var actualType: String?
    /// The substitution variable whose text contains the issue, or `nil` for the format
    /// itself.
    public var variable: String?
    /// The other placeholder the issue is about, as written: for ``Kind/mixedPositional``, the
    /// first placeholder of the other style (`%@` in `%@ of %2$d`); `nil` when there is none.
    public var relatedText: String?

    /// Creates an issue.
    public init(
        kind: Kind, range: Range<Int>, text: String, argumentIndex: Int? = nil,
        expected: FormatTypeClass? = nil, actualType: String? = nil, variable: String? = nil,
        relatedText: String? = nil
    ) {
        self.kind = kind
        self.range = range
        self.text = text
        self.argumentIndex = argumentIndex
        self.expected = expected
        self.actualType = actualType
        self.variable = variable
        self.relatedText = relatedText
    }

    /// A sentence describing the issue, such as
    /// `column 7: "%2$@": missing argument 2 (expected object)`.
    public var description: String {
        var parts = "column \(range.lowerBound + 1)"
        if let variable { parts += " of variable \"\(variable)\"" }
        if !text.isEmpty { parts += ": \"\(text)\"" }
        return parts + ": " + message
    }

    /// What went wrong, without the position.
    public var message: String {
        let argument = argumentIndex.map { "argument \($0)" } ?? "an argument"
        let expecting = expected.map { " (expected \($0.rawValue))" } ?? ""
        let given = actualType.map { ", given \($0)" } ?? ""
        switch kind {
        case .invalidSpecifier: return "not a valid format specifier; rendered as written"
        case .percentInProse:
            return "a percent sign followed by a space and a letter is read as prose, "
                + "not as a placeholder; write %% for a percent sign"
        case .mixedPositional:
            // The placeholders of the text itself, never an example it does not contain.
            guard let relatedText else { return "positional and sequential placeholders are mixed" }
            if relatedText == text { return "positional and sequential arguments are mixed in \(text)" }
            return "positional and sequential placeholders are mixed (\(relatedText) and \(text))"
        case .unusedPosition: return "\(argument) is never used by this positional format"
        case .conflictingTypes: return "\(argument) is used with two different types" + expecting
        case .countConversion: return "%n is not supported (it would write to memory); rendered as nothing"
        case .widthTooLarge: return "the width is too large; clamped to \(FormatString.maximumWidth)"
        case .precisionTooLarge: return "the precision is too large; clamped to \(FormatString.maximumPrecision)"
        case .missingArgument: return "missing \(argument)\(expecting); rendered as written"
        case .typeMismatch: return "\(argument) has the wrong type\(expecting)\(given); rendered as its description"
        case .nilArgument: return "\(argument) is nil\(expecting); rendered as \"nil\""
        case .extraArgument: return "\(argument)\(given) is not used by the format"
        case .invalidWidthOrPrecision:
            return "\(argument) for a * width or precision is not an integer\(given); ignored"
        case .unresolvedSubstitution: return "no text for the substitution variable; rendered as written"
        case .substitutionLimit: return "too many or too deeply nested substitutions; rendered as written"
        case .recursiveSubstitution:
            return "the substitution variable refers to itself (a text that never ends); rendered as written"
        }
    }
}
