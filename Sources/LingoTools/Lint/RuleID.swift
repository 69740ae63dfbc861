// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// The stable identifier of a lint rule, as printed in brackets after each finding
/// (`[missing-translation]`) and used in `.lingo.json` and baselines.
///
/// The rules follow Android lint, Mozilla's compare-locales, gettext's `msgfmt -c` and
/// translation platforms' QA checks, extended to Apple's formats and CLDR plural rules.
/// ``defaultSeverity`` is what a finding gets unless the configuration says otherwise; a few
/// findings of a rule are milder than its default (a `%d`/`%ld` length difference is a warning
/// of `format-type-mismatch`); those say so in their message.
public enum RuleID: String, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    // MARK: Structure
    /// A file that cannot be read as its format (the entries around the problem survive).
    case syntaxError = "syntax-error"
    /// Bytes that are not valid in the file's encoding.
    case encoding = "encoding"
    /// A key defined twice in one file with the same value.
    case duplicateKey = "duplicate-key"
    /// A key defined twice in one file with different values: the last one wins, silently.
    case conflictingDuplicateKey = "conflicting-duplicate-key"

    // MARK: Coverage
    /// A key of the development language that a language lacks.
    case missingTranslation = "missing-translation"
    /// A key a language has that the development language does not.
    case extraTranslation = "extra-translation"
    /// An empty translation of a non-empty text.
    case emptyValue = "empty-value"
    /// A translation identical to the development language's text, or a catalog unit in state `new`.
    case untranslated = "untranslated"
    /// A text holding a character no screen should show: a control character other than a line
    /// break or tab, a bidirectional override, an embedding or isolate left unbalanced.
    case unshowableCharacter = "unshowable-character"

    // MARK: Placeholders
    /// A translation that uses other arguments than the development language's text.
    case formatCountMismatch = "format-count-mismatch"
    /// An argument formatted as another type class than in the development language's text.
    case formatTypeMismatch = "format-type-mismatch"
    /// Positional and sequential placeholders mixed, skipped positions, one index with two types.
    case formatPositionalInvalid = "format-positional-invalid"
    /// A `%` that starts no valid placeholder, such as `50% off`.
    case formatInvalidSpecifier = "format-invalid-specifier"

    // MARK: Plurals
    /// A plural category the language's CLDR rules use has no form.
    case pluralMissingCategory = "plural-missing-category"
    /// A form for a category the language never selects.
    case pluralUnusedCategory = "plural-unused-category"
    /// A `zero`/`one`/`two` form without a number where the category covers several numbers.
    case pluralImpliedQuantity = "plural-implied-quantity"
    /// A plural variable whose value type is not a number conversion.
    case pluralInvalidValueType = "plural-invalid-value-type"
    /// A `%#@name@` reference to a variable that is not defined (or a definition never referenced).
    case pluralUndefinedVariable = "plural-undefined-variable"

    // MARK: Catalogs
    /// A catalog entry or unit marked stale.
    case catalogStale = "catalog-stale"
    /// A catalog unit in state `needs_review`.
    case catalogNeedsReview = "catalog-needs-review"
    /// Catalog keys Xcode 26 would turn into the same symbol (`all`/`All`, `OK`/`Ok`), or into
    /// none (a keyword, no letter): Xcode's symbol generation stops the build on them.
    case symbolCollision = "symbol-collision"

    // MARK: QA against the source
    /// Leading or trailing whitespace that differs from the development language's text.
    case whitespaceMismatch = "whitespace-mismatch"
    /// HTML tags or Markdown links that differ from the development language's text.
    case markupMismatch = "markup-mismatch"
    /// URLs that differ from the development language's text.
    case urlMismatch = "url-mismatch"

    // MARK: Source code
    /// A key the Swift sources look up that the development language does not define.
    case undefinedKey = "undefined-key"
    /// A key of the development language no Swift source looks up.
    case unusedKey = "unused-key"

    // MARK: Bundle
    /// A language missing from, extra in, or only a dependency's in `CFBundleLocalizations`.
    case bundleLocalizations = "bundle-localizations"

    /// The severity of the rule's findings unless the configuration changes it.
    public var defaultSeverity: Finding.Severity {
        switch self {
        case .syntaxError, .encoding, .conflictingDuplicateKey, .missingTranslation, .formatCountMismatch,
            .formatTypeMismatch, .formatPositionalInvalid, .formatInvalidSpecifier, .pluralMissingCategory,
            .pluralImpliedQuantity, .pluralInvalidValueType, .pluralUndefinedVariable, .undefinedKey,
            .unshowableCharacter:
            .error
        case .untranslated:
            .note
        default:
            .warning
        }
    }

    /// A one-line description of what the rule checks, for `lingo rules` and SARIF.
    public var summary: String {
        switch self {
        case .syntaxError: "The file cannot be read as its format; the entries around the problem survive."
        case .encoding: "The file holds bytes that are not valid in its encoding."
        case .duplicateKey: "A key is defined twice in one file with the same value."
        case .conflictingDuplicateKey: "A key is defined twice in one file with different values; the last one wins."
        case .missingTranslation: "A key of the development language has no translation in a language."
        case .extraTranslation: "A language has a key the development language does not define."
        case .emptyValue: "A translation is empty while the development language's text is not."
        case .untranslated: "A translation is identical to the development language's text, or marked new."
        case .unshowableCharacter:
            "A text holds a control character, a bidirectional override, or an unbalanced embedding or isolate."
        case .formatCountMismatch: "A translation uses other arguments than the development language's text."
        case .formatTypeMismatch:
            "A translation formats an argument as another type than the development language's text."
        case .formatPositionalInvalid:
            "Positional and sequential placeholders are mixed, a position is skipped, "
                + "or one argument has two types."
        case .formatInvalidSpecifier: "A percent sign starts no valid placeholder (write %% for a percent sign)."
        case .pluralMissingCategory: "A plural category the language's CLDR rules use has no form."
        case .pluralUnusedCategory: "A plural form for a category the language never selects."
        case .pluralImpliedQuantity: "A zero/one/two form has no number although CLDR maps several numbers to it."
        case .pluralInvalidValueType: "A plural variable's value type is not a number conversion."
        case .pluralUndefinedVariable: "A %#@name@ reference has no variable, or a variable is never referenced."
        case .catalogStale: "A String Catalog entry or unit is stale."
        case .catalogNeedsReview: "A String Catalog unit needs review."
        case .symbolCollision:
            "String Catalog keys Xcode 26 would turn into the same symbol, or into none (a build error)."
        case .whitespaceMismatch: "Leading or trailing whitespace differs from the development language's text."
        case .markupMismatch: "HTML tags or Markdown links differ from the development language's text."
        case .urlMismatch: "URLs differ from the development language's text."
        case .undefinedKey: "The Swift sources look up a key the development language does not define."
        case .unusedKey: "No Swift source looks up a key of the development language."
        case .bundleLocalizations:
            "Info.plist's CFBundleLocalizations lacks a shipped language, lists one not shipped, "
                + "or one only a dependency ships; a package's defaultLocalization is missing or not shipped."
        }
    }

    /// When the rule reports a finding below its ``defaultSeverity``, as `lingo rules` says it;
    /// `nil` for a rule that always reports at its default (unless the configuration changes it).
    package var lowerSeverity: String? {
        switch self {
        case .formatTypeMismatch: "warning when only the size differs (%d where the source has %lld)"
        case .pluralMissingCategory:
            "warning for a category only fractions or numbers of a million and more select (the many of fr, es, it)"
        case .pluralInvalidValueType: "warning for a .stringsdict value type that is missing or not one conversion"
        case .pluralUndefinedVariable: "warning for a variable no text references"
        default: nil
        }
    }

    /// The rule's identifier, such as `missing-translation`.
    public var description: String { rawValue }

    /// Rules order by their place in `RuleID.allCases` (structure, coverage, placeholders, ...).
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool {
        lhs.ordinal < rhs.ordinal
    }

    /// The rule's place in ``allCases``.
    var ordinal: Int { Self.ordinals[self] ?? 0 }

    private static let ordinals: [RuleID: Int] = Dictionary(
        uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
}

extension Finding {
    /// How serious a finding is: `note`, `warning` or `error` (the same levels as parser diagnostics).
    public typealias Severity = Diagnostic.Severity
}

/// ``Finding/Severity``, for LingoTools' own code (not public: the public name is `Finding.Severity`).
typealias Severity = Diagnostic.Severity

extension RuleID {
    /// Every rule with its default severity and summary, one per line, aligned, and when the
    /// rule reports below its default severity (`lowerSeverity`) on an indented line below:
    /// what `lingo rules` prints.
    public static var listing: String {
        let width = allCases.map(\.rawValue.count).max() ?? 0
        var output = ""
        for rule in allCases {
            let name = rule.rawValue.padding(toLength: width)
            output += "\(name)  \(rule.defaultSeverity.rawValue.padding(toLength: 7))  \(rule.summary)\n"
            if let lower = rule.lowerSeverity {
                output += String(repeating: " ", count: width + 11) + "Reports a \(lower).\n"
            }
        }
        return output
    }
}

extension String {
    /// The string followed by spaces up to `length` characters.
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
