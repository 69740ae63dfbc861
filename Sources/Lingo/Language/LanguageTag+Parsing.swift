// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// Why a string is not a language tag.
///
/// ```swift
/// do { _ = try LanguageTag("e n") } catch {
///     print(error)
///     // "e n" is not a language tag: it contains a space;
///     // only letters, digits, '-' and '_' are allowed
/// }
/// ```
public struct LanguageTagError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The string that was rejected (shortened to 40 characters).
    public let input: String
    /// What is wrong with it.
    public let reason: String

    /// Creates an error for `input`, shortening it to 40 characters.
    ///
    /// - Parameters:
    ///   - input: The rejected string.
    ///   - reason: What is wrong with it.
    public init(input: String, reason: String) {
        self.input = input.count > 40 ? String(input.prefix(40)) + "…" : input
        self.reason = reason
    }

    /// `"e n" is not a language tag: it contains a space; ...`
    public var description: String { "\"\(input)\" is not a language tag: \(reason)" }
}

extension LanguageTag {
    /// The longest string accepted as a tag. Real tags are far shorter; this bounds the work.
    public static let maximumLength = 255

    /// Parses a BCP 47 tag and canonicalizes it.
    ///
    /// Accepted beyond strict BCP 47: `_` as a separator, any letter case, a `.lproj` suffix,
    /// and Apple's legacy localization names (``legacyLocalizationName(_:)``). The result is in
    /// canonical form with CLDR's aliases applied: `zh_hans.lproj` → `zh-Hans`, `pt-br` →
    /// `pt-BR`, `English` → `en`, `iw` → `he`, `in` → `id`, `ji` → `yi`, `mo` → `ro`,
    /// `sh` → `sr-Latn`, `de-DD` → `de-DE`, `zh-yue` → `yue`, `i-klingon` → `tlh`.
    ///
    /// - Parameter string: The tag, such as `"zh-Hant-TW"`, `"pt_BR"` or `"English.lproj"`.
    /// - Throws: ``LanguageTagError`` for anything that is not a well-formed tag: `""`, `"e n"`,
    ///   `"--"`, `"Base"` (Xcode's base internationalization, not a language), a subtag
    ///   longer than 8 characters or out of place, a repeated variant or extension, a string
    ///   longer than ``maximumLength``.
    /// - Complexity: O(*n*) in the length of `string`.
    ///
    /// - Note: Called with a string *literal*, `LanguageTag("e n")` is Swift's literal coercion
    ///   (SE-0213): it goes through ``init(stringLiteral:)`` and gives ``undetermined`` rather
    ///   than throwing. Pass a `String` value, or use ``init(parsing:)``, to get the error.
    public init(_ string: String) throws(LanguageTagError) {
        self = try Self.parse(string, applyingAliases: true)
    }

    /// Parses a tag exactly like ``init(_:)``, also when given a string literal.
    ///
    /// `try LanguageTag(parsing: "e n")` throws where `LanguageTag("e n")` is a literal
    /// coercion that cannot.
    ///
    /// - Parameter string: The tag, such as `"zh-Hant-TW"`, `"pt_BR"` or `"English.lproj"`.
    /// - Throws: ``LanguageTagError`` as ``init(_:)`` does.
    public init(parsing string: String) throws(LanguageTagError) {
        self = try Self.parse(string, applyingAliases: true)
    }

    /// Parses `string`; with `applyingAliases` false, the tag keeps deprecated codes and legacy
    /// names as written (only case and separators are canonicalized: `iw`, `english`), which is
    /// what Apple compares first when it looks for an exact match.
    static func parse(_ string: String, applyingAliases: Bool) throws(LanguageTagError) -> LanguageTag {
        func fail(_ reason: String) -> LanguageTagError {
            LanguageTagError(input: string, reason: reason)
        }
        guard string.utf8.count <= Self.maximumLength else {
            throw fail("it is longer than \(Self.maximumLength) characters")
        }
        var text = Substring(string)
        if text.utf8.count > 6, text.utf8.last == UInt8(ascii: "j") || text.utf8.last == UInt8(ascii: "J"),
            text.suffix(6).lowercased() == ".lproj"
        {
            text = text.dropLast(6)
        }
        guard !text.isEmpty else { throw fail("it is empty") }
        let lowercased = text.lowercased()
        if applyingAliases, let legacy = legacyNames[lowercased], let tag = try? LanguageTag(legacy) {
            return tag
        }
        if lowercased == "base" {
            throw fail("Base.lproj is Xcode's base internationalization, not a language")
        }
        for byte in text.utf8 {
            let isAlphanumeric =
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
                || (byte >= 0x61 && byte <= 0x7A)
            guard isAlphanumeric || byte == 0x2D || byte == 0x5F else {
                throw fail("it contains \(Self.printable(byte)); only letters, digits, '-' and '_' are allowed")
            }
        }
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
            .map { String($0).asciiLowercased }
        guard !subtags.contains(where: \.isEmpty) else { throw fail("it has an empty subtag") }
        if let grandfathered = grandfatheredTags[subtags.joined(separator: "-")] {
            guard let replacement = grandfathered else {
                throw fail("it is a grandfathered tag with no modern replacement")
            }
            return try parse(replacement, applyingAliases: applyingAliases)
        }
        if let long = subtags.first(where: { $0.utf8.count > 8 }) {
            throw fail("the subtag '\(long.prefix(12))' is longer than 8 characters")
        }
        let tag = try parseSubtags(subtags, fail)
        // An extended language subtag can leave a grandfathered tag: yu-art-lojban is art-lojban.
        if applyingAliases, tag.identifier.lowercased() != subtags.joined(separator: "-"),
            let grandfathered = grandfatheredTags[tag.identifier.lowercased()]
        {
            guard let replacement = grandfathered else {
                throw fail("it is a grandfathered tag with no modern replacement")
            }
            return try parse(replacement, applyingAliases: applyingAliases)
        }
        return applyingAliases ? tag.canonicalized : tag
    }

