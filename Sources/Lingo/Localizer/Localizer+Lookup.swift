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
            if let hit = snapshot.hit(key, table: table) {
                if hit.source != 0, issues.isActive.value {
                    reportFallback(key: key, table: table, snapshot: snapshot, source: hit.source)
                }
                return hit.value.text
            }
            if issues.isActive.value {
                report(
                    .missingKey(
                        key: key, table: table ?? LanguageSnapshot.defaultTableName, language: snapshot.language))
            }
            return defaultValue ?? key
        }
    }

    /// Whether the language in use, or its fallback chain, has `key` in `table`.
    public func contains(_ key: String, table: String? = nil) -> Bool {
        withSnapshot { $0.hit(key, table: table) != nil }
    }

    func reportFallback(key: String, table: String?, snapshot: LanguageSnapshot, source: Int) {
        guard source < snapshot.chain.count else { return }
        report(
            .fallback(
                key: key, table: table ?? LanguageSnapshot.defaultTableName,
                language: snapshot.language, answeredBy: snapshot.chain[source]))
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
