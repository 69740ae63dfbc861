import LingoTools

/// `lingo convert INPUT --output OUT`.
enum ConvertCommand {
    static let usage = """
        USAGE: lingo convert INPUT --output OUT [--table NAME] [--development-language TAG]

        INPUT a folder of <lang>.lproj tables: writes one String Catalog per table (.strings and
        .stringsdict of every language together, plural rules as plural variations) into the folder
        OUT, or into the file OUT when it ends with .xcstrings.
        INPUT a .xcstrings file: writes OUT/<lang>.lproj/<Table>.strings and .stringsdict.
        """

    static func run(_ arguments: [String]) throws -> ExitStatus {
        let parsed = try CommandLineArguments(arguments, valueOptions: ["output", "table", "development-language"],
                                              flagOptions: ["help"])
        if parsed.has("help") {
            Terminal.write(usage + "\n")
            return .success
        }
        guard parsed.positionals.count == 1, let input = parsed.positionals.first else {
            throw CommandLineArguments.UsageError(description: "expected one INPUT")
        }
        guard let output = parsed.value("output") else {
            throw CommandLineArguments.UsageError(description: "--output is required")
        }
        var request = LintRequest(paths: [input])
        if let language = parsed.value("development-language") { try request.setDevelopmentLanguage(language) }
        let result = try ConvertRun.run(input: input, output: output, table: parsed.value("table"),
                                        developmentLanguage: request.developmentLanguage)
        for note in result.notes { Terminal.error("note: \(note)") }
        Terminal.error("lingo: wrote \(result.written.count) file\(result.written.count == 1 ? "" : "s")")
        return .success
    }
}
