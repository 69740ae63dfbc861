// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoTools

/// `lingo gen PATH`.
enum GenCommand {
    static let command = LingoCommand(
        name: "gen", synopsis: "gen PATH", summary: "Generate type-safe Swift accessors (lingo gen --help)",
        usage: usage,
        valueOptions: ["output", "type-name", "access", "table", "development-language", "localizer"],
        flagOptions: ["xcode-symbols"], run: run)

    static let usage = """
        USAGE: lingo gen PATH [options]

        Writes type-safe Swift accessors for the development language's strings in PATH (a folder
        of <lang>.lproj tables, or .xcstrings catalogs): `settings.title` → `L10n(localizer).settings.title`,
        typed functions for texts with placeholders, lookups by index through LocalizationKeys.
        Prints the code, or writes it to FILE. `lingo lint --sources` reads the file it writes
        (and LingoGenPlugin's output in .build/plugins/outputs) to know which keys the code uses.

        OPTIONS:
          --output FILE                      Write the code to FILE instead of printing it
          --type-name NAME                   The accessors' type (default: L10n)
          --access public|package|internal   The accessors' access level (default: public)
          --table NAME                       Only this table (repeatable; default: every table but
                                             InfoPlist, which only a --table names)
          --development-language TAG         The language whose texts the accessors document
                                             (default: the catalogs' source language, else en)
          --xcode-symbols                    Instead, for the .xcstrings catalogs: the symbols
                                             Xcode 26 generates (LocalizedStringResource.settings,
                                             .itemsCount(_:), a nested type per table), resolved
                                             through Lingo in the in-app language (default access:
                                             internal, as Xcode's). Turn Xcode's own off:
                                             STRING_CATALOG_GENERATE_SYMBOLS = NO.
          --localizer EXPR                   With --xcode-symbols: the app's Localizer, which the
                                             LocalizedStringResource members render through
                                             (default: AppLocalizer.shared)

        Nothing is generated while a development-language file it reads has an error (one
        missing `;` hides the keys after it): each error is printed with its file:line:column,
        and the --output file is left as it was. The --output folder must exist; it is checked
        before any file is read.

        Exit status: 0 written, 1 a development-language file has errors (nothing written),
        2 usage or I/O error, nothing to generate, or a development language with no tables.
        """

    static func run(_ parsed: CommandLineArguments) throws -> ExitStatus {
        let path = try parsed.onlyPositional("PATH")
        if parsed.flags.contains("xcode-symbols") { return try runXcodeSymbols(parsed, path: path) }
        let accessName = parsed.value("access") ?? "public"
        guard let access = AccessorGenerator.AccessLevel(rawValue: accessName) else {
            throw CommandLineArguments.UsageError(
                description: "--access must be public, package or internal, not \(accessName)")
        }
        let output = parsed.value("output")
        if let output, let problem = FileAccess.problemWriting(output) {
            throw LingoToolsError.unwritable(path: output, reason: problem)
        }
        let selection = try parsed.selection(paths: [path])
        var generator = AccessorGenerator(
            typeName: parsed.value("type-name") ?? "L10n", accessLevel: access,
            tables: parsed.values("table").isEmpty ? nil : parsed.values("table"),
            source: path)
        generator.command = (["lingo", "gen"] + parsed.arguments).joined(separator: " ")
        let code: String
        let skipped: [Diagnostic]
        do {
            (code, skipped) = try AccessorGenerator.generateReportingSkipped(selection, with: generator)
        } catch let error as AccessorGenerator.BrokenSources {
            var paths = DisplayPaths()
            for diagnostic in error.diagnostics { Terminal.error(paths.relocate(diagnostic).description) }
            Terminal.error(
                "lingo gen: \(Summary.count(error.diagnostics.count, "error")) in the development language's "
                    + "files; nothing was generated" + (output.map { " (\($0) is unchanged)" } ?? ""))
            return .failure
        }
        Skipped.report(skipped, command: "gen")
        if let output {
            try FileAccess.write(Data(code.utf8), to: output)
        } else {
            Terminal.write(code)
        }
        return .success
    }

    /// `lingo gen PATH --xcode-symbols`: Xcode's symbols for the catalogs in PATH.
    static func runXcodeSymbols(_ parsed: CommandLineArguments, path: String) throws -> ExitStatus {
        let accessName = parsed.value("access") ?? "internal"
        guard let access = AccessorGenerator.AccessLevel(rawValue: accessName) else {
            throw CommandLineArguments.UsageError(
                description: "--access must be public, package or internal, not \(accessName)")
        }
        var generator = XcodeSymbolGenerator(
            accessLevel: access, localizer: parsed.value("localizer") ?? "AppLocalizer.shared", source: path)
        generator.command = (["lingo", "gen"] + parsed.arguments).joined(separator: " ")
        let project = try LocalizationProject.load(paths: [path])
        Skipped.report(project.skippedFiles, command: "gen")
        let code = try generator.generate(project.catalogs)
        if let output = parsed.value("output") {
            try FileAccess.write(Data(code.utf8), to: output)
        } else {
            Terminal.write(code)
        }
        return .success
    }
}
