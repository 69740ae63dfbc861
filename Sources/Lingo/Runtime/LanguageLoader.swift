// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats
import LingoUtilities

/// Reads a localizer's languages on first use and keeps what it read: each language's
/// tables and the snapshot of each language used, behind its own lock.
final class LanguageLoader: Sendable {
    private struct State {
        var snapshots: [LanguageTag: LanguageSnapshot] = [:]
        var loaded: [LanguageTag: LanguageTables] = [:]
        /// Over-the-air tables laid over the bundled ones (``install(_:)``).
        var overlay = TableOverlay.empty
    }

    let directory: ResourceDirectory
    let matcher: LanguageMatcher
    let developmentLanguage: LanguageTag
    let device: DeviceClass
    let options: LocalizerOptions
    private let state = Protected(State())

    init(
        directory: ResourceDirectory, matcher: LanguageMatcher, developmentLanguage: LanguageTag,
        device: DeviceClass, options: LocalizerOptions
    ) {
        self.directory = directory
        self.matcher = matcher
        self.developmentLanguage = developmentLanguage
        self.device = device
        self.options = options
    }

    /// The languages whose tables have been read so far, sorted (a development language whose
    /// files wait for the first miss is not among them).
    var loadedLanguages: [LanguageTag] {
        state.withLock { Array($0.loaded.filter(\.value.isLoaded).keys) }.stablySorted(by: <)
    }

    /// The file problems of the languages in `chain` that have been read or are waiting to be
    /// (reading them reads a deferred language's files: outside the lock).
    func diagnostics(of chain: [LanguageTag]) -> [Diagnostic] {
        let sources = state.withLock { state in chain.compactMap { state.loaded[$0] } }
        return sources.flatMap(\.diagnostics)
    }

    /// The match for an explicit choice: a pseudo-language (when enabled) is itself.
    static func explicitMatch(_ tag: LanguageTag, matcher: LanguageMatcher, options: LocalizerOptions)
        -> LanguageMatcher.Match?
    {
        if options.contains(.pseudoLanguages), tag.isPseudoLanguage {
            return LanguageMatcher.Match(
                preference: tag, localization: tag, reason: .exact,
                explanation: "\(tag): a pseudo-language made from the development language")
        }
        return matcher.match(tag)
    }

    /// The overlay in use (``TableOverlay/empty`` when none).
    var overlay: TableOverlay {
        state.withLock { $0.overlay }
    }

    /// Lays `overlay` over the bundled tables from now on: the snapshots built so far are
    /// dropped and rebuilt on next use. Call with the localizer's switch lock held.
    func install(_ overlay: TableOverlay) {
        state.withLock {
            $0.overlay = overlay
            $0.snapshots = [:]
        }
    }

    /// The bundled tables of `language`, without any overlay: the tables the runtime reads,
    /// read now (and kept, as a switch there would read them) if never read.
    func bundledTables(of language: LanguageTag) -> LanguageTables {
        if let loaded = state.withLock({ $0.loaded[language] }) { return loaded }
        let tables = LanguageTables(language: language, directory: directory, device: device)
        return state.withLock { state in
            if let raced = state.loaded[language] { return raced }
            state.loaded[language] = tables
            return tables
        }
    }

    /// The snapshot for `language`, built on first use. Builds run outside the lock (they read
    /// files), so callers serialize them: the localizer calls this with its switch lock held.
    func snapshot(for language: LanguageTag) -> LanguageSnapshot {
        // A switch between loaded languages takes only the cached snapshot: no copy of the rest.
        if let cached = state.withLock({ $0.snapshots[language] }) { return cached }
        let (loaded, overlay) = state.withLock { ($0.loaded, $0.overlay) }
        var read = loaded
        let snapshot = build(language, overlay: overlay, loaded: &read)
        state.withLock {
            $0.loaded.merge(read) { old, _ in old }
            $0.snapshots[language] = snapshot
        }
        return snapshot
    }

    private func build(
        _ language: LanguageTag, overlay: TableOverlay,
        loaded: inout [LanguageTag: LanguageTables]
    ) -> LanguageSnapshot {
        func tables(_ tag: LanguageTag) -> LanguageTables {
            if let tables = loaded[tag] { return tables }
            // The development language's files are read on the first key the language lacks.
            let tables =
                tag == developmentLanguage && tag != language
                ? LanguageTables.deferred(language: tag, directory: directory, device: device)
                : LanguageTables(language: tag, directory: directory, device: device)
            loaded[tag] = tables
            return tables
        }
        if language.isPseudoLanguage {
            // The development language's text, transformed; its plural rules choose the forms.
            let pseudo = loaded[language] ?? PseudoLocalizer.transform(tables(developmentLanguage), to: language)
            loaded[language] = pseudo
            return LanguageSnapshot(
                language: language, chain: [language], sources: [pseudo],
                pluralLanguage: developmentLanguage, showsKeys: options.contains(.showKeys))
        }
        let chain = matcher.fallbackChain(for: language, developmentLanguage: developmentLanguage)
        return LanguageSnapshot(
            language: language, chain: chain, sources: chain.map(tables),
            overlays: chain.map { overlay.languages[$0] }, showsKeys: options.contains(.showKeys))
    }
}
