// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoPublishing
import LingoRemote
import LingoTools
import Testing

/// The runtime, `lingo lint`'s project and `lingo pack` read one resources folder by the same
/// rules: the same languages, `Base` and `qqq` are no language, catalogs at the top and in
/// `mul.lproj` belong to the folder.
@Suite struct DiscoveryAgreementTests {
    /// A resources folder with every kind of entry the rules distinguish.
    static func makeResources() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-discovery-\(UUID().uuidString)")
        let files: [String: String] = [
            "en.lproj/Localizable.strings": #""title" = "Title";"#,
            "zh_Hans.lproj/Localizable.strings": #""title" = "标题";"#,
            "Base.lproj/Main.strings": #""x.text" = "X";"#,
            "qqq.lproj/Localizable.strings": #""title" = "Shown as the screen's title";"#,
            "mul.lproj/Shared.xcstrings": Self.catalog(key: "shared", languages: ["en": "Shared", "fr": "Partagé"]),
            "Top.xcstrings": Self.catalog(key: "top", languages: ["en": "Top", "ko": "위"]),
            "loose.strings": #""loose" = "Loose";"#,
        ]
        for (path, content) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(content.utf8).write(to: url)
        }
        return root
    }

    static func catalog(key: String, languages: [String: String]) -> String {
        let localizations = languages.sorted { $0.key < $1.key }.map { language, value in
            #""\#(language)" : { "stringUnit" : { "state" : "translated", "value" : "\#(value)" } }"#
        }
        return #"{ "sourceLanguage" : "en", "strings" : { "\#(key)" : { "localizations" : { "#
            + localizations.joined(separator: ", ") + #" } } }, "version" : "1.0" }"#
    }

    @Test func theRuntimeAndPackFindTheSameLanguages() throws {
        let root = try Self.makeResources()
        defer { try? FileManager.default.removeItem(at: root) }

        let folder = try ResourceFolder(scanning: root)
        #expect(folder.languageFolders.keys.sorted() == ["en", "zh-Hans"])
        #expect(folder.baseFolder?.lastPathComponent == "Base.lproj")
        #expect(folder.catalogs.map(\.lastPathComponent) == ["Top.xcstrings", "Shared.xcstrings"])
        #expect(folder.ignored.map(\.name).sorted() == ["mul.lproj", "qqq.lproj"])

        let localizer = try Localizer(
            resources: root, developmentLanguage: "en", store: .inMemory(), systemLanguages: .fixed(["en"]))
        #expect(localizer.availableLanguages == ["en", "fr", "ko", "zh-Hans"])
        #expect(localizer.string("shared", table: "Shared") == "Shared")
        try localizer.setLanguage("fr")
        #expect(localizer.string("shared", table: "Shared") == "Partagé")
        #expect(localizer.string("title") == "Title")  // en's, never qqq.lproj's documentation

        let keys = root.appendingPathComponent("keys")
        try UpdatePacker.generateKeys(in: keys)
        let output = root.appendingPathComponent("out")
        let summary = try UpdatePacker.pack(
            UpdatePacker.Request(
                resources: root, output: output, version: 1,
                keyFile: keys.appendingPathComponent(UpdatePacker.privateKeyFileName)))
        // The same languages as the runtime's, from folders and both catalogs; no Base, no qqq.
        #expect(summary.manifest.languages == localizer.availableLanguages)
        #expect(
            summary.manifest.files.map(\.path).sorted() == [
                "en.lproj/Localizable.strings", "en.lproj/Shared.strings", "en.lproj/Top.strings",
                "fr.lproj/Shared.strings", "ko.lproj/Top.strings", "zh-Hans.lproj/Localizable.strings",
            ])
    }

    @Test func lintSeesTheSameFoldersAndCatalogs() throws {
        let root = try Self.makeResources()
        defer { try? FileManager.default.removeItem(at: root) }
        let project = try LocalizationProject.load(paths: [root.path])
        let folders = try #require(project.tableSets.first).folders
        #expect(folders.filter(\.isLanguage).compactMap(\.tag) == ["en", "zh-Hans"])
        #expect(folders.filter { !$0.isLanguage }.map(\.name) == ["Base.lproj", "qqq.lproj"])
        let catalogs = project.catalogs.map { URL(fileURLWithPath: $0.path).lastPathComponent }
        #expect(catalogs.sorted() == ["Shared.xcstrings", "Top.xcstrings"])
        #expect(project.looseStrings.count == 1)
    }
}
