// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

package import LingoFormats

/// Everything about one lint rule, stated once (``RuleDeclaration/all``, in Rules.swift): its
/// identifier, what it finds, its default severity, the checks it reports and what each
/// caller's policy makes of them.
///
/// LingoTools' `RuleID` and the rules table of the article *Linting and code generation in CI*
/// are generated from the declarations (`swift run generate-lint-rules`); the update client and
/// `lingo pack` read ``CheckDeclaration/breaksTheApp`` through ``CheckKind/breaksTheApp``.
package struct RuleDeclaration: Sendable {
    /// The group a rule is listed in.
    package enum Category: String, Sendable, CaseIterable {
        case structure = "Structure"
        case coverage = "Coverage"
        case placeholders = "Placeholders"
        case plurals = "Plurals"
        case catalogs = "Catalogs"
        case qualityAgainstSource = "QA against the source"
        case sourceCode = "Source code"
        case bundle = "Bundle"
    }

    /// The name of the rule's static property on `RuleID` (`missingTranslation`).
    package var name: String
    /// The stable identifier (`missing-translation`): printed after each finding, used in
    /// `.lingo.json` and baselines. Never changes once released.
    package var id: String
    /// The group the rule is listed in.
    package var category: Category
    /// The severity of the rule's findings unless the configuration or ``checks`` say otherwise.
    package var severity: Diagnostic.Severity
    /// One sentence saying what the rule finds: `lingo rules`, SARIF, the docs table and the
    /// doc comment of the rule's `RuleID` property.
    package var summary: String
    /// When the rule reports below ``severity`` (`"warning for a variable no text references"`),
    /// as the docs table (`error (a …)`) and, without its backticks, `lingo rules` (`Reports a …`)
    /// say it; `nil` when it always reports at its default.
    package var lowerSeverity: String?
    /// The checks of LingoChecks whose results are findings of this rule: each check kind is
    /// declared by one rule exactly.
    package var checks: [CheckDeclaration]
    /// Whether an error of this rule is a text that breaks at run time (a placeholder of another
    /// type or count than the code passes, an invalid conversion): reports list these first.
    package var breaksAtRunTime: Bool
    /// Whether `lingo import` applies the rule to an XLIFF file's translations: a rule that
    /// judges a translation on its own or against its source, not one about coverage.
    package var checksImports: Bool
    /// Whether the rule is about coverage (what a language still lacks rather than a defect of
    /// a text): reports summarize its findings once per language and table.
    package var isCoverage: Bool

    /// A rule declaration; see the properties for each argument.
    package init(
        _ name: String, id: String, _ category: Category, _ severity: Diagnostic.Severity, summary: String,
        lowerSeverity: String? = nil, checks: [CheckDeclaration] = [], breaksAtRunTime: Bool = false,
        checksImports: Bool = false, isCoverage: Bool = false
    ) {
        self.name = name
        self.id = id
        self.category = category
        self.severity = severity
        self.summary = summary
        self.lowerSeverity = lowerSeverity
        self.checks = checks
        self.breaksAtRunTime = breaksAtRunTime
        self.checksImports = checksImports
        self.isCoverage = isCoverage
    }
}

/// A check kind a rule reports, and what each policy makes of it.
package struct CheckDeclaration: Sendable {
    /// The check's kind.
    package var kind: CheckKind
    /// The severity lint gives its findings when it is not the rule's default (`warning` for a
    /// placeholder that differs only in size).
    package var severity: Diagnostic.Severity?
    /// Whether an app shows the text broken (``CheckKind/breaksTheApp``): what `lingo pack` and
    /// the update client refuse.
    package var breaksTheApp: Bool

    /// A check of `kind`, reported at `severity` (`nil`: the rule's default).
    package static func check(
        _ kind: CheckKind, severity: Diagnostic.Severity? = nil, breaksTheApp: Bool
    ) -> CheckDeclaration {
        CheckDeclaration(kind: kind, severity: severity, breaksTheApp: breaksTheApp)
    }
}

extension RuleDeclaration {
    /// The rule that reports each check kind, with the kind's declaration. Built once.
    package static let byCheck: [CheckKind: (rule: Int, check: CheckDeclaration)] = {
        var table = [CheckKind: (rule: Int, check: CheckDeclaration)]()
        for (index, rule) in all.enumerated() {
            for check in rule.checks { table[check.kind] = (index, check) }
        }
        return table
    }()
}

extension CheckKind {
    /// The kind's declaration, in the rule that reports it (``RuleDeclaration/checks``).
    /// A kind no rule declares (a test forbids it) counts as breaking the app: refused, not let
    /// through.
    package var declaration: CheckDeclaration {
        RuleDeclaration.byCheck[self]?.check ?? .check(self, breaksTheApp: true)
    }

    /// The index in ``RuleDeclaration/all`` of the rule that reports the kind.
    package var ruleIndex: Int {
        RuleDeclaration.byCheck[self]?.rule ?? 0
    }
}
