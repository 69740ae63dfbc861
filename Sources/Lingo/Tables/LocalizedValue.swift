// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// What a table holds for one key.
enum LocalizedValue: Sendable {
    /// A plain string (from `.strings`, a catalog's string unit, a width or device variant).
    case text(String)
    /// A format whose `%#@name@` variables take a plural form chosen by a number argument
    /// (from `.stringsdict`, or a catalog's plural variations and substitutions).
    case plural(PluralValue)

    /// The string shown when the value is used without arguments: for a plural, the format
    /// with each variable's `other` form.
    var text: String {
        switch self {
        case .text(let string): string
        case .plural(let plural): plural.text
        }
    }
}

/// A format with plural variables, ready to render.
final class PluralValue: Sendable {
    /// A plural variable: its forms and the argument that selects one.
    struct Variable: Sendable {
        /// The 1-based argument whose number selects the form; `nil`: the argument bound to the
        /// variable's `%#@name@` token.
        let argument: Int?
        /// The forms, by category. Catalog forms have `%arg` already spelled out.
        let forms: [PluralCategory: String]
        /// The number conversion without `%` (`d`, `lld`), as the file gives it: what an update's
        /// plural is checked against.
        var conversion: String? = nil

        /// The form for `category`, or `other` when the file has no such form.
        func form(_ category: PluralCategory) -> String? {
            forms[category] ?? forms[.other]
        }
    }

    /// The format with `%#@name@` tokens.
    let format: String
    /// The variables by name.
    let variables: [String: Variable]
    /// The value without arguments.
    let text: String

    init(format: String, variables: [String: Variable]) {
        self.format = format
        self.variables = variables
        text = FormatString.replacingPlaceholders(in: format) { placeholder in
            placeholder.variable.flatMap { variables[$0]?.form(.other) }
        }
    }
}
