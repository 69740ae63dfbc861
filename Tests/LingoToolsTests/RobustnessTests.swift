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

/// Bad input of every kind: lint, stats, gen and convert report it and never trap.
@Suite struct RobustnessTests {
    @Test func garbageAndTruncatedFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-garbage-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var random = SeededGenerator()
        let alphabet = Array("\"=;%@$#{}[]<>/\\*\n \tab1é".utf8) + [0x00, 0xFF, 0xFE, 0xC3]
        // Real files cut short at every tenth of their length, and random text.
        let sources = try [
            "Rules/syntax-error/good/en.lproj/Localizable.stringsdict",
            "Rules/catalog-needs-review/bad/Catalog.xcstrings",
            "Rules/format-count-mismatch/bad/en.lproj/Localizable.strings",
            "Convert/App/en.lproj/Localizable.stringsdict",
        ].map { try Data(contentsOf: Fixtures.url($0)) }
        for index in 0..<40 {
            let language = ["en", "fr", "ru", "ar", "Base", "qqq"][index % 6]
            let lproj = folder.appendingPathComponent("Set\(index % 4)/\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            let source = sources[index % sources.count]
            let cut = source.prefix(source.count * (index % 10) / 10)
            let noise = Data(random.bytes(Int(random.next() % 300), from: alphabet))
            try (cut + noise).write(to: lproj.appendingPathComponent("Localizable.strings"))
            try (cut + noise).write(to: lproj.appendingPathComponent("Localizable.stringsdict"))
            try (cut + noise).write(to: folder.appendingPathComponent("Catalog\(index).xcstrings"))
            try (cut + noise).write(to: folder.appendingPathComponent("Source\(index).swift"))
        }
        let project = try LocalizationProject.load(paths: [folder.path])
        let references = try SwiftSourceScanner.references(
            inFiles: (0..<40).map { folder.appendingPathComponent("Source\($0).swift").path })
        let findings = Linter().lint(project, sources: references)
        #expect(findings.contains { $0.rule == .syntaxError })
        #expect(findings.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
        _ = CoverageStatistics(project: project)
        _ = try? AccessorGenerator(source: "garbage").generate(project)
        for set in project.tableSets {
            for table in set.tables {
                let (catalog, _) = CatalogConverter.catalog(from: table, developmentLanguage: "en")
                _ = catalog.tableFiles()
            }
        }
        for catalog in project.catalogs { _ = catalog.tableFiles() }
    }
}
