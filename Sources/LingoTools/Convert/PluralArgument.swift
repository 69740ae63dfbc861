// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats

/// How `%arg` — a String Catalog substitution's own argument — maps to a `.stringsdict`
/// placeholder and back, so that a conversion both ways gives back the same text.
///
/// - To a `.stringsdict` form: `%arg` becomes `%<n>$<spec>`: the substitution's `formatSpecifier`
///   (`lld` without one) at its argument (`argNum`, else the position of its `%#@name@` token).
/// - From a `.stringsdict` form: a positional placeholder of the variable's own argument with
///   exactly its value type (`%1$d` for `%#@n@` of type `d`) becomes `%arg`. Sequential ones
///   (`%d`) stay as they are: Xcode reads them as ordinary placeholders, which they are.
enum PluralArgument {
    /// `%arg` replaced for a `.stringsdict` form, as the runtime replaces it (`lld` when the
    /// substitution has no `formatSpecifier`).
    static func export(_ text: String, specifier: String?, argument: Int) -> String {
        StringCatalog.Substitution.expandingArgument(in: text, specifier: specifier, argument: argument)
    }

    /// The forms of a `.stringsdict` variable with its own positional placeholder replaced by `%arg`;
    /// the forms unchanged when that would not convert back exactly.
    static func importForms(_ forms: [String], valueType: String?, tokenIndex: Int) -> [String] {
        guard let valueType, !valueType.isEmpty, !valueType.hasPrefix("%"),
            !forms.contains(where: { $0.contains("%arg") })
        else { return forms }
        let own = "%\(tokenIndex)$\(valueType)"
        let converted = forms.map { form in
            FormatString.replacingPlaceholders(in: form) { $0.text == own ? "%arg" : nil }
        }
        for (original, form) in zip(forms, converted)
        where export(form, specifier: valueType, argument: tokenIndex) != original {
            return forms
        }
        return converted
    }
}
