// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import TestSupport
import Testing

@testable import LingoTools

/// The `xcode` report is rendered in parts on all cores: the text must be what rendering each
/// line of its plan on its own and joining them gives, then the count of each rule.
@Suite struct ReportPartsTests {
    /// The lines of the plan one by one, then the per-rule counts.
    static func serialXcode(_ findings: [Finding], options: ReportOptions = .all) -> String {
        let plan = ReportPlan(findings, options: options)
        var text = ""
        for line in plan.lines {
            var output = ReportBytes(capacity: 256)
            XcodeReport.write(line, to: &output)
            text += output.string
        }
        return text + plan.countLines.map { $0 + "\n" }.joined()
    }

    /// The findings in report order: those that break at run time first, then errors, then
    /// warnings, then notes, each in the given order.
    static func bySeverity(_ findings: [Finding]) -> [Finding] {
        findings.filter(\.breaksAtRunTime)
            + [Severity.error, .warning, .note].flatMap { severity in
                findings.filter { $0.severity == severity && !$0.breaksAtRunTime }
            }
    }

    @Test func manyFindingsWithAnyNumbersAndTexts() {
        let messages = ["plain", "\"50% off\"\nline two\r, with \\ and \u{1}", "Ünïcødé 日本語 👩‍👩‍👧", ""]
        let numbers = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 65_535, 1_234_567, Int.max, -1, Int.min]
        let findings = (0..<5000).map { index in
            Finding(
                rule: RuleID.allCases[index % RuleID.allCases.count], severity: [.error, .warning, .note][index % 3],
                location: SourceLocation(
                    file: index % 7 == 0 ? "dé/fr.lproj/L.strings" : "a,b:c/L.strings",
                    line: numbers[index % numbers.count], column: numbers[(index / 3) % numbers.count]),
                message: messages[index % messages.count] + String(index), key: "k", language: "fr")
        }
        // Compared as a Bool: a failing comparison of megabytes of text takes the test runner ages.
        let all = ReportFormat.xcode.render(findings, options: .all)
        let serial = Self.serialXcode(findings)
        #expect(all == serial)
        let lines = all.split(separator: "\n").filter { !$0.hasPrefix("lingo: ") }
        let expected = Self.bySeverity(findings).map { Substring($0.description) }
        let expectedLines = expected.flatMap { $0.split(separator: "\n") }
        #expect(lines.count == expectedLines.count)
        #expect(lines.elementsEqual(expectedLines))
        let one = Array(findings.prefix(1))
        #expect(ReportFormat.xcode.render(one) == findings[0].description + "\nlingo: \(findings[0].rule): 1 error\n")
        #expect(ReportFormat.github.render([]) == "")
        #expect(ReportFormat.xcode.render([]) == "")
    }

    @Test(.sharedData, arguments: ["rectangle", "icecubes"])
    func corpusReportsMatchTheSerialRendering(corpus: String) throws {
        let findings = try Fixtures.lint([SharedData.corpora.appendingPathComponent(corpus)])
        #expect(findings.count > 2048, "enough findings for several parts")
        for options in [ReportOptions.all, ReportOptions()] {
            let same =
                ReportFormat.xcode.render(findings, options: options) == Self.serialXcode(findings, options: options)
            #expect(same)
        }
    }
}