    /// The subtag grammar of RFC 5646 (`langtag` and `privateuse`) over lowercased subtags.
    private static func parseSubtags(
        _ subtags: [String],
        _ fail: (String) -> LanguageTagError
    ) throws(LanguageTagError) -> LanguageTag {
        var index = 0
        let language = try parseLanguage(subtags, &index, fail)
        var script: String? = nil
        if index < subtags.count, subtags[index].utf8.count == 4, isAlpha(subtags[index]) {
            script = subtags[index]
            index += 1
        }
        var region: String? = nil
        if index < subtags.count,
            (subtags[index].utf8.count == 2 && isAlpha(subtags[index]))
                || (subtags[index].utf8.count == 3 && isDigit(subtags[index]))
        {
            region = subtags[index]
            index += 1
        }
        var variants = [String]()
        while index < subtags.count {
            let subtag = subtags[index]
            let startsWithDigit = subtag.utf8.first.map { $0 >= 0x30 && $0 <= 0x39 } ?? false
            guard (5...8).contains(subtag.utf8.count) || (subtag.utf8.count == 4 && startsWithDigit) else { break }
            guard !variants.contains(subtag) else { throw fail("the variant '\(subtag)' appears twice") }
            variants.append(subtag)
            index += 1
        }
        let extensions = try parseExtensions(subtags, &index, fail)
        let privateUse = try parsePrivateUse(subtags, &index, fail)
        guard index == subtags.count else {
            throw fail("the subtag '\(subtags[index])' is out of place")
        }
        return LanguageTag(
            language: language, script: script, region: region, variants: variants,
            extensions: extensions, privateUse: privateUse)
    }

    /// The language subtag at `index` (after any extended language subtags, which replace it),
    /// `und` for `root` and for a private-use-only tag such as `x-klingon`; moves `index` past it.
    private static func parseLanguage(
        _ subtags: [String], _ index: inout Int, _ fail: (String) -> LanguageTagError
    ) throws(LanguageTagError) -> String {
        let first = subtags[index]
        if first == "x" { return "und" }
        if first == "root" {
            index += 1
            return "und"
        }
        guard isAlpha(first), (2...8).contains(first.utf8.count), first.utf8.count != 4 else {
            throw fail("'\(first)' is not a language subtag (2–3 or 5–8 letters)")
        }
        var language = first
        index += 1
        // Extended language subtags: zh-yue is yue in canonical form (RFC 5646 §4.5).
        var extlangs = 0
        while index < subtags.count, extlangs < 3, language.utf8.count <= 3, subtags[index].utf8.count == 3,
            isAlpha(subtags[index])
        {
            language = subtags[index]
            index += 1
            extlangs += 1
        }
        return language
    }

    /// The extensions from `index` on, each a singleton and its subtags joined (`u-ca-buddhist`);
    /// moves `index` past them.
    private static func parseExtensions(
        _ subtags: [String], _ index: inout Int, _ fail: (String) -> LanguageTagError
    ) throws(LanguageTagError) -> [String] {
        var extensions = [String]()
        var singletons = Set<String>()
        while index < subtags.count, subtags[index].utf8.count == 1, subtags[index] != "x" {
            let singleton = subtags[index]
            guard singletons.insert(singleton).inserted else {
                throw fail("the extension '\(singleton)' appears twice")
            }
            index += 1
            var parts = [singleton]
            while index < subtags.count, subtags[index].utf8.count >= 2 {
                parts.append(subtags[index])
                index += 1
            }
            guard parts.count > 1 else { throw fail("the extension '\(singleton)' has no subtags") }
            extensions.append(parts.joined(separator: "-"))
        }
        return extensions
    }

    /// The private-use subtags after an `x` at `index` (none when there is no `x`); moves
    /// `index` to the end.
    private static func parsePrivateUse(
        _ subtags: [String], _ index: inout Int, _ fail: (String) -> LanguageTagError
    ) throws(LanguageTagError) -> [String] {
        guard index < subtags.count, subtags[index] == "x" else { return [] }
        index += 1
        guard index < subtags.count else { throw fail("'x' is not followed by private-use subtags") }
        defer { index = subtags.count }
        return Array(subtags[index...])
    }

    private static func isAlpha(_ s: String) -> Bool { s.utf8.allSatisfy { $0 >= 0x61 && $0 <= 0x7A } }
    private static func isDigit(_ s: String) -> Bool { s.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }

    private static func printable(_ byte: UInt8) -> String {
        switch byte {
        case 0x20: "a space"
        case 0x21...0x7E: "'" + String(UnicodeScalar(byte)) + "'"
        default: "the byte 0x" + String(byte, radix: 16, uppercase: true)
        }
    }
}
