// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

package import Lingo
package import LingoChecks
package import LingoFormats

/// What `lingo pack` refuses to sign and the update client refuses to apply — one policy.
///
/// An entry is checked as `lingo lint` checks it (``EntryChecks``), against the development
/// language's entry of its key. A problem blocks when the app would show the text broken
/// (``CheckKind/breaksTheApp``: a wrong or missing argument, an invalid conversion, no form for
/// a number the language selects, an empty text, a character no screen should show), unless the app's bundled table of the same
/// language already shows the same value for the key: what an app ships never blocks, so an
/// app's own resources always pack and apply whole. A plural without the `many` that French,
/// Spanish, Italian, Portuguese and Catalan use only for a million and more does not block: the
/// runtime shows `other`, as Apple's does.
package enum UpdatePolicy {
    /// The problems of `entry` (in `language`) that block it.
    ///
    /// - Parameters:
    ///   - original: The development language's entry of the key; `nil` when it is not known
    ///     (the entry is then checked on its own).
    ///   - isShipped: Whether the app's bundled table of `language` shows the same value for the
    ///     key (asked only when a problem would block).
    package static func blockingProblems(
        of entry: LocalizationEntry, language: LanguageTag, against original: LocalizationEntry?,
        developmentLanguage: LanguageTag?, formats: FormatCache, isShipped: () -> Bool
    ) -> [CheckResult] {
        if cannotBlock(entry, against: original, formats: formats) { return [] }
        var results = CheckResults()
        EntryChecks.onItsOwn(
            entry, counterpart: original, language: language.identifier, pluralLanguage: language, formats: formats,
            into: &results)
        if let original, let developmentLanguage {
            EntryChecks.compare(
                entry, with: original, sourceName: developmentLanguage.identifier, language: language.identifier,
                sameBaseLanguage: language.language == developmentLanguage.language, formats: formats,
                into: &results)
        }
        let blocking = results.results.filter(\.kind.breaksTheApp)
        guard !blocking.isEmpty else { return [] }
        return isShipped() ? [] : blocking
    }
}

extension UpdatePolicy {
    /// Whether `entry` can have no blocking problem, told without running the checks: one text
    /// (not always a format) that is neither blank nor holding a byte ``UnshowableText`` looks
    /// into, against a development-language entry of one text (or none), where either neither
    /// text has a `%`, or both parse clean and take the same arguments, each of the same type.
    ///
    /// Every check that blocks needs one of what this rules out: a placeholder problem (an
    /// issue of the parse, an argument left out or added, another type), a plural form or a
    /// second text (the plural and argument-type checks), a blank text (`empty-value`) or such
    /// a byte (`unshowable-character`). Most of an update's entries are like this; the checks
    /// run on every other entry.
    package static func cannotBlock(
        _ entry: LocalizationEntry, against original: LocalizationEntry?, formats: FormatCache
    ) -> Bool {
        guard let original else { return cannotBlock(entry, againstText: nil, formats: formats) }
        guard !original.isAlwaysFormat, original.plurals.isEmpty, original.alternatives.isEmpty,
            let main = original.main?.text
        else { return false }
        return cannotBlock(entry, againstText: main, formats: formats)
    }

    /// ``cannotBlock(_:against:formats:)`` against a development-language entry that is the plain
    /// text `source` (`nil`: none known), what ``BundledTables/Table/plainText(_:)`` reads.
    package static func cannotBlock(_ entry: LocalizationEntry, againstText source: String?, formats: FormatCache)
        -> Bool
    {
        cannotBlock(entry, sourceHasPercent: source?.hasPercent == true, formats: formats) { source }
    }

    /// ``cannotBlock(_:againstText:formats:)`` for a `.strings` entry's text (UTF-8) against a
    /// source text without a `%`, when the text has none either: the entry has no plural or
    /// variant and is not always a format, so only its text is looked at. `false` for a text
    /// with a `%`, whose format is to be compared.
    package static func cannotBlock(plainText text: UnsafeBufferPointer<UInt8>) -> Bool {
        showsOnlyShowable(text) && !text.contains(UInt8(ascii: "%"))
    }

