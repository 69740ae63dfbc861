// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import TestSupport
import Testing

@Suite struct LanguageTagTests {
    // MARK: Canonical form

    @Test(arguments: [
        ("en", "en"), ("EN", "en"), ("zh_hans", "zh-Hans"), ("zh-hant-tw", "zh-Hant-TW"), ("pt-br", "pt-BR"),
        ("pt_BR", "pt-BR"), ("sr_latn_rs", "sr-Latn-RS"), ("es-419", "es-419"), ("en-001", "en-001"),
        ("English.lproj", "en"), ("zh_Hans.lproj", "zh-Hans"), ("en.LPROJ", "en"), ("English", "en"),
        ("ENGLISH", "en"), ("Japanese", "ja"), ("French", "fr"), ("German", "de"), ("Spanish", "es"),
        ("Italian", "it"), ("Dutch", "nl"), ("Portuguese", "pt"), ("Swedish", "sv"), ("Norwegian", "nb"),
        ("Danish", "da"), ("Finnish", "fi"), ("Russian", "ru"), ("Polish", "pl"), ("Korean", "ko"),
        ("Chinese", "zh-Hans"), ("Brazilian Portuguese", "pt-BR"), ("Traditional Chinese", "zh-Hant"),
        ("zh_CN", "zh-CN"), ("zh_TW", "zh-TW"), ("iw", "he"), ("in", "id"), ("ji", "yi"), ("mo", "ro"),
        ("tl", "fil"), ("sh", "sr-Latn"), ("sh-BA", "sr-Latn-BA"), ("cnr", "sr-ME"), ("cmn-Hans-CN", "zh-Hans-CN"),
        ("zh-yue", "yue"), ("zh-cmn-Hant", "zh-Hant"), ("i-klingon", "tlh"), ("art-lojban", "jbo"),
        ("yu-art-lojban", "jbo"),
        ("no-bok", "nb"), ("zh-min-nan", "nan"), ("en-GB-oed", "en-GB-oxendict"), ("de-DD", "de-DE"),
        ("en-UK", "en-GB"), ("my-BU", "my-MM"), ("sr-YU", "sr-RS"), ("hy-SU", "hy-AM"), ("ru-SU", "ru-RU"),
        ("eng", "en"), ("deu-CH", "de-CH"), ("gom-latn", "kok-Latn"), ("und-Qaai", "und-Zinh"),
        ("ca-ES-VALENCIA", "ca-ES-valencia"), ("be-tarask", "be-tarask"), ("de-CH-1996", "de-CH-1996"),
        ("sl-rozaj-biske", "sl-rozaj-biske"), ("hy-arevela", "hy-arevela"),
        ("en-US-u-ca-buddhist", "en-US-u-ca-buddhist"),
        ("en-t-ja-u-nu-thai", "en-t-ja-u-nu-thai"), ("de-u-co-phonebk-x-private", "de-u-co-phonebk-x-private"),
        ("x-klingon", "und-x-klingon"), ("root", "und"), ("und", "und"), ("qqq", "qqq"), ("zxx", "zxx"),
        ("haw", "haw"), ("fil-PH", "fil-PH"), ("yue-Hant-HK", "yue-Hant-HK"),
    ])
    func canonicalForm(input: String, expected: String) throws {
        #expect(try LanguageTag(input).description == expected)
        #expect(try LanguageTag(input).identifier == expected)
    }

    @Test func components() throws {
        let tag = try LanguageTag(parsing: "sr_latn_RS-ekavsk-u-ca-gregory-x-test")
        #expect(tag.language == "sr")
        #expect(tag.script == "Latn")
        #expect(tag.region == "RS")
        #expect(tag.variants == ["ekavsk"])
        #expect(tag.extensions == ["u-ca-gregory"])
        #expect(tag.privateUse == ["test"])
        #expect(tag.base == LanguageTag(language: "sr", script: "Latn", region: "RS"))
        #expect(tag.base.description == "sr-Latn-RS")
        #expect(LanguageTag(language: "ZH", script: "hant", region: "tw").identifier == "zh-Hant-TW")
        #expect(LanguageTag(language: "").identifier == "und")
        #expect(LanguageTag(language: "iw").identifier == "iw")
        #expect(LanguageTag(language: "iw", region: "DD").canonicalized.identifier == "he-DE")
    }

    @Test func extensionsAreSortedBySingleton() throws {
        #expect(try LanguageTag(parsing: "en-u-ca-buddhist-t-ja").extensions == ["t-ja", "u-ca-buddhist"])
    }

    // MARK: Rejected input

