// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// The arguments of a rendering, read one at a time as `Any` without copying the array.
protocol FormatArgumentList {
    var count: Int { get }
    /// The argument at a 0-based offset, which is in bounds.
    func value(at offset: Int) -> Any
}

/// `[Any]` arguments: each is already an `Any`.
struct AnyArgumentList: FormatArgumentList {
    let values: [Any]
    var count: Int { values.count }
    func value(at offset: Int) -> Any { values[offset] }
}

/// The arguments of a `CVarArg...` function.
struct CVarArgumentList: FormatArgumentList {
    let values: [any CVarArg]
    var count: Int { values.count }
    func value(at offset: Int) -> Any { values[offset] }
}

/// One rendering of a format: the output so far, the issues, and which arguments were used.
struct FormatRendering<Arguments: FormatArgumentList> {
    /// How deeply substitutions may nest.
    static var maximumSubstitutionDepth: Int { 8 }
    /// How many substitutions one rendering may make in all: texts that hold several tokens
    /// each could otherwise multiply the output at every level (3 tokens, 8 levels: 6561 copies).
    static var maximumSubstitutions: Int { 64 }

    /// The number symbols (`box.symbols`), borrowed from the renderer.
    let box: NumberSymbolsBox
    let arguments: Arguments
    let resolver: FormatRenderer.SubstitutionResolver?
    var output = ""
    var issues: [FormatIssue] = []
    /// The highest argument index used so far, for extra-argument issues.
    var highestUsed = 0
    /// The substitutions made so far.
    var substitutions = 0
    /// The variables whose texts are being rendered, outermost first: a token naming one of
    /// them again would never end.
    var expanding: [String] = []

    init(box: NumberSymbolsBox, arguments: Arguments, resolver: FormatRenderer.SubstitutionResolver?) {
        self.box = box
        self.arguments = arguments
        self.resolver = resolver
    }

    mutating func run(_ format: FormatString) -> FormatResult {
        render(format, base: 1, variable: nil, depth: 0)
        if arguments.count > highestUsed {
            let whole = 0..<format.text.unicodeScalars.count
            for index in (highestUsed + 1)...arguments.count {
                let value = argument(index).map(formatTypeName(of:))
                issues.append(
                    FormatIssue(
                        kind: .extraArgument, range: whole, text: "", argumentIndex: index,
                        actualType: value))
            }
        }
        return FormatResult(string: output, issues: issues)
    }

    // MARK: - Segments

    /// Renders `format`, whose sequential placeholders start at argument `base`.
    private mutating func render(_ format: FormatString, base: Int, variable: String?, depth: Int) {
        if !format.issues.isEmpty {
            for var issue in format.issues {
                issue.variable = variable
                issues.append(issue)
            }
        }
        for segment in format.segments {
            switch segment {
            case .literal(let text):
                output += text
            case .placeholder(let placeholder):
                render(placeholder, base: base, variable: variable, depth: depth)
            }
        }
    }

    private mutating func render(_ placeholder: FormatPlaceholder, base: Int, variable: String?, depth: Int) {
        var spec = FormatSpec(flags: placeholder.flags)
        if let width = placeholder.width {
            if let value = amount(width, of: placeholder, base: base, variable: variable, isPrecision: false) {
                if value < 0 {
                    spec.flags.insert(.leftAlign)  // C: a negative `*` width means `-` and its magnitude
                }
                let tooLarge = value.magnitude > UInt(FormatString.maximumWidth)
                spec.width = tooLarge ? FormatString.maximumWidth : Int(value.magnitude)
                if tooLarge {
                    report(.widthTooLarge, placeholder, variable: variable)
                }
            }
        }
        if let precision = placeholder.precision,
            let value = amount(precision, of: placeholder, base: base, variable: variable, isPrecision: true),
            value >= 0
        {  // C: a negative `*` precision is taken as if it were omitted
            spec.precision = min(value, FormatString.maximumPrecision)
            if value > FormatString.maximumPrecision { report(.precisionTooLarge, placeholder, variable: variable) }
        }

        let index = resolve(placeholder.argumentIndex, isPositional: placeholder.isPositional, base: base)
        let value = argument(index)
        if placeholder.conversion == .count { return }  // `%n`: reported by the parser; never writes
        guard let value else {
            output += placeholder.text
            report(.missingArgument, placeholder, variable: variable, index: index, expected: placeholder.typeClass)
            return
        }
        if let name = placeholder.variable {
            return substitute(name, placeholder, value: value, index: index, variable: variable, depth: depth)
        }
        let site = FormatSite(index: index, variable: variable)
        switch placeholder.conversion {
        case .object: appendObject(placeholder, value, site)
        case .decimal, .integer, .unsigned, .octal, .hex, .upperHex, .longDecimal, .longUnsigned, .longOctal:
            appendInteger(placeholder, value, site, spec: spec)
        case .fixed, .upperFixed, .exponential, .upperExponential, .general, .upperGeneral,
            .hexFloat, .upperHexFloat:
            appendFloat(placeholder, value, site, spec: spec)
        case .character, .wideCharacter: appendCharacter(placeholder, value, site, spec: spec)
        case .cString, .wideCString: appendText(placeholder, value, site, spec: spec)
        case .pointer: appendPointer(placeholder, value, site, spec: spec)
        case .count: break
        }
    }

