// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

extension Localizer {
    /// Watches ``store`` when other processes may write it too (a file, an App Group), so that
    /// their switches reach this localizer; called once, at the end of `init`. A store that
    /// cannot be watched is reported and still used.
    func startFollowingStore() {
        guard let shared = store as? any SharedPreferenceStore else { return }
        do {
            follower.keep(try shared.watch { [weak self] in self?.followStore() })
        } catch {
            return report(.preferenceStore(message: "\(error)"))
        }
        // What another process wrote while this one's writes were in flight was ignored: the
        // store is read again once they are written.
        writer.onWritesDone { [weak self] in self?.followStore() }
        // A switch another process saved between `init`'s load and the watch's start.
        followStore()
    }

    /// Reads ``store`` and, when it holds another preference than this localizer's, puts it in
    /// use as the user's choice made in another process: observers are told a change with the
    /// reason ``LanguageChange/Reason/anotherProcess``, and the store is not written.
    ///
    /// Nothing happens while a save of this localizer is waiting or being written, nor when a
    /// save was asked for after the store was read: that save comes later and wins, as the last
    /// write does (and its end calls this again). So this process's own writes never come back
    /// as another process's change, and two processes switching at once end with the choice
    /// of the last write.
    func followStore() {
        let mark = writer.mark
        guard !mark.writing else { return }
        let stored: LanguagePreference?
        do {
            stored = try store.load()
        } catch {
            return report(.preferenceStore(message: "\(error)"))
        }
        // No preference stored (the file was removed): nothing to follow.
        guard let stored else { return }
        let outcome = switching.withLock { state -> SwitchOutcome? in
            guard writer.mark == mark, stored != state.choice.preference else { return nil }
            let selection = Self.resolve(
                stored, matcher: matcher, options: options, systemLanguages: systemLanguages,
                developmentLanguage: developmentLanguage)
            return apply(
                LanguageChoice(preference: stored, selection: selection), reason: .anotherProcess,
                persist: false, in: &state)
        }
        if let outcome { finish(outcome) }
    }
}
