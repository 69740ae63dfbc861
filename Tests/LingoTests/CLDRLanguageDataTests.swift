// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
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

    /// The grouped likely subtags as `from=to` entries: a token with a capital first letter is a
    /// `Script-Region` group, each token after it a language completed by it.
    static func groupedEntries(_ table: String) -> [(key: String, value: String)] {
        var group = ""
        var entries = [(key: String, value: String)]()
        for token in table.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            if token.first?.isUppercase == true {
                group = String(token)
            } else {
                entries.append((String(token), "\(token)-\(group)"))
            }
        }
        return entries
    }

    @Test func everyEntryOfEveryTableIsDecoded() {
        let data = CLDRLanguageData.shared
        let pairs = Self.entries(CLDRLanguageData.likelySubtagsTable)
        let grouped = Self.groupedEntries(CLDRLanguageData.likelySubtagsByScriptAndRegionTable)
        #expect(pairs.count > 100)
        #expect(grouped.count > 5000)
        let likely = pairs + grouped
        #expect(data.likelySubtags.count == Set(likely.map(\.key)).count)
        #expect(data.likelySubtags.count == likely.count, "a key in both tables, or twice in one")
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

    /// Every likely subtag of the generator's input (CLDR 47) decodes to its value, whichever
    /// of the two tables holds it.
    @Test func likelySubtagsAreCLDRs() throws {
        let url = SharedData.packageRoot.appendingPathComponent("Generators/CLDR/cldr-47.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let source = try #require(json?["likelySubtags"] as? [String: String])
        #expect(source.count > 5000)
        let decoded = CLDRLanguageData.shared.likelySubtags
        #expect(decoded.count == source.count)
        for (key, value) in source {
            let tag = key.replacingOccurrences(of: "_", with: "-")
            let likely = decoded[tag].map { "\($0.language)_\($0.script)_\($0.region)" }
            #expect(likely == value, "\(tag)")
        }
    }
}
