// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

extension LocalizationEntry {
    /// The devices the entry has variants for, in file order: its device alternatives and the
    /// devices of its plural sets.
    package var devices: [StringCatalog.DeviceClass] {
        var result = [StringCatalog.DeviceClass]()
        for alternative in alternatives {
            if case .device(let device) = alternative.variant, !result.contains(device) { result.append(device) }
        }
        for set in plurals {
            if let context = set.context, !result.contains(StringCatalog.DeviceClass(rawValue: context)) {
                result.append(StringCatalog.DeviceClass(rawValue: context))
            }
        }
        return result
    }

    /// The 1-based argument whose number selects a form of `set`:
    /// - a catalog's own plural variations: the first number placeholder of its `other` form;
    /// - a catalog substitution with `argNum`: that;
    /// - else the argument of the set's `%#@name@` token in `format` (the main text when `nil`),
    ///   or `nil` when the format has no such token.
    package func argument(of set: EntryPlural, in format: String? = nil) -> Int? {
        guard let name = set.name else {
            let forms = expandedForms(of: set)
            let sample = forms[.other] ?? forms.values.first ?? ""
            return FormatString.parse(sample).placeholders
                .first { $0.typeClass == .integer || $0.typeClass == .float }?.argumentIndex ?? 1
        }
        if let number = set.argumentNumber { return number }
        guard let format = format ?? main?.text else { return nil }
        return FormatString.parse(format).placeholders.first { $0.variable == name }?.argumentIndex
    }

    /// The forms of `set` that have a value (``TranslationState/hasValue``), by category (the
    /// last one of a category), with a catalog substitution's `%arg` spelled out as
    /// `%<argument>$<formatSpecifier>` (`lld` without one): what the runtime renders.
    ///
    /// - Parameter format: The format holding the set's `%#@name@` token (the main text when
    ///   `nil`), for a substitution without `argNum`.
    package func expandedForms(of set: EntryPlural, in format: String? = nil) -> [PluralCategory: String] {
        var forms = [PluralCategory: String]()
        let argument = set.usesArgToken ? argument(of: set, in: format) : nil
        for (category, unit) in set.forms where unit.translationState.hasValue {
            forms[category] =
                set.usesArgToken
                ? StringCatalog.Substitution.expandingArgument(
                    in: unit.text, specifier: set.conversion, argument: argument)
                : unit.text
        }
        return forms
    }
}
