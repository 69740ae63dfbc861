// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoTools
import TestSupport
import Testing

/// The output a team reads (issue 28): coverage once per language and table, errors first, long
/// runs of one rule cut per file, GitHub's annotation limit, the job summary, a count per rule.
@Suite struct LintOutputTests {
    static func finding(_ rule: RuleID, _ severity: Diagnostic.Severity, file: String = "A.strings", line: Int)
        -> Finding
    {
        Finding(
            rule: rule, severity: severity, location: SourceLocation(file: file, line: line, column: 1),
            message: "m\(line)", key: "k\(line)", language: "fr")
    }

    /// Writes into `folder` an `en.lproj` with 15 keys, `de.lproj` translating 2 and `fr.lproj`
    /// translating 14.
    static func writeCoverageProject(in folder: URL) throws {
        let keys = (1...15).map { String(format: "key%02d", $0) }
        func table(_ keys: ArraySlice<String>, _ prefix: String) -> String {
            keys.map { "\"\($0)\" = \"\(prefix) \($0)\";\n" }.joined()
        }
        try CommandLineTests.write(table(keys[...], "en"), to: "en.lproj/Localizable.strings", in: folder)
        try CommandLineTests.write(table(keys.prefix(2), "de"), to: "de.lproj/Localizable.strings", in: folder)
        try CommandLineTests.write(table(keys.prefix(14), "fr"), to: "fr.lproj/Localizable.strings", in: folder)
    }

