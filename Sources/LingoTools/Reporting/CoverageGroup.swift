// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats
import LingoUtilities

/// The coverage findings (``CoverageScope``) of one rule in one language of one table: what the
/// `xcode` and `github` formats print on one line, and the `json` and `sarif` summaries list.
struct CoverageGroup: Sendable {
    var rule: RuleID
    var severity: Severity
    var scope: CoverageScope
    /// The place of its first finding among the findings.
    var first: Int
    /// Where its first finding is.
    var location: SourceLocation
    /// Its keys, each once, in the order of the findings.
    var keys: [String] = []
    /// How many findings it has (a catalog key has a finding per plural form in state new).
    var findingCount = 0

    /// The groups of `findings`, in the order of their first finding.
    static func groups(of findings: [Finding]) -> [CoverageGroup] {
        struct Key: Hashable {
            var rule: RuleID
            var severity: Severity
            var scope: CoverageScope
        }
        var index = [Key: Int]()
        var groups = [CoverageGroup]()
        var seen = [SeenKeys]()
        // The findings of a key come in runs, one per language, and the languages in much the
        // same order from key to key: each group remembers the group that came after it, which
        // is looked up first.
        var following = [Int]()
        var previous: Int?
        // Keys are numbered in the order they first come; a run of one key is numbered once.
        var numbers = [String: Int]()
        var current: (key: String, number: Int)?
        for position in findings.indices {
            guard let scope = findings[position].coverage, CoverageScope.isCoverage(findings[position].rule) else {
                continue
            }
            let rule = findings[position].rule
            let severity = findings[position].severity
            var slot = previous.map { following[$0] } ?? -1
            if slot < 0 || !groups[slot].isGroup(of: rule, severity, scope) {
                let key = Key(rule: rule, severity: severity, scope: scope)
                slot = index[key] ?? groups.count
                if slot == groups.count {
                    index[key] = slot
                    groups.append(
                        CoverageGroup(
                            rule: rule, severity: severity, scope: scope, first: position,
                            location: findings[position].location))
                    seen.append(SeenKeys())
                    following.append(-1)
                }
            }
            if let previous { following[previous] = slot }
            previous = slot
            groups[slot].findingCount += 1
            guard let name = findings[position].key else { continue }
            if current?.key != name {
                let number = numbers[name] ?? numbers.count
                if number == numbers.count { numbers[name] = number }
                current = (name, number)
            }
            if let current, seen[slot].insert(current.number) { groups[slot].keys.append(name) }
        }
        return groups
    }

    /// Whether findings of `rule` at `severity` in `scope` belong to this group.
    private func isGroup(of rule: RuleID, _ severity: Severity, _ scope: CoverageScope) -> Bool {
        self.rule == rule && self.severity == severity && self.scope == scope
    }

    /// The numbers of a group's keys. A number above all the group's numbers so far is new
    /// without a lookup: the numbers come in increasing order in most groups, whose set is
    /// never built.
    private struct SeenKeys {
        private var numbers: [Int] = []
        private var set: Set<Int>?

        /// Adds `number`; whether it was not there yet.
        mutating func insert(_ number: Int) -> Bool {
            if set == nil {
                if numbers.last.map({ number > $0 }) ?? true {
                    numbers.append(number)
                    return true
                }
                set = Set(numbers)
                numbers = []
            }
            return set?.insert(number).inserted ?? false
        }
    }

    /// `de: 312 of 4,210 keys of Localizable have no translation: "a", "b", "c", …`.
    var message: String {
        let count = keys.count
        let shown = keys.prefix(3).map { name in
            (name.count > 40 ? String(name.prefix(39)) + "…" : name).quotedForMessage
        }
        let listed = shown.joined(separator: ", ") + (count > shown.count ? ", …" : "")
        let what =
            rule == .missingTranslation
            ? (count == 1 ? "has no translation" : "have no translation")
            : (count == 1 ? "is" : "are") + " not translated yet (the same text as the source, or marked new)"
        return "\(scope.language): \(ReportPlan.grouped(count)) of \(ReportPlan.grouped(max(scope.keyCount, count))) "
            + "keys of \(scope.table) \(what): \(listed)"
    }
}
