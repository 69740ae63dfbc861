// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

extension LanguageTag {
    /// The direction a language's script is written in, for laying out its text.
    public enum CharacterDirection: String, Hashable, Sendable {
        /// Latin, Cyrillic, Han, Devanagari, ...
        case leftToRight
        /// Arabic, Hebrew, Thaana, Syriac, N'Ko, Adlam, ...
        case rightToLeft
    }

    /// The direction of the tag's script, written or likely (CLDR likely subtags): `ar`, `he`,
    /// `fa`, `ur`, `ps`, `yi`, `dv`, `ckb`, `pa-Arab`, `az-IR` are right to left; `az`, `pa`,
    /// `ku`, `uz` are left to right.
    ///
    /// A language CLDR does not know and that names no script is left to right.
    public var characterDirection: CharacterDirection {
        guard let script = likelyScript else { return .leftToRight }
        return Self.rightToLeftScripts.contains(script) ? .rightToLeft : .leftToRight
    }

    /// Whether ``characterDirection`` is right to left.
    public var isRightToLeft: Bool { characterDirection == .rightToLeft }

    /// ISO 15924 codes of the scripts written right to left (Unicode's strong R and AL scripts).
    static let rightToLeftScripts: Set<String> = [
        "Adlm", "Arab", "Aran", "Armi", "Avst", "Chrs", "Cprt", "Elym", "Hatr", "Hebr", "Hung", "Khar",
        "Lydi", "Mand", "Mani", "Mend", "Merc", "Mero", "Narb", "Nbat", "Nkoo", "Orkh", "Ougr", "Palm",
        "Phli", "Phlp", "Phlv", "Phnx", "Prti", "Rohg", "Samr", "Sarb", "Sogd", "Sogo", "Syrc", "Syre",
        "Syrj", "Syrn", "Thaa", "Todr", "Yezi",
    ]

    /// The language's name in itself, for a language picker: `简体中文` for `zh-Hans`, `繁體中文`
    /// for `zh-Hant`, `한국어` for `ko`, `Français` for `fr`, `English (United Kingdom)` for `en-GB`.
    ///
    /// The first letter is capitalized as a picker shows it (`français` → `Français`); scripts
    /// without case are unchanged. Names come from Foundation's `Locale` (ICU's CLDR data on
    /// Linux), so they match the system's.
    public var nativeName: String { displayName(in: self) }

    /// The language's name in another language, such as the one in use: `zh-Hant` in `en` is
    /// `Chinese, Traditional`, `de` in `fr` is `Allemand`, `ja` in `ko` is `일본어`.
    ///
    /// - Parameter language: The language to write the name in.
    /// - Returns: The name with its first letter capitalized where the script has case; when
    ///   Foundation knows the language but not the whole tag, the language's name with the
    ///   other subtags (`sr-EL` → `Serbian (EL)`); the tag's identifier when it knows nothing
    ///   (`qqq`), or when the environment names a locale Foundation's ICU crashes on (a
    ///   12-letter `LANG` on Linux).
    public func displayName(in language: LanguageTag) -> String {
        guard HostLocaleEnvironment.isUsable else { return identifier }
        let locale = Locale(identifier: language.identifier)
        guard let name = Self.name(of: self, in: locale) else { return identifier }
        guard let first = name.first, first.isLowercase else { return name }
        return String(first).uppercased(with: locale) + name.dropFirst()
    }

    private static func name(of tag: LanguageTag, in locale: Locale) -> String? {
        if let name = locale.localizedString(forIdentifier: tag.identifier), !name.isEmpty { return name }
        guard tag.identifier != tag.language,
            let name = locale.localizedString(forLanguageCode: tag.language), !name.isEmpty
        else { return nil }
        var details = [String]()
        if let script = tag.script { details.append(locale.localizedString(forScriptCode: script) ?? script) }
        if let region = tag.region { details.append(locale.localizedString(forRegionCode: region) ?? region) }
        details += tag.variants.map { $0.uppercased() }
        return details.isEmpty ? name : name + " (" + details.joined(separator: ", ") + ")"
    }
}