    @Test(arguments: [
        ("", "it is empty"),
        (".lproj", "it contains '.'"),
        ("e n", "it contains a space"),
        (" en", "it contains a space"),
        ("en ", "it contains a space"),
        ("--", "it has an empty subtag"),
        ("en-", "it has an empty subtag"),
        ("-en", "it has an empty subtag"),
        ("en__US", "it has an empty subtag"),
        ("en.US", "it contains '.'"),
        ("en/US", "it contains '/'"),
        ("en@calendar=gregorian", "it contains '@'"),
        ("日本語", "it contains the byte 0xE6"),
        (String(repeating: "a", count: 400), "it is longer than 255 characters"),
        ("Base", "Base.lproj is Xcode's base internationalization, not a language"),
        ("base.lproj", "Base.lproj is Xcode's base internationalization, not a language"),
        ("e", "'e' is not a language subtag"),
        ("1", "'1' is not a language subtag"),
        ("abcd", "'abcd' is not a language subtag"),
        ("123-US", "'123' is not a language subtag"),
        ("en-US-US", "the subtag 'us' is out of place"),
        ("en-Latn-Latn", "the subtag 'latn' is out of place"),
        ("en-abcdefghi", "the subtag 'abcdefghi' is longer than 8 characters"),
        ("en-valencia-valencia", "the variant 'valencia' appears twice"),
        ("en-u-ca-u-nu", "the extension 'u' appears twice"),
        ("en-u", "the extension 'u' has no subtags"),
        ("en-u-x-a", "the extension 'u' has no subtags"),
        ("en-x", "'x' is not followed by private-use subtags"),
        ("i-default", "it is a grandfathered tag with no modern replacement"),
        ("zh-min", "it is a grandfathered tag with no modern replacement"),
    ])
    func rejected(input: String, reason: String) {
        #expect {
            _ = try LanguageTag(input)
        } throws: { error in
            guard let error = error as? LanguageTagError else { return false }
            return error.reason.hasPrefix(reason)
        }
    }

    @Test func errorDescriptionQuotesAShortenedInput() {
        let long = String(repeating: "ab", count: 200)
        do {
            _ = try LanguageTag(long)
            Issue.record("a 400-character tag was accepted")
        } catch {
            #expect(error.input.count == 41)
            #expect(error.input.hasSuffix("…"))
            #expect(error.description == "\"\(error.input)\" is not a language tag: it is longer than 255 characters")
        }
        do {
            _ = try LanguageTag(parsing: "e n")
            Issue.record("\"e n\" was accepted")
        } catch {
            #expect(
                error.description
                    == "\"e n\" is not a language tag: it contains a space; only letters, digits, '-' and '_' are allowed"
            )
        }
    }

    /// `LanguageTag("e n")` with a literal argument is Swift's literal coercion (SE-0213), which
    /// cannot throw; `init(parsing:)` always parses.
    @Test func literalArgumentIsCoercionButParsingThrows() throws {
        #expect(LanguageTag("e n") == .undetermined)
        #expect(throws: LanguageTagError.self) { try LanguageTag(parsing: "e n") }
        #expect(throws: LanguageTagError.self) { try LanguageTag(parsing: "") }
        #expect(throws: LanguageTagError.self) { try LanguageTag(parsing: "--") }
        #expect(try LanguageTag(parsing: "pt_br") == "pt-BR")
    }

    @Test(arguments: ["", "e n", "--", "Base", String(repeating: "x", count: 400)])
    func invalidLiteralIsUndetermined(text: String) {
        let tag = LanguageTag(stringLiteral: text)
        #expect(tag == .undetermined)
        #expect(tag.isUndetermined)
        #expect(tag.identifier == "und")
    }

    @Test func literalParsesLikeTheInitializer() {
        let tag: LanguageTag = "zh_hant_tw"
        #expect(tag.identifier == "zh-Hant-TW")
        let legacy: LanguageTag = "iw"
        #expect(legacy.identifier == "he")
    }

    // MARK: Conformances

    @Test func spellingsOfOneLanguageAreEqualAndHashAlike() throws {
        let spellings = try ["zh_hans", "zh-Hans", "ZH-HANS", "zh-Hans.lproj", "zh_Hans.lproj"]
            .map { try LanguageTag($0) }
        #expect(Set(spellings).count == 1)
        #expect(try LanguageTag(parsing: "iw") == LanguageTag(parsing: "he"))
        #expect(try LanguageTag(parsing: "en") != LanguageTag(parsing: "en-US"))
    }

    @Test func ordersByCanonicalForm() throws {
        let tags = try ["fr", "en-GB", "zh-Hant", "en", "de"].map { try LanguageTag($0) }
        #expect(tags.sorted().map(\.identifier) == ["de", "en", "en-GB", "fr", "zh-Hant"])
        #expect(LanguageTag("en") < LanguageTag("en-GB"))
    }

    @Test func codableRoundTripsAsAString() throws {
        let tags: [LanguageTag] = ["zh-Hant-TW", "en", "sr-Latn"]
        let data = try JSONEncoder().encode(tags)
        #expect(String(decoding: data, as: UTF8.self) == #"["zh-Hant-TW","en","sr-Latn"]"#)
        #expect(try JSONDecoder().decode([LanguageTag].self, from: data) == tags)
        #expect(
            try JSONDecoder().decode([LanguageTag].self, from: Data(#"["pt_br","iw"]"#.utf8))
                == ["pt-BR", "he"])
        #expect(throws: DecodingError.self) {
            _ = try JSONDecoder().decode([LanguageTag].self, from: Data(#"["e n"]"#.utf8))
        }
    }

    @Test func printsAsTheREADMEWritesTags() {
        #expect(String(reflecting: LanguageTag("pt-BR")) == "pt-BR")
        #expect("\(LanguageTag("pt-BR"))" == "pt-BR")
        // `print(localizer.availableLanguages)`: an array prints its elements' debug descriptions.
        let languages: [LanguageTag] = ["ar", "en", "zh-Hant"]
        #expect("\(languages)" == "[ar, en, zh-Hant]")
        #expect(String(describing: Optional(LanguageTag("ko"))) == "Optional(ko)")
    }

    @Test func privateUseAndUndetermined() throws {
        #expect(try LanguageTag(parsing: "qqq").isPrivateUse)
        #expect(try LanguageTag(parsing: "qaa").isPrivateUse)
        #expect(try LanguageTag(parsing: "qtz-Latn").isPrivateUse)
        #expect(try LanguageTag(parsing: "x-klingon").isPrivateUse)
        #expect(try !LanguageTag(parsing: "qua").isPrivateUse)
        #expect(try !LanguageTag(parsing: "en").isPrivateUse)
        #expect(try !LanguageTag(parsing: "und").isPrivateUse)
        #expect(try LanguageTag(parsing: "root").isUndetermined)
        #expect(try !LanguageTag(parsing: "en").isUndetermined)
    }

    @Test func legacyLocalizationNames() {
        #expect(LanguageTag.legacyLocalizationName("English") == "en")
        #expect(LanguageTag.legacyLocalizationName("japanese") == "ja")
        #expect(LanguageTag.legacyLocalizationName("Chinese, Traditional") == "zh-Hant")
        #expect(LanguageTag.legacyLocalizationName("Moldavian") == "ro")
        #expect(LanguageTag.legacyLocalizationName("en") == nil)
        #expect(LanguageTag.legacyLocalizationName("Klingon") == nil)
    }

    // MARK: .lproj folders

    @Test(arguments: [
        ("en.lproj", LprojFolder.localization("en")),
        ("English.lproj", .localization("en")),
        ("zh_Hans.lproj", .localization("zh-Hans")),
        ("zh-hant", .localization("zh-Hant")),
        ("pt-br.lproj", .localization("pt-BR")),
        ("zh_CN.lproj", .localization("zh-CN")),
        ("Base.lproj", .base),
        ("base.lproj", .base),
        ("Base", .base),
        ("zxx.lproj", .localization("zxx")),
    ])
    func lprojFolder(name: String, expected: LprojFolder) {
        #expect(LprojFolder(name: name) == expected)
    }

    @Test(arguments: ["qqq.lproj", "mul.lproj", "und.lproj", "x-test.lproj", "qaa"])
    func lprojFolderThatIsNotALanguage(name: String) {
        guard case .notALanguage(let reason) = LprojFolder(name: name) else {
            Issue.record("\(name) read as \(LprojFolder(name: name))")
            return
        }
        #expect(!reason.isEmpty)
        #expect(LanguageTag(lprojName: name) == nil)
    }

    @Test func lprojFolderThatIsInvalid() {
        guard case .invalid(let error) = LprojFolder(name: "e n.lproj") else {
            Issue.record("e n.lproj was accepted")
            return
        }
        #expect(error.input == "e n")
        #expect(LanguageTag(lprojName: "e n.lproj") == nil)
        #expect(LanguageTag(lprojName: "Base.lproj") == nil)
        #expect(LanguageTag(lprojName: "French.lproj") == "fr")
        #expect(LprojFolder(name: "Base.lproj").tag == nil)
        #expect(LprojFolder(name: "de.lproj").tag == "de")
    }

    // MARK: Real folder names

    /// Every `.lproj` folder name in the shared corpora (wikipedia-ios alone has 134, with
    /// `pt-br`, `zh-hans`, `zh_Hans`, `sr-EC`/`sr-ec`, `qqq`) is a known language, `Base`, or
    /// cleanly set apart.
    @Test(.sharedData) func everyCorpusFolderNameIsALanguageOrCleanlySetApart() throws {
        let wikipedia = SharedData.corpora.appendingPathComponent("wikipedia-ios")
        let names = Set(try Self.lprojNames(under: wikipedia))
        #expect(names.count == 134)
        let all = names.union(try Self.lprojNames(under: SharedData.corpora))
        try #require(!all.isEmpty, "\(SharedData.missingMessage)")
        var tags = [String: LanguageTag]()
        for name in all.sorted() {
            switch LprojFolder(name: name) {
            case .localization(let tag):
                tags[name] = tag
                // A language CLDR knows (its likely script is known), except Nahuatl, a
                // macrolanguage CLDR has no likely subtags for.
                #expect((tag.likelyScript != nil) == (tag.language != "nah"), "\(name) → \(tag)")
                #expect(!tag.displayName(in: "en").isEmpty)
            case .base:
                #expect(name == "Base.lproj")
            case .notALanguage:
                #expect(["qqq.lproj", "mul.lproj"].contains(name), "\(name) set apart")
            case .invalid(let error):
                Issue.record("\(name) rejected: \(error)")
            }
        }
        #expect(tags["zh-hans.lproj"] == "zh-Hans")
        #expect(tags["zh_Hans.lproj"] == "zh-Hans")
        #expect(tags["zh-hant.lproj"] == "zh-Hant")
        #expect(tags["pt-br.lproj"] == "pt-BR")
        #expect(tags["en-gb.lproj"] == "en-GB")
        #expect(tags["sr-EC.lproj"] == "sr-EC")
        #expect(tags["sr-ec.lproj"] == "sr-EC")
        #expect(tags["sr-el.lproj"] == "sr-EL")
        #expect(tags["sr-el.lproj"]?.displayName(in: "en") == "Serbian (EL)")
        #expect(tags["sr-EC.lproj"]?.displayName(in: "en") == "Serbian (Ecuador)")
        #expect(tags["be-tarask.lproj"] == "be-tarask")
        #expect(tags["gom-latn.lproj"] == "kok-Latn")
        #expect(tags["tl.lproj"] == "fil")
        #expect(tags["no.lproj"] == "no")
        #expect(tags["skr-arab.lproj"] == "skr-Arab")
        #expect(tags.count == all.count - 3)  // Base, qqq, mul
    }

    /// The distinct `.lproj` folder names under `folder`.
    static func lprojNames(under folder: URL) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        var names = Set<String>()
        for case let url as URL in enumerator where url.pathExtension == "lproj" {
            names.insert(url.lastPathComponent)
        }
        return names.sorted()
    }
}

