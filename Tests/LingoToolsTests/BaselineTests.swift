// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoTools
import Testing

@Suite struct BaselineTests {
    static func finding(_ rule: RuleID, _ file: String, line: Int, key: String?, language: String?) -> Finding {
        Finding(
            rule: rule, location: SourceLocation(file: file, line: line, column: 1), message: "m", key: key,
            language: language)
    }

    @Test func matchesOnRuleFileKeyAndLanguageWithCounts() {
        let accepted = [
            Self.finding(.missingTranslation, "/p/App/en.lproj/L.strings", line: 3, key: "a", language: "fr"),
            Self.finding(.syntaxError, "/p/App/fr.lproj/L.strings", line: 9, key: nil, language: "fr"),
        ]
        let baseline = Baseline(findings: accepted, relativeTo: "/p")
        #expect(
            baseline.counts[
                Baseline.Identity(
                    rule: "missing-translation", file: "App/en.lproj/L.strings", key: "a",
                    language: "fr")] == 1)
        let later = [
            // moved
            Self.finding(.missingTranslation, "/p/App/en.lproj/L.strings", line: 30, key: "a", language: "fr"),
            // new language
            Self.finding(.missingTranslation, "/p/App/en.lproj/L.strings", line: 3, key: "a", language: "de"),
            // moved
            Self.finding(.syntaxError, "/p/App/fr.lproj/L.strings", line: 90, key: nil, language: "fr"),
            // a second one
            Self.finding(.syntaxError, "/p/App/fr.lproj/L.strings", line: 95, key: nil, language: "fr"),
        ]
        let (reported, suppressed) = baseline.filter(later, relativeTo: "/p")
        #expect(suppressed == 2)
        #expect(reported.map(\.location.line) == [3, 95])
    }

    @Test func rendersAndParsesBack() throws {
        let baseline = Baseline(
            findings: [
                Self.finding(.duplicateKey, "/p/a \"quoted\".strings", line: 1, key: "k\n2", language: nil),
                Self.finding(.duplicateKey, "/p/a \"quoted\".strings", line: 2, key: "k\n2", language: nil),
            ], relativeTo: "/p")
        let data = baseline.render()
        #expect(try Baseline.parse(data, path: "b.json") == baseline)
        #expect(String(decoding: data, as: UTF8.self).contains("\"count\": 2"))
    }

    @Test(arguments: ["", "[]", "{\"findings\": 3}", "{\"findings\": [{\"rule\": \"x\"}]}"])
    func badBaselinesAreErrors(text: String) {
        #expect(throws: LingoToolsError.self) { try Baseline.parse(Data(text.utf8), path: "b.json") }
    }
}