    /// The value of a width or precision; `nil` when there is none to use (reported).
    private mutating func amount(
        _ amount: FormatAmount, of placeholder: FormatPlaceholder, base: Int,
        variable: String?, isPrecision: Bool
    ) -> Int? {
        switch amount {
        case .fixed(let value):
            return value
        case .argument(let written, let isPositional):
            let index = resolve(written, isPositional: isPositional, base: base)
            guard let value = argument(index) else {
                report(.missingArgument, placeholder, variable: variable, index: index, expected: .integer)
                return nil
            }
            guard let integer = FormatArgument(value).integerValue else {
                report(
                    .invalidWidthOrPrecision, placeholder, variable: variable, index: index, expected: .integer,
                    actual: formatTypeName(of: value))
                return nil
            }
            return Int(clamping: integer)
        }
    }

    private mutating func substitute(
        _ name: String, _ placeholder: FormatPlaceholder, value: Any, index: Int,
        variable: String?, depth: Int
    ) {
        guard !expanding.contains(name) else {
            output += placeholder.text
            return report(.recursiveSubstitution, placeholder, variable: variable, index: index)
        }
        guard depth < Self.maximumSubstitutionDepth, substitutions < Self.maximumSubstitutions else {
            output += placeholder.text
            return report(.substitutionLimit, placeholder, variable: variable, index: index)
        }
        substitutions += 1
        guard let resolver, let text = resolver(name, FormatArgument(value)) else {
            output += placeholder.text
            return report(.unresolvedSubstitution, placeholder, variable: variable, index: index)
        }
        expanding.append(name)
        render(FormatCache.shared.format(for: text), base: index, variable: name, depth: depth + 1)
        expanding.removeLast()
    }

    // MARK: - Arguments

    /// The absolute index of an argument: positional indexes are absolute; sequential ones
    /// count from `base`, the first argument of the text being rendered.
    private func resolve(_ index: Int, isPositional: Bool, base: Int) -> Int {
        isPositional ? index : index + base - 1
    }

    /// The argument at a 1-based index, or `nil` when there is none; records the use.
    private mutating func argument(_ index: Int) -> Any? {
        if index > highestUsed { highestUsed = index }
        guard index >= 1, index <= arguments.count else { return nil }
        return arguments.value(at: index - 1)
    }

    // MARK: - Issues

    mutating func report(
        _ kind: FormatIssue.Kind, _ placeholder: FormatPlaceholder, variable: String?,
        index: Int? = nil, expected: FormatTypeClass? = nil, actual: String? = nil
    ) {
        issues.append(
            FormatIssue(
                kind: kind, range: placeholder.range, text: placeholder.text,
                argumentIndex: index ?? placeholder.argumentIndex, expected: expected,
                actualType: actual, variable: variable))
    }

    /// Reports an argument of the wrong type for a placeholder.
    mutating func reportMismatch(_ placeholder: FormatPlaceholder, _ value: Any, _ site: FormatSite) {
        if formatDescription(of: value) == nil {
            report(
                .nilArgument, placeholder, variable: site.variable, index: site.index,
                expected: placeholder.typeClass, actual: "nil")
        } else {
            report(
                .typeMismatch, placeholder, variable: site.variable, index: site.index,
                expected: placeholder.typeClass, actual: formatTypeName(of: value))
        }
    }
}

/// Where a placeholder's argument comes from.
struct FormatSite {
    /// The absolute argument index.
    var index: Int
    /// The substitution variable being rendered, if any.
    var variable: String?
}

/// The resolved flags, width and precision of a placeholder.
struct FormatSpec {
    var flags: FormatFlags
    var width: Int? = nil
    var precision: Int? = nil

    /// The same without the `0` flag, for what is never padded with zeros (text, `inf`).
    var withoutZeroPadding: FormatSpec {
        FormatSpec(flags: flags.subtracting(.zeroPad), width: width, precision: precision)
    }

    /// The number of padding characters a body of `length` scalars needs.
    func padding(for length: Int) -> Int {
        guard let width, width > length else { return 0 }
        return width - length
    }
}
