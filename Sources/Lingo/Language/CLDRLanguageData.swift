// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// CLDR's language data (likely subtags, parent locales, aliases), decoded once from the
/// generated tables in `CLDRLanguageData+Generated.swift` on first use.
///
/// The tables are string literals because Swift type-checks big collection literals slowly;
/// decoding all of them takes a few milliseconds, once per process, and every lookup after that
/// is a dictionary lookup.
struct CLDRLanguageData: Sendable {
    /// A likely-subtags result: language, script and region, all present.
    struct Likely: Hashable, Sendable {
        let language: String
        let script: String
        let region: String
    }

    /// `und-HK` → `zh-Hant-HK`; keys are canonical BCP 47 (`-` separated, canonical case).
    let likelySubtags: [String: Likely]
    /// `en-IN` → `en-001`; root parents are not listed (see ``LanguageTag/parent``).
    let parentLocales: [String: String]
    /// `iw` → `he`, `sh` → `sr-Latn`.
    let languageAliases: [String: String]
    /// `UK` → `[GB]`, `YU` → `[RS, ME]`.
    let territoryAliases: [String: [String]]
    /// `Qaai` → `Zinh`.
    let scriptAliases: [String: String]
    /// `heploc` → `alalc97`.
    let variantAliases: [String: String]

    /// The decoded tables, built on first use (Swift initializes a static `let` once, thread-safely).
    static let shared = CLDRLanguageData()

    private init() {
        likelySubtags = Self.decode(Self.likelySubtagsTable) { value in
            let parts = value.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 3 else { return nil }
            return Likely(language: String(parts[0]), script: String(parts[1]), region: String(parts[2]))
        }
        parentLocales = Self.decode(Self.parentLocalesTable) { String($0) }
        languageAliases = Self.decode(Self.languageAliasesTable) { String($0) }
        territoryAliases = Self.decode(Self.territoryAliasesTable) { value in
            value.split(separator: "+").map(String.init)
        }
        scriptAliases = Self.decode(Self.scriptAliasesTable) { String($0) }
        variantAliases = Self.decode(Self.variantAliasesTable) { String($0) }
    }

    /// Reads `key=value` entries separated by spaces or line breaks.
    private static func decode<Value>(_ table: String, _ transform: (Substring) -> Value?) -> [String: Value] {
        var result = [String: Value]()
        result.reserveCapacity(table.utf8.count / 16)
        let bytes = table.utf8
        var start = bytes.startIndex
        var index = start
        func flush() {
            guard start < index else { return }
            let entry = table[start..<index]
            guard let equals = entry.utf8.firstIndex(of: UInt8(ascii: "=")) else { return }
            if let value = transform(entry[entry.index(after: equals)...]) {
                result[String(entry[..<equals])] = value
            }
        }
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") {
                flush()
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        flush()
        return result
    }
}
