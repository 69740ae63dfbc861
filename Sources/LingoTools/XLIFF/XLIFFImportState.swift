// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import LingoToolFormats
import LingoUtilities

/// The work of one import run: findings so far, counts, and what was looked up once.
struct ImportState {
    /// One `<file>` being imported: its original resolved.
    struct Original {
        var file: XLIFFDocument.File
        var language: String
        var kind: XLIFFOriginal.Kind
        /// The original's path (resources-relative paths resolved against the resources folder).
        var path: String
        /// For an original whose translations go into a `.strings` table (every kind but a
        /// `.stringsdict` and a catalog), its units as tables until they are linted; `file`
        /// then holds no units.
        var strings: ImportedStrings?
        /// For such an original once linted, its units with a target (``strings`` is then `nil`).
        var translations: ImportedTranslations?

        /// The kind of the original at `original`, a path.
        static func kind(of original: String) -> XLIFFOriginal.Kind {
            XLIFFOriginal.Kind(fileName: original.split(separator: "/").last.map(String.init) ?? original)
        }

        /// Whether the translations of `kind` go into a `.strings` table.
        static func goesToStrings(_ kind: XLIFFOriginal.Kind) -> Bool {
            kind != .stringsDict && kind != .catalog
        }
    }

    let resources: String
    let projectRoot: String
    let configuration: ProjectConfiguration
    let force: Bool
    let strict: Bool
    let createTables: Bool
    var findings = [Finding]()
    var imported = 0
    var refused = 0
    /// Findings the sources have too, repeated by a target: warnings that refuse nothing.
    var inheritedCount = 0
    var written = Set<String>()
    /// The keys of the `<file>` being imported that the app does not have.
    var lackingKeys = Set<String>()
    /// The project's code literals, read when a `.strings` unit's key is not in its table.
    var codeLiterals: CodeLiterals?
    /// The String Catalogs read so far: every language of a catalog is imported against it.
    let catalogs = CatalogReads()

    init(
        resources: String, projectRoot: String, configuration: ProjectConfiguration, force: Bool, strict: Bool,
        createTables: Bool
    ) {
        self.resources = resources.hasSuffix("/") && resources.count > 1 ? String(resources.dropLast()) : resources
        self.projectRoot = URL(fileURLWithPath: projectRoot).standardizedFileURL.path
        self.configuration = configuration
        self.force = force
        self.strict = strict
        self.createTables = createTables
    }

    /// Imports `document`, whose `<file>` elements that go into a `.strings` table have their
    /// units in `tables`, by the location of the `<file>` (see `XLIFFImporter.readDocument(_:)`).
    mutating func importDocument(
        _ document: consuming XLIFFDocument, tables: inout [SourceLocation: ImportedStrings]
    ) throws {
        var list = FindingList()
        DiagnosticRules.findings(for: document.diagnostics, language: nil, into: &list)
        findings += list.findings
        // Each `<file>` is taken out of the document: its original holds its units alone, so
        // they are given up as soon as the table they change is read.
        var files = document.files
        document.files = []
        for index in files.indices {
            var strings = tables.removeValue(forKey: files[index].location)
            let resolved = resolve(files[index], translated: strings?.translatedCount ?? 0, in: document)
            files[index].units = []
            guard var original = consume resolved else { continue }
            if Original.goesToStrings(original.kind) {
                var units = strings ?? ImportedStrings(path: original.file.location.file)
                strings = nil
                for unit in original.file.units { units.append(unit) }
                original.file.units = []
                original.strings = consume units
            }
            let refusedKeys = validate(&original)
            try apply(&original, refusedKeys: refusedKeys)
        }
    }

