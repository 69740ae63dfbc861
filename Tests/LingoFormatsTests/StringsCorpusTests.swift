// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import TestSupport
import Testing

/// Every `.strings` file of the real apps in ../shared/corpora.
@Suite(.sharedData) struct StringsCorpusTests {
    static let files = SharedData.files(under: SharedData.corpora, withExtension: "strings")

    @Test func corpusIsPresent() {
        #expect(Self.files.count >= 540, "expected the 543+ .strings files of the four corpora")
    }

    @Test func everyFileParsesWithoutErrorsExceptUTMsBrokenFrench() throws {
        try #require(!Self.files.isEmpty, "\(SharedData.missingMessage)")
        var errorFiles = [String: [Diagnostic]]()
        var entryCount = 0
        for url in Self.files {
            let file = try StringsFile(contentsOf: url)
            entryCount += file.entries.count
            let errors = file.diagnostics.errors
            if !errors.isEmpty {
                errorFiles[SharedData.relativePath(url, to: SharedData.corpora)] = errors
            }
        }
        #expect(Array(errorFiles.keys) == ["utm/Platform/fr.lproj/Localizable.strings"])
        let errors = try #require(errorFiles["utm/Platform/fr.lproj/Localizable.strings"])
        #expect(errors.count == 1)
        #expect(errors.first?.location.line == 683)
        #expect(errors.first?.location.column == 35)
        #expect(entryCount > 100_000)
    }

    @Test func utmFrenchKeepsTheEntriesAroundItsError() throws {
        let url = SharedData.corpora.appendingPathComponent("utm/Platform/fr.lproj/Localizable.strings")
        let file = try StringsFile(contentsOf: url)
        #expect(file["New Drive…"] == "Nouveau lecteur…")
        #expect(file["Remove selected shortcut"] == "Supprimer le raccourci sélectionné")
        #expect(file["Removable"] == "Amovible")
        // Every line of the form "key" = "value"; is an entry (the file has no multi-line values).
        let text = try String(contentsOf: url, encoding: .utf8)
        let entryLines = text.split(separator: "\n").filter { $0.hasPrefix("\"") && $0.contains("=") }
        #expect(file.entries.count + file.duplicates.count == entryLines.count)
    }

    @Test func utmDuplicatesAreWarnings() throws {
        try #require(!Self.files.isEmpty, "\(SharedData.missingMessage)")
        var duplicates = 0
        var conflicting = 0
        for url in Self.files where url.path.contains("/utm/") {
            let file = try StringsFile(contentsOf: url)
            guard file.diagnostics.errors.isEmpty else { continue }
            let warnings = file.diagnostics.filter { $0.message.hasPrefix("duplicate key") }
            #expect(warnings.allSatisfy { $0.severity == .warning })
            duplicates += warnings.count
            conflicting += warnings.filter { $0.message.contains("a different value") }.count
        }
        // SOURCES.md: 157 duplicate keys, 42 of them with a different value (in the files that
        // parse cleanly); the broken French file adds none.
        #expect(duplicates == 157)
        #expect(conflicting == 42)
    }

    /// Foundation reads `\u2022` as "u2022" (only `\U` is an escape there); Lingo reads both
    /// spellings, so the comparison gives Foundation the uppercase spelling.
    private func foundationDictionary(_ data: Data) -> [String: String]? {
        let text = DecodedForTest.text(data)
        let upper = text.map { Data($0.replacingOccurrences(of: "\\u", with: "\\U").utf8) } ?? data
        guard let plist = try? PropertyListSerialization.propertyList(from: upper, options: [], format: nil) else {
            return nil
        }
        return plist as? [String: String]
    }

    @Test func keyValuePairsEqualFoundationWhereFoundationAcceptsTheFile() throws {
        try #require(!Self.files.isEmpty, "\(SharedData.missingMessage)")
        var compared = 0
        for url in Self.files {
            let data = try Data(contentsOf: url)
            guard let foundation = foundationDictionary(data) else { continue }
            let file = StringsFile.parse(data, path: url.path)
            let ours = file.dictionary
            if file.diagnostics.errors.isEmpty {
                let differing = Set(ours.keys).union(foundation.keys).filter { ours[$0] != foundation[$0] }
                #expect(differing.isEmpty, "\(url.path): \(differing.sorted().prefix(3))")
            } else {
                // Foundation on Linux silently stops at the first syntax error (UTM's French
                // table: 497 of its 761 entries); what it kept is what we read before the error.
                let errorLocation = try #require(file.diagnostics.errors.first).location
                var beforeError = [String: String]()
                for entry in (file.duplicates + file.entries).sorted(by: { $0.location < $1.location })
                where entry.location < errorLocation {
                    beforeError[entry.key] = entry.value
                }
                let differing = Set(beforeError.keys).union(foundation.keys).filter {
                    beforeError[$0] != foundation[$0]
                }
                #expect(
                    differing.isEmpty,
                    "\(url.path): \(differing.sorted().prefix(3).map { ($0, beforeError[$0], foundation[$0]) })")
                #expect(ours.count > foundation.count)
            }
            compared += 1
        }
        #expect(compared >= 500, "Foundation accepted only \(compared) files")
    }

    @Test func everyFileRoundTripsThroughTheWriter() throws {
        try #require(!Self.files.isEmpty, "\(SharedData.missingMessage)")
        for url in Self.files {
            let file = try StringsFile(contentsOf: url)
            let reparsed = StringsFile.parse(file.render(), path: "rendered")
            #expect(reparsed.diagnostics.isEmpty, "\(url.path)")
            #expect(reparsed == file, "\(url.path)")
        }
    }
}

/// Decodes a test file's text the simple way (UTF-8, or UTF-16 with a byte order mark).
enum DecodedForTest {
    static func text(_ data: Data) -> String? {
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            return String(data: data, encoding: .utf16)
        }
        return String(data: data, encoding: .utf8)
    }
}
