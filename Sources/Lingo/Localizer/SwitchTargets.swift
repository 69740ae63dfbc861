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
/// ``Localizer/languageDidChangeNotification``.
final class LanguageChangeNotice {
    let change: LanguageChange
    let userInfo: [AnyHashable: Any]

    init(_ change: LanguageChange) {
        self.change = change
        self.userInfo = [
            Localizer.changeUserInfoKey: change,
            Localizer.reasonUserInfoKey: change.reason.rawValue,
        ]
    }
}

/// The explicit choices a localizer has switched to, each matched and its snapshot built once,
/// guarded by the localizer's switch lock rather than a lock of their own: a switch back to a
/// language is one dictionary read.
final class SwitchTargets: @unchecked Sendable {
    // @unchecked: `targets` and every target's mutable members are read and written only with
    // the localizer's `switchLock` held.

    /// What an explicit choice switches to.
    final class Target {
        /// The explicit choice's tag, as asked for.
        let tag: LanguageTag
        /// The explicit preference and the language it selects.
        let choice: LanguageChoice
        /// The snapshot of the selected language.
        let snapshot: LanguageSnapshot
        /// Whether the localizer published `snapshot` before (then its ``AtomicReference``
        /// keeps it alive already).
        var published = false
        /// The last change that switched here, reused while it came from the same language.
        private var lastNotice: LanguageChangeNotice?

        init(tag: LanguageTag, choice: LanguageChoice, snapshot: LanguageSnapshot) {
            self.tag = tag
            self.choice = choice
            self.snapshot = snapshot
        }

        /// The change from `oldLanguage` to this target, the user's choice. Switching back and forth repeats the
        /// same changes, so the last one is kept: making a change and its `userInfo` costs
        /// about a sixth of a switch on Linux. A target's changes differ only in the language
        /// they come from (its preference and selection are fixed).
        func notice(from oldLanguage: LanguageTag) -> LanguageChangeNotice {
            if let lastNotice, lastNotice.change.oldLanguage == oldLanguage { return lastNotice }
            let made = LanguageChangeNotice(
                LanguageChange(
                    oldLanguage: oldLanguage, newLanguage: choice.selection.language, reason: .userChoice,
                    preference: choice.preference, selection: choice.selection))
            lastNotice = made
            return made
        }
    }

    private var targets: [LanguageTag: Target] = [:]
    /// The last two targets returned, most recent first: switching back and forth finds its
    /// target by comparing tags (the same tag storage compares by identity), without hashing.
    private var recent: (Target?, Target?) = (nil, nil)
    /// The choice in use, as the localizer's `state` holds it: read here by a switch, with the
    /// switch lock held, instead of taking `state`'s lock.
    var inUse: LanguageChoice

    init(inUse: LanguageChoice) {
        self.inUse = inUse
    }

    /// The target of the explicit choice `tag`, made by `make` the first time (not remembered
    /// when `make` returns `nil`). Call with the switch lock held.
    func target(for tag: LanguageTag, make: () -> Target?) -> Target? {
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

    /// Forgets every target (their snapshots are rebuilt on next use). Call with the switch
    /// lock held.
    func removeAll() {
        targets = [:]
        recent = (nil, nil)
    }
}
