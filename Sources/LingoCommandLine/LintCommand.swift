// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoTools

/// `lingo lint [PATH...]`.
enum LintCommand {
    static let command = LingoCommand(
        name: "lint", synopsis: "lint [PATH...]",
        summary: "Check .strings, .stringsdict and .xcstrings files (lingo lint --help)", usage: usage,
        valueOptions: ["format", "config", "development-language", "sources", "baseline", "missing"],
        flagOptions: ["update-baseline", "strict", "all"], run: run)

    static let usage = """
        USAGE: lingo lint [PATH...] [options]

        Checks the .lproj tables (.strings, .stringsdict) and .xcstrings catalogs under each PATH
        (default: the current folder). Errors come first, then warnings, then notes; what a
        language still lacks (missing-translation, untranslated) is one line per language and
        table, a warning or note rule past 10 findings in a file shows 10 and a count, and one
        line per rule counts its findings. Paths are printed relative to the current folder.

        OPTIONS:
          --format xcode|github|json|sarif   Output format (default: xcode). xcode: path:line:col:
                                             severity: message [rule]. github: GitHub Actions
                                             annotations, at most 10 of each kind (what GitHub
                                             shows per step), paths relative to $GITHUB_WORKSPACE,
                                             and every line in the job summary ($GITHUB_STEP_SUMMARY).
                                             json, sarif: every finding, one per key, and a summary
          --missing summary|each             Coverage findings once per language and table
                                             (summary, the default) or once per key
          --all                              Every finding on its own line: no summary, no cut
          --config FILE                      A .lingo.json file (default: ./.lingo.json, else
                                             PATH/.lingo.json)
          --development-language TAG         The language others are compared with (default: the
                                             configuration's, the catalogs' source language, else en)
          --sources DIR                      Swift sources for undefined-key and unused-key
                                             (repeatable); the accessors LingoGenPlugin generated
                                             under the package's .build/plugins/outputs are read too
          --baseline FILE                    Do not report the findings FILE lists
          --update-baseline                  Write the findings to the --baseline FILE instead
          --strict                           Warnings fail too (exit status 1)

        Exit status: 0 clean, 1 errors (or warnings with --strict), 2 usage or I/O error, nothing
        to lint (no .strings, .stringsdict or .xcstrings file under the paths), or a development
        language the project has no texts in.
        `lingo rules` lists the rules.
        """

    static func run(_ parsed: CommandLineArguments) throws -> ExitStatus {
        let format = try parsed.reportFormat()
        let options = try reportOptions(parsed)
        var request = LintRequest(
            baselinePath: parsed.value("baseline"), updateBaseline: parsed.has("update-baseline"),
            strict: parsed.has("strict"), sources: parsed.values("sources"))
        request.selection = try parsed.selection(paths: parsed.positionals)
        var result = try LintRun.run(request)
        if result.fileCount == 0 {
            let paths = request.paths.isEmpty ? "the current folder" : request.paths.joined(separator: ", ")
            Terminal.error("lingo lint: nothing to lint: no .strings, .stringsdict or .xcstrings file in \(paths)")
            return .usageOrIO
        }
        let environment = ProcessInfo.processInfo.environment
        // Annotations name files relative to the repository, which GitHub checks out at
        // $GITHUB_WORKSPACE.
        var paths = DisplayPaths(base: format == .github ? environment["GITHUB_WORKSPACE"] : nil)
        let summaryLine = summary(of: result, baselinePath: request.baselinePath)
        let failed = result.errorCount > 0 || (request.strict && result.warningCount > 0)
        // Taken out of the result, the findings are relocated in place rather than copied.
        var findings: [Finding] = []
        swap(&findings, &result.findings)
        paths.relocate(&findings)
        if !findings.isEmpty || format == .json || format == .sarif {
            Terminal.write(format.render(findings, options: options))
        }
        if format == .github, let summary = environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty {
            try FileAccess.append(Data(ReportFormat.jobSummary(findings, options: options).utf8), to: summary)
        }
        Terminal.error(summaryLine)
        releaseInBackground(consume findings)  // freeing a large project's findings need not delay the exit
        return failed ? .failure : .success
    }

    /// `--missing` and `--all`.
    static func reportOptions(_ parsed: CommandLineArguments) throws -> ReportOptions {
        if parsed.has("all") { return .all }
        var options = ReportOptions()
        if let missing = parsed.value("missing") {
            guard let coverage = ReportOptions.Coverage(rawValue: missing) else {
                throw CommandLineArguments.UsageError(description: "--missing takes summary or each, not \(missing)")
            }
            options.coverage = coverage
        }
        return options
    }

    /// `lingo: 3 errors, 5 warnings and 1 note in 12 files`, and what the baseline did.
    static func summary(of result: LintResult, baselinePath: String?) -> String {
        var summary =
            "lingo: "
            + [
                Summary.count(result.errorCount, "error"), Summary.count(result.warningCount, "warning"),
                Summary.count(result.noteCount, "note"),
            ].joined(separator: ", ")
            + " in " + Summary.count(result.fileCount, "file")
        if result.wroteBaseline {
            summary += "; wrote \(Summary.count(result.suppressed, "finding")) to \(baselinePath ?? "")"
        } else if result.suppressed > 0 {
            summary += " (\(result.suppressed) more accepted by the baseline)"
        }
        return summary
    }
}
