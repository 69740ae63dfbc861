// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// What the user asked for and what is in use, immutable: a switch publishes another one
/// (one reference count, where copying a ``LanguageSelection`` costs a dozen).
final class LanguageChoice: Sendable {
    let preference: LanguagePreference
    let selection: LanguageSelection

    init(preference: LanguagePreference, selection: LanguageSelection) {
        self.preference = preference
        self.selection = selection
    }
}

/// A language change as told to observers, with the `userInfo` of its
/// ``Localizer/languageDidChangeNotification``, made once per change.
final class LanguageChangeNotice: Sendable {
    let change: LanguageChange
    nonisolated(unsafe) let userInfo: [AnyHashable: Any]
    // nonisolated(unsafe): `userInfo` is never mutated; its values are a `LanguageChange` and a
    // `String`, both Sendable (the dictionary's type only says `Any`).

    init(_ change: LanguageChange) {
        self.change = change
        self.userInfo = [
            Localizer.changeUserInfoKey: change,
            Localizer.reasonUserInfoKey: change.reason.rawValue,
        ]
    }

    /// The change from `old` to `new` for `reason`.
    convenience init(from old: LanguageChoice, to new: LanguageChoice, reason: LanguageChange.Reason) {
        self.init(
            LanguageChange(
                oldLanguage: old.selection.language, newLanguage: new.selection.language, reason: reason,
                preference: new.preference, selection: new.selection))
    }
}

/// The explicit choices a localizer has switched to, each matched and its snapshot built once:
/// a switch back to a language is one dictionary read. The value the localizer's switch lock
/// owns (`Localizer.switching`).
struct SwitchTargets {
    /// What an explicit choice switches to. Reached only through the switch lock.
    final class Target {
        /// The explicit choice's tag, as asked for.
        let tag: LanguageTag
        /// The explicit preference and the language it selects.
        let choice: LanguageChoice
        /// The snapshot of the selected language.
        let snapshot: LanguageSnapshot
        /// The last change that switched here, reused while it came from the same language.
        private var lastNotice: LanguageChangeNotice?

        init(tag: LanguageTag, choice: LanguageChoice, snapshot: LanguageSnapshot) {
            self.tag = tag
            self.choice = choice
            self.snapshot = snapshot
        }

        /// The change from `old` to this target, the user's choice. Switching back and forth
        /// repeats the same changes, so the last one is kept: a target's changes differ only in
        /// the language they come from (its preference and selection are fixed).
        func notice(from old: LanguageChoice) -> LanguageChangeNotice {
            if let lastNotice, lastNotice.change.oldLanguage == old.selection.language { return lastNotice }
            let made = LanguageChangeNotice(from: old, to: choice, reason: .userChoice)
            lastNotice = made
            return made
        }
    }

    private var targets: [LanguageTag: Target] = [:]
    /// The last two targets returned, most recent first: switching back and forth finds its
    /// target by comparing tags (the same tag storage compares by identity), without hashing.
    private var recent: (Target?, Target?) = (nil, nil)

    /// The target of the explicit choice `tag`, made by `make` the first time (not remembered
    /// when `make` returns `nil`).
    mutating func target(for tag: LanguageTag, make: () -> Target?) -> Target? {
        if let first = recent.0, first.tag == tag { return first }
        if let second = recent.1, second.tag == tag {
            recent = (second, recent.0)
            return second
        }
        let found: Target?
        if let target = targets[tag] {
            found = target
        } else {
            found = make()
            targets[tag] = found
        }
        if let found { recent = (found, recent.0) }
        return found
    }

    /// Forgets every target (their snapshots are rebuilt on next use).
    mutating func removeAll() {
        targets = [:]
        recent = (nil, nil)
    }
}
