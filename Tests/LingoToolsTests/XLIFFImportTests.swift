// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import LingoTools
import TestSupport
import Testing

/// `lingo import`: Xcode's real exports into an empty folder, validation, and idempotence.
@Suite struct XLIFFImportTests {
    static let focus = SharedData.files(
        under: SharedData.corpora.appendingPathComponent("focus-ios-xliff"),
        withExtension: "xliff")

    @Test(.sharedData) func xcodeExportsImportIntoAnEmptyFolderAndLookUpTheirTargets() throws {
        try #require(!Self.focus.isEmpty, "\(SharedData.missingMessage)")
        let folder = try TemporaryFolder("lingo-xliff-focus")
        defer { folder.remove() }
        let result = try XLIFFImporter.run(
            XLIFFImportRequest(files: Self.focus.map(\.path), resources: folder.url.path))
        #expect(!result.failed)
        #expect(result.refusedUnits == 0)
        #expect(result.importedUnits == 8 * 258 - 3)  // ar leaves 3 units untranslated
        var checked = 0
        for url in Self.focus {
            let document = try XLIFFDocument(contentsOf: url)
            for file in document.files {
                // Each table folder (Blockzilla, Widgets, ...) is its own resources folder.
                let parent = file.original.split(separator: "/").dropLast(2).joined(separator: "/")
                let language = try #require(file.targetLanguage)
                let localizer = try Localizer(
                    resources: folder.url.appendingPathComponent(parent),
                    developmentLanguage: "en", store: .inMemory(),
                    systemLanguages: .fixed([LanguageTag(language)]))
                try localizer.setLanguage(LanguageTag(language))
                let table = String(file.original.split(separator: "/").last?.split(separator: ".").first ?? "")
                for unit in file.units {
                    guard let target = unit.target else { continue }
                    #expect(localizer.string(unit.id, table: table) == target, "\(language) \(table) \(unit.id)")
                    checked += 1
                }
            }
        }
        #expect(checked == 8 * 258 - 3)
    }

    @Test(.sharedData) func reimportingChangesNoByte() throws {
        try #require(!Self.focus.isEmpty, "\(SharedData.missingMessage)")
        let folder = try TemporaryFolder("lingo-xliff-reimport")
        defer { folder.remove() }
        let request = XLIFFImportRequest(files: Self.focus.map(\.path), resources: folder.url.path)
        let first = try XLIFFImporter.run(request)
        #expect(first.written.count == 48 + 6)  // 8 languages × 6 tables, and the 6 source tables
        let snapshot = try Self.contents(of: folder.url)
        let second = try XLIFFImporter.run(request)
        #expect(second.written.isEmpty)
        #expect(try Self.contents(of: folder.url) == snapshot)
    }

    @Test(.sharedData) func anImportedFolderExportsTheSameUnitsWithTheSameTargets() throws {
        try #require(!Self.focus.isEmpty, "\(SharedData.missingMessage)")
        let folder = try TemporaryFolder("lingo-xliff-reexport")
        defer { folder.remove() }
        let resources = folder.url.appendingPathComponent("res")
        _ = try XLIFFImporter.run(XLIFFImportRequest(files: Self.focus.map(\.path), resources: resources.path))
        let output = folder.url.appendingPathComponent("out")
        let export = try XLIFFExporter.run(XLIFFExportRequest(resources: resources.path, output: output.path))
        #expect(export.written.count == 8)
        for url in Self.focus {
            let original = try XLIFFDocument(contentsOf: url)
            let language = try #require(original.files.first?.targetLanguage)
            let again = try XLIFFDocument(contentsOf: output.appendingPathComponent(language + ".xliff"))
            // The .intentdefinition comes back as the Intents.strings table Xcode compiles it into.
            let rename = { (path: String) in
                path.replacingOccurrences(of: "Intents.intentdefinition", with: "Intents.strings")
            }
            #expect(again.files.map(\.original) == original.files.map { rename($0.original) })
            for (before, after) in zip(original.files, again.files) {
                #expect(after.units.map(\.id) == before.units.map(\.id), "\(language) \(before.original)")
                #expect(after.units.map(\.target) == before.units.map(\.target), "\(language) \(before.original)")
                #expect(after.units.map(\.source) == before.units.map(\.source))
                #expect(after.units.map(\.note) == before.units.map(\.note))
            }
        }
    }

    static let brokenPlaceholder = """
        <?xml version="1.0" encoding="utf-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="fr" datatype="plaintext">
            <body>
              <trans-unit id="greeting" xml:space="preserve">
                <source>Hello %@, you have %lld messages</source>
                <target>Bonjour %lld, vous avez %@ messages</target>
              </trans-unit>
              <trans-unit id="ok" xml:space="preserve">
                <source>OK</source>
                <target>D'accord</target>
                <note>Button</note>
              </trans-unit>
            </body>
          </file>
          <file original="App/en.lproj/Localizable.stringsdict" source-language="en" target-language="fr" datatype="plaintext">
            <body>
              <trans-unit id="/%d files:dict/NSStringLocalizedFormatKey:dict/:string" xml:space="preserve">
                <source>%#@files@</source>
                <target>%#@files@</target>
              </trans-unit>
              <trans-unit id="/%d files:dict/files:dict/one:dict/:string" xml:space="preserve">
                <source>%d file</source>
                <target>%d fichier</target>
              </trans-unit>
            </body>
          </file>
        </xliff>

        """

