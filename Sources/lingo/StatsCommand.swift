enum StatsCommand {
    static func run(_ arguments: [String]) throws -> ExitStatus { .usageOrIO }
}
