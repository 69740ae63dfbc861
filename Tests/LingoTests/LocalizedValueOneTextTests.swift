// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoChecks
import LingoFormats
import TestSupport
import Testing

@testable import Lingo

/// `LocalizedValue(oneText:isSource:)`, the value of an entry with one text, is what the general
/// path (`init(variants:device:isSource:)`) makes of the same entry: over every entry of the
/// real apps' `.strings`, `.stringsdict` and String Catalog files, and hand-made ones.
@Suite struct LocalizedValueOneTextTests {
    static let folders = [
        "wikipedia-ios/Wikipedia/Localizations", "wikipedia-ios/Wikipedia/iOS Native Localizations", "utm/Platform",
        "rectangle/Rectangle", "icecubes/IceCubesApp/Resources/Localization",
    ]

    /// A value as compared: its case and its text.
    static func shown(_ value: LocalizedValue?) -> String {
        switch value {
        case .none: "nil"
        case .text(let text)?: "text: \(text)"
        case .plural(let plural)?: "plural: \(plural.text)"
        }
    }

    static func expectSame(_ entry: LocalizationEntry, _ context: String) {
        for isSource in [false, true] {
            let fast = LocalizedValue(oneText: entry, isSource: isSource)
            let general = LocalizedValue(variants: entry, device: .iPhone, isSource: isSource)
            #expect(shown(fast) == shown(general), "\(context) \(entry.key) isSource: \(isSource)")
        }
    }

    @Test(.sharedData, arguments: folders)
    func theCorporaAgree(folder: String) throws {
        let directory = try ResourceDirectory(scanning: SharedData.corpora.appendingPathComponent(folder))
        var compared = 0
        for language in directory.languages {
            for (table, entries) in LanguageEntries(language: language, directory: directory).tables {
                for entry in entries.ordered where entry.alternatives.isEmpty && entry.plurals.isEmpty {
                    compared += 1
                    Self.expectSame(entry, "\(folder) \(language) \(table)")
                }
            }
        }
        #expect(compared > 100, "\(folder): \(compared) entries compared")
    }

    @Test func handMadeEntries() {
        let here = SourceLocation(file: "x", line: 1, column: 1)
        let entries = [
            LocalizationEntry(key: "none", location: here),
            LocalizationEntry(key: "text", location: here, main: EntryText(text: "Text", location: here)),
            LocalizationEntry(key: "new", location: here, main: EntryText(text: "", location: here, state: .new)),
            LocalizationEntry(
                key: "no value", location: here, main: EntryText(text: "", location: here, hasNoValue: true)),
        ]
        for origin in [LocalizationEntry.Origin.strings, .stringsDict, .catalog] {
            for var entry in entries {
                entry.origin = origin
                Self.expectSame(entry, "\(origin)")
            }
        }
    }
}
