// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

extension LanguageMatcher {
    /// A tag as the matcher compares it: its exact spelling, its key (aliases applied, the script
    /// resolved and written only when it is not the language's usual one) and its lookup chain.
    ///
    /// Keys make every spelling of one locale equal: `zh`, `zh-Hans` → `zh`; `zh-TW`,
    /// `zh-Hant-TW`, `zh_TW` → `zh-Hant-TW`; `iw`, `he` → `he`; `English`, `en` → `en`;
    /// `sr-ME` → `sr-Latn-ME`; `sr-Cyrl` → `sr`.
    struct Entry: Sendable {
        /// The tag as given, canonical in case and separators only (Apple's "base name").
        let exact: String
        /// The comparison key.
        let key: LanguageTag
        /// `key` followed by its ancestors as Apple's bundle lookup walks them.
        let chain: [LanguageTag]
        /// The key's language, or the language it may fall back to: parent chains are compared
        /// only within one group.
        let group: String
        /// Whether only an exact match counts: a private-use tag (`x-piglatin`) or a
        /// pseudo-locale (`en-XA`, `ar-XB`, `en-PSACCENT`) matches nothing but itself, and is
        /// never chosen for, nor stands in for, a real language.
        let isExactOnly: Bool

        /// - Parameters:
        ///   - tag: The tag; aliases are applied here.
        ///   - exact: Its spelling for exact comparison.
        ///   - isAvailable: Whether it is an available localization rather than a preference.
        ///     Apple ranks an available localization for a region other than its language's
        ///     default one a step further away (`it-CH` behind `it-IT` for a preference `it`),
        ///     except `es-MX` and `zh-Hant-TW`, which stand in for `es-419` and `zh-Hant`.
        init(tag: LanguageTag, exact: String, isAvailable: Bool) {
            let (key, resolved) = Self.key(for: tag)
            let isPrivateUseOnly = tag.isUndetermined && !tag.privateUse.isEmpty
            self.exact = isPrivateUseOnly ? tag.identifier : exact
            self.isExactOnly = isPrivateUseOnly || Self.isPseudoLocale(tag)
            self.key = key
            self.group = Self.languageGroups[key.language] ?? key.language
            var chain = Self.chain(from: key)
            if isAvailable, key.region != nil, key.identifier != "es-MX", key.identifier != "zh-Hant-TW",
                resolved.minimized.region != nil
            {
                chain.insert(key, at: 1)
            }
            self.chain = chain
        }

        /// Whether `tag` is a pseudo-locale, a test rendering of the app rather than a language:
        /// the regions `XA` (accented), `XB` (bidirectional), `XC` and `XL` (long), and the
        /// variants `PSACCENT`, `PSBIDI` and `PSCRACK`.
        static func isPseudoLocale(_ tag: LanguageTag) -> Bool {
            if let region = tag.region, ["XA", "XB", "XC", "XL"].contains(region) { return true }
            return tag.variants.contains { ["psaccent", "psbidi", "pscrack"].contains($0.asciiLowercased) }
        }

        /// Whether the chain's second element only repeats the first (the region penalty).
        var isPenalized: Bool { chain.count > 1 && chain[1] == chain[0] }

        // MARK: Keys

        /// The comparison key and the tag with its script resolved (`zh-HK` → `zh-Hant-HK`,
        /// `en` → `en-Latn`).
        static func key(for tag: LanguageTag) -> (key: LanguageTag, resolved: LanguageTag) {
            let canonical = tag.canonicalized
            let language = canonical.language
            let usual = CLDRLanguageData.shared.likelySubtags[language]?.script
            var script = canonical.script
            if script == nil, let region = canonical.region {
                script = impliedScript(language: language, region: region)
            }
            let key = LanguageTag(
                language: language, script: script == usual ? nil : script,
                region: canonical.region, variants: canonical.variants)
            let resolved = LanguageTag(
                language: language, script: script ?? usual, region: canonical.region,
                variants: canonical.variants)
            return (key, resolved)
        }

        /// The script a region implies for a language that is written in several
        /// (`sr-ME` → `Latn`, `pa-PK` → `Arab`, `uz-AF` → `Arab`), from CLDR's likely subtags.
        ///
        /// Chinese follows Apple rather than CLDR 47: Apple's matcher reads only `zh-CN` and
        /// `zh-SG` as Simplified and `zh-HK`, `zh-MO`, `zh-TW` as Traditional (its legacy
        /// `zh_CN`… folder names), and every other region as plain `zh`, so `zh-US` gets
        /// Simplified Chinese on iOS. CLDR 47 also maps `zh-US`, `zh-AU`, `zh-GB`… to
        /// Traditional by population statistics; following it would show US users who ask for
        /// "Chinese" a different script than their iPhone does.
        static func impliedScript(language: String, region: String) -> String? {
            if language == "zh" {
                switch region {
                case "CN", "SG": return "Hans"
                case "HK", "MO", "TW": return "Hant"
                default: return nil
                }
            }
            let table = CLDRLanguageData.shared.likelySubtags
            return (table[language + "-" + region] ?? table[language])?.script
        }

