enum GenCommand {
    static func run(_ arguments: [String]) throws -> ExitStatus { .usageOrIO }
}
