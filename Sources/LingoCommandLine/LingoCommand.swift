// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// One command of a `lingo` executable: its name, a line for the usage and what it runs.
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
    /// Runs the command with the arguments after its name.
    package var run: @Sendable ([String]) throws -> ExitStatus

    package init(
        name: String, synopsis: String, summary: String, run: @escaping @Sendable ([String]) throws -> ExitStatus
    ) {
        self.name = name
        self.synopsis = synopsis
        self.summary = summary
        self.run = run
    }

    /// `lingo lint`.
    package static let lint = LingoCommand(
        name: "lint", synopsis: "lint [PATH...]",
        summary: "Check .strings, .stringsdict and .xcstrings files (lingo lint --help)", run: LintCommand.run)
    /// `lingo gen`.
    package static let gen = LingoCommand(
        name: "gen", synopsis: "gen PATH", summary: "Generate type-safe Swift accessors (lingo gen --help)",
        run: GenCommand.run)
    /// `lingo convert`.
    package static let convert = LingoCommand(
        name: "convert", synopsis: "convert INPUT",
        summary: ".lproj tables <-> String Catalog (lingo convert --help)", run: ConvertCommand.run)
    /// `lingo stats`.
    package static let stats = LingoCommand(
        name: "stats", synopsis: "stats [PATH...]",
        summary: "Translation coverage per language (lingo stats --help)", run: StatsCommand.run)
    /// `lingo export`.
    package static let export = LingoCommand(
        name: "export", synopsis: "export RESOURCES",
        summary: "XLIFF 1.2 for translators, as Xcode exports (lingo export --help)", run: ExportCommand.run)
    /// `lingo import`.
    package static let `import` = LingoCommand(
        name: "import", synopsis: "import FILE.xliff...",
        summary: "Checked XLIFF translations into the tables (lingo import --help)", run: ImportCommand.run)
    /// `lingo rules`.
    package static let rules = LingoCommand(
        name: "rules", synopsis: "rules",
        summary: "List the lint rules and their default severities (lingo rules --help)", run: RulesCommand.run)

    /// The commands over LingoTools, in the order the usage lists them.
    package static let tools: [LingoCommand] = [lint, gen, convert, stats, export, `import`, rules]
}
