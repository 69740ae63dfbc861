// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

extension StringsDictFile {
    /// A format string with plural variables: the `NSStringLocalizedFormatKey` of a key and the
    /// rule dictionary of each `%#@name@` variable it uses.
    ///
    /// ```xml
    /// <key>NSStringLocalizedFormatKey</key>
    /// <string>%#@files@ in %#@folders@</string>
    /// <key>files</key>
    /// <dict>...</dict>
    /// <key>folders</key>
    /// <dict>...</dict>
    /// ```
    public struct LocalizedFormat: Sendable, Hashable {
        /// The format string, such as `"%#@files@ in %#@folders@"`. A variable is written
        /// `%#@name@`, or `%2$#@name@` with a position.
        public var formatKey: String
        /// The variables' rules in file order.
        public var variables: [Variable]

        /// Creates a format.
        public init(formatKey: String, variables: [Variable]) {
            self.formatKey = formatKey
            self.variables = variables
        }

        /// The variable named `name`, or `nil`.
        public subscript(variable name: String) -> Variable? {
            variables.first(where: { $0.name == name })
        }

        /// The names of the variables ``formatKey`` uses, in order of appearance (a name used
        /// twice appears twice).
        public var referencedVariableNames: [String] {
            VariableReference.scan(formatKey).compactMap(\.name)
        }
    }

    /// The rule of one `%#@name@` variable: an `NSStringPluralRuleType` dictionary.
    ///
    /// ```xml
    /// <key>files</key>
    /// <dict>
    ///     <key>NSStringFormatSpecTypeKey</key>
    ///     <string>NSStringPluralRuleType</string>
    ///     <key>NSStringFormatValueTypeKey</key>
    ///     <string>d</string>
    ///     <key>one</key>
    ///     <string>%d file</string>
    ///     <key>other</key>
    ///     <string>%d files</string>
    /// </dict>
    /// ```
    public struct Variable: Sendable, Hashable {
        /// The spec type Apple documents, and the only one there is.
        public static let pluralRuleType = "NSStringPluralRuleType"

        /// The variable's name, as in `%#@name@`.
        public var name: String
        /// `NSStringFormatSpecTypeKey` as written; `nil` when the dictionary has none (an error).
        /// Anything but ``pluralRuleType`` is an error; the forms are still read.
        public var specType: String?
        /// `NSStringFormatValueTypeKey` as written, such as `"d"` or `"lld"`; `nil` when absent.
        /// Some files write it with a `%` (`"%ld"`), which Lingo accepts with a warning; see
        /// ``conversion``.
        public var valueType: String?
        /// The forms in file order, one per category.
        public var forms: [PluralForm]
        /// Where the variable's `<key>` starts. Not part of the variable's identity.
        @NotCompared public var location: SourceLocation

        /// Creates a plural variable.
        public init(
            name: String, specType: String? = Variable.pluralRuleType, valueType: String?,
            forms: [PluralForm],
            location: SourceLocation = SourceLocation(file: "", line: 0, column: 0)
        ) {
            self.name = name
            self.specType = specType
            self.valueType = valueType
            self.forms = forms
            self.location = location
        }

        /// ``valueType`` without a leading `%`: the conversion to format the number with,
        /// such as `"d"` or `"lld"`.
        public var conversion: String? {
            guard let valueType else { return nil }
            return valueType.hasPrefix("%") ? String(valueType.dropFirst()) : valueType
        }

        /// The form for `category`, or `nil` when the rule has none.
        public subscript(category: PluralCategory) -> String? {
            forms.last(where: { $0.category == category })?.value
        }

        /// The forms as a dictionary.
        public var formsByCategory: [PluralCategory: String] {
            var result = [PluralCategory: String](minimumCapacity: forms.count)
            for form in forms { result[form.category] = form.value }
            return result
        }
    }

    /// One form of a plural rule: the string for a plural category.
    public struct PluralForm: Sendable, Hashable {
        /// The category.
        public var category: PluralCategory
        /// The format string for that category, such as `"%d files"`.
        public var value: String
        /// Where the form's `<key>` starts. Not part of the form's identity.
        @NotCompared public var location: SourceLocation

        /// Creates a form.
        public init(
            _ category: PluralCategory, _ value: String,
            location: SourceLocation = SourceLocation(file: "", line: 0, column: 0)
        ) {
            self.category = category
            self.value = value
            self.location = location
        }
    }
}
