// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoChecks
import LingoFormats

/// What `lingo lint` (and `lingo import`, which checks as lint does) makes of a check's result:
/// a rule, and a severity when it is not the rule's default.
enum LintPolicy {
    /// The rule and severity of `kind`: every kind is the rule of its name, but a length-only
    /// placeholder difference is a `format-type-mismatch` warning and a missing category that
    /// only fractions or huge numbers select is a `plural-missing-category` warning.
    static func rule(for kind: CheckKind) -> (rule: RuleID, severity: Severity?) {
        switch kind {
        case .formatInvalidSpecifier: (.formatInvalidSpecifier, nil)
        case .formatPositionalInvalid: (.formatPositionalInvalid, nil)
        case .formatCountMismatch: (.formatCountMismatch, nil)
        case .formatTypeMismatch: (.formatTypeMismatch, nil)
        case .formatLengthMismatch: (.formatTypeMismatch, .warning)
        case .pluralMissingCategory: (.pluralMissingCategory, nil)
        case .pluralMissingRareCategory: (.pluralMissingCategory, .warning)
        case .pluralUnusedCategory: (.pluralUnusedCategory, nil)
        case .pluralImpliedQuantity: (.pluralImpliedQuantity, nil)
        case .pluralInvalidValueType: (.pluralInvalidValueType, nil)
        case .emptyValue: (.emptyValue, nil)
        case .unshowableCharacter: (.unshowableCharacter, nil)
        case .untranslated: (.untranslated, nil)
        case .whitespaceMismatch: (.whitespaceMismatch, nil)
        case .markupMismatch: (.markupMismatch, nil)
        case .urlMismatch: (.urlMismatch, nil)
        }
    }
}

extension FindingList {
    /// Runs checks and adds what they found, as lint reports it (``LintPolicy``).
    mutating func check(_ body: (inout CheckResults) -> Void) {
        var results = CheckResults()
        body(&results)
        for result in results.results {
            let (rule, severity) = LintPolicy.rule(for: result.kind)
            add(rule, severity, at: result.location, result.message, key: result.key, language: result.language)
        }
    }
}
