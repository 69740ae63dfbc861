// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Observation

/// A localizer's strings read in one language: one Observation access when it is made
/// (``Localizer/strings``), none per read; or, made with ``init(following:)``, every read a
/// tracked lookup in the language in use.
///
/// ```swift
/// var body: some View {
///     // One tracked access: re-renders on a switch.
///     let s = L10n(localizer.strings)
///     Text(s.settings.title)   // untracked reads by index
///     Text(s.settings.language)
/// }
/// ```
///
/// A snapshot keeps the language it was made in: make a new one after a switch (a SwiftUI
/// body does, since reading ``Localizer/strings`` registers the access). Safe to share
/// between threads.
public struct LocalizedStrings: Sendable {
    /// The localizer the strings come from.
    public let localizer: Localizer
    /// The language snapshot read, or `nil` to follow the language in use.
    let snapshot: LanguageSnapshot?
    /// The snapshot's serial number (0, no snapshot's, when following), read without touching
    /// the snapshot. `@usableFromInline`: ``string(at:of:)``'s inlined read compares it.
    @usableFromInline let serial: UInt64

    init(localizer: Localizer, snapshot: LanguageSnapshot?) {
        self.localizer = localizer
        self.snapshot = snapshot
        self.serial = snapshot?.serial ?? 0
    }

    /// Strings that follow `localizer`'s language in use: every read is a lookup that
    /// Observation tracks, as ``Localizer/string(at:of:)`` is.
    public init(following localizer: Localizer) {
        self.init(localizer: localizer, snapshot: nil)
    }

    /// The language of the strings (for strings made with ``init(following:)``, the language
    /// in use now).
    public var language: LanguageTag {
        snapshot?.language ?? localizer.language
    }

    /// The string for `keys.keys[index]`; see ``Localizer/string(at:of:)``. A fallback or a
    /// missing key is reported to ``Localizer/issueHandler``.
    ///
    /// - Complexity: O(1): an array read, after the first read of `keys` in the language.
    ///
    /// Inlinable, so that a generated accessor compiles to an atomic load, a comparison and an
    /// array read in the client, with no call: the hot path of `lingo gen`'s accessors. It
    /// reads only ``LocalizationKeys``'s current texts; everything else (resolving the keys for
    /// another snapshot, following the language in use, reporting a fallback or a missing key)
    /// is in `resolveString(at:of:)`, which is not inlinable.
    @inlinable
    public func string(at index: Int, of keys: LocalizationKeys) -> String {
        // The hot path: the keys were resolved for this snapshot last and the language itself
        // has the key, so there is nothing to report. Strings that follow the language (serial 0)
        // never hit.
        if let text = keys.resolvedText(at: index, snapshot: serial) { return text }
        return resolveString(at: index, of: keys)
    }

    /// ``string(at:of:)`` when the keys' current texts are not this snapshot's, or the language
    /// itself lacks the key: resolves the keys, follows the language in use, reports a fallback
    /// or a missing key.
    @usableFromInline @inline(never)
    func resolveString(at index: Int, of keys: LocalizationKeys) -> String {
        guard let snapshot else { return localizer.string(at: index, of: keys) }
        return localizer.string(at: index, of: keys, in: snapshot)
    }

    /// The format for `keys.keys[index]` with `arguments`; see ``Localizer/format(_:table:_:)``.
    public func format(at index: Int, of keys: LocalizationKeys, _ arguments: any CVarArg...) -> String {
        guard index >= 0, index < keys.keys.count else { return "" }
        guard let snapshot else { return localizer.format(keys.keys[index], table: keys.table, cArguments: arguments) }
        return localizer.format(keys.keys[index], table: keys.table, cArguments: arguments, in: snapshot)
    }
}

extension Localizer {
    /// The strings of the language in use now, for reads without Observation tracking: reading
    /// this property is the one tracked access (a SwiftUI view that reads it re-renders on a
    /// switch); see ``LocalizedStrings``.
    ///
    /// Inside ``withLanguage(_:_:)``, the strings of that scope's language.
    public var strings: LocalizedStrings {
        registrar.access(self, keyPath: languageKeyPath)
        return withSnapshot { LocalizedStrings(localizer: self, snapshot: $0) }
    }
}
