// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

// Adding a rule:
// 1. Declare it below, in its category: its `RuleID` property name, its stable id, its default
//    severity, a one-sentence summary and, for a rule over LingoChecks' results, the check kinds
//    it reports (a new kind also needs its case in CheckKind.swift, and a decision in
//    UpdatePolicy's `rejectionKind`, which names every kind).
// 2. Run `swift run generate-lint-rules`: it writes Sources/LingoTools/Lint/RuleID+Generated.swift
//    (the `RuleID` property, `allCases`, `init(rawValue:)`) and the rules table of
//    Sources/LingoTools/LingoTools.docc/LintingAndCodeGenerationInCI.md.
//    RuleRegistryGeneratedTests fails while either is stale.
// 3. Add Tests/LingoToolsTests/Fixtures/Rules/<id>/ (a bad and a good fixture, with the expected
//    findings): RuleFixtureTests runs every rule's.
// The order of the declarations is the order of `RuleID.allCases`, of `lingo rules` and of the
// rules within a report.

extension RuleDeclaration {
    /// Every lint rule, in the order `lingo rules` lists them.
    package static let all: [RuleDeclaration] = structure + coverage + placeholders + plurals + others

    private static let structure: [RuleDeclaration] = [
        RuleDeclaration(
            "syntaxError", id: "syntax-error", .structure, .error,
            summary: "The file cannot be read as its format; the entries around the problem survive.",
            checksImports: true),
        RuleDeclaration(
            "encoding", id: "encoding", .structure, .error,
            summary: "The file holds bytes that are not valid in its encoding.", checksImports: true),
        RuleDeclaration(
            "duplicateKey", id: "duplicate-key", .structure, .warning,
            summary: "A key is defined twice in one file with the same value."),
        RuleDeclaration(
            "conflictingDuplicateKey", id: "conflicting-duplicate-key", .structure, .error,
            summary: "A key is defined twice in one file with different values; the last one wins."),
    ]

    private static let coverage: [RuleDeclaration] = [
        RuleDeclaration(
            "missingTranslation", id: "missing-translation", .coverage, .error,
            summary: "A key of the development language has no translation in a language.", isCoverage: true),
        RuleDeclaration(
            "extraTranslation", id: "extra-translation", .coverage, .warning,
            summary: "A language has a key the development language does not define."),
        RuleDeclaration(
            "emptyValue", id: "empty-value", .coverage, .warning,
            summary: "A translation is empty while the development language's text is not.",
            checks: [.check(.emptyValue, breaksTheApp: true)], checksImports: true),
        RuleDeclaration(
            "untranslated", id: "untranslated", .coverage, .note,
            summary: "A translation is identical to the development language's text, or marked new.",
            checks: [.check(.untranslated, breaksTheApp: false)], isCoverage: true),
        RuleDeclaration(
            "unshowableCharacter", id: "unshowable-character", .coverage, .error,
            summary:
                "A text holds a control character, a bidirectional override, or an unbalanced embedding or isolate.",
            checks: [.check(.unshowableCharacter, breaksTheApp: true)], checksImports: true),
    ]

    private static let placeholders: [RuleDeclaration] = [
        RuleDeclaration(
            "formatCountMismatch", id: "format-count-mismatch", .placeholders, .error,
            summary: "A translation uses other arguments than the development language's text.",
            checks: [.check(.formatCountMismatch, breaksTheApp: true)], breaksAtRunTime: true, checksImports: true),
        RuleDeclaration(
            "formatTypeMismatch", id: "format-type-mismatch", .placeholders, .error,
            summary: "A translation formats an argument as another type than the development language's text.",
            lowerSeverity: "warning when only the size differs: `%d` where the source has `%lld`",
            checks: [
                .check(.formatTypeMismatch, breaksTheApp: true),
                .check(.formatLengthMismatch, severity: .warning, breaksTheApp: false),
            ],
            breaksAtRunTime: true, checksImports: true),
        RuleDeclaration(
            "formatPositionalInvalid", id: "format-positional-invalid", .placeholders, .error,
            summary: "Positional and sequential placeholders are mixed, a position is skipped, "
                + "or one argument has two types.",
            checks: [.check(.formatPositionalInvalid, breaksTheApp: true)], breaksAtRunTime: true,
            checksImports: true),
        RuleDeclaration(
            "formatInvalidSpecifier", id: "format-invalid-specifier", .placeholders, .error,
            summary: "A percent sign starts no valid placeholder (write %% for a percent sign).",
            checks: [.check(.formatInvalidSpecifier, breaksTheApp: true)], breaksAtRunTime: true,
            checksImports: true),
    ]

