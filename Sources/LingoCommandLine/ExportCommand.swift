// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoTools

/// `lingo export RESOURCES --output DIR [--xcloc]`.
enum ExportCommand {
    static let command = LingoCommand(
        name: "export", synopsis: "export RESOURCES",
        summary: "XLIFF 1.2 for translators, as Xcode exports (lingo export --help)", usage: usage,
        valueOptions: ["output", "development-language", "language"], flagOptions: ["xcloc"], run: run)

    static let usage = """
        USAGE: lingo export RESOURCES --output DIR [options]

        Writes one XLIFF 1.2 file per language other than the development language, as Xcode's
        Export Localizations does, from what RESOURCES (the folder of the Xcode project, or a
        resources folder) holds: .lproj tables, .xcstrings catalogs, Base.lproj storyboards,
        xibs and intent definitions, localized Info.plist files, and the local Swift packages
        its .xcodeproj or .xcworkspace uses. Original paths are relative to RESOURCES.

        OPTIONS:
          --output DIR                   Where to write LANGUAGE.xliff (created when missing)
          --xcloc                        Write LANGUAGE.xcloc packages instead of bare .xliff files
          --language TAG                 Export this language only (repeatable); may be the
                                         development language, whose targets are its sources
          --development-language TAG     The language of the sources (default: the project's)

        Exit status: 0 written, 2 usage or I/O error.
        """

    static func run(_ parsed: CommandLineArguments) throws -> ExitStatus {
        let resources = try parsed.onlyPositional("RESOURCES folder")
        // `--output l10n/` writes l10n/ar.xliff, not l10n//ar.xliff.
        var output = try parsed.required("output", placeholder: "DIR")
        while output.count > 1, output.hasSuffix("/") { output.removeLast() }
        let request = XLIFFExportRequest(
            resources: resources, output: output, xcloc: parsed.has("xcloc"),
            developmentLanguage: try parsed.selection(paths: [resources]).developmentLanguage,
            languages: parsed.values("language").isEmpty ? nil : parsed.values("language"))
        let result = try XLIFFExporter.run(request)
        Skipped.report(result.skippedFiles, command: "export")
        var paths = DisplayPaths()
        for path in result.written { Terminal.write(paths.display(path) + "\n") }
        if !result.skippedFolders.isEmpty {
            Terminal.error(
                "lingo export: not a language, not exported: " + result.skippedFolders.joined(separator: ", "))
        }
        Terminal.error("lingo: exported \(result.unitCount) units in \(result.written.count) files")
        return .success
    }
}
