// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The platform's default store.
///
/// On Apple platforms, `UserDefaults.standard` under the key `UserDefaultsPreferenceStore.defaultKey`.
/// Elsewhere, `$XDG_CONFIG_HOME/<program name>/language.json` (`~/.config/...` when
/// `XDG_CONFIG_HOME` is unset).
public struct DefaultPreferenceStore: PreferenceStore {
    /// The store that default stores made in this task stand for instead of the platform's; `nil`
    /// but in tests, which run code written for the default store (the articles' snippets)
    /// against a temporary file, in parallel, leaving the machine's own store alone:
    /// `DefaultPreferenceStore.$replacement.withValue(.file(url)) { ... }`.
    @TaskLocal package static var replacement: (any PreferenceStore)?

    let base: any PreferenceStore

    public init() {
        base = Self.replacement ?? PlatformDefaults.makePreferenceStore()
    }

    public func load() throws -> LanguagePreference? { try base.load() }
    public func save(_ preference: LanguagePreference) throws { try base.save(preference) }
    public var savesQuickly: Bool { base.savesQuickly }
}
