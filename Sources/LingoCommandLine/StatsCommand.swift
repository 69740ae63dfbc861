// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoTools

/// `lingo stats [PATH...]`.
enum StatsCommand {
    static let command = LingoCommand(
        name: "stats", synopsis: "stats [PATH...]",
        summary: "Translation coverage per language (lingo stats --help)", usage: usage,
        valueOptions: ["format", "development-language", "config"], flagOptions: ["json"], run: run)

    static let usage = """
        USAGE: lingo stats [PATH...] [options]

        Prints how many strings each language translates, is missing and has to review, with the
        share translated, over the .lproj tables and .xcstrings catalogs under each PATH
        (default: the current folder).

        OPTIONS:
          --format text|json             Output format (default: text, a table)
          --json                         The old spelling of --format json
          --config FILE                  A .lingo.json file: which files, the development language
          --development-language TAG     The language others are counted against (default: the
                                         configuration's, the catalogs' source language, else en)

        Exit status: 0 printed, 2 usage or I/O error, or a development language with no texts.
        """

    static func run(_ parsed: CommandLineArguments) throws -> ExitStatus {
        var json = false
        switch parsed.value("format") {
        case nil, "text": break
        case "json": json = true
        case let other?:
            throw CommandLineArguments.UsageError(description: "unknown format \(other) (expected text or json)")
        }
        if parsed.has("json") {
            if parsed.value("format") == "text" {
                throw CommandLineArguments.UsageError(description: "--json and --format text conflict")
            }
            Terminal.error("lingo stats: note: --json is the old spelling of --format json")
            json = true
        }
        let statistics = try CoverageStatistics.load(parsed.selection(paths: parsed.positionals))
        Skipped.report(statistics.skippedFiles, command: "stats")
        Terminal.write(json ? statistics.json() : statistics.table())
        return .success
    }
}
