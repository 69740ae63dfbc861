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
        )
        #expect(ReportFormat.xcode.render([]) == "")
    }

    @Test func githubEscapesDataAndProperties() {
        #expect(
            ReportFormat.github.render([Self.tricky])
                == "::error file=a%2Cb%3Ac/fr.lproj/L.strings,line=7,col=3,title=format-invalid-specifier::"
                + "\"50%25 off\"%0Aline two%0D, with \\ and \u{1}\n")
        var note = Self.tricky
        note.severity = .note
        #expect(ReportFormat.github.render([note]).hasPrefix("::notice "))
        note.severity = .warning
        #expect(ReportFormat.github.render([note]).hasPrefix("::warning "))
    }

    @Test func jsonIsValidAndComplete() throws {
        var keyless = Self.tricky
        keyless.key = nil
        keyless.language = nil
        let text = ReportFormat.json.render([Self.tricky, keyless])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(array.count == 2)
        #expect(array[0]["message"] as? String == Self.tricky.message)
        #expect(array[0]["file"] as? String == "a,b:c/fr.lproj/L.strings")
        #expect(array[0]["line"] as? Int == 7 && array[0]["column"] as? Int == 3)
        #expect(array[0]["key"] as? String == "sale" && array[0]["language"] as? String == "fr")
        #expect(array[1]["key"] is NSNull && array[1]["language"] is NSNull)
        #expect(Set(array[0].keys) == ["rule", "severity", "file", "line", "column", "message", "key", "language"])
        #expect(ReportFormat.json.render([]) == "[]\n")
    }

    @Test func jsonOfManyFindingsKeepsTheirOrderAndOneLineEach() throws {
        // More findings than one rendering part holds: the parts must join into one array.
        let findings = (1...5000).map { line in
            var finding = Self.tricky
            finding.location.line = line
            return finding
        }
        let text = ReportFormat.json.render(findings)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(array.compactMap { $0["line"] as? Int } == Array(1...5000))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 5000 + 3)  // `[`, one line per finding, `]`, and the final line break
        #expect(lines.first == "[" && lines[lines.count - 2] == "]" && lines.last == "")
        #expect(lines[1..<5000].allSatisfy { $0.hasPrefix("  {") && $0.hasSuffix("},") })
        #expect(lines[5000].hasPrefix("  {") && lines[5000].hasSuffix("}"))
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
