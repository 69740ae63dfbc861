// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// Turns the parsers' diagnostics into findings: each diagnostic gets the rule its kind maps to.
/// Nothing here reads a diagnostic's message; the message is only passed on.
///
/// | diagnostic kind | rule |
/// |---|---|
/// | `invalidEncoding`, `notText` (a binary file: one finding), `nulCharacter` | `encoding` |
/// | `unreadableFile` (also a file skipped in a folder: a FIFO, no permission) | `syntax-error`, with the diagnostic's severity |
/// | `duplicateKey` / `conflictingDuplicateKey` | `duplicate-key` / `conflicting-duplicate-key`, with the full key |
/// | `duplicateLocalization`, `duplicateVariation`, `duplicateSubstitution` | `duplicate-key` |
/// | `invalidValueType`, `missingValueType`, `missingFormatSpecifier` | `plural-invalid-value-type` (warning) |
/// | `undefinedVariable` | `plural-undefined-variable` (error) |
/// | `unusedVariable` | `plural-undefined-variable` (warning) |
/// | `unknownPluralCategory` | `plural-unused-category` |
/// | `unterminatedVariable` | `format-invalid-specifier` |
/// | `missingOtherForm` | not reported here: `plural-missing-category` reports it |
/// | anything else | `syntax-error`, with the parser's severity |
enum DiagnosticRules {
    static func findings(for diagnostics: [Diagnostic], language: String?, into findings: inout FindingList) {
        for diagnostic in diagnostics {
            guard let (rule, severity) = classify(diagnostic) else { continue }
            findings.add(
                rule, severity, at: diagnostic.location, diagnostic.message, key: baselineKey(of: diagnostic),
                language: language)
        }
    }

    /// The key a finding records for baselines to match without line numbers: the full
    /// repeated key of a duplicate, `nil` for other diagnostics.
    static func baselineKey(of diagnostic: Diagnostic) -> String? {
        switch diagnostic.kind {
        case .duplicateKey, .conflictingDuplicateKey: diagnostic.key
        default: nil
        }
    }

    /// The rule and severity of a diagnostic; `nil` for diagnostics another rule reports.
    static func classify(_ diagnostic: Diagnostic) -> (RuleID, Severity)? {
        switch diagnostic.kind {
        case .invalidEncoding, .notText, .nulCharacter:
            (.encoding, .error)
        case .conflictingDuplicateKey:
            (.conflictingDuplicateKey, .error)
        case .duplicateKey, .duplicateLocalization, .duplicateVariation, .duplicateSubstitution:
            (.duplicateKey, .warning)
        case .missingOtherForm:
            nil
        case .invalidValueType, .missingValueType, .missingFormatSpecifier:
            (.pluralInvalidValueType, .warning)
        case .undefinedVariable:
            (.pluralUndefinedVariable, .error)
        case .unusedVariable:
            (.pluralUndefinedVariable, .warning)
        case .unknownPluralCategory:
            (.pluralUnusedCategory, .warning)
        case .unterminatedVariable:
            (.formatInvalidSpecifier, .error)
        default:
            (.syntaxError, diagnostic.severity)
        }
    }
}
