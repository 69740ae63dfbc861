// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
package import Lingo
package import LingoFormats
import LingoUtilities

/// The arguments a key's text takes, by 1-based index: what translations are compared on.
///
/// Built from every text of a ``LocalizationEntry``: the main text's placeholders; for each `%#@name@`
/// token, the argument it selects a plural form with (typed by the variable's value type or the
/// substitution's `formatSpecifier`; index `argNum` when given, else the token's own) and the
/// placeholders of its `other` form — where sequential placeholders continue from the token's
/// argument, as Foundation expands a `.stringsdict` form in place of its token, and `%arg`
/// stands for the token's argument; for a catalog localization's own plural variations, the
/// `other` form as a complete format; and each device or width variant.
package struct FormatSignature: Sendable, Equatable {
    /// One argument.
    package struct Argument: Sendable, Equatable {
        /// The kind of value.
        package var typeClass: FormatTypeClass
        /// The C size that matters: integer bits (32 without a length), 80 for `long double`, else 64.
        package var width: Int
        /// The placeholder as written, for messages.
        package var text: String
        /// Whether a placeholder shows the value (not only a `%#@name@` token selecting a form).
        package var isShown: Bool
    }

    /// One argument used with two type classes by two texts of the key (the main text and a
    /// plural form, two device variants...): `String(format:)` reads one of them wrongly.
    package struct Conflict: Sendable, Equatable {
        /// The argument's index, its first use, and a use of another type class in another text.
        package var index: Int, first: Argument, other: Argument
    }

    /// The arguments by index (the first use's type class).
    package var arguments: [Int: Argument] = [:]
    /// The arguments whose uses in different texts disagree on the type class, first conflict
    /// of each index, by index. Uses within one text are the format parser's to report.
    package var conflicts: [Conflict] = []
    /// The text each argument's first use is in.
    private var firstUseText: [Int: String] = [:]

    /// The signature of every text of `keyText`.
    package init(of keyText: LocalizationEntry, formats: FormatCache = FormatCache()) {
        if let main = keyText.main { add(text: main.text, id: "main", of: keyText, formats: formats) }
        if keyText.main == nil, let own = keyText.pluralSet(named: nil, context: nil),
            let other = own.other ?? own.forms.last
        {
            add(text: other.unit.text, id: "own", of: keyText, formats: formats)
        }
        for (offset, alternative) in keyText.alternatives.enumerated() {
            add(text: alternative.unit.text, id: "variant \(offset)", of: keyText, formats: formats)
        }
    }

    package init() {}

    /// Adds the placeholders of `text` (called `id`), a complete format, resolving its tokens
    /// through `keyText`.
    private mutating func add(text: String, id: String, of keyText: LocalizationEntry, formats: FormatCache) {
        guard text.hasPercent else { return }
        for placeholder in formats.format(for: text).placeholders {
            addAmounts(of: placeholder, id: id)
            if let name = placeholder.variable {
                let set = keyText.pluralSet(named: name, context: nil)
                let index = set?.argumentNumber ?? placeholder.argumentIndex
                if let conversion = set?.conversion, var type = Self.argument(forConversion: conversion) {
                    type.text = placeholder.text
                    add(index, type.with(isShown: false), id: "\(id) token \(name)")
                }
                if let set, let form = set.other ?? set.forms.last {
                    let arguments = Self.arguments(ofForm: form.unit.text, in: set, tokenIndex: index, formats: formats)
                    for (formIndex, argument) in arguments {
                        add(formIndex, argument, id: "\(id) form \(name)")
                    }
                }
            } else if let typeClass = placeholder.typeClass {
                add(placeholder.argumentIndex, Argument(placeholder, typeClass: typeClass), id: id)
            }
        }
    }

    private mutating func addAmounts(of placeholder: FormatPlaceholder, id: String) {
        for case .argument(let index, _) in [placeholder.width, placeholder.precision].compactMap({ $0 }) {
            add(index, Argument(typeClass: .integer, width: 32, text: "*", isShown: false), id: id)
        }
    }

    /// Records `argument` at `index`, used by the text `id`: the first type wins, a use of
    /// another type class in another text is a conflict; shown once, shown.
    private mutating func add(_ index: Int, _ argument: Argument, id: String) {
        if var existing = arguments[index] {
            if existing.typeClass != argument.typeClass, firstUseText[index] != id,
                !conflicts.contains(where: { $0.index == index })
            {
                conflicts.append(Conflict(index: index, first: existing, other: argument))
            }
            if argument.isShown, !existing.isShown {
                let shown = argument
                existing = existing.typeClass == shown.typeClass ? shown : existing.with(isShown: true)
                arguments[index] = existing
            }
        } else {
            arguments[index] = argument
            firstUseText[index] = id
        }
    }

    /// The arguments of one form of a named plural set whose token takes argument `tokenIndex`:
    /// positional placeholders keep their index, sequential ones count from the token's,
    /// `%arg` is the token's argument.
    package static func arguments(
        ofForm text: String, in set: EntryPlural, tokenIndex: Int, formats: FormatCache
    ) -> [(Int, Argument)] {
        guard text.hasPercent else { return [] }
        var result = [(Int, Argument)]()
        var source = text
        if set.usesArgToken, source.hasBytes("%arg"), source.contains("%arg") {
            source = source.replacingOccurrences(of: "%arg", with: "")
            if let conversion = set.conversion, let type = argument(forConversion: conversion) {
                result.append((tokenIndex, type))
            }
        }
        var next = tokenIndex
        for placeholder in formats.format(for: source).placeholders where placeholder.variable == nil {
            guard let typeClass = placeholder.typeClass else { continue }
            if placeholder.isPositional {
                result.append((placeholder.argumentIndex, Argument(placeholder, typeClass: typeClass)))
            } else {
                result.append((next, Argument(placeholder, typeClass: typeClass)))
                next += 1
            }
        }
        return result
    }

    /// The arguments of one form of an unnamed set (a complete format).
    package static func arguments(ofCompleteFormat text: String, formats: FormatCache) -> [(Int, Argument)] {
        guard text.hasPercent else { return [] }
        return formats.format(for: text).placeholders.compactMap { placeholder in
            guard placeholder.variable == nil, let typeClass = placeholder.typeClass else { return nil }
            return (placeholder.argumentIndex, Argument(placeholder, typeClass: typeClass))
        }
    }

    /// The argument a value type such as `d` or `lld` formats, or `nil` when it is not a single
    /// conversion.
    package static func argument(forConversion conversion: String) -> Argument? {
        // A table has a handful of distinct conversions (`d`, `ld`, `@`) and thousands of sets.
        if let known = conversions.withLock({ $0[conversion] }) { return known }
        let argument = parseArgument(forConversion: conversion)
        conversions.withLock { known in
            if known.count >= 256 { known.removeAll() }  // odd files cannot grow it without bound
            known[conversion] = .some(argument)
        }
        return argument
    }

    /// The arguments of the conversions seen so far (`nil` inside for an invalid one), at most 256.
    private static let conversions = Protected<[String: Argument?]>([:])

    private static func parseArgument(forConversion conversion: String) -> Argument? {
        let format = FormatString.parse("%" + conversion)
        guard format.issues.isEmpty, format.placeholders.count == 1, let placeholder = format.placeholders.first,
            placeholder.text == "%" + conversion, placeholder.variable == nil,
            let typeClass = placeholder.typeClass
        else { return nil }
        return Argument(placeholder, typeClass: typeClass)
    }
}

extension FormatSignature.Argument {
    package init(_ placeholder: FormatPlaceholder, typeClass: FormatTypeClass) {
        let width: Int
        switch typeClass {
        case .integer:
            width =
                placeholder.length?.integerBits
                ?? (placeholder.conversion == .longDecimal
                    || placeholder.conversion == .longUnsigned || placeholder.conversion == .longOctal ? 64 : 32)
        case .float: width = placeholder.length == .longDouble ? 80 : 64
        default: width = 64
        }
        self.init(typeClass: typeClass, width: width, text: placeholder.text, isShown: true)
    }

    package func with(isShown: Bool) -> Self {
        var copy = self
        copy.isShown = isShown
        return copy
    }
}
