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
            let parts = Self.split(value, at: UInt8(ascii: "-"))
            guard parts.count == 3 else { return nil }
            return Likely(language: parts[0], script: parts[1], region: parts[2])
        }
        parentLocales = Self.decode(Self.parentLocalesTable) { Self.string(of: $0) }
        languageAliases = Self.decode(Self.languageAliasesTable) { Self.string(of: $0) }
        territoryAliases = Self.decode(Self.territoryAliasesTable) { Self.split($0, at: UInt8(ascii: "+")) }
        scriptAliases = Self.decode(Self.scriptAliasesTable) { Self.string(of: $0) }
        variantAliases = Self.decode(Self.variantAliasesTable) { Self.string(of: $0) }
    }

    /// Reads `key=value` entries separated by spaces or line breaks, from the table's UTF-8
    /// bytes by offset, not through `String.Index`: the first language match of a cold start
    /// decodes every table once.
    private static func decode<Value>(
        _ table: String, _ transform: (UnsafeBufferPointer<UInt8>) -> Value?
    ) -> [String: Value] {
        var table = table
        return table.withUTF8 { bytes in
            var result = [String: Value]()
            result.reserveCapacity(bytes.count / 16)
            var start = 0
            func flush(_ end: Int) {
                guard start < end else { return }
                let entry = UnsafeBufferPointer(rebasing: bytes[start..<end])
                guard let equals = entry.firstIndex(of: UInt8(ascii: "=")) else { return }
                if let value = transform(UnsafeBufferPointer(rebasing: entry[(equals + 1)...])) {
                    result[string(of: UnsafeBufferPointer(rebasing: entry[..<equals]))] = value
                }
            }
            for index in bytes.indices where bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\n") {
                flush(index)
                start = index + 1
            }
            flush(bytes.count)
            return result
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
