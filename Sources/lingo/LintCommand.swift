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

        Exit status: 0 clean, 1 errors (or warnings with --strict), 2 usage or I/O error.
        `lingo rules` lists the rules.
        """

    static func run(_ arguments: [String]) throws -> ExitStatus {
        let parsed = try CommandLineArguments(
            arguments, valueOptions: ["format", "config", "development-language", "sources", "baseline"],
            flagOptions: ["update-baseline", "strict", "help"])
        if parsed.has("help") {
            Terminal.write(usage + "\n")
            return .success
        }
        let formatName = parsed.value("format") ?? "xcode"
        guard let format = ReportFormat(rawValue: formatName) else {
            throw CommandLineArguments.UsageError(description: "unknown format \(formatName) (expected xcode, github, json or sarif)")
        }
        var request = LintRequest(paths: parsed.positionals, configurationPath: parsed.value("config"),
                                  baselinePath: parsed.value("baseline"), updateBaseline: parsed.has("update-baseline"),
                                  strict: parsed.has("strict"), sources: parsed.values("sources"))
        if let language = parsed.value("development-language") { try request.setDevelopmentLanguage(language) }
        let result = try LintRun.run(request)
        if !result.findings.isEmpty || format == .json || format == .sarif {
            Terminal.write(format.render(result.findings))
        }
        Terminal.error(result.summary)
        return result.exitStatus == 0 ? .success : .failure
    }
}
