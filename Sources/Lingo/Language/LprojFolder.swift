// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// What an `.lproj` folder name stands for: a localization, Xcode's `Base`, or neither.
///
/// Real apps' folder names are messy (`zh_Hans`, `zh-hans`, `pt-br`, `English`, `sr-EC`,
/// `qqq`, and SwiftPM lowercases them); this reads them all the same way.
///
/// ```swift
/// LprojFolder(name: "zh_Hans.lproj")   // .localization(zh-Hans)
/// LprojFolder(name: "English.lproj")   // .localization(en)
/// LprojFolder(name: "Base.lproj")      // .base
/// LprojFolder(name: "qqq.lproj")       // .notALanguage("qqq is reserved …")
/// LprojFolder(name: "e n.lproj")       // .invalid(LanguageTagError)
/// ```
public enum LprojFolder: Hashable, Sendable {
    /// A localization for this language.
    case localization(LanguageTag)
    /// `Base.lproj`: Xcode's base internationalization (storyboards, XIBs), not a language.
    case base
    /// A well-formed tag that is not a language to offer: private use (`qqq`, MediaWiki's
    /// message documentation), `mul` (several languages, String Catalogs), `und`.
    case notALanguage(reason: String)
    /// Not a language tag at all.
    case invalid(LanguageTagError)

    /// Reads a folder name, with or without its `.lproj` suffix, in any letter case.
    ///
    /// - Parameter name: The folder's name, such as `"zh_Hans.lproj"` or `"English"`.
    public init(name: String) {
        var stem = Substring(name)
        if stem.utf8.count > 6, stem.lowercased().hasSuffix(".lproj") { stem = stem.dropLast(6) }
        if stem.lowercased() == "base" {
            self = .base
            return
        }
        let tag: LanguageTag
        do {
            tag = try LanguageTag(String(stem))
        } catch {
            self = .invalid(error)
            return
        }
        if tag.isPrivateUse {
            self = .notALanguage(
                reason: "\(stem) is reserved for private use (MediaWiki's qqq holds message "
                    + "documentation), not a language to show")
        } else if tag.language == "mul" {
            self = .notALanguage(reason: "mul stands for several languages (Xcode keeps String Catalogs there)")
        } else if tag.isUndetermined {
            self = .notALanguage(reason: "\(stem) names no language")
        } else {
            self = .localization(tag)
        }
    }

    /// The localization's tag, or `nil` for `Base` and names that are not a language.
    public var tag: LanguageTag? {
        if case .localization(let tag) = self { return tag }
        return nil
    }
}

extension LanguageTag {
    /// The language of an `.lproj` folder, or `nil` for `Base.lproj` and names that are not a
    /// language (see ``LprojFolder``): `"zh_Hans.lproj"` → `zh-Hans`, `"English"` → `en`,
    /// `"pt-br"` → `pt-BR`, `"Base"` → `nil`, `"qqq"` → `nil`.
    ///
    /// - Parameter lprojName: The folder's name, with or without `.lproj`.
    public init?(lprojName: String) {
        guard let tag = LprojFolder(name: lprojName).tag else { return nil }
        self = tag
    }
}
