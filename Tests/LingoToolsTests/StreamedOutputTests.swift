// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import LingoToolFormats
import LingoUtilities
import TestSupport
import Testing

@testable import LingoTools

/// What the tools write a part at a time (`lingo convert`'s catalog, `lingo export`'s XLIFF) is
/// byte for byte what rendering the whole value gives; the export's in-place sort is the order
/// `XLIFFOrder` describes.
@Suite struct StreamedOutputTests {
    /// A table in `en`, `de` and a folder that is no language: duplicates, comments in several
    /// languages, and keys both files of a language define.
    static func table(keys: Int) -> TableSet.Table {
        func strings(_ language: String, _ entries: [StringsFile.Entry]) -> LanguageTable {
            LanguageTable(
                folder: LanguageFolder(path: "R/\(language).lproj"),
                strings: StringsFile(path: "R/\(language).lproj/T.strings", entries: entries))
        }
        var english = [StringsFile.Entry](), german = [StringsFile.Entry]()
        for index in 0..<keys {
            let key = "screen.\(index / 100).item.\(index)"
            english.append(.init(key: key, value: "Item \(index)", comment: index % 3 == 0 ? nil : "en \(index)"))
            if index % 2 == 0 {
                german.append(.init(key: key, value: "Eintrag \(index)", comment: index % 5 == 0 ? "de \(index)" : nil))
            }
        }
        english.append(.init(key: "screen.0.item.1", value: "Again", comment: "en again"))
        german.append(.init(key: "only.de", value: "Nur", comment: "de only"))
        var englishTable = strings("en", english)
        englishTable.stringsDict = StringsDictFile(
            path: "R/en.lproj/T.stringsdict", entries: [.init(key: "screen.0.item.2", value: .string("Two"))])
        return TableSet.Table(
            name: "T", languages: [strings("de", german), englishTable, strings("qqq", [english[0]])])
    }

    @Test(arguments: [10, 12_000]) func aStreamedCatalogIsTheRenderedCatalog(keys: Int) {
        let table = Self.table(keys: keys)
        let (catalog, notes) = CatalogConverter.catalog(from: table, developmentLanguage: "en")
        var parts = [[UInt8]]()
        let streamedNotes = CatalogConverter.writeCatalog(from: table, developmentLanguage: "en") { parts.append($0) }
        #expect(Data(parts.joined()) == catalog.render())
        #expect(streamedNotes == notes)
        #expect(keys < 10_000 || parts.count > 1)
    }

    @Test func aLargeXLIFFDocumentInPartsIsItsRendering() {
        var file = XLIFFDocument.File(original: "en.lproj/T.strings", sourceLanguage: "en", targetLanguage: "de")
        for index in 0..<20_000 {
            file.units.append(
                XLIFFDocument.Unit(id: "key.\(index)", source: "Text <\(index)> & more", target: "Text \(index)"))
        }
        let document = XLIFFDocument(files: [file])
        var parts = [[UInt8]]()
        document.render { parts.append($0) }
        #expect(parts.count > 1)
        #expect(Data(parts.joined()) == document.render())
    }

    /// `lingo export`'s XLIFF, each `.strings` unit made as it is written, is the rendering of
    /// the whole document: duplicate keys give their last value, a key only the translation has
    /// and a key the `.stringsdict` overrides are units, in Xcode's order.
    @Test func aStreamedExportIsTheWholeDocumentsRendering() throws {
        let table = Self.table(keys: 12_000)
        var project = LocalizationProject()
        project.developmentLanguage = LanguageTag("en")
        project.tableSets = [
            TableSet(directory: "R", folders: table.languages.map(\.folder), tables: [table])
        ]
        let sources = XLIFFExportSources(root: "R", project: project, interfaceFiles: [], infoPlists: [])
        let files = try #require(XLIFFExporter.exports(for: sources)["de"])
        let strings = try #require(files.first { $0.strings != nil })
        let units = strings.wholeFile.units
        #expect(strings.unitCount == units.count)
        #expect(units.count == 12_001)
        #expect(units.filter { $0.id == "screen.0.item.1" }.map(\.source) == ["Again"])
        #expect(units.first { $0.id == "only.de" }?.target == "Nur")
        #expect(units.first { $0.id == "screen.0.item.2" }?.isTranslatable == false)
        let ids = units.map(\.id)
        let inXcodesOrder = ids == ids.sorted { XLIFFOrder.Key($0) < XLIFFOrder.Key($1) }
        #expect(inXcodesOrder)
        try expectStreamedExportIsRendering(sources)
    }

