// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoTools

/// `lingo lint [PATH...]`.
enum LintCommand {
    static let usage = """
        USAGE: lingo lint [PATH...] [options]

        Checks the .lproj tables (.strings, .stringsdict) and .xcstrings catalogs under each PATH
        (default: the current folder).

        OPTIONS:
          --format xcode|github|json|sarif   Output format (default: xcode)
          --config FILE                      A .lingo.json file (default: ./.lingo.json, else PATH/.lingo.json)
          --development-language TAG         The language others are compared with
          --sources DIR                      Swift sources for undefined-key and unused-key (repeatable)
          --baseline FILE                    Do not report the findings FILE lists
          --update-baseline                  Write the findings to the --baseline FILE instead
          --strict                           Warnings fail too (exit status 1)

        Exit status: 0 clean, 1 errors (or warnings with --strict), 2 usage or I/O error, nothing
        to lint (no .strings, .stringsdict or .xcstrings file under the paths), or a development
        language the project has no texts in.
        `lingo rules` lists the rules.
        """

    static func run(_ arguments: [String]) throws -> ExitStatus {
        guard
            let parsed = try CommandLineArguments.parse(
                arguments, usage: usage,
                valueOptions: ["format", "config", "development-language", "sources", "baseline"],
                flagOptions: ["update-baseline", "strict"])
        else { return .success }
        let format = try parsed.reportFormat()
        var request = LintRequest(
            baselinePath: parsed.value("baseline"), updateBaseline: parsed.has("update-baseline"),
            strict: parsed.has("strict"), sources: parsed.values("sources"))
        request.selection = try parsed.selection(paths: parsed.positionals)
        let result = try LintRun.run(request)
        if result.fileCount == 0 {
            let paths = request.paths.isEmpty ? "the current folder" : request.paths.joined(separator: ", ")
            Terminal.error("lingo lint: nothing to lint: no .strings, .stringsdict or .xcstrings file in \(paths)")
            return .usageOrIO
        }
        if !result.findings.isEmpty || format == .json || format == .sarif {
            Terminal.write(format.render(result.findings))
        }
        Terminal.error(summary(of: result, baselinePath: request.baselinePath))
        let failed = result.errorCount > 0 || (request.strict && result.warningCount > 0)
        releaseInBackground(consume result)  // freeing 120,000 findings need not delay the exit
        return failed ? .failure : .success
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
