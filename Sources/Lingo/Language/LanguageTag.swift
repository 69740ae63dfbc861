// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

/// A BCP 47 language tag such as `en`, `zh-Hant`, `pt-BR` or `sr-Latn-RS`, in canonical form.
///
/// Parsing (``init(_:)``) accepts what apps and systems really hand over — any letter case, `_`
/// as well as `-`, a `.lproj` suffix, Apple's legacy folder names (`English`, `Japanese`,
/// `zh_TW`) and deprecated codes — and canonicalizes it: `zh_hans` is `zh-Hans`, `pt-br` is
/// `pt-BR`, `English.lproj` is `en`, `iw` is `he` (CLDR's aliases). Tags compare by their
/// canonical form, so all spellings of one language are the same tag.
///
/// ```swift
/// let tag = try LanguageTag("pt_br")      // pt-BR
/// tag.language                            // "pt"
/// tag.region                              // "BR"
/// tag.maximized                           // pt-Latn-BR (likely subtags)
/// let literal: LanguageTag = "zh-Hant"    // from a string literal
/// ```
///
/// Tags carry CLDR's language data (``maximized``, ``minimized``, ``parent``), names for a
/// language picker (``nativeName``, ``displayName(in:)``) and the writing direction
/// (``characterDirection``). ``LanguageMatcher`` chooses among tags the way Apple does.
public struct LanguageTag: Hashable, Sendable, Comparable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The parts, in one immutable box: a tag is copied often (selections, changes, matches),
    /// and a box costs one reference count per copy instead of seven.
    private final class Storage: Sendable {
        let language: String
        let script: String?
        let region: String?
        let variants: [String]
        let extensions: [String]
        let privateUse: [String]
        let identifier: String

        init(
            language: String, script: String?, region: String?, variants: [String], extensions: [String],
            privateUse: [String], identifier: String
        ) {
            self.language = language
            self.script = script
            self.region = region
            self.variants = variants
            self.extensions = extensions
            self.privateUse = privateUse
            self.identifier = identifier
        }
    }

    private let storage: Storage

    /// The language subtag, lowercase (`"zh"`), or `"und"` when the tag names no language.
    public var language: String { storage.language }
    /// The script subtag in title case (`"Hant"`), if any.
    public var script: String? { storage.script }
    /// The region subtag, uppercase (`"TW"`) or three digits (`"419"`), if any.
    public var region: String? { storage.region }
    /// Variant subtags, lowercase (`["valencia"]`).
    public var variants: [String] { storage.variants }
    /// Extensions, each a singleton with its subtags (`["u-ca-buddhist"]`), lowercase,
    /// sorted by singleton.
    public var extensions: [String] { storage.extensions }
    /// Private-use subtags after `x-`, lowercase.
    public var privateUse: [String] { storage.privateUse }
    /// The canonical BCP 47 form, such as `zh-Hant-TW`.
    public var identifier: String { storage.identifier }

    /// Creates a tag from its parts, canonicalizing their letter case only.
    ///
    /// Unlike ``init(_:)``, this initializer applies no aliases: `LanguageTag(language: "iw")`
    /// keeps `iw`. Use ``canonicalized`` for CLDR's aliases. ``LanguageMatcher`` applies them
    /// itself, so both spellings match alike.
    ///
    /// - Parameters:
    ///   - language: The language subtag (`"zh"`); empty means `und`.
    ///   - script: The script subtag (`"Hant"`), if any.
    ///   - region: The region subtag (`"TW"`, `"419"`), if any.
    ///   - variants: Variant subtags (`["valencia"]`).
    ///   - extensions: Extensions with their singleton (`["u-ca-buddhist"]`).
    ///   - privateUse: Private-use subtags, without the `x`.
    public init(
        language: String, script: String? = nil, region: String? = nil, variants: [String] = [],
        extensions: [String] = [], privateUse: [String] = []
    ) {
        let language = language.isEmpty ? "und" : language.asciiLowercased
        let script = script.map(\.asciiTitlecased)
        let region = region.map(\.asciiUppercased)
        let variants = variants.map(\.asciiLowercased)
        let extensions = Sorting.sorted(extensions.map(\.asciiLowercased))
        let privateUse = privateUse.map(\.asciiLowercased)
        var parts = [language]
        if let script { parts.append(script) }
        if let region { parts.append(region) }
        parts += variants
        parts += extensions
        if !privateUse.isEmpty { parts += ["x"] + privateUse }
        storage = Storage(
            language: language, script: script, region: region, variants: variants,
            extensions: extensions, privateUse: privateUse, identifier: parts.joined(separator: "-"))
    }

    /// The canonical BCP 47 form, such as `zh-Hant-TW`.
    public var description: String { identifier }

    /// The canonical form, as ``description``: an array of tags prints as `[en, ja, zh-Hant]`,
    /// the way the documentation writes them.
    public var debugDescription: String { identifier }

    /// The tag with only language, script and region (no variants, extensions or private use).
    public var base: LanguageTag {
        guard !variants.isEmpty || !extensions.isEmpty || !privateUse.isEmpty else { return self }
        return LanguageTag(language: language, script: script, region: region)
    }

    /// Language, script, region and variants, without extensions and private use: what Apple
    /// compares for an exact match (ICU's "base name").
    var baseIdentifier: String {
        guard !extensions.isEmpty || !privateUse.isEmpty else { return identifier }
        return LanguageTag(language: language, script: script, region: region, variants: variants).identifier
    }

    /// Whether the tag names no language (`und`, `root`, or only private use such as `x-klingon`).
    public var isUndetermined: Bool { language == "und" }

    /// Whether the language is reserved for private use (`qaa`…`qtz`, such as MediaWiki's `qqq`
    /// message documentation) or the tag is private use only (`x-klingon`).
    public var isPrivateUse: Bool {
        if language == "und" { return !privateUse.isEmpty }
        let bytes = Array(language.utf8)
        return bytes.count == 3 && bytes[0] == UInt8(ascii: "q")
            && bytes[1] >= UInt8(ascii: "a") && bytes[1] <= UInt8(ascii: "t")
    }

    /// Tags are equal when their canonical forms are.
    public static func == (lhs: LanguageTag, rhs: LanguageTag) -> Bool {
        lhs.storage === rhs.storage || lhs.identifier == rhs.identifier
    }

    /// Hashes the canonical form.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }

    /// Orders tags by their canonical form (`en` < `en-GB` < `fr`).
    public static func < (lhs: LanguageTag, rhs: LanguageTag) -> Bool {
        lhs.identifier < rhs.identifier
    }
}

