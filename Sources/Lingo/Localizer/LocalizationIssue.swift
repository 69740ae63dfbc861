// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// Something the app may want to know about: a missing key, a fallback, a broken file, a
/// preference that could not be read or written, a format argument that did not fit.
public enum LocalizationIssue: Hashable, Sendable, CustomStringConvertible {
    /// No language in the fallback chain has `key`; the default value or the key was shown.
    case missingKey(key: String, table: String, language: LanguageTag)
    /// `key` is missing in `language` and was found in `answeredBy`, further down the chain.
    case fallback(key: String, table: String, language: LanguageTag, answeredBy: LanguageTag)
    /// A localization file has a problem (the valid entries around it are still used).
    case fileDiagnostic(LingoDiagnostic)
    /// The preference store failed; the localizer follows the system meanwhile.
    case preferenceStore(message: String)
    /// A format and its arguments did not fit (a missing or wrongly typed argument, an
    /// invalid specifier); the string was still rendered, visibly.
    case format(key: String, language: LanguageTag, issue: FormatIssue)
    /// An entry of the resources folder named like a localization (`ru.lproj`) is not a
    /// readable folder (a plain file, a folder that cannot be listed, a symbolic link that
    /// leads nowhere or in a loop), so it is not offered as a language.
    case notALocalization(path: String, reason: String)
    /// ``Localizer/bundle`` could not be made for `language` (on Linux, its temporary folder
    /// could not be written); `Bundle.main` answered this time and the next use tries again.
    case bundleUnavailable(language: LanguageTag, reason: String)
    /// An over-the-air update was rejected, or a key of it was left out, or the cached update
    /// was unusable, or a revoke was obeyed (LingoRemote): the issue's ``UpdateIssue/kind``
    /// says which, its message why. The bundled strings, or the last good update, stay in use.
    case update(UpdateIssue)

    public var description: String {
        switch self {
        case let .missingKey(key, table, language):
            "missing key \"\(key)\" in table \(table) for \(language)"
        case let .fallback(key, table, language, answeredBy):
            "key \"\(key)\" in table \(table) is missing in \(language); \(answeredBy) answered"
        case let .fileDiagnostic(diagnostic):
            diagnostic.description
        case let .preferenceStore(message):
            "preference store: \(message)"
        case let .format(key, language, issue):
            "format of \"\(key)\" in \(language): \(issue.message)"
        case let .notALocalization(path, reason):
            "\(path) is not a localization: \(reason)"
        case let .bundleUnavailable(language, reason):
            "no bundle for \(language) (Bundle.main answered): \(reason)"
        case let .update(issue):
            "update: \(issue)"
        }
    }
}

/// A problem in a localization file: `LingoFormats.Diagnostic`, usable from `import Lingo`.
public typealias LingoDiagnostic = Diagnostic
