// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

extension PluralRules {
    /// A locale's rule sets, as the locale table stores them.
    struct RuleSets: Sendable {
        let cardinal: UInt8
        let ordinal: UInt8
    }

    /// The locale table (`PluralRules+Generated.swift`), decoded on first use.
    static let localeTable: [String: RuleSets] = decodeLocaleTable(localeTableText)

    /// Decodes lines of the form `"<cardinal> <ordinal> key key key"`; a malformed line is
    /// skipped (the staleness test and the sample tests would show it).
    static func decodeLocaleTable(_ text: String) -> [String: RuleSets] {
        var table = [String: RuleSets]()
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 3, let cardinal = UInt8(fields[0]), let ordinal = UInt8(fields[1]) else { continue }
            for key in fields.dropFirst(2) {
                table[String(key)] = RuleSets(cardinal: cardinal, ordinal: ordinal)
            }
        }
        return table
    }

    /// The locale-table keys to try for `tag`, most specific first: `lang_Script_Region`,
    /// `lang_Region`, `lang_Script`, `lang` (CLDR's spelling: `zh_Hant_TW`, `pt_PT`).
    static func lookupKeys(_ tag: LanguageTag) -> [String] {
        let language = tag.language
        var keys = [String]()
        if let script = tag.script, let region = tag.region {
            keys.append("\(language)_\(script)_\(region)")
        }
        if let region = tag.region {
            keys.append("\(language)_\(region)")
        }
        if let script = tag.script {
            keys.append("\(language)_\(script)")
        }
        keys.append(language)
        return keys
    }
}
