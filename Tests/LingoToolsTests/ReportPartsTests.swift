// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoTools
import TestSupport
import Testing

/// The `xcode` and `github` reports are rendered in parts on all cores: the text must be what
/// rendering each finding on its own and joining the lines gives.
@Suite struct ReportPartsTests {
    /// The `xcode` line of one finding as `Finding.description` says it.
    static func serialXcode(_ findings: [Finding]) -> String {
        findings.map { $0.description + "\n" }.joined()
    }

    static func serialGitHub(_ findings: [Finding]) -> String {
        findings.map { ReportFormat.github.render([$0]) }.joined()
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
        #expect(ReportFormat.xcode.render(findings) == Self.serialXcode(findings))
        #expect(ReportFormat.github.render(findings) == Self.serialGitHub(findings))
        #expect(ReportFormat.xcode.render(Array(findings.prefix(1))) == Self.serialXcode(Array(findings.prefix(1))))
        #expect(ReportFormat.github.render([]) == "")
    }

    @Test(.sharedData, arguments: ["rectangle", "icecubes"])
    func corpusReportsMatchTheSerialRendering(corpus: String) throws {
        let findings = try Fixtures.lint([SharedData.corpora.appendingPathComponent(corpus)])
        #expect(findings.count > 2048, "enough findings for several parts")
        #expect(Array(ReportFormat.xcode.render(findings).utf8) == Array(Self.serialXcode(findings).utf8))
        #expect(Array(ReportFormat.github.render(findings).utf8) == Array(Self.serialGitHub(findings).utf8))
    }
}
