// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// One command of a `lingo` executable: its name, a line for the usage, its `--help` text, the
/// options it takes and what it runs.
///
/// `lingo` has every command; the build plugins' tool (`lingo-plugin-tool`) has only ``gen``
/// and ``lint``, so a package that uses the plugins builds no over-the-air update code.
package struct LingoCommand: Sendable {
    /// The name typed after the executable: `lint`.
    package var name: String
    /// The command's arguments as the usage lists them: `lint [PATH...]`.
    package var synopsis: String
    /// What the command does, in one line.
    package var summary: String
    /// What `--help` prints: the synopsis, what the command does, every option explained, the
    /// exit statuses.
    package var usage: String
    /// Options that take a value, without `--`.
    package var valueOptions: Set<String>
    /// Options that take none, without `--` (`help` is always one).
    package var flagOptions: Set<String>
    /// Runs the command with its parsed arguments.
    package var run: @Sendable (CommandLineArguments) throws -> ExitStatus

    /// Creates a command.
    package init(
        name: String, synopsis: String, summary: String, usage: String, valueOptions: Set<String> = [],
        flagOptions: Set<String> = [], run: @escaping @Sendable (CommandLineArguments) throws -> ExitStatus
    ) {
        self.name = name
        self.synopsis = synopsis
        self.summary = summary
        self.usage = usage
        self.valueOptions = valueOptions
        self.flagOptions = flagOptions.union(["help"])
        self.run = run
    }

    /// `lingo lint`.
    package static let lint = LintCommand.command
    /// `lingo gen`.
    package static let gen = GenCommand.command
    /// `lingo convert`.
    package static let convert = ConvertCommand.command
    /// `lingo stats`.
    package static let stats = StatsCommand.command
    /// `lingo export`.
    package static let export = ExportCommand.command
    /// `lingo import`.
    package static let `import` = ImportCommand.command
    /// `lingo rules`.
    package static let rules = RulesCommand.command
    /// `lingo languages`.
    package static let languages = LanguagesCommand.command
    /// `lingo symbols`.
    package static let symbols = SymbolsCommand.command

    /// The commands over LingoTools, in the order the usage lists them.
    package static let tools: [LingoCommand] = [
        lint, gen, convert, stats, export, `import`, rules, languages, symbols,
    ]
}
