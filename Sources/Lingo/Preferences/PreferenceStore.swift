// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation

/// Where the user's language choice is remembered across launches.
///
/// Lingo calls ``load()`` once when a `Localizer` starts and ``save(_:)`` after each switch:
/// on the switching thread when ``savesQuickly`` (memory, `UserDefaults`), otherwise in the
/// background so a slow disk never delays a switch, coalesced (only the latest preference is
/// saved, one save at a time per localizer). A store that fails never crashes the
/// app and never blocks a switch: the localizer follows the system and reports the error to
/// its issue handler.
///
/// Use ``default`` (`UserDefaults` on Apple platforms, a JSON file under `$XDG_CONFIG_HOME`
/// elsewhere), ``file(_:)``, ``inMemory(_:)`` for tests, or your own conformance.
///
/// A file store, and on Apple platforms an App Group's `UserDefaults` suite, may be shared with
/// other processes (extensions, widgets, tools): a localizer follows their switches. Lingo
/// does not watch stores of your own conformance.
public protocol PreferenceStore: Sendable {
    /// The stored preference, or `nil` when none was ever stored.
    ///
    /// - Throws: When the stored data cannot be read or is corrupt.
    func load() throws -> LanguagePreference?

    /// Stores `preference`, replacing what was there.
    ///
    /// - Throws: When the preference cannot be written.
    func save(_ preference: LanguagePreference) throws

    /// Whether ``save(_:)`` returns in well under a microsecond or so, touching no file or
    /// network (`false` by default): Lingo then saves on the switching thread instead of
    /// handing the save to a background queue.
    var savesQuickly: Bool { get }
}

extension PreferenceStore {
    public var savesQuickly: Bool { false }
}

extension PreferenceStore where Self == InMemoryPreferenceStore {
    /// A store that lives in memory only: for tests and previews.
    ///
    /// - Parameter initial: What the store holds at first.
    public static func inMemory(_ initial: LanguagePreference? = nil) -> InMemoryPreferenceStore {
        InMemoryPreferenceStore(initial)
    }
}

extension PreferenceStore where Self == FilePreferenceStore {
    /// A JSON file at `url`, written atomically.
    public static func file(_ url: URL) -> FilePreferenceStore {
        FilePreferenceStore(url: url)
    }
}

extension PreferenceStore where Self == DefaultPreferenceStore {
    /// The platform's default store: `UserDefaults` on Apple platforms, a JSON file under
    /// `$XDG_CONFIG_HOME` (or `~/.config`) elsewhere.
    public static var `default`: DefaultPreferenceStore { DefaultPreferenceStore() }
}
