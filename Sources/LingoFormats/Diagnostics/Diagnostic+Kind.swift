// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

extension Diagnostic {
    /// What a diagnostic is about: an open set of problems, with a static member for each one
    /// the parsers report, as swift-system's `Errno`.
    ///
    /// Switch on the kind rather than reading the message; include a `default:` case, because
    /// later versions add kinds.
    ///
    /// ```swift
    /// switch diagnostic.kind {
    /// case .duplicateKey, .conflictingDuplicateKey:
    ///     print("repeated:", diagnostic.key ?? "")
    /// default: break
    /// }
    /// ```
    public struct Kind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// A stable, kebab-case name, such as `duplicate-key`.
        public var rawValue: String

        /// Creates a kind from its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The name.
        public var description: String { rawValue }

        // MARK: Any file

        /// Text that does not follow the file format's grammar: a missing quote, brace, `;`,
        /// comma or close tag, a stray character, an unclosed comment.
        public static let syntaxError = Kind(rawValue: "syntax-error")
        /// Bytes that are not valid in the file's encoding (replaced by U+FFFD).
        public static let invalidEncoding = Kind(rawValue: "invalid-encoding")
        /// A file that is no text at all (mostly bytes that are no text in UTF-8 or UTF-16): an
        /// image or an archive saved under a text format's name. One diagnostic; the file is not
        /// read further.
        public static let notText = Kind(rawValue: "not-text")
        /// A NUL character (U+0000) in a `.strings` key or value: that entry is left out, the
        /// entries around it are read.
        public static let nulCharacter = Kind(rawValue: "nul-character")
        /// An escape sequence or entity that means nothing (`\x` in JSON, `&bogus;` in XML,
        /// `\U` without digits in `.strings`).
        public static let invalidEscape = Kind(rawValue: "invalid-escape")
        /// A `\u` escape of one half of a UTF-16 surrogate pair without the other half.
        public static let unpairedSurrogate = Kind(rawValue: "unpaired-surrogate")
        /// A file with nothing in it where a value is required.
        public static let emptyFile = Kind(rawValue: "empty-file")
        /// Content that is read past and ignored, such as text after the document.
        public static let ignoredContent = Kind(rawValue: "ignored-content")
        /// Objects, arrays or elements nested deeper than the reader follows.
        public static let nestingTooDeep = Kind(rawValue: "nesting-too-deep")
        /// A file that could not be read at all (a file system error, or a property list
        /// Foundation cannot read).
        public static let unreadableFile = Kind(rawValue: "unreadable-file")
        /// A file that could not be written.
        public static let unwritableFile = Kind(rawValue: "unwritable-file")
        /// A value of the wrong type, such as an `<array>` where a `<string>` belongs or a
        /// number where an object belongs.
        public static let unexpectedType = Kind(rawValue: "unexpected-type")

        // MARK: Keys

        /// A key defined twice (in `.strings` files: with the same value); the last one wins.
        /// ``Diagnostic/key`` is the repeated key.
        public static let duplicateKey = Kind(rawValue: "duplicate-key")
        /// A `.strings` key defined twice with different values; the last one wins.
        /// ``Diagnostic/key`` is the repeated key.
        public static let conflictingDuplicateKey = Kind(rawValue: "conflicting-duplicate-key")

        // MARK: Property lists

        /// An XML element a property list does not have.
        public static let unknownElement = Kind(rawValue: "unknown-element")

        // MARK: .stringsdict files

        /// A rule dictionary without `NSStringLocalizedFormatKey` (nor a width or device rule).
        public static let missingFormatKey = Kind(rawValue: "missing-format-key")
        /// A member a rule dictionary ignores, beside its width or device rule.
        public static let ignoredMember = Kind(rawValue: "ignored-member")
        /// A width or device rule with no variants.
        public static let emptyVariations = Kind(rawValue: "empty-variations")
        /// A device class Apple does not define.
        public static let unknownDeviceClass = Kind(rawValue: "unknown-device-class")
        /// A width variant whose key is not a number.
        public static let invalidWidth = Kind(rawValue: "invalid-width")
        /// A variable without `NSStringFormatSpecTypeKey`.
        public static let missingSpecType = Kind(rawValue: "missing-spec-type")
        /// An `NSStringFormatSpecTypeKey` other than `NSStringPluralRuleType`.
        public static let unknownSpecType = Kind(rawValue: "unknown-spec-type")
        /// A variable without `NSStringFormatValueTypeKey`.
        public static let missingValueType = Kind(rawValue: "missing-value-type")
        /// An `NSStringFormatValueTypeKey` spelled with a leading `%`.
        public static let invalidValueType = Kind(rawValue: "invalid-value-type")

        // MARK: Plural variables and substitutions (.stringsdict and .xcstrings)

        /// A plural form whose category is not zero, one, two, few, many or other.
        public static let unknownPluralCategory = Kind(rawValue: "unknown-plural-category")
        /// A plural rule without the `other` form every language needs.
        public static let missingOtherForm = Kind(rawValue: "missing-other-form")
        /// A `%#@name@` with no variable or substitution of that name.
        public static let undefinedVariable = Kind(rawValue: "undefined-variable")
        /// A variable or substitution no `%#@name@` refers to.
        public static let unusedVariable = Kind(rawValue: "unused-variable")
        /// A `%#@` with no closing `@`.
        public static let unterminatedVariable = Kind(rawValue: "unterminated-variable")

        // MARK: XLIFF

        /// An element without an attribute it needs, such as a `<file>` without `original` or a
        /// `<trans-unit>` without `id`.
        public static let missingAttribute = Kind(rawValue: "missing-attribute")
        /// An element without a child it needs, such as a `<trans-unit>` without `<source>`.
        public static let missingElement = Kind(rawValue: "missing-element")
        /// A `source-language` or `target-language` that is no language tag.
        public static let invalidLanguage = Kind(rawValue: "invalid-language")

        // MARK: String Catalogs (.xcstrings)

        /// A catalog without `sourceLanguage`.
        public static let missingSourceLanguage = Kind(rawValue: "missing-source-language")
        /// A catalog without its `strings` object.
        public static let missingStrings = Kind(rawValue: "missing-strings")
        /// A catalog without `version` (read as version 1.0).
        public static let missingVersion = Kind(rawValue: "missing-version")
        /// A catalog version this reader does not know.
        public static let unsupportedVersion = Kind(rawValue: "unsupported-version")
        /// A localization with neither a string unit nor variations.
        public static let emptyLocalization = Kind(rawValue: "empty-localization")
        /// A string unit without its `value` or `state`.
        public static let incompleteStringUnit = Kind(rawValue: "incomplete-string-unit")
        /// A language localized twice in one entry.
        public static let duplicateLocalization = Kind(rawValue: "duplicate-localization")
        /// A plural or device variation given twice.
        public static let duplicateVariation = Kind(rawValue: "duplicate-variation")
        /// A substitution defined twice.
        public static let duplicateSubstitution = Kind(rawValue: "duplicate-substitution")
        /// A substitution without `formatSpecifier`.
        public static let missingFormatSpecifier = Kind(rawValue: "missing-format-specifier")
        /// An `argNum` that is not a whole number from 1.
        public static let invalidArgumentNumber = Kind(rawValue: "invalid-argument-number")
    }
}