    @Test func coverageIsOneLinePerLanguageAndTableUnlessEachIsAsked() throws {
        try withTemporaryFolder { folder in
            try Self.writeCoverageProject(in: folder)
            let summary = try LingoExecutable.run(["lint", "."], in: folder)
            #expect(summary.status == 1)
            let lines = summary.output.split(separator: "\n").map(String.init)
            #expect(
                lines == [
                    "en.lproj/Localizable.strings:3:1: error: de: 13 of 15 keys of Localizable have no translation: "
                        + "\"key03\", \"key04\", \"key05\", … [missing-translation]",
                    "en.lproj/Localizable.strings:15:1: error: fr: 1 of 15 keys of Localizable has no translation: "
                        + "\"key15\" [missing-translation]",
                    "lingo: missing-translation: 14 errors (one line per language and table; "
                        + "lingo lint --missing each lists every key)",
                ], "\(summary.output)")
            let each = try LingoExecutable.run(["lint", ".", "--missing", "each"], in: folder)
            #expect(each.output.split(separator: "\n").count { $0.hasSuffix("[missing-translation]") } == 14)
            #expect(each.output.hasSuffix("lingo: missing-translation: 14 errors\n"))
            // JSON keeps one finding per key, and the summary has a coverage entry per language.
            let json = try LingoExecutable.run(["lint", ".", "--format", "json"], in: folder)
            let (findings, totals) = try ReportFormatTests.json(json.output)
            #expect(findings.count == 14)
            let coverage = try #require(totals["coverage"] as? [[String: Any]])
            #expect(
                coverage.map { "\($0["language"] ?? "") \($0["keys"] ?? "") \($0["tableKeys"] ?? "")" } == [
                    "de 13 15", "fr 1 15",
                ])
            let bad = try LingoExecutable.run(["lint", ".", "--missing", "some"], in: folder)
            #expect(bad.status == 2 && bad.error.contains("--missing takes summary or each"))
        }
    }

    @Test func errorsComeFirstAndAWarningRuleIsCutAtTenAFile() {
        let findings =
            (1...25).map { Self.finding(.pluralUnusedCategory, .warning, line: $0) }
            + (1...12).map { Self.finding(.untranslated, .note, file: "B.strings", line: $0) }
            + [Self.finding(.syntaxError, .error, file: "Z.strings", line: 99)]
        let text = ReportFormat.xcode.render(findings)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "Z.strings:99:1: error: m99 [syntax-error]")
        #expect(lines.count { $0.hasSuffix("[plural-unused-category]") } == 10)
        #expect(
            lines[10].hasSuffix(
                "m10 (+ 15 more plural-unused-category warnings in this file: lingo lint --all lists them) [plural-unused-category]"
            ))
        // The untranslated findings here have no coverage scope (made by hand): cut like any note.
        #expect(lines.count { $0.hasSuffix("[untranslated]") } == 10)
        #expect(
            Array(lines.suffix(3)) == [
                "lingo: syntax-error: 1 error",
                "lingo: plural-unused-category: 25 warnings (at most 10 a file shown; lingo lint --all lists every one)",
                "lingo: untranslated: 12 notes (at most 10 a file shown; lingo lint --all lists every one)",
            ])
        // Errors are never cut; --all shows everything.
        let errors = (1...30).map { Self.finding(.syntaxError, .error, line: $0) }
        #expect(ReportFormat.xcode.render(errors).split(separator: "\n").count == 31)
        #expect(ReportFormat.xcode.render(findings, options: .all).split(separator: "\n").count == 38 + 3)
    }

    @Test func githubAnnotatesAtMostTenOfEachKindAndSummarizesTheRest() {
        let findings =
            (1...30).map { Self.finding(.duplicateKey, .warning, file: "W\($0).strings", line: $0) }
            + (1...30).map { Self.finding(.untranslated, .note, file: "N\($0).strings", line: $0) }
            + (1...30).map { Self.finding(.syntaxError, .error, file: "E\($0).strings", line: $0) }
        let text = ReportFormat.github.render(findings)
        let commands = text.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(commands.count == 30)
        #expect(commands.prefix(10).allSatisfy { $0.hasPrefix("::error ") })
        #expect(commands[10..<20].allSatisfy { $0.hasPrefix("::warning ") })
        #expect(commands.suffix(10).allSatisfy { $0.hasPrefix("::notice ") })
        #expect(text.contains("lingo: 20 more errors, 20 more warnings and 20 more notes not annotated"))
        #expect(
            text.hasSuffix(
                "lingo: syntax-error: 30 errors\nlingo: duplicate-key: 30 warnings\nlingo: untranslated: 30 notes\n"))
        // The job summary has every line.
        let summary = ReportFormat.jobSummary(findings)
        #expect(summary.hasPrefix("## lingo lint: 30 errors, 30 warnings and 30 notes\n"))
        #expect(summary.contains("| `syntax-error` | error | 30 | each |"))
        #expect(summary.split(separator: "\n").count { $0.hasPrefix("E") && $0.hasSuffix("[syntax-error]") } == 30)
    }

    @Test func githubWritesTheJobSummaryAndPathsRelativeToTheWorkspace() throws {
        try withTemporaryFolder { folder in
            try Self.writeCoverageProject(in: folder)
            let summaryFile = folder.appendingPathComponent("summary.md")
            try Data("earlier step\n".utf8).write(to: summaryFile)
            let inner = folder.appendingPathComponent("en.lproj")
            let result = try LingoExecutable.run(
                ["lint", folder.path, "--format", "github"], in: inner,
                environment: ["GITHUB_STEP_SUMMARY": summaryFile.path, "GITHUB_WORKSPACE": folder.path])
            #expect(result.output.hasPrefix("::error file=en.lproj/Localizable.strings,line=3,"), "\(result.output)")
            let summary = try String(contentsOf: summaryFile, encoding: .utf8)
            #expect(summary.hasPrefix("earlier step\n## lingo lint: 14 errors, 0 warnings and 0 notes\n"), "\(summary)")
            // Elsewhere, paths are relative to where lingo runs.
            let xcode = try LingoExecutable.run(["lint", folder.path], in: inner)
            #expect(xcode.output.hasPrefix("Localizable.strings:3:1: error:"), "\(xcode.output)")
        }
    }

    /// LingoGenPlugin writes the accessors under the package's .build/plugins/outputs, outside
    /// the sources: `--sources` reads them there, so keys used through them are not unused.
    @Test func pluginGeneratedAccessorsAreRead() throws {
        try withTemporaryFolder { folder in
            let fixture = try Fixtures.url("LingoCalls")
            for name in ["Resources", "Sources"] {
                try FileManager.default.copyItem(
                    at: fixture.appendingPathComponent(name), to: folder.appendingPathComponent(name))
            }
            let outputs = folder.appendingPathComponent(".build/plugins/outputs/app/App/destination/LingoGenPlugin")
            try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
            try FileManager.default.moveItem(
                at: folder.appendingPathComponent("Sources/L10n+Generated.swift"),
                to: outputs.appendingPathComponent("L10n+Generated.swift"))
            func unused() throws -> [String] {
                let result = try LingoExecutable.run(["lint", "Resources", "--sources", "Sources"], in: folder)
                return result.output.split(separator: "\n").filter { $0.hasSuffix("[unused-key]") }.map(String.init)
            }
            // Not a package: the build folder is not looked at, and the accessors' keys look unused.
            #expect(try unused().contains { $0.contains("\"settings.title\"") })
            try Data("// swift-tools-version:6.0\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
            let found = try unused()
            #expect(found.count == 1 && found.first?.contains("\"unused.one\"") == true, "\(found)")
        }
    }

    @Test func anUndefinedKeyWithADefaultIsANote() throws {
        try withTemporaryFolder { folder in
            try CommandLineTests.write(
                "\"known\" = \"Known\";\n", to: "Resources/en.lproj/Localizable.strings", in: folder)
            try CommandLineTests.write(
                """
                import Lingo
                func texts(localizer: Localizer) -> [String] {
                    [localizer.string("known"), localizer.string("maybe.missing", default: "Fallback"),
                     localizer.string("really.missing")]
                }

                """, to: "Sources/App.swift", in: folder)
            let result = try LingoExecutable.run(["lint", "Resources", "--sources", "Sources"], in: folder)
            let lines = result.output.split(separator: "\n").filter { $0.hasSuffix("[undefined-key]") }
            #expect(lines.count == 2, "\(result.output)")
            #expect(
                lines.contains {
                    $0.contains(": note: ") && $0.contains("\"maybe.missing\"")
                        && $0.contains("its default value is shown")
                })
            #expect(lines.contains { $0.contains(": error: ") && $0.contains("\"really.missing\"") })
        }
    }
}
