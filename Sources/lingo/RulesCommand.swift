import LingoTools

/// `lingo rules`: every rule with its default severity.
enum RulesCommand {
    static func run(_ arguments: [String]) throws -> ExitStatus {
        _ = try CommandLineArguments(arguments, valueOptions: [], flagOptions: [])
        Terminal.write(RuleID.listing)
        return .success
    }
}
