// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// What one language says for one key, from a `.strings`, `.stringsdict` or `.xcstrings` file,
/// reduced to what the rules compare: a main text, plural sets and device texts.
///
/// - `.strings`: the value is ``main``.
/// - `.stringsdict`: `NSStringLocalizedFormatKey` is ``main``; each variable is a ``PluralSet``
///   named after it; width and device variants are ``alternatives``.
/// - `.xcstrings`: the string unit is ``main``; each substitution is a named ``PluralSet``
///   whose forms write `%arg` for its argument; plural variations of the localization itself
///   are an unnamed ``PluralSet`` whose forms are complete formats; device variations are
///   ``alternatives``.
struct KeyText: Sendable {
    /// The key.
    var key: String
    /// Where the key is.
    var location: SourceLocation
    /// The main text, if any.
    var main: TextUnit?
    /// The plural sets.
    var plurals: [PluralSet] = []
    /// Other texts for the same key: device or width variants.
    var alternatives: [(name: String, unit: TextUnit)] = []
    /// Whether every text is used as a format (`.stringsdict` and catalog variations are; a
    /// `.strings` value or a plain catalog unit only when it has placeholders, see
    /// ``FormatChecks/isFormat(_:counterpart:)``).
    var isAlwaysFormat = false

    /// Every text with a description of where in the key it is, for rules that look at each.
    var units: [(place: TextPlace, unit: TextUnit)] {
        var result = [(place: TextPlace, unit: TextUnit)]()
        if let main { result.append((.main, main)) }
        for set in plurals {
            for form in set.forms {
                result.append((.plural(set: set.name, context: set.context, form.category), form.unit))
            }
        }
        for alternative in alternatives { result.append((.alternative(alternative.name), alternative.unit)) }
        return result
    }

    /// The plural set named `name` in `context`.
    func pluralSet(named name: String?, context: String?) -> PluralSet? {
        plurals.first { $0.name == name && $0.context == context } ?? plurals.first { $0.name == name }
    }

    /// The text at `place`, or the closest one: the same plural set's `other` form, then the main text.
    func counterpart(of place: TextPlace) -> TextUnit? {
        switch place {
        case .main:
            return main ?? pluralSet(named: nil, context: nil)?.other?.unit
        case .plural(let name, let context, let category):
            if let set = pluralSet(named: name, context: context) {
                return set.form(category)?.unit ?? set.other?.unit
            }
            return main
        case .alternative(let name):
            return alternatives.first { $0.name == name }?.unit ?? main
        }
    }
}

/// Where a text is within a key.
enum TextPlace: Hashable, Sendable, CustomStringConvertible {
    /// The main text.
    case main
    /// A form of a plural set.
    case plural(set: String?, context: String?, PluralCategory)
    /// A device or width variant.
    case alternative(String)

    var description: String {
        switch self {
        case .main: "the text"
        case .plural(let set, let context, let category):
            "the \"\(category.rawValue)\" form" + (set.map { " of \($0)" } ?? "") + (context.map { " (\($0))" } ?? "")
        case .alternative(let name): "the \(name) variant"
        }
    }
}

/// One text and where it is.
struct TextUnit: Sendable {
    /// The text.
    var text: String
    /// Where it is (the value, form or unit as the parser recorded it).
    var location: SourceLocation
    /// The catalog state, for catalog units.
    var state: StringCatalog.State? = nil
    /// Whether a catalog unit has no `value` at all.
    var hasNoValue = false
}

/// A plural rule: a `.stringsdict` variable, a catalog substitution, or a catalog localization's
/// own plural variations.
struct PluralSet: Sendable {
    /// The variable or substitution name; `nil` for a catalog localization's own variations.
    var name: String?
    /// The device the set applies to, when it is inside a device variation.
    var context: String?
    /// The number conversion without `%` (`d`, `lld`), as written; `nil` when not given.
    var conversion: String?
    /// The argument given explicitly (`argNum` of a catalog substitution).
    var argumentNumber: Int?
    /// Whether the forms write `%arg` for the argument (catalog substitutions).
    var usesArgToken = false
    /// The forms, in file order.
    var forms: [(category: PluralCategory, unit: TextUnit)]
    /// Where the set is defined (the variable's key, the substitution's name, the key).
    var location: SourceLocation

    /// The form for `category`.
    func form(_ category: PluralCategory) -> (category: PluralCategory, unit: TextUnit)? {
        forms.last { $0.category == category }
    }

    /// The `other` form.
    var other: (category: PluralCategory, unit: TextUnit)? { form(.other) }

    /// A description for messages: `the variable "files"`, `the substitution "files"`, `the plural variation`.
    var label: String {
        guard let name else { return "the plural variation" + (context.map { " (\($0))" } ?? "") }
        return (usesArgToken ? "the substitution " : "the variable ") + name.quotedForMessage
    }
}
