// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoChecks
import LingoFormats
import TestSupport
import Testing

@testable import Lingo

/// A table's texts made from a `.strings` file read as pairs (what the update client does) are
/// the texts made from the full parser's entries, in the same order, with the same errors (the
/// pairs reader reports no duplicate-key warnings); only the places differ (each carries the
/// file's start). Over every `.strings` file of real apps, and hand-made ones with duplicates
/// and errors.
@Suite struct TableEntriesPairsTests {
    static func expectSame(_ data: Data, _ path: String) {
        let parsed = StringsFile.parse(data, path: path)
        let (pairs, diagnostics) = StringsFile.readPairs(data, path: path)
        let fileStart = SourceLocation(file: path, line: 1, column: 1)
        let full = TableEntries(strings: parsed, stringsDict: nil)
        let read = TableEntries(strings: pairs, fileStart: fileStart)
        #expect(read.ordered.map(\.key) == full.ordered.map(\.key), "\(path)")
        #expect(read.ordered.map { $0.main?.text } == full.ordered.map { $0.main?.text }, "\(path)")
        #expect(read.ordered.allSatisfy { $0.origin == .strings && $0.plurals.isEmpty && $0.alternatives.isEmpty })
        #expect(read.ordered.allSatisfy { $0.location == fileStart && $0.main?.location == fileStart })
        #expect(read.indexByKey == full.indexByKey, "\(path)")
        // The winners (what the update client checks without making entries): each key once,
        // in the full parser's order, with its last text.
        let winners = pairs.winners().flatMap { index in
            pairs.withEntry(index) { [String(decoding: $0, as: UTF8.self), String(decoding: $1, as: UTF8.self)] }
        }
        #expect(winners == full.ordered.flatMap { [$0.key, $0.main?.text ?? ""] }, "\(path)")
        let errors = parsed.diagnostics.filter { $0.severity == .error }
        #expect(diagnostics.filter { $0.severity == .error } == errors, "\(path)")
    }

    @Test(.sharedData, arguments: ["wikipedia-ios", "utm", "icecubes", "tinode-xcloc"])
    func theCorporaAgree(folder: String) throws {
        let root = SharedData.corpora.appendingPathComponent(folder)
        var compared = 0
        for case let url as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
        where url.pathExtension == "strings" {
            Self.expectSame(try Data(contentsOf: url), url.path)
            compared += 1
        }
        #expect(compared > 10, "\(folder): \(compared) files compared")
    }

    /// A `.stringsdict` added to a table read as pairs wins over its keys' `.strings` texts, in
    /// their places, as when both files are read together.
    @Test func aStringsDictWinsInPlace() throws {
        let strings = Data(#""a" = "A"; "files" = "%d files"; "b" = "B";"#.utf8)
        let stringsDict = StringsDictFile.parse(
            Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>files</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <key>n</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>%d file</string><key>other</key><string>%d files</string>
                </dict></dict>
                <key>c</key><string>C</string>
                </dict></plist>
                """.utf8), path: "t.stringsdict")
        #expect(stringsDict.diagnostics.isEmpty, "\(stringsDict.diagnostics)")
        let full = TableEntries(strings: StringsFile.parse(strings, path: "t.strings"), stringsDict: stringsDict)
        var read = TableEntries(
            strings: StringsFile.readPairs(strings, path: "t.strings").pairs,
            fileStart: SourceLocation(file: "t.strings", line: 1, column: 1))
        read.add(stringsDict)
        #expect(read.ordered.map(\.key) == ["a", "files", "b", "c"])
        #expect(read.ordered.map(\.key) == full.ordered.map(\.key))
        #expect(read.ordered.map(\.origin) == full.ordered.map(\.origin))
        #expect(read.ordered.map(\.plurals.count) == full.ordered.map(\.plurals.count))
        #expect(read.indexByKey == full.indexByKey)
    }

    @Test func duplicatesAndErrors() {
        let texts = [
            #""a" = "1"; "b" = "2"; "a" = "3";"#,
            #""a" = "1"; "b" = ; "c" = "3";"#,
            #""a" = "1"; "b" = "2" "c" = "3"; "a" = "4""#,
            "/* c */ \"k\";\n\"e\" = \"\\U00E9\\n\";",
            #"{ "plist" = "yes"; }"#,
        ]
        for text in texts { Self.expectSame(Data(text.utf8), "t.strings") }
    }
}
