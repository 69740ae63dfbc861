// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
package import LingoChecks
public import LingoFormats

// `RuleID` itself, its static property per rule, `allCases` and the identifiers are generated
// (RuleID+Generated.swift) from the rule declarations, Sources/LingoChecks/Rules/Rules.swift,
// which also say how to add a rule.

extension RuleID: Comparable, CustomStringConvertible {
    /// The rule's declaration: everything about it, stated once.
    package var declaration: RuleDeclaration { RuleDeclaration.all[ordinal] }

    /// The severity of the rule's findings unless the configuration changes it.
    public var defaultSeverity: Finding.Severity { declaration.severity }

    /// A one-line description of what the rule checks, for `lingo rules` and SARIF.
    public var summary: String { declaration.summary }

    /// When the rule reports a finding below its ``defaultSeverity``, as `lingo rules` says it;
    /// `nil` for a rule that always reports at its default (unless the configuration changes it).
    package var lowerSeverity: String? {
        declaration.lowerSeverity.map { $0.replacingOccurrences(of: "`", with: "") }
    }

    /// The rule's identifier, such as `missing-translation`.
    public var description: String { rawValue }

    /// Rules order by their place in `RuleID.allCases` (structure, coverage, placeholders, ...).
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool {
        lhs.ordinal < rhs.ordinal
    }
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
