// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import Lingo

/// The decoded CLDR tables against their generated text, split the plain way.
@Suite struct CLDRLanguageDataTests {
    /// `from=to` entries of a table, by the standard library's `split`.
    static func entries(_ table: String) -> [(key: String, value: String)] {
        table.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { entry in
            let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
        }
    }

    @Test func everyEntryOfEveryTableIsDecoded() {
        let data = CLDRLanguageData.shared
        let likely = Self.entries(CLDRLanguageData.likelySubtagsTable)
        #expect(likely.count > 5000)
        #expect(data.likelySubtags.count == Set(likely.map(\.key)).count)
        for (key, value) in likely {
            let decoded = data.likelySubtags[key].map { "\($0.language)-\($0.script)-\($0.region)" }
            #expect(decoded == value, "\(key)")
        }
        let simple: [(String, [String: String])] = [
            (CLDRLanguageData.parentLocalesTable, data.parentLocales),
            (CLDRLanguageData.languageAliasesTable, data.languageAliases),
            (CLDRLanguageData.scriptAliasesTable, data.scriptAliases),
            (CLDRLanguageData.variantAliasesTable, data.variantAliases),
        ]
        for (table, decoded) in simple {
            let expected = Dictionary(Self.entries(table), uniquingKeysWith: { _, last in last })
            #expect(!expected.isEmpty)
            #expect(decoded == expected)
        }
        let territories = Dictionary(
            Self.entries(CLDRLanguageData.territoryAliasesTable).map {
                ($0.key, $0.value.split(separator: "+").map(String.init))
            },
            uniquingKeysWith: { _, last in last })
        #expect(data.territoryAliases == territories)
    }
}