    /// The same on real apps' tables and catalogs (`../shared/corpora`), every language.
    @Test(arguments: ["wikipedia-ios", "utm", "icecubes"]) func aStreamedCorpusExportIsTheWholeDocumentsRendering(
        corpus: String
    ) throws {
        let root = SharedData.corpora.appendingPathComponent(corpus).path
        try expectStreamedExportIsRendering(XLIFFExportSources.load(root: root, developmentLanguage: nil))
    }

    private func expectStreamedExportIsRendering(_ sources: XLIFFExportSources) throws {
        let exports = XLIFFExporter.exports(for: sources)
        #expect(!exports.isEmpty)
        try withTemporaryFolder { folder in
            for (language, files) in exports {
                let path = folder.appendingPathComponent(language + ".xliff").path
                try XLIFFExporter.write(files, to: path)
                let whole = XLIFFDocument(files: files.map(\.wholeFile)).render()
                #expect(FileManager.default.contents(atPath: path) == whole, "\(language)")
            }
        }
    }

    @Test func aFileWrittenInPartsIsWhole() throws {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("catalog.xcstrings")
            try AtomicFile.write(to: file) { output in
                for part in ["{", "\n", "}"] { output.write(Array(part.utf8)) }
            }
            #expect(try Data(contentsOf: file) == Data("{\n}".utf8))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["catalog.xcstrings"])
        }
    }

    /// Ids in the order Xcode writes them: digit runs by value (`09D` and `9NQ` compare at
    /// `D`–`N`, `9rO` comes before `12g`), case-sensitive (`Zebra` before `apple`), after
    /// canonical decomposition (`Sätze` before `Schritte`), fewer leading zeros first (`x9`
    /// before `x09`), a catalog unit's key before its variation path.
    static let orderedIDs = [
        "09D", "9NQ", "9rO-zX-bOn.text", "12g-Mq-Ht6.text", "Sätze", "Schritte", "Zebra", "apple",
        "key|==|plural.one", "key|==|plural.other", "x9", "x09",
    ]

    @Test func unitsAreSortedInPlaceInXcodesOrder() {
        var generator = SeededGenerator()
        for _ in 0..<20 {
            // Each id twice, in a shuffled order: equal ids keep their order.
            var units = (Self.orderedIDs + Self.orderedIDs).enumerated().map { ($1, $0) }
            units.shuffle(using: &generator)
            let positions = units.map(\.1)
            XLIFFOrder.sortUnits(&units, id: \.0)
            #expect(units.map(\.0) == Self.orderedIDs.flatMap { [$0, $0] })
            for pair in stride(from: 0, to: units.count, by: 2) {
                let first = positions.firstIndex(of: units[pair].1)!,
                    second = positions.firstIndex(of: units[pair + 1].1)!
                #expect(first < second)
            }
        }
    }

    @Test func keysAreAStrictWeakOrder() {
        let keys = (Self.orderedIDs + ["", "0", "00", "a0b", "a00b", "a0c", "é", "e\u{301}"]).map { XLIFFOrder.Key($0) }
        for a in keys {
            #expect(!(a < a))
            for b in keys {
                #expect((a == b) == (!(a < b) && !(b < a)))
                if a < b { #expect(!(b < a)) }
                for c in keys where a < b && b < c { #expect(a < c) }
            }
        }
        #expect(XLIFFOrder.Key("é") == XLIFFOrder.Key("e\u{301}"))
        #expect(XLIFFOrder.Key("9") < XLIFFOrder.Key("09"))
    }
}
