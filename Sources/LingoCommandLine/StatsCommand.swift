// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoTools

/// `lingo stats [PATH...]`.
enum StatsCommand {
    static let usage = """
        USAGE: lingo stats [PATH...] [--json] [--development-language TAG] [--config FILE]

        Prints how many strings each language translates, is missing and has to review, with the
        share translated, over the .lproj tables and .xcstrings catalogs under each PATH.

        Exit status: 0 printed, 2 usage or I/O error, or a development language with no texts.
        """

    static func run(_ arguments: [String]) throws -> ExitStatus {
        guard
            let parsed = try CommandLineArguments.parse(
                arguments, usage: usage, valueOptions: ["development-language", "config"], flagOptions: ["json"])
        else { return .success }
        let statistics = try CoverageStatistics.load(parsed.selection(paths: parsed.positionals))
        Terminal.write(parsed.has("json") ? statistics.json() : statistics.table())
        return .success
    }
}
