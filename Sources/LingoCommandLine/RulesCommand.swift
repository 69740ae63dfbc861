// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoTools

/// `lingo rules`: every rule with its default severity.
enum RulesCommand {
    static let command = LingoCommand(
        name: "rules", synopsis: "rules",
        summary: "List the lint rules and their default severities (lingo rules --help)", usage: usage, run: run)

    static let usage = """
        USAGE: lingo rules

        Lists every rule of `lingo lint`: its ID (as in .lingo.json, baselines and the brackets after
        each finding), its default severity and what it checks, and, on a line below, when it
        reports a finding below its default severity. It takes no options.

        Exit status: 0 listed, 2 usage error.
        """

    static func run(_ parsed: CommandLineArguments) throws -> ExitStatus {
        guard parsed.positionals.isEmpty else {
            throw CommandLineArguments.UsageError(description: "lingo rules takes no arguments")
        }
        Terminal.write(RuleID.listing)
        return .success
    }
}
