// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoTools

// `lingo`: the localization linter, code generator and converter. Argument parsing and I/O only;
// the work is in LingoTools.

let usage = """
    USAGE: lingo <command> [arguments]

    COMMANDS:
      lint [PATH...]        Check .strings, .stringsdict and .xcstrings files (lingo lint --help)
      gen PATH              Generate type-safe Swift accessors (lingo gen --help)
      convert INPUT         .lproj tables <-> String Catalog (lingo convert --help)
      stats [PATH...]       Translation coverage per language (lingo stats --help)
      export RESOURCES      XLIFF 1.2 for translators, as Xcode exports (lingo export --help)
      import FILE.xliff...  Checked XLIFF translations into the tables (lingo import --help)
      rules                 List the lint rules and their default severities (lingo rules --help)
      keygen --output DIR   Make the key pair that signs over-the-air updates (lingo keygen --help)
      pack RESOURCES        Build a signed over-the-air update (lingo pack --help)
    """

let arguments = Array(CommandLine.arguments.dropFirst())
let command = arguments.first ?? "help"
let rest = Array(arguments.dropFirst())
let status: ExitStatus
do {
    switch command {
    case "lint": status = try LintCommand.run(rest)
    case "gen": status = try GenCommand.run(rest)
    case "convert": status = try ConvertCommand.run(rest)
    case "stats": status = try StatsCommand.run(rest)
    case "rules": status = try RulesCommand.run(rest)
    case "export": status = try ExportCommand.run(rest)
    case "import": status = try ImportCommand.run(rest)
    case "keygen": status = try KeygenCommand.run(rest)
    case "pack": status = try PackCommand.run(rest)
    case "help", "--help", "-h":
        Terminal.write(usage + "\n")
        status = .success
    default:
        Terminal.error("lingo: unknown command \(command)\n\n" + usage)
        status = .usageOrIO
    }
} catch let error as CommandLineArguments.UsageError {
    Terminal.error("lingo \(command): \(error)")
    Terminal.error("Run `lingo \(command) --help` for the options.")
    status = .usageOrIO
} catch let error as LingoToolsError {
    Terminal.error("lingo \(command): \(error)")
    status = .usageOrIO
} catch {
    Terminal.error("lingo \(command): \(FileAccess.describe(error))")
    status = .usageOrIO
}
exit(status.rawValue)
