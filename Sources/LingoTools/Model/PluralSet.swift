// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats
import LingoUtilities

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
