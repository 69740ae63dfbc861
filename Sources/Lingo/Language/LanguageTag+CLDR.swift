// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

extension LanguageTag {
    /// The tag with CLDR's aliases applied: deprecated languages (`iw` → `he`, `in` → `id`,
    /// `ji` → `yi`, `mo` → `ro`, `tl` → `fil`, `sh` → `sr-Latn`, `cmn` → `zh`), regions
    /// (`DD` → `DE`, `UK` → `GB`, `YU` → `RS` or `ME`), scripts and variants.
    ///
    /// ``init(_:)`` already returns canonical tags; this is for tags built from parts.
    /// A replacement's script or region fills in only what the tag does not say:
    /// `sh-BA` → `sr-Latn-BA`, `cnr` → `sr-ME`.
    public var canonicalized: LanguageTag {
        let data = CLDRLanguageData.shared
        var language = self.language
        var script = self.script
        var region = self.region
        if let replacement = data.languageAliases[language] {
            let parts = replacement.split(separator: "-").map(String.init)
            language = parts.first ?? language
            for part in parts.dropFirst() {
                if part.utf8.count == 4 {
                    if script == nil { script = part }
                } else if region == nil {
                    region = part
                }
            }
        }
        if let current = script, let replacement = data.scriptAliases[current] {
            script = replacement
        }
        if let current = region, let replacements = data.territoryAliases[current], let first = replacements.first {
            // Several successors (YU → RS, ME): the likely region of the language if it is one
            // of them, else the first (UTS #35, Annex C).
            region = first
            if replacements.count > 1,
                let likely = LanguageTag(language: language, script: script).likelySubtagsLookup()?.region,
                replacements.contains(likely)
            {
                region = likely
            }
        }
        let variants = self.variants.map { data.variantAliases[$0] ?? $0 }
        guard
            language != self.language || script != self.script || region != self.region
                || variants != self.variants
        else { return self }
        return LanguageTag(
            language: language, script: script, region: region, variants: variants,
            extensions: extensions, privateUse: privateUse)
    }

    /// A tag from a canonical CLDR identifier such as `zh-Hant-HK`, `en-001` or `no`, without
    /// parsing or aliases (the generated tables are already canonical).
    init(cldrIdentifier: String) {
        var language = "und"
        var script: String? = nil
        var region: String? = nil
        for (index, part) in cldrIdentifier.split(separator: "-").enumerated() {
            if index == 0 {
                language = String(part)
            } else if part.utf8.count == 4 {
                script = String(part)
            } else {
                region = String(part)
            }
        }
        self.init(language: language, script: script, region: region)
    }

    /// The tag with CLDR's likely subtags added (UTS #35 "Add Likely Subtags"): `en` →
    /// `en-Latn-US`, `zh-TW` → `zh-Hant-TW`, `zh-Hant` → `zh-Hant-TW`, `sr-ME` → `sr-Latn-ME`,
    /// `und-IR` → `fa-Arab-IR`.
    ///
    /// Subtags the tag has are kept (`en-Cyrl` → `en-Cyrl-US`), as are variants and extensions.
    /// A language CLDR knows nothing about is returned unchanged (`qqq`).
    ///
    /// - Complexity: At most five dictionary lookups.
    public var maximized: LanguageTag {
        let tag = canonicalized
        guard let likely = tag.likelySubtagsLookup() else { return self }
        return LanguageTag(
            language: tag.language == "und" ? likely.language : tag.language,
            script: tag.script ?? likely.script, region: tag.region ?? likely.region,
            variants: tag.variants, extensions: tag.extensions, privateUse: tag.privateUse)
    }

    /// The shortest tag that maximizes to the same tag (UTS #35 "Remove Likely Subtags", favoring
    /// the region): `en-Latn-US` → `en`, `zh-Hant-TW` → `zh-TW`, `zh-Hans-CN` → `zh`,
    /// `sr-Cyrl-RS` → `sr`, `sr-Latn-RS` → `sr-Latn`.
    ///
    /// A language CLDR knows nothing about is returned unchanged.
    public var minimized: LanguageTag {
        let maximal = maximized
        guard maximal.script != nil, maximal.region != nil else { return self }
        let target = maximal.base
        let trials = [
            LanguageTag(language: maximal.language),
            LanguageTag(language: maximal.language, region: maximal.region),
            LanguageTag(language: maximal.language, script: maximal.script),
        ]
        let found = trials.first { $0.maximized == target } ?? target
        return LanguageTag(
            language: found.language, script: found.script, region: found.region,
            variants: variants, extensions: extensions, privateUse: privateUse)
    }