/// Arbitrary input never traps: parsing either succeeds or throws, and whatever parses can be
/// maximized, minimized, walked to the root and matched.
@Suite struct LanguageTagRobustnessTests {
    static let pieces = [
        "en", "zh", "Hant", "Hans", "TW", "HK", "419", "001", "x", "u", "t", "ca", "gregory", "valencia", "1996",
        "Latn", "sr", "ME", "pt", "BR", "iw", "in", "sh", "und", "root", "qqq", "YU", "SU", "i", "klingon",
        "abcdefghij",
        "", "a", "é", "-", "_", ".lproj", " ", "@", "Base", "English", "zh-min", "art", "lojban", "hi", "Latn", "yue",
    ]

    @Test func randomInputNeverTraps() {
        var generator = SeededGenerator()
        var parsed = [LanguageTag]()
        var rejected = 0
        for _ in 0..<3000 {
            let count = Int(generator.next() % 6) + 1
            var text = ""
            for index in 0..<count {
                if index > 0 { text += generator.pick(["-", "_", "-", ""]) }
                text += generator.pick(Self.pieces)
            }
            do {
                let tag = try LanguageTag(parsing: text)
                parsed.append(tag)
                #expect(try LanguageTag(parsing: tag.identifier) == tag, "\(text) → \(tag)")
                _ = tag.maximized
                _ = tag.minimized
                #expect(tag.ancestors.count < 16)
                _ = tag.characterDirection
            } catch {
                rejected += 1
                #expect(!error.reason.isEmpty)
            }
        }
        #expect(parsed.count > 300)
        #expect(rejected > 300)
        let matcher = LanguageMatcher(available: Array(parsed.prefix(200)))
        for index in stride(from: 0, to: parsed.count, by: 7) {
            let preferences = Array(parsed[index..<min(index + 3, parsed.count)])
            if let match = matcher.bestMatch(for: preferences) {
                #expect(matcher.available.contains(match.localization))
                #expect(!match.explanation.isEmpty)
                let chain = matcher.fallbackChain(for: match.localization, developmentLanguage: "en")
                #expect(chain.first == match.localization)
                #expect(Set(chain).count == chain.count)
            }
            _ = LanguageMatcher.preferredLocalizations(
                from: parsed.prefix(50).map(\.identifier),
                forPreferences: preferences.map(\.identifier))
        }
    }
}