extension LanguageTag: Codable {
    /// Decodes a tag from a string such as `"zh-Hant"`, parsed like ``init(_:)``.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the string is not a language tag.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let string = try container.decode(String.self)
        do {
            self = try LanguageTag(string)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(error)")
        }
    }

    /// Encodes the tag as its canonical string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}

extension LanguageTag: ExpressibleByStringLiteral {
    /// Creates a tag from a literal such as `"zh-Hant"`, parsed like ``init(_:)``.
    ///
    /// A literal that is not a valid tag (`"e n"`, `""`) becomes ``undetermined`` (`und`),
    /// which matches no localization, so a typo shows up as a fallback to the development
    /// language rather than a crash. Use ``init(_:)`` with a `String` value, or
    /// ``init(parsing:)``, to get the error instead. Swift also uses this initializer for
    /// `LanguageTag("e n")` written with a literal argument (SE-0213 literal coercion).
    public init(stringLiteral value: String) {
        self = (try? LanguageTag(value)) ?? .undetermined
    }

    /// `und`: no language determined.
    public static let undetermined = LanguageTag(language: "und")
}

extension String {
    var asciiLowercased: String {
        guard utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return self }
        return String(decoding: utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
    }

    var asciiUppercased: String {
        guard utf8.contains(where: { $0 >= 0x61 && $0 <= 0x7A }) else { return self }
        return String(decoding: utf8.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }, as: UTF8.self)
    }

    var asciiTitlecased: String {
        guard let first = first else { return self }
        return String(first).asciiUppercased + String(dropFirst()).asciiLowercased
    }
}
