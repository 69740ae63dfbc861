// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

extension LanguageTag {
    /// The language tag for one of Apple's legacy localization names (`English`, `Japanese`,
    /// `Chinese`, `Brazilian Portuguese`), compared case-insensitively, or `nil`.
    ///
    /// Early Mac OS X bundles named their folders after the language in English
    /// (`English.lproj`), and Xcode projects still carry some. CFBundle and Apple's ICU
    /// (`ualoc_localizationsToUse`) read them as the tags below. Where the two disagree, the
    /// matcher's side wins because that is what decides which folder an app shows: `Chinese` is
    /// `zh-Hans` and `Norwegian` is `nb` (Norwegian Bokmål).
    ///
    /// - Parameter name: A folder name without `.lproj`.
    /// - Returns: The tag the name stands for.
    public static func legacyLocalizationName(_ name: String) -> LanguageTag? {
        guard let replacement = legacyNames[name.lowercased()] else { return nil }
        return try? LanguageTag(replacement)
    }

    /// Lowercased legacy name → BCP 47 tag.
    static let legacyNames: [String: String] = [
        "afrikaans": "af", "albanian": "sq", "amharic": "am", "arabic": "ar", "armenian": "hy",
        "assamese": "as", "aymara": "ay", "azerbaijani": "az", "basque": "eu", "belarusian": "be",
        "belorussian": "be", "bengali": "bn", "brazilian portugese": "pt-BR", "brazilian portuguese": "pt-BR",
        "breton": "br", "bulgarian": "bg", "burmese": "my", "byelorussian": "be", "catalan": "ca",
        "chewa": "ny", "chichewa": "ny", "chinese": "zh-Hans", "chinese, simplified": "zh-Hans",
        "chinese, traditional": "zh-Hant", "croatian": "hr", "czech": "cs", "danish": "da",
        "dutch": "nl", "dzongkha": "dz", "english": "en", "esperanto": "eo", "estonian": "et",
        "faroese": "fo", "farsi": "fa", "finnish": "fi", "flemish": "nl-BE", "french": "fr",
        "galician": "gl", "gallegan": "gl", "georgian": "ka", "german": "de", "greek": "el",
        "greenlandic": "kl", "guarani": "gn", "gujarati": "gu", "hawaiian": "haw", "hebrew": "he",
        "hindi": "hi", "hungarian": "hu", "icelandic": "is", "indonesian": "id", "inuktitut": "iu",
        "irish": "ga", "italian": "it", "japanese": "ja", "javanese": "jv", "kalaallisut": "kl",
        "kannada": "kn", "kashmiri": "ks", "kazakh": "kk", "khmer": "km", "kinyarwanda": "rw",
        "kirghiz": "ky", "korean": "ko", "kurdish": "ku", "lao": "lo", "latin": "la", "latvian": "lv",
        "lithuanian": "lt", "macedonian": "mk", "malagasy": "mg", "malay": "ms", "malayalam": "ml",
        "maltese": "mt", "manx": "gv", "marathi": "mr", "moldavian": "ro", "mongolian": "mn",
        "nepali": "ne", "norwegian": "nb", "nyanja": "ny", "nynorsk": "nn", "oriya": "or", "oromo": "om",
        "panjabi": "pa", "pashto": "ps", "persian": "fa", "polish": "pl", "portuguese": "pt",
        "portuguese, brazilian": "pt-BR", "punjabi": "pa", "pushto": "ps", "quechua": "qu",
        "romanian": "ro", "ruanda": "rw", "rundi": "rn", "russian": "ru", "sami": "se", "sanskrit": "sa",
        "scottish": "gd", "serbian": "sr", "simplified chinese": "zh-Hans", "sindhi": "sd",
        "sinhalese": "si", "slovak": "sk", "slovenian": "sl", "somali": "so", "spanish": "es",
        "sundanese": "su", "swahili": "sw", "swedish": "sv", "tagalog": "fil", "tajik": "tg",
        "tajiki": "tg", "tamil": "ta", "tatar": "tt", "telugu": "te", "thai": "th", "tibetan": "bo",
        "tigrinya": "ti", "tongan": "to", "traditional chinese": "zh-Hant", "turkish": "tr",
        "turkmen": "tk", "uighur": "ug", "ukrainian": "uk", "urdu": "ur", "uzbek": "uz",
        "vietnamese": "vi", "welsh": "cy", "yiddish": "yi",
    ]

    /// RFC 5646's grandfathered and redundant tags that have a modern replacement, lowercased,
    /// with `-` separators. Those without one (`i-default`, `i-enochian`, `i-mingo`,
    /// `cel-gaulish`, `zh-min`) are rejected by the parser.
    static let grandfatheredTags: [String: String?] = [
        "art-lojban": "jbo", "en-gb-oed": "en-GB-oxendict", "i-ami": "ami", "i-bnn": "bnn",
        "i-hak": "hak", "i-klingon": "tlh", "i-lux": "lb", "i-navajo": "nv", "i-pwn": "pwn",
        "i-tao": "tao", "i-tay": "tay", "i-tsu": "tsu", "no-bok": "nb", "no-nyn": "nn",
        "sgn-be-fr": "sfb", "sgn-be-nl": "vgt", "sgn-ch-de": "sgg", "zh-guoyu": "zh",
        "zh-hakka": "hak", "zh-min-nan": "nan", "zh-xiang": "hsn",
        "i-default": nil, "i-enochian": nil, "i-mingo": nil, "cel-gaulish": nil, "zh-min": nil,
    ]
}