    private static let plurals: [RuleDeclaration] = [
        RuleDeclaration(
            "pluralMissingCategory", id: "plural-missing-category", .plurals, .error,
            summary: "A plural category the language's CLDR rules use has no form.",
            lowerSeverity:
                "warning for a category only fractions or numbers of a million and more select: the `many` of fr, es, it",
            checks: [
                .check(.pluralMissingCategory, breaksTheApp: true),
                .check(.pluralMissingRareCategory, severity: .warning, breaksTheApp: false),
            ],
            checksImports: true),
        RuleDeclaration(
            "pluralUnusedCategory", id: "plural-unused-category", .plurals, .warning,
            summary: "A plural form for a category the language never selects.",
            checks: [.check(.pluralUnusedCategory, breaksTheApp: false)], checksImports: true),
        RuleDeclaration(
            "pluralImpliedQuantity", id: "plural-implied-quantity", .plurals, .error,
            summary: "A zero/one/two form has no number although CLDR maps several numbers to it.",
            checks: [.check(.pluralImpliedQuantity, breaksTheApp: false)], checksImports: true),
        RuleDeclaration(
            "pluralInvalidValueType", id: "plural-invalid-value-type", .plurals, .error,
            summary: "A plural variable's value type is not a number conversion.",
            lowerSeverity: "warning for a `.stringsdict` value type that is missing or not one conversion",
            checks: [.check(.pluralInvalidValueType, breaksTheApp: true)], checksImports: true),
        RuleDeclaration(
            "pluralUndefinedVariable", id: "plural-undefined-variable", .plurals, .error,
            summary: "A %#@name@ reference has no variable, or a variable is never referenced.",
            lowerSeverity: "warning for a variable no text references", checksImports: true),
    ]

    private static let others: [RuleDeclaration] = [
        RuleDeclaration(
            "catalogStale", id: "catalog-stale", .catalogs, .warning,
            summary: "A String Catalog entry or unit is stale."),
        RuleDeclaration(
            "catalogNeedsReview", id: "catalog-needs-review", .catalogs, .warning,
            summary: "A String Catalog unit needs review."),
        RuleDeclaration(
            "symbolCollision", id: "symbol-collision", .catalogs, .warning,
            summary: "String Catalog keys Xcode 26 would turn into the same symbol, or into none (a build error)."),
        RuleDeclaration(
            "whitespaceMismatch", id: "whitespace-mismatch", .qualityAgainstSource, .warning,
            summary: "Leading or trailing whitespace differs from the development language's text.",
            checks: [.check(.whitespaceMismatch, breaksTheApp: false)], checksImports: true),
        RuleDeclaration(
            "markupMismatch", id: "markup-mismatch", .qualityAgainstSource, .warning,
            summary: "HTML tags or Markdown links differ from the development language's text.",
            checks: [.check(.markupMismatch, breaksTheApp: false)], checksImports: true),
        RuleDeclaration(
            "urlMismatch", id: "url-mismatch", .qualityAgainstSource, .warning,
            summary: "URLs differ from the development language's text.",
            checks: [.check(.urlMismatch, breaksTheApp: false)], checksImports: true),
        RuleDeclaration(
            "undefinedKey", id: "undefined-key", .sourceCode, .error,
            summary: "The Swift sources look up a key the development language does not define."),
        RuleDeclaration(
            "unusedKey", id: "unused-key", .sourceCode, .warning,
            summary: "No Swift source looks up a key of the development language."),
        RuleDeclaration(
            "bundleLocalizations", id: "bundle-localizations", .bundle, .warning,
            summary: "Info.plist's CFBundleLocalizations lacks a shipped language, lists one not shipped, "
                + "or one only a dependency ships; a package's defaultLocalization is missing or not shipped."),
    ]
}
