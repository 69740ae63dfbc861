// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats
import LingoUtilities

/// A plural rule: a `.stringsdict` variable, a catalog substitution, or a catalog localization's
/// own plural variations.
package struct EntryPlural: Sendable {
    /// The variable or substitution name; `nil` for a catalog localization's own variations.
    package var name: String?
    /// The device the set applies to, when it is inside a device variation.
    package var context: String?
    /// The number conversion without `%` (`d`, `lld`), as written; `nil` when not given.
    package var conversion: String?
    /// The argument given explicitly (`argNum` of a catalog substitution).
    package var argumentNumber: Int?
    /// Whether the forms are chosen by plural rules: `false` for a `.stringsdict` variable whose
    /// `NSStringFormatSpecTypeKey` is not `NSStringPluralRuleType` (the runtime ignores it).
    package var isPluralRule = true
    /// Whether the forms write `%arg` for the argument (catalog substitutions).
    package var usesArgToken = false
    /// The forms, in file order.
    package var forms: [(category: PluralCategory, unit: EntryText)]
    /// Where the set is defined (the variable's key, the substitution's name, the key).
    package var location: SourceLocation

    /// A plural set; see the properties.
    package init(
        name: String?, context: String?, conversion: String? = nil, argumentNumber: Int? = nil,
        usesArgToken: Bool = false, forms: [(category: PluralCategory, unit: EntryText)], location: SourceLocation
    ) {
        self.name = name
        self.context = context
        self.conversion = conversion
        self.argumentNumber = argumentNumber
        self.usesArgToken = usesArgToken
        self.forms = forms
        self.location = location
    }

    /// The form for `category`.
    package func form(_ category: PluralCategory) -> (category: PluralCategory, unit: EntryText)? {
        forms.last { $0.category == category }
    }

    /// The `other` form.
    package var other: (category: PluralCategory, unit: EntryText)? { form(.other) }

    /// A description for messages: `the variable "files"`, `the substitution "files"`, `the plural variation`.
    package var label: String {
        guard let name else { return "the plural variation" + (context.map { " (\($0))" } ?? "") }
        return (usesArgToken ? "the substitution " : "the variable ") + name.quotedForMessage
    }
}
