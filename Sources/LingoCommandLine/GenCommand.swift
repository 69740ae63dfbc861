// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoTools

/// `lingo gen PATH`.
enum GenCommand {
    static let usage = """
        USAGE: lingo gen PATH [--output FILE] [--type-name NAME] [--access public|package|internal]
                             [--table NAME]... [--development-language TAG]

        Writes type-safe Swift accessors for the development language's strings in PATH (a folder
        of <lang>.lproj tables, or .xcstrings catalogs): `settings.title` → `L10n(localizer).settings.title`,
        typed functions for texts with placeholders, lookups by index through LocalizationKeys.
        Prints the code, or writes it to FILE. InfoPlist tables are left out unless named with --table.

        Exit status: 0 written, 2 usage or I/O error, nothing to generate, or a development
        language with no tables.
        """

    static func run(_ arguments: [String]) throws -> ExitStatus {
        guard
            let parsed = try CommandLineArguments.parse(
                arguments, usage: usage,
                valueOptions: ["output", "type-name", "access", "table", "development-language"])
        else { return .success }
        let path = try parsed.onlyPositional("PATH")
        let accessName = parsed.value("access") ?? "public"
        guard let access = AccessorGenerator.AccessLevel(rawValue: accessName) else {
            throw CommandLineArguments.UsageError(
                description: "--access must be public, package or internal, not \(accessName)")
        }
        let selection = try parsed.selection(paths: [path])
        var generator = AccessorGenerator(
            typeName: parsed.value("type-name") ?? "L10n", accessLevel: access,
            tables: parsed.values("table").isEmpty ? nil : parsed.values("table"),
            source: path)
        generator.command = (["lingo", "gen"] + arguments).joined(separator: " ")
        let code = try AccessorGenerator.generate(selection, with: generator)
        if let output = parsed.value("output") {
            try FileAccess.write(Data(code.utf8), to: output)
        } else {
            Terminal.write(code)
        }
        return .success
    }
}
