// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
package import Lingo
package import LingoFormats

/// Every localization file under some paths, parsed: the `.lproj` table sets, the String
/// Catalogs, and the `.strings`/`.stringsdict` files found outside `.lproj` folders.
///
/// ```swift
/// let project = try LocalizationProject.load(paths: ["App/Resources"])
/// project.tableSets.first?.tables.map(\.name)     // ["InfoPlist", "Settings"]
/// project.developmentLanguage                      // en
/// ```
package struct LocalizationProject: Sendable {
    /// The `.lproj` table sets, sorted by folder.
    package var tableSets: [TableSet] = []
    /// The String Catalogs, sorted by path.
    package var catalogs: [StringCatalog] = []
    /// `.strings` files outside `.lproj` folders: checked for structure only.
    package var looseStrings: [StringsFile] = []
    /// `.stringsdict` files outside `.lproj` folders: checked for structure only.
    package var looseStringsDicts: [StringsDictFile] = []
    /// Swift files found (when asked for), sorted by path.
    package var swiftFiles: [String] = []
    /// The language others are compared with; see ``resolveDevelopmentLanguage(configured:)``.
    package var developmentLanguage: LanguageTag? = nil
    /// Files found in the folders that could not be read (a FIFO, a device, no permission), one
    /// diagnostic each (kind ``Diagnostic/Kind/unreadableFile``): the rest was read without them.
    package var skippedFiles: [Diagnostic] = []

    /// Creates an empty project: set the parsed files it holds.
    package init() {}

    /// Finds and parses every localization file under `paths`, in parallel.
    ///
    /// - Parameters:
    ///   - paths: Folders and files (see `ProjectScanner`).
    ///   - configuration: Include and exclude globs, and the development language.
    ///   - includeSwift: Whether to list `.swift` files too (for `--sources`).
    /// - Returns: The project, with ``developmentLanguage`` resolved.
    /// - Throws: ``LingoToolsError/unreadable(path:reason:)`` when a path does not exist or a
    ///   file cannot be read. Content problems are not errors: they are in each file's diagnostics.
    package static func load(
        paths: [String], configuration: ProjectConfiguration = ProjectConfiguration(),
        includeSwift: Bool = false
    ) throws -> LocalizationProject {
        // CLDR's language tables, built once on first use, are needed to read the folders'
        // names: build them on another core while this one lists the files.
        DispatchQueue.global().async { _ = LprojFolder(name: "en.lproj") }
        let scanner = ProjectScanner(configuration: configuration)
        let files = try scanner.scan(paths, wantSwift: includeSwift)

        let jobs = files.lproj + files.loose + files.catalogs
        let parsed: [ParsedFile] = jobs.parallelMap { file in
            ParseBudget.files.parsing(FileAccess.size(file.path) ?? 0) { parse(file.path) }
        }

        var project = LocalizationProject()
        project.swiftFiles = files.swift.map(\.path)
        project.skippedFiles = files.skipped
        var lprojFiles = [(path: String, content: ParsedFile)]()
        for (position, (file, result)) in zip(jobs, parsed).enumerated() {
            if case .failure(let error) = result { throw error }
            if position < files.lproj.count {
                lprojFiles.append((file.path, result))
            } else if case .strings(let strings) = result {
                project.looseStrings.append(strings)
            } else if case .stringsDict(let dictionary) = result {
                project.looseStringsDicts.append(dictionary)
            } else if case .catalog(let catalog) = result {
                project.catalogs.append(catalog)
            }
        }

        project.tableSets = tableSets(grouping: lprojFiles)
        project.developmentLanguage = project.resolveDevelopmentLanguage(configured: configuration.developmentLanguage)
        return project
    }

    /// The file at `path`, read and parsed by its format.
    private static func parse(_ path: String) -> ParsedFile {
        let data: Data
        do {
            data = try FileAccess.read(path)
        } catch {
            return .failure(error)
        }
        let name = path.split(separator: "/").last ?? ""
        switch TableFormat.of(fileNamed: name)?.format {
        case .stringsDict?: return .stringsDict(StringsDictFile.parse(data, path: path))
        case .strings?: return .strings(StringsFile.parse(consume data, path: path))
        case nil: return .catalog(StringCatalog.parse(data, path: path))
        }
    }

    /// The `.lproj` files grouped into table sets: parent of the `.lproj` folder → folder → table name.
    private static func tableSets(grouping lprojFiles: [(path: String, content: ParsedFile)]) -> [TableSet] {
        var sets = [String: [LanguageFolder: [String: LanguageTable]]]()
        // A folder holds several tables: read its name (a language tag) once per folder.
        var folders = [String: LanguageFolder]()
        for (path, content) in lprojFiles {
            let components = path.split(separator: "/", omittingEmptySubsequences: false)
            let fileName = String(components.last ?? "")
            let folderPath = components.dropLast().joined(separator: "/")
            let directory = components.count > 2 ? components.dropLast(2).joined(separator: "/") : "."
            let folder = folders[folderPath] ?? LanguageFolder(path: folderPath)
            folders[folderPath] = folder
            let tableName = TableFormat.of(fileNamed: fileName)?.table ?? fileName
            var table = sets[directory, default: [:]][folder, default: [:]][tableName] ?? LanguageTable(folder: folder)
            if case .strings(let file) = content { table.strings = file }
            if case .stringsDict(let file) = content { table.stringsDict = file }
            sets[directory, default: [:]][folder, default: [:]][tableName] = table
        }
        var result = [TableSet]()
        for directory in sets.keys.sorted() {
            let byFolder = sets[directory] ?? [:]
            let folders = byFolder.keys.sorted { $0.name < $1.name }
            let names = Set(byFolder.values.flatMap(\.keys)).sorted()
            let tables = names.map { name in
                TableSet.Table(name: name, languages: folders.compactMap { byFolder[$0]?[name] })
            }
            result.append(TableSet(directory: directory, folders: folders, tables: tables))
        }
        return result
    }

    /// The development language: the configured one; else the String Catalogs' `sourceLanguage`
    /// (the most common one); else `en` when an `en.lproj` folder exists; else the language with
    /// `.lproj` folders in the most table sets (ties: the one with more keys, then by tag).
    ///
    /// - Parameter configured: The language from `.lingo.json` or the command line.
    /// - Returns: The language, or `nil` when the project has no language at all.
    package func resolveDevelopmentLanguage(configured: LanguageTag?) -> LanguageTag? {
        if let configured { return configured }
        var sourceLanguages = [LanguageTag: Int]()
        for catalog in catalogs {
            if let text = catalog.sourceLanguage, let tag = try? LanguageTag(text) {
                sourceLanguages[tag, default: 0] += 1
            }
        }
        if let best = sourceLanguages.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) { return best.key }
        let english: LanguageTag = "en"
        if tableSets.contains(where: { $0.folders.contains { $0.tag == english } }) { return english }
        var score = [LanguageTag: (sets: Int, keys: Int)]()
        for set in tableSets {
            for folder in set.folders {
                guard let tag = folder.tag else { continue }
                let keys = set.tables.reduce(0) { $0 + ($1.language(in: folder)?.keys.count ?? 0) }
                let old = score[tag] ?? (0, 0)
                score[tag] = (old.sets + 1, old.keys + keys)
            }
        }
        return score.max { lhs, rhs in
            if lhs.value.sets != rhs.value.sets { return lhs.value.sets < rhs.value.sets }
            if lhs.value.keys != rhs.value.keys { return lhs.value.keys < rhs.value.keys }
            return lhs.key > rhs.key
        }?.key
    }
}

/// One file as parsed, or why it could not be read.
private enum ParsedFile: Sendable {
    case strings(StringsFile)
    case stringsDict(StringsDictFile)
    case catalog(StringCatalog)
    case failure(LingoToolsError)
}

extension TableSet.Table {
    /// The table every other language of this table is compared with: the development
    /// language's folder (the exact tag, else one with the same language subtag), else
    /// `Base.lproj`'s; `nil` when neither has the table (then only each file's own content is
    /// checked: an Interface Builder or `InfoPlist` table whose source is not a `.strings` file).
    package func reference(developmentLanguage: LanguageTag?) -> LanguageTable? {
        if let developmentLanguage {
            if let exact = languages.first(where: { $0.folder.tag == developmentLanguage }) { return exact }
            let sameLanguage = languages.filter { $0.folder.tag?.language == developmentLanguage.language }
            if let closest = sameLanguage.min(by: { $0.folder.language.count < $1.folder.language.count }) {
                return closest
            }
        }
        return languages.first { $0.folder.kind == .base }
    }
}
