// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoToolFormats
import TestSupport
import Testing

@testable import LingoTools

/// `lingo import` of a few edited targets changes exactly the lines of those targets: every
/// other byte of the user's `.strings`, `.stringsdict` and catalog files stays as it was
/// (issue 35). That an unchanged export changes 0 bytes is `XLIFFRoundTripTests`.
@Suite(.sharedData) struct MinimalDiffImportTests {
    @Test func threeTargetsAndFourPluralFormsChangeExactlySevenLines() throws {
        try withTemporaryFolder { folder in
            let work = try Self.copy("wikipedia-ios", into: folder)
            let xliff = try Self.export(work, language: "ru", into: folder)
            var document = XLIFFDocument.parse(try Data(contentsOf: URL(fileURLWithPath: xliff)), path: xliff)
            var strings = 0
            var plurals = 0
            for file in document.files.indices {
                let isStrings = document.files[file].original.hasSuffix(".strings")
                for unit in document.files[file].units.indices {
                    guard let target = document.files[file].units[unit].target, !target.contains("\n") else {
                        continue
                    }
                    let id = document.files[file].units[unit].id
                    if isStrings, strings < 3 {
                        strings += 1
                    } else if let (_, path) = XLIFFUnitID.parseStringsDict(id), path.count == 2,
                        PluralCategory(rawValue: path[1]) != nil, plurals < 4
                    {
                        plurals += 1
                    } else {
                        continue
                    }
                    document.files[file].units[unit].target = target + " (правка)"
                }
            }
            #expect(strings == 3)
            #expect(plurals == 4)
            let changed = try Self.importing(document, at: xliff, into: work)
            #expect(changed.lines == 7, "\(changed.files)")
        }
    }

    @Test func aCatalogEditKeepsXcodesFormattingElsewhere() throws {
        try withTemporaryFolder { folder in
            let work = try Self.copy("icecubes", into: folder)
            let xliff = try Self.export(work, language: "de", into: folder)
            var document = XLIFFDocument.parse(try Data(contentsOf: URL(fileURLWithPath: xliff)), path: xliff)
            let file = try #require(document.files.firstIndex { $0.original.hasSuffix(".xcstrings") })
            let unit = try #require(
                document.files[file].units.firstIndex {
                    $0.target.map { !$0.isEmpty && !$0.contains("\n") } ?? false && $0.targetState == "translated"
                })
            document.files[file].units[unit].target! += " (bearbeitet)"
            let changed = try Self.importing(document, at: xliff, into: work)
            #expect(changed.lines == 1, "\(changed.files)")
        }
    }

    /// A copy of the shared corpus `name` in `folder`.
    static func copy(_ name: String, into folder: URL) throws -> URL {
        let corpus = SharedData.corpora.appendingPathComponent(name)
        try #require(FileManager.default.fileExists(atPath: corpus.path), "\(SharedData.missingMessage)")
        let work = folder.appendingPathComponent("work")
        try FileManager.default.copyItem(at: corpus, to: work)
        return work
    }

    /// The path of `language`'s XLIFF file exported from `work`.
    static func export(_ work: URL, language: String, into folder: URL) throws -> String {
        let output = folder.appendingPathComponent("xliff").path
        let export = try XLIFFExporter.run(XLIFFExportRequest(resources: work.path, output: output))
        return try #require(export.written.first { $0.hasSuffix("/\(language).xliff") })
    }

    /// Writes `document` to `path`, imports it into `work`, and counts the lines that changed
    /// (a file whose number of lines changed counts all of them).
    static func importing(_ document: XLIFFDocument, at path: String, into work: URL) throws -> (
        lines: Int, files: [String]
    ) {
        let before = try XLIFFRoundTripTests.contents(of: work)
        try document.render().write(to: URL(fileURLWithPath: path))
        _ = try XLIFFImporter.run(XLIFFImportRequest(files: [path], resources: work.path, force: true))
        let after = try XLIFFRoundTripTests.contents(of: work)
        var lines = 0
        var files = [String]()
        for (file, data) in before where after[file] != data {
            let old = Self.lines(data)
            let new = Self.lines(after[file] ?? Data())
            let count = old.count == new.count ? zip(old, new).filter { $0 != $1 }.count : max(old.count, new.count)
            lines += count
            files.append("\(file): \(count)")
        }
        return (lines, files)
    }

    /// The lines of a UTF-8 or UTF-16 text file (the last one empty after a final line break).
    static func lines(_ data: Data) -> [Substring] {
        let isUTF16 = data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF])
        let text = isUTF16 ? String(data: data, encoding: .utf16) ?? "" : String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
    }
}
