// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Observation

extension Localizer {
    /// The string for `key` in the language in use.
    ///
    /// Looks in `table` (`Localizable` when `nil`) of the language in use, then along its
    /// fallback chain (CLDR parents, then the development language), then returns `default`,
    /// then `key` itself. The fallback chain is resolved once per switch, so a fallback costs
    /// no more than a hit.
    ///
    /// - Complexity: O(key length): one hash and usually one probe, with no lock, allocation,
    ///   file system or `UserDefaults` access.
    public func string(_ key: String, table: String? = nil, default defaultValue: String? = nil) -> String {
        registrar.access(self, keyPath: languageKeyPath)
        return withSnapshot { snapshot in
            if snapshot.showsKeys { return key }
            return lookUp(key, table: table, in: snapshot)?.value.text ?? defaultValue ?? key
        }
    }

    /// Whether the language in use, or its fallback chain, has `key` in `table`.
    public func contains(_ key: String, table: String? = nil) -> Bool {
        withSnapshot { $0.hitCalled(key, table: table) != nil }
    }

    // MARK: - The lookup-and-report path

    /// The value of `key` in `table` (`nil`: `Localizable`) of `snapshot`, found along its
    /// fallback chain; a value found further down the chain than the language itself, or none,
    /// is reported to the issue handler. The one lookup-and-report path: ``string(_:table:default:)``
    /// and ``format(_:table:_:)`` call it, and the generated accessors (``string(at:of:)``,
    /// which resolve their keys once per snapshot) report through ``reported(_:key:table:in:)``,
    /// its second half.
    @inline(__always)
    func lookUp(_ key: String, table: String?, in snapshot: LanguageSnapshot) -> StringTable.Hit? {
        reported(snapshot.hit(key, table: table), key: key, table: table, in: snapshot)
    }

    /// `hit`, what `snapshot` has for `key` in `table`, after telling the issue handler about a
    /// fallback (`hit` found further down the chain than the language in use) or a missing key
    /// (`hit` is `nil`).
    ///
    /// A hit in the language itself is the common case and costs one comparison; the issue
    /// handler's presence is read next, without a lock, so that with no handler set no issue is
    /// ever built.
    @inline(__always)
    func reported(_ hit: StringTable.Hit?, key: String, table: String?, in snapshot: LanguageSnapshot)
        -> StringTable.Hit?
    {
        if hit?.source != 0, issues.isActive.value { report(hit, of: key, table: table, in: snapshot) }
        return hit
    }

    /// Reports `hit` for `key`: a ``LocalizationIssue/fallback(key:table:language:answeredBy:)``,
    /// or a ``LocalizationIssue/missingKey(key:table:language:)`` when `hit` is `nil`.
    @inline(never)
    private func report(_ hit: StringTable.Hit?, of key: String, table: String?, in snapshot: LanguageSnapshot) {
        let table = table ?? LanguageSnapshot.defaultTableName
        guard let hit else {
            return report(.missingKey(key: key, table: table, language: snapshot.language))
        }
        guard hit.source > 0, hit.source < snapshot.chain.count else { return }
        report(
            .fallback(key: key, table: table, language: snapshot.language, answeredBy: snapshot.chain[hit.source]))
    }

    /// Tells the issue handler about `issue` unless it was told recently.
    func report(_ issue: LocalizationIssue) {
        issues.report(issue)
    }

    /// Reports the file problems of the languages in `chain` (each once).
    func reportDiagnostics(of chain: [LanguageTag]) {
        guard issues.isActive.value else { return }
        for diagnostic in loader.diagnostics(of: chain) { report(.fileDiagnostic(diagnostic)) }
    }
}