    @Test func aTargetThatBreaksAPlaceholderOrAPluralIsRefused() throws {
        let folder = try TemporaryFolder("lingo-xliff-refuse")
        defer { folder.remove() }
        let xliff = folder.url.appendingPathComponent("fr.xliff")
        try Data(Self.brokenPlaceholder.utf8).write(to: xliff)
        let resources = folder.url.appendingPathComponent("res")
        let result = try XLIFFImporter.run(XLIFFImportRequest(files: [xliff.path], resources: resources.path))
        #expect(result.failed)
        let rules = Set(result.findings.filter { $0.severity == .error }.map(\.rule))
        #expect(rules.contains(.formatTypeMismatch))
        #expect(rules.contains(.pluralMissingCategory))  // fr needs "other" (and "many")
        let mismatch = try #require(result.findings.first { $0.rule == .formatTypeMismatch })
        #expect(mismatch.location.description == "\(xliff.path):7:17")
        #expect(mismatch.key == "greeting")
        #expect(result.refusedUnits == 3)
        let strings = try StringsFile(contentsOf: resources.appendingPathComponent("App/fr.lproj/Localizable.strings"))
        #expect(strings.entries == [StringsFile.Entry(key: "ok", value: "D'accord", comment: "Button")])
        #expect(
            !FileManager.default.fileExists(
                atPath: resources.appendingPathComponent("App/fr.lproj/Localizable.stringsdict").path))

        let forced = try XLIFFImporter.run(
            XLIFFImportRequest(files: [xliff.path], resources: resources.path, force: true))
        #expect(forced.failed)
        #expect(forced.refusedUnits == 0)
        let again = try StringsFile(contentsOf: resources.appendingPathComponent("App/fr.lproj/Localizable.strings"))
        #expect(again["greeting"] == "Bonjour %lld, vous avez %@ messages")
        let plural = try StringsDictFile(
            contentsOf: resources.appendingPathComponent("App/fr.lproj/Localizable.stringsdict"))
        #expect(plural["%d files"]?.variables.first?[.one] == "%d fichier")
        #expect(plural["%d files"]?.variables.first?.valueType == "d")
    }

    @Test func hostileXLIFFIsReportedAndImportsNothingAfterTheError() throws {
        let folder = try TemporaryFolder("lingo-xliff-hostile")
        defer { folder.remove() }
        let xliff = folder.url.appendingPathComponent("bad.xliff")
        let cut = Self.brokenPlaceholder.prefix(
            Self.brokenPlaceholder.range(of: "<trans-unit id=\"ok\"")!.upperBound.utf16Offset(
                in: Self.brokenPlaceholder))
        try Data(cut.utf8).write(to: xliff)
        let result = try XLIFFImporter.run(XLIFFImportRequest(files: [xliff.path], resources: folder.url.path + "/res"))
        #expect(result.failed)
        let syntax = try #require(result.findings.first { $0.rule == .syntaxError })
        #expect(syntax.location.file == xliff.path)
        #expect(syntax.location.line == 9)
        #expect(result.importedUnits == 0)  // "greeting" is read but refused (its placeholders), "ok" is cut
    }

    static func contents(of folder: URL) throws -> [String: Data] {
        var result = [String: Data]()
        for url in SharedData.files(under: folder, withExtension: "strings") {
            result[url.path] = try Data(contentsOf: url)
        }
        return result
    }
}

extension XLIFFImportTests {
    @Test(arguments: ["../outside.strings", "/tmp/absolute.strings", "a/../../b.strings"])
    func anOriginalOutsideTheResourcesIsRefused(_ original: String) throws {
        let folder = try TemporaryFolder("lingo-xliff-escape")
        defer { folder.remove() }
        let xml = Self.brokenPlaceholder.replacingOccurrences(of: "App/en.lproj/Localizable.strings", with: original)
        let xliff = folder.url.appendingPathComponent("fr.xliff")
        try Data(xml.utf8).write(to: xliff)
        let resources = folder.url.appendingPathComponent("deep/res")
        let result = try XLIFFImporter.run(
            XLIFFImportRequest(files: [xliff.path], resources: resources.path, force: true))
        #expect(result.failed)
        #expect(result.findings.contains { $0.rule == .syntaxError && $0.location.line == 3 })
        #expect(result.written.allSatisfy { $0.hasPrefix(resources.path + "/") })
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("deep/outside.strings").path))
    }
}
