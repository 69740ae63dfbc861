// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats
import LingoTools

/// `lingo convert INPUT --output OUT`.
enum ConvertCommand {
    static let command = LingoCommand(
        name: "convert", synopsis: "convert INPUT",
        summary: ".lproj tables <-> String Catalog (lingo convert --help)", usage: usage,
        valueOptions: ["output", "table", "development-language"], run: run)

    static let usage = """
        USAGE: lingo convert INPUT --output OUT [options]

        INPUT a folder of <lang>.lproj tables: writes one String Catalog per table (.strings and
        .stringsdict of every language together, plural rules as plural variations) into the folder
        OUT, or into the file OUT when it ends with .xcstrings.
        INPUT a .xcstrings file: writes OUT/<lang>.lproj/<Table>.strings and .stringsdict.

        Syntax errors and duplicate keys in INPUT are reported; what could be read is converted
        (for a key defined twice, the last definition).

        OPTIONS:
          --output OUT                   The folder to write into, or the .xcstrings file to write
          --table NAME                   Convert only this table of the folder (needed for an OUT
                                         file when the folder has several tables)
          --development-language TAG     The catalog's source language (default: the folder's
                                         development language: en when there is an en.lproj)

        Exit status: 0 converted, 1 converted but INPUT has errors (what they hid is not in OUT),
        2 usage or I/O error, or a development language with no tables.
        """

    static func run(_ parsed: CommandLineArguments) throws -> ExitStatus {
        let input = try parsed.onlyPositional("INPUT")
        let output = try parsed.required("output", placeholder: "OUT")
        let selection = try parsed.selection(paths: [input])
        let result = try ConvertRun.run(
            input: input, output: output, table: parsed.value("table"),
            developmentLanguage: selection.developmentLanguage)
        var paths = DisplayPaths()
        for diagnostic in result.diagnostics { Terminal.error("\(paths.relocate(diagnostic))") }
        for note in result.notes { Terminal.error("note: \(note)") }
        let errors = result.errorCount, warnings = result.warningCount
        var summary = "lingo: wrote \(Summary.count(result.written.count, "file"))"
        if errors + warnings > 0 {
            summary += "; the input has \(Summary.count(errors, "error")) and \(Summary.count(warnings, "warning"))"
        }
        Terminal.error(summary)
        return errors > 0 ? .failure : .success
    }
}
