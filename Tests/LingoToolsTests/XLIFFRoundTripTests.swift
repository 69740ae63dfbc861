// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import TestSupport
import Testing

@testable import LingoTools

/// `lingo export` then `lingo import` on the real corpora: every key, value, comment and plural
/// form of every translation comes back.
@Suite(.sharedData) struct XLIFFRoundTripTests {
    static let corpora = ["wikipedia-ios", "utm", "rectangle", "icecubes"]

    @Test(arguments: corpora)
    func exportThenImportReproducesEveryTranslation(_ name: String) throws {
        let corpus = SharedData.corpora.appendingPathComponent(name)
        try #require(FileManager.default.fileExists(atPath: corpus.path), "\(SharedData.missingMessage)")
        let temporary = try TemporaryFolder("lingo-xliff-roundtrip")
        defer { temporary.remove() }
        let output = temporary.url.appendingPathComponent("xliff")
        let work = temporary.url.appendingPathComponent("work")

        let original = try LocalizationProject.load(paths: [corpus.path])
        let export = try XLIFFExporter.run(XLIFFExportRequest(resources: corpus.path, output: output.path))
        try #require(!export.written.isEmpty)
        #expect(export.unitCount > 1000)

        // The development language's files only: translations deleted, catalogs stripped to their source language.
        try FileManager.default.copyItem(at: corpus, to: work)
        let references = Set(
            original.tableSets.flatMap { set in
                set.tables.compactMap { $0.reference(developmentLanguage: original.developmentLanguage)?.folder.path }
            })
        var translations = [String]()
        for set in original.tableSets {
            for folder in set.folders where folder.isLanguage && !references.contains(folder.path) {
                let relative = SharedData.relativePath(URL(fileURLWithPath: folder.path), to: corpus)
                try FileManager.default.removeItem(at: work.appendingPathComponent(relative))
                translations.append(relative)
            }
        }
        for catalog in original.catalogs {
            var stripped = catalog
            let source = catalog.sourceLanguage ?? "en"
            for (key, entry) in catalog.entries {
                var sourceOnly = StringCatalog.OrderedMap<String, StringCatalog.Localization>()
                if let localization = entry.localizations[source] { sourceOnly[source] = localization }
                var copy = entry
                copy.localizations = sourceOnly
                stripped[key] = copy
            }
            let relative = SharedData.relativePath(URL(fileURLWithPath: catalog.path), to: corpus)
            try stripped.render().write(to: work.appendingPathComponent(relative))
        }
        try #require(!translations.isEmpty || !original.catalogs.isEmpty)

        let result = try XLIFFImporter.run(XLIFFImportRequest(files: export.written, resources: work.path, force: true))
        #expect(result.refusedUnits == 0)
        #expect(result.importedUnits > 0)

        let imported = try LocalizationProject.load(paths: [work.path])
        var compared = 0
        for set in original.tableSets {
            for table in set.tables {
                for language in table.languages
                where language.folder.isLanguage && !references.contains(language.folder.path) {
                    let relative = SharedData.relativePath(URL(fileURLWithPath: language.folder.path), to: corpus)
                    let copy = Self.table(
                        named: table.name, folder: work.appendingPathComponent(relative).path, in: imported)
                    if let strings = language.strings, !strings.entries.isEmpty {
                        #expect(
                            Self.byKey(copy?.strings?.entries) == Self.byKey(strings.entries),
                            "\(relative)/\(table.name).strings: \(Self.firstDifference(strings.entries, copy?.strings?.entries))"
                        )
                        compared += strings.entries.count
                    }
                    if let dictionary = language.stringsDict, !dictionary.entries.isEmpty {
                        #expect(
                            Self.texts(copy?.stringsDict) == Self.texts(dictionary),
                            "\(relative)/\(table.name).stringsdict: \(Self.firstDifference(dictionary.entries, copy?.stringsDict?.entries))"
                        )
                        compared += dictionary.entries.count
                    }
                }
            }
        }
        for catalog in original.catalogs {
            let relative = SharedData.relativePath(URL(fileURLWithPath: catalog.path), to: corpus)
            let copy = imported.catalogs.first { $0.path.hasSuffix("/" + relative) }
            // Values, plural and device forms, comments and states; a translation's own substitution
            // metadata (argNum, formatSpecifier) is not in XLIFF: an import takes the source language's.
            #expect(copy.map(Self.texts) == Self.texts(catalog), "\(relative): \(Self.firstDifference(catalog, copy))")
            #expect(copy.map { $0.entries.map(\.value.comment) } == catalog.entries.map(\.value.comment))
            compared += catalog.entries.count
        }
        #expect(compared > 100)
    }

    static func table(named name: String, folder: String, in project: LocalizationProject) -> LanguageTable? {
        for set in project.tableSets {
            for table in set.tables where table.name == name {
                if let language = table.languages.first(where: { $0.folder.path == folder }) { return language }
            }
        }
        return nil
    }

    /// Entries by key: the order of a translation's entries is not its content (an import
    /// writes new tables in the development language's order).
    static func byKey(_ entries: [StringsFile.Entry]?) -> [String: StringsFile.Entry]? {
        entries.map { Dictionary($0.map { ($0.key, $0) }, uniquingKeysWith: { $1 }) }
    }

    /// Every text of a `.stringsdict` file by key and path (format, plural forms, widths,
    /// devices). `NSStringFormatValueTypeKey` is not in XLIFF: an import takes the development
    /// language's, or reads it off the placeholder.
    static func texts(_ file: StringsDictFile?) -> [String: String]? {
        guard let file else { return nil }
        var result = [String: String]()
        for entry in file.entries {
            for (path, text) in StringsDictPatch.texts(of: entry.value) {
                result[([entry.key] + path).joined(separator: "\u{1F}")] = text
            }
        }
        return result
    }

    /// Every string unit of a catalog by key, language and path, with its state.
    static func texts(_ catalog: StringCatalog) -> [String: String] {
        var result = [String: String]()
        for (key, entry) in catalog.entries {
            for (language, localization) in entry.localizations {
                for (path, unit) in CatalogPatch.units(of: localization) {
                    guard let unit, let value = unit.value else { continue }
                    let id = XLIFFUnitID.catalog(key: key, path: path)
                    result[language + "\u{1F}" + id] = (unit.state?.rawValue ?? "-") + "\u{1F}" + value
                }
            }
        }
        return result
    }

    static func firstDifference<Entry: Equatable>(_ lhs: [Entry], _ rhs: [Entry]?) -> String {
        guard let rhs else { return "missing" }
        let right = Set(
            rhs.map { "\($0)".replacingOccurrences(of: #"location: [^)]*\)"#, with: "", options: .regularExpression) })
        for entry in lhs
        where !right.contains(
            "\(entry)".replacingOccurrences(of: #"location: [^)]*\)"#, with: "", options: .regularExpression))
        {
            return "lost or changed: \(entry)"
        }
        return "\(lhs.count) vs \(rhs.count) entries"
    }

    static func firstDifference(_ lhs: StringCatalog, _ rhs: StringCatalog?) -> String {
        guard let rhs else { return "missing" }
        for (key, entry) in lhs.entries where rhs[key] != entry {
            guard let other = rhs[key] else { return "\(key.debugDescription) missing" }
            for (language, localization) in entry.localizations where other.localizations[language] != localization {
                return
                    "\(key.debugDescription) \(language): \(localization) vs \(String(describing: other.localizations[language]))"
            }
            return "\(key.debugDescription): \(entry) vs \(other)"
        }
        return "entries equal; \(lhs.entries.count) vs \(rhs.entries.count)"
    }
}

/// A folder under the temporary directory, removed by ``remove()``.
struct TemporaryFolder {
    let url: URL

    init(_ prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: url, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
