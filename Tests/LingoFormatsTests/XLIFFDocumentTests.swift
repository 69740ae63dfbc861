// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoToolFormats
import TestSupport
import Testing

/// The XLIFF 1.2 reader and writer, on Xcode's real exports and on hand-written documents.
@Suite struct XLIFFDocumentTests {
    static let corpus = SharedData.files(
        under: SharedData.corpora.appendingPathComponent("focus-ios-xliff"),
        withExtension: "xliff")

    /// Xcode 16.4's own bytes (tinode's `en` and `es` packages; the other four were
    /// re-serialized after export).
    static let xcodeBytes = ["en", "es"].map {
        SharedData.corpora.appendingPathComponent(
            "tinode-xcloc/Localizations/\($0).xcloc/Localized Contents/\($0).xliff")
    }

    @Test(.sharedData) func xcodesOwnExportsRenderToTheSameBytes() throws {
        for url in Self.xcodeBytes {
            try #require(FileManager.default.fileExists(atPath: url.path), "\(SharedData.missingMessage)")
            let data = try Data(contentsOf: url)
            let document = XLIFFDocument.parse(data, path: url.path)
            #expect(document.diagnostics.isEmpty, "\(url.path): \(document.diagnostics)")
            let rendered = document.render()
            let firstDifference = zip(
                String(decoding: rendered, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false),
                String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            ).enumerated().first { $0.element.0 != $0.element.1 }
            #expect(
                rendered == data,
                "\(url.lastPathComponent) line \((firstDifference?.offset ?? -1) + 1): \(String(describing: firstDifference?.element))"
            )
        }
    }

    /// Mozilla's pipeline rewrites its exports (`encoding="utf-8"`): they read without
    /// diagnostics and render to a document that reads back equal.
    @Test(.sharedData) func everyRewrittenExportReadsWithoutDiagnosticsAndRendersToAnEqualDocument() throws {
        try #require(!Self.corpus.isEmpty, "\(SharedData.missingMessage)")
        #expect(Self.corpus.count == 8)
        for url in Self.corpus {
            let data = try Data(contentsOf: url)
            let document = XLIFFDocument.parse(data, path: url.path)
            #expect(document.diagnostics.isEmpty, "\(url.path): \(document.diagnostics)")
            #expect(document.files.count == 6)
            #expect(document.files.reduce(0) { $0 + $1.units.count } == 258)
            #expect(XLIFFDocument.parse(document.render(), path: url.path).files == document.files)
        }
    }

    @Test(.sharedData) func readsTheFieldsOfAnXcodeExport() throws {
        let url = SharedData.corpora.appendingPathComponent("focus-ios-xliff/de/focus-ios.xliff")
        let document = try XLIFFDocument(contentsOf: url)
        let file = try #require(document.files.first { $0.original == "Blockzilla/en.lproj/InfoPlist.strings" })
        #expect(file.sourceLanguage == "en")
        #expect(file.targetLanguage == "de")
        #expect(file.datatype == "plaintext")
        #expect(
            file.tool
                == XLIFFDocument.Tool(id: "com.apple.dt.xcode", name: "Xcode", version: "26.5", buildNumber: "17F42"))
        let camera = try #require(file.units.first)
        #expect(camera.id == "NSCameraUsageDescription")
        #expect(camera.source == "This lets you take and upload photos.")
        #expect(camera.target == "Hiermit können Sie Fotos machen und hochladen.")
        #expect(camera.note == "Privacy - Camera Usage Description")
        #expect(camera.location.line == 25)
        #expect(camera.targetLocation.line == 27)
        #expect(camera.targetLocation.column == 17)
        let all = document.files.flatMap(\.units)
        #expect(all.contains { $0.source == "Erase & Open" && $0.target == "Löschen & öffnen" })
    }

    @Test(.sharedData) func untranslatedUnitsHaveNoTarget() throws {
        let url = SharedData.corpora.appendingPathComponent("focus-ios-xliff/ar/focus-ios.xliff")
        let units = try XLIFFDocument(contentsOf: url).files.flatMap(\.units)
        #expect(units.count(where: { $0.target == nil }) == 3)
    }

    @Test(arguments: [
        "plain", "a & b < c > d \"quoted\" 'single'", "  leading and trailing  ", "two\nlines\r\nand a CR\r",
        "tab\there", "control \u{1} \u{1F}", "emoji 👩‍👩‍👧 and CJK 漢字", "]]> and <![CDATA[", "",
    ])
    func textRoundTrips(_ text: String) throws {
        let unit = XLIFFDocument.Unit(
            id: "id \(text)", source: text, target: text, targetState: "translated",
            note: text.isEmpty ? nil : text, targetNote: "tn \(text)")
        let file = XLIFFDocument.File(
            original: "a\"b&.strings", sourceLanguage: "en", targetLanguage: "fr",
            tool: XLIFFDocument.Tool(id: "lingo"), units: [unit])
        let document = XLIFFDocument(files: [file])
        let parsed = XLIFFDocument.parse(document.render(), path: "t.xliff")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed == document)
        #expect(parsed.files.first?.units.first?.target == text)
    }

    @Test func readsUnitsInGroupsAndCDATA() {
        let xml = """
            <xliff version="1.2"><file original="x.strings" source-language="en" target-language="fr"><body>
            <group id="g"><group><trans-unit id="k"><source><![CDATA[a <b> & c]]></source><target>t</target></trans-unit></group></group>
            <!-- a comment --><?pi x?>
            <trans-unit id="j"><source>s</source></trans-unit>
            </body></file></xliff>
            """
        let document = XLIFFDocument.parse(Data(xml.utf8), path: "g.xliff")
        #expect(document.diagnostics.isEmpty)
        #expect(document.files.first?.units.map(\.id) == ["k", "j"])
        #expect(document.files.first?.units.first?.source == "a <b> & c")
    }

    @Test func inlineElementsKeepTheirTextWithAWarning() {
        let xml = """
            <xliff version="1.2"><file original="x.strings" source-language="en" target-language="fr"><body>
            <trans-unit id="k"><source>a <g id="1">b</g><x id="2"/> c</source></trans-unit></body></file></xliff>
            """
        let document = XLIFFDocument.parse(Data(xml.utf8), path: "i.xliff")
        #expect(document.files.first?.units.first?.source == "a b c")
        #expect(document.diagnostics.map(\.severity) == [.warning])
        #expect(document.diagnostics.first?.location.line == 2)
    }
}
