// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

/// The format-string reader: one pass over Unicode scalars that never traps. Text that is not
/// a valid placeholder stays literal and is reported.
struct FormatParser {
    private let text: String
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var segments: [FormatString.Segment] = []
    private var issues: [FormatIssue] = []
    /// Literal text not yet emitted as a segment: `literal`, then the scalars in `literalRun`
    /// (a run of the text is kept as a range and made a string once, when it ends).
    private var literal = ""
    private var literalRun = 0..<0
    /// The next argument index for a sequential placeholder.
    private var nextArgument = 1
    /// `nextArgument` when the current directive started, restored if it turns out invalid.
    private var directiveFirstArgument = 1

    init(_ text: String) {
        self.text = text
        self.scalars = Array(text.unicodeScalars)
    }

    mutating func run() -> FormatString {
        while index < scalars.count {
            if scalars[index] == "%" {
                parseDirective()
            } else {
                let start = index
                repeat { index += 1 } while index < scalars.count && scalars[index] != "%"
                appendLiteral(start..<index)
            }
        }
        flushLiteral()
        var validator = FormatValidator(segments: segments)
        issues += validator.run()
        issues = issues.stablySorted {
            ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
        }
        return FormatString(text: text, segments: segments, issues: issues)
    }

    // MARK: - Directives

    /// What a directive has seen so far, to tell prose (`50% off`) from a placeholder.
    private struct Directive {
        var position: Int?
        var flags: FormatFlags = []
        var width: FormatAmount?
        var precision: FormatAmount?
        var length: FormatLength?
        var pending: [FormatIssue] = []

        /// Only spaces so far: `%`, spaces, and then whatever ends the directive.
        var isSpacesOnly: Bool {
            flags == .space && position == nil && width == nil && precision == nil && length == nil
        }

        /// Only spaces and a length modifier: `% te` in French `50 % terminé`.
        var isSpacesAndLengthOnly: Bool {
            flags == .space && position == nil && width == nil && precision == nil && length != nil
        }
    }

    private mutating func parseDirective() {
        let start = index
        directiveFirstArgument = nextArgument
        index += 1
        guard index < scalars.count else { return invalid(from: start, kind: .invalidSpecifier) }
        if scalars[index] == "%" {
            appendLiteral(start..<index)  // `%%`: the first `%`
            index += 1
            return
        }
        var directive = Directive()

        // Position: digits followed by `$`.
        if let (number, end) = number(at: index), end < scalars.count, scalars[end] == "$" {
            guard number >= 1, number <= FormatString.maximumArgumentIndex else {
                index = end
                return invalid(from: start, kind: .invalidSpecifier)
            }
            directive.position = number
            index = end + 1
        }

        // Xcode 26's argument name, `%(count)lld`: it names the generated symbol's parameter and
        // changes nothing else.
        if index < scalars.count, scalars[index] == "(", let close = argumentNameEnd(after: index) {
            index = close + 1
        }

        // Flags, and the `#@` of a substitution token.
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "#", index + 1 < scalars.count, scalars[index + 1] == "@" {
                return parseSubstitution(from: start, directive: directive)
            }
            guard let flag = FormatFlags(character: scalar) else { break }
            directive.flags.insert(flag)
            index += 1
        }

        // Width.
        switch amount(isPrecision: false, directive: &directive) {
        case .none: break
        case .some(let width): directive.width = width
        case .invalid: return invalid(from: start, kind: .invalidSpecifier)
        }

        // Precision; `%.f` has precision 0.
        if index < scalars.count, scalars[index] == "." {
            index += 1
            switch amount(isPrecision: true, directive: &directive) {
            case .none: directive.precision = .fixed(0)
            case .some(let precision): directive.precision = precision
            case .invalid: return invalid(from: start, kind: .invalidSpecifier)
            }
        }

        // Length modifier.
        directive.length = lengthModifier()