        // MARK: Chains

        /// `key` and its ancestors, most specific first, root excluded.
        ///
        /// - Parameter apple: Whether to take Apple's own parents (``appleParents``) before
        ///   CLDR's, as Apple's matching does; without, the chain is CLDR's alone.
        static func chain(from key: LanguageTag, apple: Bool = true) -> [LanguageTag] {
            var chain = [key]
            var current = key
            while chain.count < 12, let next = parent(ofKey: current, apple: apple), !chain.contains(next) {
                chain.append(next)
                current = next
            }
            return chain
        }

        /// The next locale Apple's bundle lookup tries after `key`: Apple's own parents first,
        /// then CLDR's parent locales, then truncation; `nil` at root. A script other than the
        /// language's usual one is never dropped (CLDR's nonlikelyScript rule), so a chain
        /// never crosses scripts.
        static func parent(ofKey key: LanguageTag, apple: Bool = true) -> LanguageTag? {
            if apple, key.variants.isEmpty, let parent = appleParents[key.identifier] {
                return Self.key(for: LanguageTag(cldrIdentifier: parent)).key
            }
            if let last = key.variants.last {
                return LanguageTag(
                    language: key.language, script: key.script, region: key.region,
                    variants: key.variants.filter { $0 != last })
            }
            if let parent = CLDRLanguageData.shared.parentLocales[key.identifier] {
                return parent == "root" ? nil : Self.key(for: LanguageTag(cldrIdentifier: parent)).key
            }
            if key.region != nil {
                return LanguageTag(language: key.language, script: key.script)
            }
            return nil
        }

        /// The only languages whose localizations may stand in for another language's: Najdi
        /// Arabic for Arabic, Norwegian Bokmål and Nynorsk for Norwegian, Cantonese and Wu for
        /// Chinese, and Hindi (in Latin script, whose CLDR parent is `en-IN`) for English.
        ///
        /// Apple compares parent chains only within these groups. CLDR 47 also gives Haitian
        /// Creole the parent `fr-HT`; Apple does not follow it, so neither does Lingo: a Haitian
        /// Creole reader is not shown French, nor a French reader Haitian Creole.
        static let languageGroups: [String: String] = [
            "ars": "ar", "hi": "en", "nb": "no", "nn": "no", "wuu": "zh", "yue": "zh",
        ]

        /// Where Apple's localization lookup differs from CLDR's parent locales (documented
        /// with `ualoc_getAppleParent` in Apple's ICU, `ualoc.h`: "en_IN → en_GB → en_001 → en").
        ///
        /// Apple treats British English as the representative of `en-001`: English of the
        /// Commonwealth, Ireland and Europe falls back to `en-GB` (CLDR: straight to `en-001`),
        /// and that of Oceania to `en-AU`, then `en-GB`. So `en-IN` takes `en-GB` when an app
        /// has `en` and `en-GB`, as on iOS; Canadian English takes `en-001` (CLDR: `en`).
        /// Apple also lets Cantonese and Wu fall back to Chinese of the same script and Najdi
        /// Arabic to Arabic.
        static let appleParents: [String: String] = {
            var table = [String: String]()
            let britishEnglish = """
                150 AG AI AU BB BD BM BN BS BW BZ DG DM FJ FK GD GG GH GI GM GY HK IE IM IN IO JE JM KE KI KN KY \
                LC LK LS MO MS MT MU MV MW MY NA NG PK PN SB SC SD SG SH SL SS SZ TC TO TT TV TZ UG VC VG VU ZA ZM ZW
                """
            for region in britishEnglish.split(separator: " ") { table["en-" + region] = "en-GB" }
            for region in "CC CK CX NF NR NU NZ PG WS".split(separator: " ") { table["en-" + region] = "en-AU" }
            table["en-CY"] = "en-150"
            // CLDR gives en-CA the parent en; Apple's documented examples have en-CA take en-001
            // when an app has it ("en-CA → en_001, en"), so Canadian English does here too.
            table["en-CA"] = "en-001"
            table["ars"] = "ar"
            table["wuu"] = "zh-Hans"
            table["wuu-Hant"] = "zh-Hant"
            table["yue"] = "zh-Hant-HK"
            table["yue-Hans"] = "zh-Hans"
            return table
        }()
    }
}
