// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats
import TestSupport
import Testing

@testable import LingoTools

/// The order of findings: what breaks at run time first, then by severity, file, line, column,
/// rule and language, then as found. Checked on runs large enough for the sort that splits its
/// keys between two cores.
@Suite struct FindingOrderTests {
    @Test(arguments: [100, 40_000])
    func findingsAreOrderedAsTheirFieldsSay(count: Int) {
        var generator = SeededGenerator()
        let files = ["b.lproj/Localizable.strings", "a.lproj/Localizable.strings", "Main.xcstrings"]
        let rules: [RuleID] = [.missingTranslation, .extraTranslation, .formatTypeMismatch]
        let languages: [String?] = [nil, "fr", "de", "zh-Hans"]
        // Few distinct values, so that many findings tie on everything but their order.
        let findings = (0..<count).map { index in
            Finding(
                rule: rules.randomElement(using: &generator)!,
                location: SourceLocation(
                    file: files.randomElement(using: &generator)!, line: Int.random(in: 1...40, using: &generator),
                    column: Int.random(in: 1...3, using: &generator)),
                message: "#\(index)", language: languages.randomElement(using: &generator)!)
        }
        let expected = findings.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element, rhs.element)
            if a.breaksAtRunTime != b.breaksAtRunTime { return a.breaksAtRunTime }
            if a.severity != b.severity { return a.severity > b.severity }
            if a.location.file != b.location.file { return a.location.file < b.location.file }
            if a.location.line != b.location.line { return a.location.line < b.location.line }
            if a.location.column != b.location.column { return a.location.column < b.location.column }
            if a.rule != b.rule { return a.rule < b.rule }
            if a.language != b.language { return (a.language ?? "") < (b.language ?? "") }
            return lhs.offset < rhs.offset
        }.map(\.element)
        #expect(Finding.sorted(findings) == expected)
    }
}