    /// The script this language is most likely written in, from CLDR's likely subtags
    /// (`zh-TW` → `Hant`, `sr` → `Cyrl`, `sr-ME` → `Latn`), or `nil` when CLDR does not know.
    public var likelyScript: String? {
        script ?? canonicalized.likelySubtagsLookup()?.script
    }

    /// The CLDR parent locale, or `nil` when the parent is the root locale.
    ///
    /// CLDR's inheritance (UTS #35, "Parent Locales"): an explicit parent when CLDR lists one
    /// (`en-IN` → `en-001`, `es-MX` → `es-419`, `zh-Hant-MO` → `zh-Hant-HK`, `pt-AO` → `pt-PT`,
    /// `nb` → `no`); root for a language written in a script other than its likely one
    /// (CLDR's `nonlikelyScript` rule: `zh-Hant`, `sr-Latn`, `az-Cyrl` → root, so a lookup never
    /// falls back across scripts); otherwise the tag without its last subtag (`fr-CA` → `fr`,
    /// `zh-Hans-CN` → `zh-Hans` → `zh`, `ca-ES-valencia` → `ca-ES`). A tag whose region
    /// implies another script than the language's usual one is read with that script
    /// (`zh-TW` → `zh-Hant`, `sr-ME` → `sr-Latn`). Extensions and private use are dropped.
    public var parent: LanguageTag? {
        let canonical = canonicalized
        let tag = LanguageTag(
            language: canonical.language, script: canonical.script, region: canonical.region,
            variants: canonical.variants)
        let data = CLDRLanguageData.shared
        if tag.language == "und" { return nil }
        if tag.variants.isEmpty, let parent = data.parentLocales[tag.identifier] {
            return parent == "root" ? nil : LanguageTag(cldrIdentifier: parent)
        }
        if let last = tag.variants.last {
            return LanguageTag(
                language: tag.language, script: tag.script, region: tag.region,
                variants: tag.variants.filter { $0 != last })
        }
        let usual = LanguageTag(language: tag.language).likelySubtagsLookup()?.script
        if let script = tag.script {
            if tag.region == nil {
                // nonlikelyScript: zh-Hant, sr-Latn → root; en-Latn → en.
                return usual == nil || script == usual ? LanguageTag(language: tag.language) : nil
            }
            return LanguageTag(language: tag.language, script: script)
        }
        if tag.region != nil {
            if let implied = tag.likelySubtagsLookup()?.script, let usual, implied != usual {
                return LanguageTag(language: tag.language, script: implied)
            }
            return LanguageTag(language: tag.language)
        }
        return nil
    }

    /// The parent chain up to (not including) the root locale: `zh-Hant-MO` → `[zh-Hant-HK,
    /// zh-Hant]`, `en-IN` → `[en-001, en]`, `es-MX` → `[es-419, es]`, `sr-Latn-RS` → `[sr-Latn]`.
    public var ancestors: [LanguageTag] {
        var result = [LanguageTag]()
        var current = self
        while let next = current.parent, result.count < 16, !result.contains(next), next != self {
            result.append(next)
            current = next
        }
        return result
    }

    /// The likely-subtags entry for this (canonical) tag: `language-script-region`,
    /// `language-region`, `language-script`, `language`, then `und-script` (UTS #35).
    func likelySubtagsLookup() -> CLDRLanguageData.Likely? {
        let table = CLDRLanguageData.shared.likelySubtags
        let language = self.language
        if let script, let region, let found = table[language + "-" + script + "-" + region] { return found }
        if let region, let found = table[language + "-" + region] { return found }
        if let script, let found = table[language + "-" + script] { return found }
        if let found = table[language] { return found }
        if language != "und", let script, let found = table["und-" + script] {
            return CLDRLanguageData.Likely(language: language, script: found.script, region: found.region)
        }
        return nil
    }
}
