// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoTools
import Testing

@Suite struct ReportFormatTests {
    static let tricky = Finding(
        rule: .formatInvalidSpecifier, location: SourceLocation(file: "a,b:c/fr.lproj/L.strings", line: 7, column: 3),
        message: "\"50% off\"\nline two\r, with \\ and \u{1}", key: "sale", language: "fr")

    @Test func xcode() {
        #expect(
            ReportFormat.xcode.render([Self.tricky])
                == "a,b:c/fr.lproj/L.strings:7:3: error: \"50% off\"\nline two\r, with \\ and \u{1} [format-invalid-specifier]\n"
                + "lingo: format-invalid-specifier: 1 error\n"
        )
        #expect(ReportFormat.xcode.render([]) == "")
    }

    @Test func githubEscapesDataAndProperties() {
        #expect(
            ReportFormat.github.render([Self.tricky])
                == "::error file=a%2Cb%3Ac/fr.lproj/L.strings,line=7,col=3,title=format-invalid-specifier::"
                + "\"50%25 off\"%0Aline two%0D, with \\ and \u{1}\n" + "lingo: format-invalid-specifier: 1 error\n")
        var note = Self.tricky
        note.severity = .note
        #expect(ReportFormat.github.render([note]).hasPrefix("::notice "))
        note.severity = .warning
        #expect(ReportFormat.github.render([note]).hasPrefix("::warning "))
        #expect(ReportFormat.github.render([]) == "")
    }

    /// The `findings` array and the `summary` object of a `json` report.
    static func json(_ text: String) throws -> (findings: [[String: Any]], summary: [String: Any]) {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return (
            try #require(object["findings"] as? [[String: Any]]), try #require(object["summary"] as? [String: Any])
        )
    }

    @Test func jsonIsValidAndComplete() throws {
        var keyless = Self.tricky
        keyless.key = nil
        keyless.language = nil
        keyless.severity = .note
        let (array, summary) = try Self.json(ReportFormat.json.render([Self.tricky, keyless]))
        #expect(array.count == 2)
        #expect(array[0]["message"] as? String == Self.tricky.message)
        #expect(array[0]["file"] as? String == "a,b:c/fr.lproj/L.strings")
        #expect(array[0]["line"] as? Int == 7 && array[0]["column"] as? Int == 3)
        #expect(array[0]["key"] as? String == "sale" && array[0]["language"] as? String == "fr")
        #expect(array[1]["key"] is NSNull && array[1]["language"] is NSNull)
        #expect(Set(array[0].keys) == ["rule", "severity", "file", "line", "column", "message", "key", "language"])
        #expect(summary["errors"] as? Int == 1 && summary["warnings"] as? Int == 0 && summary["notes"] as? Int == 1)
        let rules = try #require(summary["rules"] as? [[String: Any]])
        #expect(
            rules.map { "\($0["rule"] ?? "") \($0["severity"] ?? "") \($0["count"] ?? "")" }
                == ["format-invalid-specifier error 1", "format-invalid-specifier note 1"])
        let (none, empty) = try Self.json(ReportFormat.json.render([]))
        #expect(none.isEmpty && empty["errors"] as? Int == 0)
    }

    @Test func jsonOfManyFindingsKeepsTheirOrderAndOneLineEach() throws {
        // More findings than one rendering part holds: the parts must join into one array.
        let findings = (1...5000).map { line in
            var finding = Self.tricky
            finding.location.line = line
            return finding
        }
        let text = ReportFormat.json.render(findings)
        let (array, _) = try Self.json(text)
        #expect(array.compactMap { $0["line"] as? Int } == Array(1...5000))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // `{`, `"findings": [`, one line per finding, `],` then the summary.
        #expect(lines[0] == "{" && lines[1] == "  \"findings\": [" && lines[5002] == "  ],")
        #expect(lines[2..<5001].allSatisfy { $0.hasPrefix("    {") && $0.hasSuffix("},") })
        #expect(lines[5001].hasPrefix("    {") && lines[5001].hasSuffix("}"))
    }

    @Test func sarifHoldsEveryFindingAndTheSummary() throws {
        let findings = (1...30).map { line in
            var finding = Self.tricky
            finding.location.line = line
            return finding
        }
        let text = ReportFormat.sarif.render(findings)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.count == 30)
        let summary = (run["properties"] as? [String: Any])?["summary"] as? [String: Any]
        #expect(summary?["errors"] as? Int == 30)
        let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
        #expect(driver?["version"] as? String != nil)
    }

    @Test func sarifFingerprintsIgnoreLines() throws {
        func fingerprints(_ findings: [Finding]) throws -> [String] {
            let text = ReportFormat.sarif.render(findings)
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            let results = ((object?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
            return results.compactMap { ($0["partialFingerprints"] as? [String: String])?["lingo/v1"] }
        }
        var moved = Self.tricky
        moved.location.line = 70
        #expect(try fingerprints([Self.tricky]) == fingerprints([moved]))
        var other = Self.tricky
        other.key = "other"
        #expect(try fingerprints([Self.tricky]) != fingerprints([other]))
        // Two findings with the same identity get different fingerprints (by occurrence).
        let twice = try fingerprints([Self.tricky, moved])
        #expect(twice.count == 2 && twice[0] != twice[1])
        let empty = try JSONSerialization.jsonObject(with: Data(ReportFormat.sarif.render([]).utf8)) as? [String: Any]
        #expect(empty?["version"] as? String == "2.1.0")
    }
}
