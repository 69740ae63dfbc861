// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import LingoToolFormats
import LingoTools
import TestSupport
import Testing

/// `lingo import`: Xcode's real exports into their own sources, validation, idempotence, and
/// what import never writes.
@Suite struct XLIFFImportTests {
    static let tinode = SharedData.corpora.appendingPathComponent("tinode-xcloc/Localizations")

    /// A copy of the `Source Contents` of tinode's `language` package, and the package's XLIFF.
    static func tinodeSources(_ language: String, in folder: TemporaryFolder) throws -> (sources: URL, xliff: URL) {
        let package = tinode.appendingPathComponent(language + ".xcloc")
        try #require(FileManager.default.fileExists(atPath: package.path), "\(SharedData.missingMessage)")
        let sources = folder.url.appendingPathComponent("Source Contents")
        try FileManager.default.copyItem(at: package.appendingPathComponent("Source Contents"), to: sources)
        return (sources, package.appendingPathComponent("Localized Contents/\(language).xliff"))
    }

    @Test(.sharedData) func anXcodeExportImportsIntoItsSourcesAndLooksUpItsTargets() throws {
        let folder = try TemporaryFolder("lingo-xliff-tinode")
        defer { folder.remove() }
        let (sources, xliff) = try Self.tinodeSources("es", in: folder)
        let result = try XLIFFImporter.run(XLIFFImportRequest(files: [xliff.path], resources: sources.path))
        let document = try XLIFFDocument(contentsOf: xliff)
        let translated = document.files.flatMap(\.units).count { $0.target != nil }
        #expect(!result.failed, "\(result.findings)")
        #expect(result.refusedUnits == 0)
        #expect(result.importedUnits == translated)
        // No development-language file is written; a storyboard's translations are es.lproj/Main.strings.
        #expect(!result.written.contains { $0.contains("/en.lproj/") || $0.contains("/Base.lproj/") })
        #expect(result.written.contains(sources.path + "/Tinodios/es.lproj/Main.strings"))
        var checked = 0
        for file in document.files {
            let components = file.original.split(separator: "/")
            let parent = components.dropLast(2).joined(separator: "/")
            let name = String(components.last ?? "")
            let table = String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)])
            let localizer = try Localizer(
                resources: parent.isEmpty ? sources : sources.appendingPathComponent(parent),
                developmentLanguage: "en", store: .inMemory(), systemLanguages: .fixed([LanguageTag("es")]))
            try localizer.setLanguage(LanguageTag("es"))
            for unit in file.units {
                guard let target = unit.target else { continue }
                #expect(localizer.string(unit.id, table: table) == target, "\(file.original) \(unit.id)")
                checked += 1
            }
        }
        #expect(checked == translated)
    }

    @Test(.sharedData) func reimportingChangesNoByte() throws {
        let folder = try TemporaryFolder("lingo-xliff-reimport")
        defer { folder.remove() }
        let (sources, xliff) = try Self.tinodeSources("ru", in: folder)
        let request = XLIFFImportRequest(files: [xliff.path], resources: sources.path)
        let first = try XLIFFImporter.run(request)
        #expect(!first.written.isEmpty)
        let snapshot = try Self.contents(of: sources)
        let second = try XLIFFImporter.run(request)
        #expect(second.written.isEmpty)
        #expect(try Self.contents(of: sources) == snapshot)
    }

    @Test func aFolderWithoutLocalizationIsRefusedWithAClearMessage() throws {
        let folder = try TemporaryFolder("lingo-xliff-empty")
        defer { folder.remove() }
        let xliff = folder.url.appendingPathComponent("fr.xliff")
        try Data(Self.brokenPlaceholder.utf8).write(to: xliff)
        for into in [folder.url.appendingPathComponent("nope").path, folder.url.path] {
            #expect {
                _ = try XLIFFImporter.run(XLIFFImportRequest(files: [xliff.path], resources: into))
            } throws: { error in
                "\(error)".contains("--into")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("App").path))
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

    /// The development-language tables `brokenPlaceholder` translates, under `resources/App`.
    static func seedSources(_ resources: URL) throws {
        let english = resources.appendingPathComponent("App/en.lproj")
        try FileManager.default.createDirectory(at: english, withIntermediateDirectories: true)
        try Data(
            "/* Greeting */\n\"greeting\" = \"Hello %@, you have %lld messages\";\n\n/* Button */\n\"ok\" = \"OK\";\n"
                .utf8
        ).write(to: english.appendingPathComponent("Localizable.strings"))
        try XLIFFExportTests.englishFiles.render().write(to: english.appendingPathComponent("Localizable.stringsdict"))
    }

    @Test func aTargetThatBreaksAPlaceholderOrAPluralIsRefused() throws {
        let folder = try TemporaryFolder("lingo-xliff-refuse")
        defer { folder.remove() }
        let xliff = folder.url.appendingPathComponent("fr.xliff")
        try Data(Self.brokenPlaceholder.utf8).write(to: xliff)
        let resources = folder.url.appendingPathComponent("res")
        try Self.seedSources(resources)
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
        try Self.seedSources(folder.url.appendingPathComponent("res"))
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
    func anOriginalOutsideTheProjectRootIsReportedAndSkipped(_ original: String) throws {
        let folder = try TemporaryFolder("lingo-xliff-escape")
        defer { folder.remove() }
        let xml = Self.brokenPlaceholder.replacingOccurrences(of: "App/en.lproj/Localizable.strings", with: original)
        let xliff = folder.url.appendingPathComponent("fr.xliff")
        try Data(xml.utf8).write(to: xliff)
        let resources = folder.url.appendingPathComponent("deep/res")
        try Self.seedSources(resources)
        let result = try XLIFFImporter.run(
            XLIFFImportRequest(files: [xliff.path], resources: resources.path, force: true))
        let skipped = try #require(result.findings.first { $0.location.line == 3 })
        #expect(skipped.severity == .warning)
        #expect(skipped.message.contains("outside the project root"))
        #expect(result.written.allSatisfy { $0.hasPrefix(resources.path + "/") })
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("deep/outside.strings").path))
    }

    @Test func aLocalPackageInsideTheProjectRootIsImported() throws {
        let folder = try TemporaryFolder("lingo-xliff-package")
        defer { folder.remove() }
        let original = "../Packages/Kit/en.lproj/Localizable.strings"
        let xml = Self.brokenPlaceholder.replacingOccurrences(of: "App/en.lproj/Localizable.strings", with: original)
        let xliff = folder.url.appendingPathComponent("fr.xliff")
        try Data(xml.utf8).write(to: xliff)
        let resources = folder.url.appendingPathComponent("App")
        try Self.seedSources(resources)
        try Self.seedSources(folder.url.appendingPathComponent("Packages/Kit"))
        try FileManager.default.moveItem(
            at: folder.url.appendingPathComponent("Packages/Kit/App/en.lproj"),
            to: folder.url.appendingPathComponent("Packages/Kit/en.lproj"))
        let result = try XLIFFImporter.run(
            XLIFFImportRequest(files: [xliff.path], resources: resources.path, projectRoot: folder.url.path))
        #expect(!result.findings.contains { $0.message.contains("outside the project root") })
        let strings = try StringsFile(
            contentsOf: folder.url.appendingPathComponent("Packages/Kit/fr.lproj/Localizable.strings"))
        #expect(strings["ok"] == "D'accord")
    }

    @Test(arguments: [false, true])
    func aKeyOrTableTheAppLacksIsReportedAndNotWritten(strict: Bool) throws {
        let folder = try TemporaryFolder("lingo-xliff-unknown")
        defer { folder.remove() }
        let xml = Self.brokenPlaceholder
            .replacingOccurrences(of: "<trans-unit id=\"ok\"", with: "<trans-unit id=\"nope\"")
            .replacingOccurrences(of: "App/en.lproj/Localizable.stringsdict", with: "App/en.lproj/Nope.strings")
        let xliff = folder.url.appendingPathComponent("fr.xliff")
        try Data(xml.utf8).write(to: xliff)
        let resources = folder.url.appendingPathComponent("res")
        try Self.seedSources(resources)
        // The app's code: keys Xcode extracts from it count as the app's; "nope" is not one of them.
        try Data("let greeting = String(localized: \"Hello\")\n".utf8)
            .write(to: resources.appendingPathComponent("App/Greeting.swift"))
        let result = try XLIFFImporter.run(
            XLIFFImportRequest(files: [xliff.path], resources: resources.path, force: true, strict: strict))
        let unknown = result.findings.filter { $0.rule == .extraTranslation }
        #expect(unknown.count == 2)  // the key "nope", the table Nope.strings
        #expect(unknown.allSatisfy { $0.severity == (strict ? .error : .warning) })
        #expect(
            !FileManager.default.fileExists(atPath: resources.appendingPathComponent("App/en.lproj/Nope.strings").path))
        #expect(
            !FileManager.default.fileExists(atPath: resources.appendingPathComponent("App/fr.lproj/Nope.strings").path))
        let strings = try StringsFile(contentsOf: resources.appendingPathComponent("App/fr.lproj/Localizable.strings"))
        #expect(strings["nope"] == nil)

        let created = try XLIFFImporter.run(
            XLIFFImportRequest(files: [xliff.path], resources: resources.path, force: true, createTables: true))
        #expect(created.written.contains(resources.appendingPathComponent("App/fr.lproj/Nope.strings").path))
        #expect(
            !FileManager.default.fileExists(atPath: resources.appendingPathComponent("App/en.lproj/Nope.strings").path))
    }
}