    /// The original of `file`, or `nil` (reported) when the file is not imported: no
    /// `target-language`, the development language, an original outside the project root, or
    /// one the development language does not have.
    private mutating func resolve(_ file: XLIFFDocument.File, translated: Int, in document: XLIFFDocument)
        -> Original?
    {
        // The units with a target: those of `file`, and those read into a table.
        let translated = translated + file.units.filter { $0.target != nil }.count
        guard let language = file.targetLanguage, let tag = try? LanguageTag(language) else {
            let reason =
                file.targetLanguage.map { "target-language \"\($0)\" is no language" } ?? "it has no target-language"
            skip(
                file, translated: translated, unlessReportedIn: document, .error,
                "<file original=\"\(file.original)\">: \(reason); it is skipped")
            return nil
        }
        if let source = try? LanguageTag(file.sourceLanguage), source == tag {
            skip(
                file, translated: translated, .note,
                "\(language) is the development language of \(file.original.quotedForMessage): import writes no "
                    + "development-language file; the file is skipped")
            return nil
        }
        let path = resources + "/" + file.original
        let resolved = URL(fileURLWithPath: path).standardizedFileURL.path
        guard !file.original.isEmpty, !file.original.hasPrefix("/"),
            resolved == projectRoot || resolved.hasPrefix(projectRoot == "/" ? "/" : projectRoot + "/")
        else {
            skip(
                file, translated: translated, .warning,
                "original \(file.original.quotedForMessage) is outside the project root \(projectRoot); its "
                    + "\(Self.translatedUnits(translated)) are skipped (--project-root names a folder that holds it)")
            return nil
        }
        let kind = Original.kind(of: file.original)
        if !FileManager.default.fileExists(atPath: path), !(createTables && kind != .catalog) {
            skip(
                file, translated: translated, strict ? .error : .warning,
                "the development language has no \(file.original.quotedForMessage): its "
                    + "\(Self.translatedUnits(translated)) are not imported (--create-tables creates the translation's table)",
                rule: .extraTranslation, language: language)
            return nil
        }
        return Original(file: file, language: language, kind: kind, path: path)
    }

    /// Reports that `file` is skipped, with `message` saying why, and counts its translated units
    /// as refused; nothing is reported when `document`'s parser already reported the file.
    private mutating func skip(
        _ file: XLIFFDocument.File, translated: Int, unlessReportedIn document: XLIFFDocument? = nil,
        _ severity: Finding.Severity, _ message: String, rule: RuleID = .syntaxError, language: String? = nil
    ) {
        if severity != .note { refused += translated }
        if let document, document.diagnostics.contains(where: { $0.location == file.location }) { return }
        findings.append(
            Finding(
                rule: rule, severity: severity, location: file.location, message: message, language: language))
    }

    /// Whether the app has `key` in the `.strings` table `table` whose development-language keys
    /// are `keys`: the table has it, the project's code has it as a literal (see `CodeLiterals`),
    /// or the table translates `Info.plist` and the key is one an app may localize.
    mutating func appHas(_ key: String, table: String, keys: Set<String>) -> Bool {
        if keys.contains(key) { return true }
        if TableSet.Table.isInfoPlist(named: table), PropertyListStrings.isLocalizableInfoPlistKey(key) { return true }
        if codeLiterals == nil { codeLiterals = CodeLiterals(root: projectRoot) }
        return codeLiterals?.contains(key) ?? true
    }

    /// `3 translated units`, for the `count` units with a target of a `<file>`.
    static func translatedUnits(_ count: Int) -> String {
        count == 1 ? "1 translated unit" : "\(count) translated units"
    }
}

/// The String Catalogs one import run has read, by path: a catalog is parsed once, and again
/// only after the run wrote it (each language's import reads the catalog the one before wrote).
final class CatalogReads {
    private var byPath = [String: StringCatalog?]()

    /// The catalog at `path`, `nil` when there is no file.
    func catalog(at path: String) -> StringCatalog? {
        if let read = byPath[path] { return read }
        let read = FileManager.default.contents(atPath: path).map { StringCatalog.parse($0, path: path) }
        byPath[path] = read
        return read
    }

    /// Forgets what was read at `path`, which was just written.
    func wrote(_ path: String) {
        byPath[path] = nil
    }
}
