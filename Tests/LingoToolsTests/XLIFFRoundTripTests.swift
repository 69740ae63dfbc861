// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import TestSupport
import Testing

@testable import LingoTools

/// `lingo export` then `lingo import` on the real corpora: importing an export into the
/// sources it was exported from changes no byte (issue 26's first round trip).
@Suite(.sharedData) struct XLIFFRoundTripTests {
    static let corpora = ["wikipedia-ios", "utm", "rectangle", "icecubes"]

    @Test(arguments: corpora)
    func exportThenImportIntoTheSourcesChangesNoByte(_ name: String) throws {
        let corpus = SharedData.corpora.appendingPathComponent(name)
        try #require(FileManager.default.fileExists(atPath: corpus.path), "\(SharedData.missingMessage)")
        let temporary = try TemporaryFolder("lingo-xliff-roundtrip")
        defer { temporary.remove() }
        let output = temporary.url.appendingPathComponent("xliff")
        let work = temporary.url.appendingPathComponent("work")
        try FileManager.default.copyItem(at: corpus, to: work)
        let before = try Self.contents(of: work)

        let export = try XLIFFExporter.run(XLIFFExportRequest(resources: work.path, output: output.path))
        try #require(!export.written.isEmpty)
        #expect(export.unitCount > 1000)
        let result = try XLIFFImporter.run(XLIFFImportRequest(files: export.written, resources: work.path, force: true))
        #expect(result.importedUnits > 0)
        #expect(result.written.isEmpty, "\(result.written.prefix(5))")
        let after = try Self.contents(of: work)
        #expect(after.keys.sorted() == before.keys.sorted())
        for (path, data) in before where after[path] != data {
            Issue.record("\(path) changed")
        }
    }

    /// Every file under `folder`, by path relative to it.
    static func contents(of folder: URL) throws -> [String: Data] {
        var result = [String: Data]()
        for path in FileManager.default.subpaths(atPath: folder.path) ?? [] {
            let url = folder.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            result[path] = try Data(contentsOf: url)
        }
        return result
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