        // Conversion.
        guard index < scalars.count,
            let conversion = FormatConversion(scalar: scalars[index])
        else {
            return invalid(from: start, kind: directive.isSpacesOnly ? .percentInProse : .invalidSpecifier)
        }
        index += 1
        if directive.isSpacesOnly, !spaceFlagIsMeant(conversion) {
            return invalid(from: start, kind: .percentInProse, includeOffending: false)
        }
        if directive.isSpacesAndLengthOnly, index < scalars.count, scalars[index].properties.isAlphabetic {
            // `50 % terminé`: a word, not `% te` followed by "rminé".
            index = start + 1
            return invalid(from: start, kind: .percentInProse, includeOffending: false)
        }
        emitPlaceholder(from: start, directive: directive, conversion: conversion, variable: nil)
    }

    /// Whether a `%` and spaces before `conversion` (just read) are a placeholder: `% d` or `% i`
    /// ending a word is a signed integer with the space flag, as Foundation reads it; `50% off`
    /// and `30% de` are prose, not `% o` and `% d`.
    private func spaceFlagIsMeant(_ conversion: FormatConversion) -> Bool {
        let endsWord = index == scalars.count || !scalars[index].properties.isAlphabetic
        return endsWord && (conversion == .decimal || conversion == .integer)
    }

    /// The index of the `)` that closes an argument name opened at `open`: letters, digits and
    /// `_` in between, at least one; `nil` when there is none.
    private func argumentNameEnd(after open: Int) -> Int? {
        var index = open + 1
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == ")" { return index > open + 1 ? index : nil }
            guard scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) else { return nil }
            index += 1
        }
        return nil
    }

    private enum AmountResult {
        case none
        case some(FormatAmount)
        case invalid
    }

    /// Reads a width or precision: `*`, `*n$` or digits.
    private mutating func amount(isPrecision: Bool, directive: inout Directive) -> AmountResult {
        guard index < scalars.count else { return .none }
        if scalars[index] == "*" {
            index += 1
            if let (number, end) = number(at: index), end < scalars.count, scalars[end] == "$" {
                guard number >= 1, number <= FormatString.maximumArgumentIndex else {
                    index = end
                    return .invalid
                }
                index = end + 1
                return .some(.argument(index: number, isPositional: true))
            }
            let argument = nextArgument
            nextArgument += 1
            return .some(.argument(index: argument, isPositional: false))
        }
        guard let (number, end) = number(at: index) else { return .none }
        let offset = index
        index = end
        let limit = isPrecision ? FormatString.maximumPrecision : FormatString.maximumWidth
        if number > limit {
            directive.pending.append(
                FormatIssue(
                    kind: isPrecision ? .precisionTooLarge : .widthTooLarge,
                    range: offset..<end, text: slice(offset..<end)))
            return .some(.fixed(limit))
        }
        return .some(.fixed(number))
    }

    private mutating func lengthModifier() -> FormatLength? {
        guard index < scalars.count else { return nil }
        let next: Unicode.Scalar? = index + 1 < scalars.count ? scalars[index + 1] : nil
        let length: FormatLength?
        switch scalars[index] {
        case "h": length = next == "h" ? .char : .short
        case "l": length = next == "l" ? .longLong : .long
        case "q": length = .quad
        case "L": length = .longDouble
        case "z": length = .size
        case "t": length = .pointerDifference
        case "j": length = .intMax
        default: length = nil
        }
        if let length { index += length.rawValue.unicodeScalars.count }
        return length
    }

    /// `%#@name@` (after flags and an optional position): a substitution variable.
    private mutating func parseSubstitution(from start: Int, directive: Directive) {
        index += 2  // `#@`
        let nameStart = index
        while index < scalars.count, VariableReference.isNameCharacter(scalars[index]) { index += 1 }
        guard index > nameStart, index < scalars.count, scalars[index] == "@" else {
            return invalid(from: start, kind: .invalidSpecifier)
        }
        let name = slice(nameStart..<index)
        index += 1
        emitPlaceholder(from: start, directive: directive, conversion: .object, variable: name)
    }

    private mutating func emitPlaceholder(
        from start: Int, directive: Directive, conversion: FormatConversion,
        variable: String?
    ) {
        let argument: Int
        if let position = directive.position {
            argument = position
        } else {
            argument = nextArgument
            nextArgument += 1
        }
        let placeholder = FormatPlaceholder(
            text: slice(start..<index), range: start..<index, argumentIndex: argument,
            isPositional: directive.position != nil, flags: directive.flags, width: directive.width,
            precision: directive.precision, length: directive.length, conversion: conversion, variable: variable)
        flushLiteral()
        segments.append(.placeholder(placeholder))
        issues += directive.pending
    }

    /// Keeps the text of a directive that is not a placeholder as literal text, and reports it.
    ///
    /// The text runs from `start` to the current index, plus the character there (the one
    /// that made the directive invalid) unless it is whitespace or `includeOffending` is false.
    private mutating func invalid(from start: Int, kind: FormatIssue.Kind, includeOffending: Bool = true) {
        nextArgument = directiveFirstArgument
        if includeOffending, index < scalars.count, !scalars[index].properties.isWhitespace {
            index += 1
        }
        let range = start..<max(index, start + 1)
        index = range.upperBound
        appendLiteral(range)
        issues.append(FormatIssue(kind: kind, range: range, text: slice(range)))
    }

    // MARK: - Helpers

    /// A run of ASCII digits at `offset`: its value (saturating) and where it ends.
    private func number(at offset: Int) -> (Int, Int)? {
        var end = offset
        var value = 0
        while end < scalars.count, let digit = Self.digit(scalars[end]) {
            value = value > 1_000_000_000 ? value : value * 10 + digit
            end += 1
        }
        return end > offset ? (value, end) : nil
    }

    private static func digit(_ scalar: Unicode.Scalar) -> Int? {
        scalar.value >= 0x30 && scalar.value <= 0x39 ? Int(scalar.value - 0x30) : nil
    }

    /// The text of the scalars in `range`.
    private func slice(_ range: Range<Int>) -> String {
        let range = range.clamped(to: 0..<scalars.count)
        var length = 0
        for scalar in scalars[range] { length += UTF8.width(scalar) }
        // Written in place: no byte array between the scalars and the string (none at all for a
        // short text, which the string keeps inline).
        return String(unsafeUninitializedCapacity: length) { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            var written = 0
            for scalar in scalars[range] { written += (base + written).writeUTF8(scalar.value) }
            return written
        }
    }

    /// Adds the scalars in `range` to the literal text.
    private mutating func appendLiteral(_ range: Range<Int>) {
        if literalRun.isEmpty {
            literalRun = range
        } else if literalRun.upperBound == range.lowerBound {
            literalRun = literalRun.lowerBound..<range.upperBound
        } else {
            literal += slice(literalRun)
            literalRun = range
        }
    }

    private mutating func flushLiteral() {
        if !literalRun.isEmpty { literal += slice(literalRun) }
        literalRun = 0..<0
        guard !literal.isEmpty else { return }
        segments.append(.literal(literal))
        literal = ""
    }
}
