// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// CLDR's language data (likely subtags, parent locales, aliases), each table decoded from the
/// generated tables in `CLDRLanguageData+Generated.swift` on its own first use.
///
/// The tables are string literals because Swift type-checks big collection literals slowly.
/// Each is decoded once per process, when something first reads it (Swift initializes a static
/// `let` once, thread-safely): a process that only canonicalizes tags (the tools reading folder
/// names) never pays for the likely-subtags table, the largest. Every lookup after that is a
/// dictionary lookup.
struct CLDRLanguageData: Sendable {
    /// A likely-subtags result: language, script and region, all present.
    struct Likely: Hashable, Sendable {
        let language: String
        let script: String
        let region: String
    }

    /// `und-HK` → `zh-Hant-HK`; keys are canonical BCP 47 (`-` separated, canonical case).
    var likelySubtags: [String: Likely] { Self.likelySubtags }
    /// `en-IN` → `en-001`; root parents are not listed (see ``LanguageTag/parent``).
    var parentLocales: [String: String] { Self.parentLocales }
    /// `iw` → `he`, `sh` → `sr-Latn`.
    var languageAliases: [String: String] { Self.languageAliases }
    /// `UK` → `[GB]`, `YU` → `[RS, ME]`.
    var territoryAliases: [String: [String]] { Self.territoryAliases }
    /// `Qaai` → `Zinh`.
    var scriptAliases: [String: String] { Self.scriptAliases }
    /// `heploc` → `alalc97`.
    var variantAliases: [String: String] { Self.variantAliases }

    /// The tables; each is decoded when first read.
    static let shared = CLDRLanguageData()

    private init() {}

    private static let likelySubtags: [String: Likely] = {
        var result = decode(likelySubtagsTable) { value -> Likely? in
            let parts = split(value, at: UInt8(ascii: "-"))
            guard parts.count == 3 else { return nil }
            return Likely(language: parts[0], script: parts[1], region: parts[2])
        }
        decodeGroups(likelySubtagsByScriptAndRegionTable, into: &result)
        return result
    }()
    private static let parentLocales: [String: String] = decode(parentLocalesTable) { string(of: $0) }
    private static let languageAliases: [String: String] = decode(languageAliasesTable) { string(of: $0) }
    private static let territoryAliases: [String: [String]] = decode(territoryAliasesTable) {
        split($0, at: UInt8(ascii: "+"))
    }
    private static let scriptAliases: [String: String] = decode(scriptAliasesTable) { string(of: $0) }
    private static let variantAliases: [String: String] = decode(variantAliasesTable) { string(of: $0) }

    /// Reads `key=value` entries separated by spaces or line breaks.
    private static func decode<Value>(
        _ table: String, _ transform: (UnsafeBufferPointer<UInt8>) -> Value?
    ) -> [String: Value] {
        var result = [String: Value]()
        result.reserveCapacity(table.utf8.count / 16)
        forEachToken(of: table) { entry in
            guard let equals = entry.firstIndex(of: UInt8(ascii: "=")) else { return }
            if let value = transform(UnsafeBufferPointer(rebasing: entry[(equals + 1)...])) {
                result[string(of: UnsafeBufferPointer(rebasing: entry[..<equals]))] = value
            }
        }
        return result
    }

    /// Reads the grouped likely subtags: a `Script-Region` token (it starts with a capital
    /// letter) sets the group, and each language token after it completes to that language with
    /// the group's script and region.
    private static func decodeGroups(_ table: String, into result: inout [String: Likely]) {
        result.reserveCapacity(result.count + table.utf8.count / 4)
        var script = "", region = ""
        forEachToken(of: table) { token in
            if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(token[0]) {
                let parts = split(token, at: UInt8(ascii: "-"))
                (script, region) = parts.count == 2 ? (parts[0], parts[1]) : ("", "")
            } else if !script.isEmpty {
                let language = string(of: token)
                result[language] = Likely(language: language, script: script, region: region)
            }
        }
    }

    /// Calls `body` with each token of `table` (the non-empty runs between spaces and line
    /// breaks), read from the table's UTF-8 bytes by offset, not through `String.Index`.
    private static func forEachToken(of table: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var table = table
        table.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\n") {
                if start < index { body(UnsafeBufferPointer(rebasing: bytes[start..<index])) }
                start = index + 1
            }
            if start < bytes.count { body(UnsafeBufferPointer(rebasing: bytes[start...])) }
        }
    }

    private static func string(of bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The parts of `bytes` between `separator`s, empty parts kept.
    private static func split(_ bytes: UnsafeBufferPointer<UInt8>, at separator: UInt8) -> [String] {
        bytes.split(separator: separator, omittingEmptySubsequences: false).map {
            string(of: UnsafeBufferPointer(rebasing: $0))
        }
    }
}
