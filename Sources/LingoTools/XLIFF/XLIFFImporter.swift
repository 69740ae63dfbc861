// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoChecks
import LingoFormats
import LingoToolFormats
import LingoUtilities

/// Xcode's *Import Localizations*, on any platform, with `lingo lint`'s checks in front.
///
/// Each `<file>` is written where `XLIFFOriginal` says: a `.strings` or `.stringsdict` table
/// into the folder of its `target-language` beside the original's (an existing folder of that
/// language, whatever its spelling, else a new `<target-language>.lproj`); a catalog into
/// itself; a storyboard, xib, intent definition or `Info.plist` into the `.strings` table of its
/// name (`de.lproj/Main.strings`, `de.lproj/InfoPlist.strings`). Before anything is written,
/// every target is checked against its source as `lingo lint` checks a translation; a key with
/// an error (or, in strict mode, a warning) is not imported unless ``XLIFFImportRequest/force``
/// is set. A table whose content does not change is not written, so importing the same file
/// twice changes no byte.
///
/// What import never does: write a development-language file; create a table the development
/// language does not have (unless ``XLIFFImportRequest/createTables``); write a key the app does
/// not have (reported as `extra-translation`, a warning, an error in strict mode); leave the
/// project root (an original outside it is reported and skipped, never failing the import).
public enum XLIFFImporter {
    /// The lint rules that judge a translation on its own or against its source: not those
    /// about coverage (an untranslated unit is not a problem of the file). Declared with each
    /// rule (Rules.swift).
    public static let rules: Set<RuleID> = Set(RuleID.allCases.filter(\.declaration.checksImports))

    /// Runs an import request.
    ///
    /// - Throws: ``LingoToolsError`` for unreadable XLIFF files, a bad configuration, a
    ///   resources folder that holds no localization, and unwritable tables (the `lingo`
    ///   executable exits with status 2).
    public static func run(_ request: XLIFFImportRequest) throws -> XLIFFImportResult {
        let configuration = try request.selection.configuration()
        try checkHoldsLocalizations(request.resources)
        let root = request.projectRoot ?? defaultProjectRoot(of: request.resources)
        var state = ImportState(
            resources: request.resources, projectRoot: root, configuration: configuration,
            force: request.force, strict: request.strict, createTables: request.createTables)
        for path in request.files {
            var tables = [SourceLocation: ImportedStrings]()
            try state.importDocument(readDocument(path, tables: &tables), tables: &tables)
        }
        let findings = Finding.sorted(state.findings)
        let errors = findings.filter { $0.severity == Finding.Severity.error }.count
        let warnings = findings.filter { $0.severity == Finding.Severity.warning }.count
        return XLIFFImportResult(
            findings: findings, importedUnits: state.imported, refusedUnits: state.refused,
            written: state.written.sorted(), errorCount: errors, warningCount: warnings,
            inheritedCount: state.inheritedCount,
            failed: errors > 0 || (request.strict && warnings > state.inheritedCount))
    }

    /// The XLIFF document at `path`; its bytes are not kept once it is read, nor those read
    /// past while it is read when the file can be mapped. The units of each `<file>` whose
    /// translations go into a `.strings` table are not in the document: they are made into
    /// `tables` as they are read, by the location of their `<file>`.
    static func readDocument(_ path: String, tables: inout [SourceLocation: ImportedStrings]) throws
        -> XLIFFDocument
    {
        var read = [SourceLocation: ImportedStrings]()
        // Units come `<file>` by `<file>`: whether a file's go into a table is decided once, at
        // its first unit, not from its `original` at every unit.
        var current: (file: SourceLocation, takes: Bool)?
        let take = { (original: String, file: SourceLocation, unit: XLIFFDocument.Unit) -> Bool in
            if current?.file != file {
                current = (file, ImportState.Original.goesToStrings(ImportState.Original.kind(of: original)))
            }
            guard current?.takes == true else { return false }
            read[file, default: ImportedStrings(path: path)].append(unit)
            return true
        }
        let document: XLIFFDocument
        if let file = MappedFile(path: path) {
            document = XLIFFDocument.parse(file, path: path, taking: take)
        } else {
            let bytes: [UInt8]
            do {
                bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
            } catch {
                throw LingoToolsError.unreadable(path: path, reason: FileFailure.reason(for: error))
            }
            document = XLIFFDocument.parse(bytes, path: path, taking: take)
        }
        tables = read
        return document
    }

    /// Throws when `resources` is no folder or holds no `.lproj` folder and no String Catalog:
    /// a mistyped `--into` must not become a new resources tree.
    static func checkHoldsLocalizations(_ resources: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resources, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw LingoToolsError.invalidInput("\(resources) is not a folder: --into names the folder of the project")
        }
        let holds = XLIFFExportSources.files(under: resources).contains { path in
            path.lowercased().hasSuffix(".xcstrings")
                || path.split(separator: "/").dropLast().contains { LocalizationDiscovery.isLprojName($0) }
        }
        guard holds else {
            throw LingoToolsError.invalidInput(
                "\(resources) holds no localization (no .lproj folder, no String Catalog): "
                    + "--into names the folder the XLIFF's original paths are relative to, "
                    + "the one holding the Xcode project")
        }
    }

    /// The default project root of `resources`: see ``XLIFFImportRequest/projectRoot``.
    static func defaultProjectRoot(of resources: String) -> String {
        var url = URL(fileURLWithPath: resources).standardizedFileURL
        let start = url
        while true {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            if names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") })
                || names.contains("Package.swift")
            {
                return url.path
            }
            let parent = url.deletingLastPathComponent()
            guard parent.path != url.path, url.path != "/" else { break }
            url = parent
        }
        let package = start.deletingLastPathComponent()
        if start.lastPathComponent == "Source Contents", package.pathExtension == "xcloc" {
            return package.deletingLastPathComponent().path
        }
        return start.path
    }
}
