// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

/// What a localizer's switch lock owns (`Localizer.switching`).
struct SwitchState {
    /// What the user asked for and what is in use: the one place the choice is kept.
    var choice: LanguageChoice
    /// The explicit choices switched to so far.
    var targets = SwitchTargets()
    /// The changes made and not yet told.
    var changes = ChangeQueue()
}

/// What is left to do once a switch has released the switch lock.
struct SwitchOutcome {
    /// The change this thread must deliver (with those queued after it), if any.
    var delivery: PendingChange? = nil
    /// The error of a preference saved during the switch, to report.
    var saveError: (any Error)? = nil
    /// The fallback chain of the new language, when the language changed: its file problems
    /// are reported.
    var newChain: [LanguageTag]? = nil
}

extension Localizer {
    /// Uses `tag` from now on and remembers the choice.
    ///
    /// The tag is matched to the available languages, so `setLanguage("zh-HK")` with only
    /// `zh-Hant` available uses `zh-Hant` (and remembers `zh-HK`, so a later `zh-HK`
    /// localization would be picked up). The switch is instant: the new language's tables are
    /// read the first time it is used and kept for the next switch back. Choosing the
    /// language already in use tells nobody.
    ///
    /// A literal is a tag (`setLanguage("de")`); a language chosen at run time, such as a code
    /// from a settings screen or a server, is parsed first, and a malformed one is an error
    /// you can show rather than a trap:
    ///
    /// ```swift
    /// let code: String = picker.selectedCode  // "pt-BR", "zh_Hant", …
    /// do {
    ///     try localizer.setLanguage(LanguageTag(code))
    /// } catch {
    ///     showAlert(error.localizedDescription)
    /// }
    /// ```
    ///
    /// Observers are told after the new language is in place, with no lock held, in the order
    /// the changes were made: on this thread before `setLanguage` returns, unless another
    /// thread is telling earlier changes at that moment (it then tells this one too), or this
    /// is called from inside an observer (the change is told once that observer returns and
    /// the current change has been told to everyone). See ``observe(_:)``.
    ///
    /// - Throws: ``LocalizerError/languageNotAvailable(_:available:)`` when no available
    ///   language matches `tag`; nothing changes then.
    public func setLanguage(_ tag: LanguageTag) throws {
        let outcome = try switching.withLock { state throws(LocalizerError) -> SwitchOutcome in
            guard let target = target(for: tag, in: &state.targets) else {
                throw LocalizerError.languageNotAvailable(tag, available: availableLanguages)
            }
            return apply(target.choice, target: target, reason: .userChoice, in: &state)
        }
        finish(outcome)
    }

    /// Follows the system's preferred languages from now on, and remembers that.
    ///
    /// Observers are told as for ``setLanguage(_:)``, with the reason
    /// ``LanguageChange/Reason/userChoice``.
    public func followSystem() {
        let outcome = switching.withLock { state in
            apply(resolvedChoice(.system), reason: .userChoice, in: &state)
        }
        finish(outcome)
    }

    /// Asks the system for its preferred languages again and switches if they changed; for
    /// apps that follow the system (call it when the system's locale changes).
    ///
    /// Observers are told as for ``setLanguage(_:)``, with the reason
    /// ``LanguageChange/Reason/systemLanguages``.
    public func refreshSystemLanguages() {
        let outcome = switching.withLock { state in
            apply(resolvedChoice(state.choice.preference), reason: .systemLanguages, persist: false, in: &state)
        }
        finish(outcome)
    }

    /// `preference` and the language it selects now (the system's languages read again).
    func resolvedChoice(_ preference: LanguagePreference) -> LanguageChoice {
        let selection = Self.resolve(
            preference, matcher: matcher, options: options, systemLanguages: systemLanguages,
            developmentLanguage: developmentLanguage)
        return LanguageChoice(preference: preference, selection: selection)
    }

    /// What the explicit choice `tag` switches to: matched and its snapshot built the first
    /// time, remembered until an overlay is installed. Call with the switch lock held
    /// (`targets` is its value's).
    func target(for tag: LanguageTag, in targets: inout SwitchTargets) -> SwitchTargets.Target? {
        targets.target(for: tag) {
            guard let match = LanguageLoader.explicitMatch(tag, matcher: matcher, options: options) else { return nil }
            let selection = LanguageSelection(language: match.localization, source: .userChoice, match: match)
            return SwitchTargets.Target(
                tag: tag, choice: LanguageChoice(preference: .explicit(tag), selection: selection),
                snapshot: snapshot(for: selection.language))
        }
    }

    /// Puts `new` in use: publishes its snapshot, replaces the choice, saves the preference and
    /// queues the change to be told. Call with the switch lock held (`state` is its value), then
    /// ``finish(_:)`` with what this returns once the lock is released.
    ///
    /// - Parameter target: The explicit choice `new` comes from, if any: it keeps the snapshot
    ///   and the last change, for the next switch there.
    func apply(
        _ new: LanguageChoice, target: SwitchTargets.Target? = nil, reason: LanguageChange.Reason,
        persist: Bool = true, in state: inout SwitchState
    ) -> SwitchOutcome {
        let snapshot = target?.snapshot ?? snapshot(for: new.selection.language)
        current.store(snapshot)
        let old = state.choice
        state.choice = new
        let languageChanged = old.selection.language != new.selection.language
        let preferenceChanged = old.preference != new.preference
        var outcome = SwitchOutcome()
        if persist, preferenceChanged || new.preference != .system {
            // Saved here, in the order of the changes, so that the last choice is the one stored.
            outcome.saveError = writer.save(new.preference)
        }
        if languageChanged || reason == .systemLanguages {
            // Before anyone is told: observers read the new locale. A change of the system's
            // languages may come with one of its region too.
            dropFormats()
        }
        guard languageChanged || preferenceChanged else { return outcome }
        var notice: LanguageChangeNotice? = nil
        if languageChanged {
            notice = target?.notice(from: old) ?? LanguageChangeNotice(from: old, to: new, reason: reason)
            outcome.newChain = snapshot.chain
        }
        outcome.delivery = state.changes.enqueue(
            PendingChange(notice: notice, preferenceChanged: preferenceChanged), untold: untoldChanges)
        return outcome
    }

    /// Publishes the snapshot of the language in use anew, after its tables changed, and queues
    /// a ``LanguageChange/Reason/contentUpdate``. Call with the switch lock held (`state` is its
    /// value), then ``finish(_:)``.
    func republishLanguageInUse(in state: inout SwitchState) -> SwitchOutcome {
        let inUse = state.choice
        current.store(snapshot(for: inUse.selection.language))
        let notice = LanguageChangeNotice(from: inUse, to: inUse, reason: .contentUpdate)
        let change = PendingChange(notice: notice, preferenceChanged: false)
        return SwitchOutcome(delivery: state.changes.enqueue(change, untold: untoldChanges))
    }

    /// What a switch does once it has released the switch lock: reports a failed save and the
    /// new language's file problems to the issue handler, then tells the observers.
    func finish(_ outcome: SwitchOutcome) {
        if let error = outcome.saveError { report(.preferenceStore(message: "\(error)")) }
        if let chain = outcome.newChain, issues.isActive.value { reportDiagnostics(of: chain) }
        if let first = outcome.delivery { deliver(startingWith: first) }
    }
}
