// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoTools

/// `lingo import FILE.xliff... --into RESOURCES`.
enum ImportCommand {
    static let command = LingoCommand(
        name: "import", synopsis: "import FILE.xliff...",
        summary: "Checked XLIFF translations into the tables (lingo import --help)", usage: usage,
        valueOptions: ["into", "format", "config", "project-root"], flagOptions: ["force", "strict", "create-tables"],
        run: run)

    static let usage = """
        USAGE: lingo import FILE.xliff... --into RESOURCES [options]

        Writes the translations of XLIFF 1.2 files (Xcode's, a translation tool's, or lingo
        export's; an .xcloc package stands for the .xliff inside it) where Xcode's Import
        Localizations writes them: the tables their <file original=...> names under RESOURCES,
        a storyboard's or xib's into LANGUAGE.lproj/NAME.strings. Every target is checked first
        as lingo lint checks a translation; keys with errors, and keys the app does not have,
        are reported and not imported. No development-language file is ever written. A target
        that repeats a problem its source already has (a placeholder fault of the development
        language's text, copied) is imported with a warning: fix it in the development language.

        OPTIONS:
          --into RESOURCES                   The folder the original paths are relative to
          --project-root DIR                 Originals outside it are reported and skipped
                                             (default: the nearest folder at or above RESOURCES
                                             holding an .xcodeproj, .xcworkspace or Package.swift)
          --create-tables                    Create the translation's table of an original the
                                             development language does not have
          --force                            Import keys with errors too (they are still reported)
          --strict                           Warnings refuse keys and fail too (exit status 1)
          --format xcode|github|json|sarif   Output format (default: xcode)
          --config FILE                      A .lingo.json for rule severities

        Exit status: 0 imported (warnings about problems the sources already had included),
        1 translation errors (or warnings with --strict), 2 usage or I/O error.
        """

    static func run(_ parsed: CommandLineArguments) throws -> ExitStatus {
        let resources = try parsed.required("into", placeholder: "RESOURCES")
        guard !parsed.positionals.isEmpty else {
            throw CommandLineArguments.UsageError(description: "expected at least one XLIFF file")
        }
        let format = try parsed.reportFormat()
        let files = parsed.positionals.map(xliffPath)
        let result = try XLIFFImporter.run(
            XLIFFImportRequest(
                files: files, resources: resources, force: parsed.has("force"),
                strict: parsed.has("strict"),
                configurationPath: parsed.value("config"), projectRoot: parsed.value("project-root"),
                createTables: parsed.has("create-tables")))
        if !result.findings.isEmpty || format == .json || format == .sarif {
            var paths = DisplayPaths()
            Terminal.write(format.render(paths.relocate(result.findings), options: .all))
        }
        if result.inheritedCount > 0 {
            Terminal.error(
                "lingo: warning: \(Summary.count(result.inheritedCount, "problem")) the sources already have, "
                    + "repeated by the translation: imported; fix the development language's text")
        }
        Terminal.error(summary(of: result))
        return result.failed ? .failure : .success
    }

    /// `lingo: imported 255 units, refused 0; wrote 6 files; 0 errors, 0 warnings`.
    static func summary(of result: XLIFFImportResult) -> String {
        "lingo: imported \(Summary.count(result.importedUnits, "unit")), refused \(result.refusedUnits); "
            + "wrote \(Summary.count(result.written.count, "file")); "
            + "\(Summary.count(result.errorCount, "error")), \(Summary.count(result.warningCount, "warning"))"
    }

    /// `X.xcloc` → `X.xcloc/Localized Contents/X.xliff`; anything else as it is.
    static func xliffPath(_ path: String) -> String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        guard trimmed.hasSuffix(".xcloc") else { return path }
        let name = trimmed.split(separator: "/").last.map { String($0.dropLast(".xcloc".count)) } ?? ""
        return trimmed + "/Localized Contents/" + name + ".xliff"
    }
}