    /// Whether UTF-8 `text` shows something, and nothing that cannot be shown: what a text must
    /// be for its checks to be skipped, with or without a format.
    private static func showsOnlyShowable(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        !BlankText.isBlank(utf8: text) && !UnshowableText.mayHaveProblem(utf8: text)
    }

    /// ``cannotBlock(_:againstText:formats:)`` against a source text read only when a format is
    /// to be compared (the entry's text or the source has a `%`, as `sourceHasPercent` says):
    /// most texts have none, and need no `String` of their source.
    package static func cannotBlock(
        _ entry: LocalizationEntry, sourceHasPercent: Bool, formats: FormatCache, source readSource: () -> String?
    ) -> Bool {
        guard !entry.isAlwaysFormat, entry.plurals.isEmpty, entry.alternatives.isEmpty,
            var text = entry.main?.text, text.withUTF8(showsOnlyShowable)
        else { return false }
        guard text.hasPercent || sourceHasPercent else { return true }
        let source = readSource()
        // Most formats have the source's placeholders, plain ones: told from their bytes.
        if FormatString.haveSamePlainPlaceholders(text, source ?? text) { return true }
        // The translation is parsed once, here: caching it would cost more than it saves. The
        // source's parse is cached: every language of an update is compared with it.
        guard let arguments = cleanArguments(FormatString.parse(text)) else { return false }
        guard let source else { return true }
        return cleanArguments(formats.format(for: source)) == arguments
    }

    /// The arguments `format` takes, by index, each with its type class, when it parsed without
    /// an issue and every placeholder is a plain one (no `*` width or precision, no
    /// substitution); `nil` otherwise.
    private static func cleanArguments(_ format: FormatString) -> [Argument]? {
        guard format.issues.isEmpty else { return nil }
        var arguments = [Argument]()
        for placeholder in format.placeholders {
            guard let typeClass = placeholder.typeClass, !placeholder.takesAmountArgument else { return nil }
            arguments.append(Argument(index: placeholder.argumentIndex, typeClass: typeClass))
        }
        return arguments.sorted { ($0.index, $0.typeClass.rawValue) < ($1.index, $1.typeClass.rawValue) }
    }

    private struct Argument: Equatable {
        let index: Int
        let typeClass: FormatTypeClass
    }

    /// The parse errors of an update's language that block it: those the app's bundled files of
    /// the same language do not have too (the same file name, line, column and message): a table
    /// an app ships with a broken line applies as the app reads it, the entries around the line.
    package static func blockingDiagnostics(_ diagnostics: [Diagnostic], shipped: [Diagnostic]) -> [Diagnostic] {
        let known = Set(shipped.filter { $0.severity == .error }.map(Self.identity))
        return diagnostics.filter { $0.severity == .error && !known.contains(Self.identity($0)) }
    }

    private static func identity(_ diagnostic: Diagnostic) -> String {
        let file = diagnostic.location.file.split(separator: "/").last.map(String.init) ?? ""
        return "\(file):\(diagnostic.location.line):\(diagnostic.location.column):\(diagnostic.message)"
    }
}

extension CheckResult {
    /// The kind of rejection this problem makes. Every check kind is named, so a new check is
    /// filed under a rejection kind by a decision here, not by a `default:`.
    var rejectionKind: UpdateRejection.Kind {
        switch kind {
        case .pluralMissingCategory, .pluralMissingRareCategory: .missingPluralForm
        case .emptyValue: .emptyValue
        case .unshowableCharacter: .unshowableCharacter
        case .formatInvalidSpecifier, .formatPositionalInvalid, .formatCountMismatch, .formatTypeMismatch,
            .pluralInvalidValueType:
            .placeholderMismatch
        // Never blocking (`breaksTheApp` is false): named so that none is filed by default.
        case .formatLengthMismatch, .pluralUnusedCategory, .pluralImpliedQuantity, .untranslated, .whitespaceMismatch,
            .markupMismatch, .urlMismatch:
            .placeholderMismatch
        }
    }
}

extension FormatPlaceholder {
    /// Whether the width or the precision is an argument of its own (`%*d`, `%.*f`).
    fileprivate var takesAmountArgument: Bool {
        if case .argument = width { return true }
        if case .argument = precision { return true }
        return false
    }
}
