// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

extension Localizer {
    /// Watches ``store`` when other processes may write it too (a file, an App Group), so that
    /// their switches reach this localizer; called once, at the end of `init`. A store that
    /// cannot be watched is reported and still used.
    func startFollowingStore() {
        do {
            guard let shared = store as? any SharedPreferenceStore,
                let watch = try shared.watch({ [weak self] in self?.followStore() })
            else { return }
            follower.keep(watch)
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
        let result = follower.inTurn { () -> Result<SwitchOutcome?, any Error> in
            let mark = writer.mark
            guard !mark.writing else { return .success(nil) }
            return Result {
                // No preference stored (the file was removed): nothing to follow.
                guard let stored = try store.load() else { return nil }
                return switching.withLock { state -> SwitchOutcome? in
                    guard writer.mark == mark, stored != state.choice.preference else { return nil }
                    return apply(resolvedChoice(stored), reason: .anotherProcess, persist: false, in: &state)
                }
            }
        }
        switch result {
        case .success(let outcome): if let outcome { finish(outcome) }
        case .failure(let error): report(.preferenceStore(message: "\(error)"))
        }
    }
}
