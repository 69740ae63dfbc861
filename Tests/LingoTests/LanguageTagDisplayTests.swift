// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import TestSupport
import Testing

/// Language picker support: names and writing direction.
@Suite struct LanguageTagDisplayTests {
    @Test(arguments: [
        ("zh-Hans", "简体中文"), ("zh-Hant", "繁體中文"), ("ko", "한국어"), ("en", "English"), ("ja", "日本語"),
        ("fr", "Français"), ("de", "Deutsch"), ("es", "Español"), ("ru", "Русский"), ("ar", "العربية"),
        ("he", "עברית"), ("pt-BR", "Português (Brasil)"), ("en-GB", "English (United Kingdom)"),
        ("nb", "Norsk bokmål"), ("sr-Latn", "Srpski (latinica)"), ("es-419", "Español (Latinoamérica)"),
    ])
    func nativeName(tag: String, expected: String) throws {
        #expect(try LanguageTag(parsing: tag).nativeName == expected)
    }

    @Test(arguments: [
        ("zh-Hans", "en", "Chinese, Simplified"), ("zh-Hant", "en", "Chinese, Traditional"), ("ko", "en", "Korean"),
        ("de", "fr", "Allemand"), ("ja", "ko", "일본어"), ("en", "zh-Hans", "英语"),
        ("fr-CA", "de", "Französisch (Kanada)"),
        ("sr-EC", "en", "Serbian (Ecuador)"), ("sr-EL", "en", "Serbian (EL)"), ("qqq", "en", "qqq"),
        ("tr", "tr", "Türkçe"),
    ])
    func displayName(tag: String, language: String, expected: String) throws {
        #expect(try LanguageTag(parsing: tag).displayName(in: LanguageTag(parsing: language)) == expected)
    }

    @Test(arguments: [
        "ar", "he", "fa", "ur", "ps", "yi", "dv", "ckb", "ug", "sd", "syr", "nqo", "ff-Adlm", "pa-Arab", "az-IR",
        "pa-PK", "uz-AF", "ms-Arab", "ks", "iw", "azb", "skr-Arab", "arc", "sam", "ars",
    ])
    func rightToLeft(tag: String) throws {
        let language = try LanguageTag(parsing: tag)
        #expect(language.characterDirection == .rightToLeft)
        #expect(language.isRightToLeft)
    }

    @Test(arguments: [
        "en", "zh-Hans", "zh-Hant", "ja", "ko", "ru", "hi", "az", "pa", "ku", "uz", "ff", "tr", "el", "am", "ka",
        "sr-Latn", "ms", "qqq", "x-klingon", "und",
    ])
    func leftToRight(tag: String) throws {
        let language = try LanguageTag(parsing: tag)
        #expect(language.characterDirection == .leftToRight)
        #expect(!language.isRightToLeft)
    }

    /// For every language with CLDR locale data, the direction agrees with Foundation's
    /// (ICU's) `Locale.Language.characterDirection`, except where Foundation's ICU has no
    /// layout data for a locale written in Arabic or N'Ko script (`az-Arab`, `bm-Nkoo`, `bal`,
    /// `skr`...) and answers left to right.
    @Test func directionAgreesWithFoundationForEveryCLDRLocale() throws {
        let url = SharedData.packageRoot.appendingPathComponent("Generators/CLDR/cldr-47.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let locales = try #require(json["cardinal"] as? [String: Any]).keys
        #expect(locales.count > 1000)
        var rightToLeft = 0
        var disagreements = [String]()
        for locale in locales.sorted() {
            let tag = try LanguageTag(parsing: locale)
            guard tag.region == nil, tag.variants.isEmpty else { continue }
            let foundation = Locale.Language(identifier: tag.identifier).characterDirection
            guard foundation == .leftToRight || foundation == .rightToLeft else { continue }
            if tag.isRightToLeft { rightToLeft += 1 }
            if tag.isRightToLeft != (foundation == .rightToLeft) {
                disagreements.append(tag.identifier)
                #expect(foundation == .leftToRight && ["Arab", "Nkoo"].contains(tag.likelyScript ?? ""), "\(tag)")
            }
        }
        #expect(rightToLeft > 15)
        #expect(disagreements.count < 20, "\(disagreements)")
    }
}
