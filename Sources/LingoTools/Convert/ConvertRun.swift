// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
public import Lingo
import LingoFormats
import LingoToolFormats
import LingoUtilities

/// Everything `lingo convert` does, as a library call: read, convert, write.
///
/// - `.xcstrings` file → folder: writes `<folder>/<language>.lproj/<Table>.strings` and
///   `.stringsdict` (`Table` is the catalog's file name).
/// - folder of `.lproj` tables → writes one `<Table>.xcstrings` per table into the output folder,
///   or the given `.xcstrings` file when there is one table (or `table` names one).
///
/// Problems in the input (syntax errors, duplicate keys) do not stop a conversion: what could
/// be read is converted and the problems are in ``ConversionResult/diagnostics``.
public enum ConvertRun: Sendable {
    /// Converts `input` and writes the result to `output`.
    ///
    /// - Parameters:
    ///   - input: A `.xcstrings` file, or a folder holding `<lang>.lproj` folders.
    ///   - output: A folder, or (for tables) a `.xcstrings` file.
    ///   - table: The one table to convert, when the folder has several.
    ///   - developmentLanguage: The catalog's source language.
    /// - Returns: The files written, notes about what could not be carried over, and the input's
    ///   diagnostics.
    /// - Throws: ``LingoToolsError`` for unreadable input, nothing to convert, a development
    ///   language the tables do not have, or unwritable output.
    public static func run(
        input: String, output: String, table: String? = nil,
        developmentLanguage: LanguageTag? = nil
    ) throws -> ConversionResult {
        if input.lowercased().hasSuffix(".xcstrings") { return try catalogToTables(input: input, output: output) }
        var configuration = ProjectConfiguration()
        configuration.developmentLanguage = developmentLanguage
        let project = try LocalizationProject.load(paths: [input], configuration: configuration)
        let set = try tableSet(of: project, input: input)
        try project.requireDevelopmentLanguage(developmentLanguage)
        var tables = set.tables
        if let table {
            tables = tables.filter { $0.name == table }
            if tables.isEmpty { throw LingoToolsError.invalidInput("\(input) has no table named \(table)") }
        }
        let toFile = output.lowercased().hasSuffix(".xcstrings")
        if toFile, tables.count != 1 {
            throw LingoToolsError.invalidInput(
                "\(input) has \(tables.count) tables (\(tables.map(\.name).joined(separator: ", "))): "
                    + "give an output folder, or --table NAME")
        }
        var result = ConversionResult()
        for table in tables {
            let path = toFile ? output : output + "/" + table.name + ".xcstrings"
            var tableNotes = [String]()
            try FileAccess.write(to: path, createFolders: true) { file in
                tableNotes = CatalogConverter.writeCatalog(
                    from: table, developmentLanguage: project.developmentLanguage
                ) { file.write($0) }
            }
            result.notes += tableNotes
            for language in table.languages {
                result.diagnostics += (language.strings?.diagnostics ?? []) + (language.stringsDict?.diagnostics ?? [])
            }
            result.written.append(path)
        }
        result.diagnostics += project.skippedFiles
        result.diagnostics = result.diagnostics.filter { $0.severity != .note }.sorted { $0.location < $1.location }
        return result
    }

    /// The table set `input` names: the one in `input` itself, else the only one under it.
    private static func tableSet(of project: LocalizationProject, input: String) throws -> TableSet {
        let inputPath = ProjectScanner.displayPath(input)
        if let set = project.tableSets.first(where: { $0.directory == inputPath }) { return set }
        if project.tableSets.count == 1, let set = project.tableSets.first { return set }
        if project.tableSets.isEmpty {
            throw LingoToolsError.invalidInput(
                "\(input) has no <lang>.lproj folders with .strings or .stringsdict files")
        }
        throw LingoToolsError.invalidInput(
            "\(input) holds several sets of .lproj folders; convert one of: "
                + project.tableSets.map(\.directory).joined(separator: ", "))
    }

    /// A `.xcstrings` file to `<output>/<language>.lproj/<name>.strings` and `.stringsdict`.
    private static func catalogToTables(input: String, output: String) throws -> ConversionResult {
        let url = URL(fileURLWithPath: input)
        let catalog = StringCatalog.parse(try FileAccess.read(input), path: input)
        var result = ConversionResult(
            diagnostics: catalog.diagnostics.filter { $0.severity != .note }
                .sorted { $0.location < $1.location })
        let name = url.deletingPathExtension().lastPathComponent
        for files in catalog.tableFiles() {
            let folder = output + "/" + files.language + ".lproj"
            if let strings = files.strings {
                result.written.append(try write(strings.render(), to: folder + "/" + name + ".strings"))
            }
            if let dictionary = files.stringsDict {
                result.written.append(try write(dictionary.render(), to: folder + "/" + name + ".stringsdict"))
            }
        }
        return result
    }

    private static func write(_ data: Data, to path: String) throws -> String {
        try FileAccess.write(data, to: path, createFolders: true)
        return path
    }
}
