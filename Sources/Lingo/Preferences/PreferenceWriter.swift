// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoUtilities

/// Saves one localizer's preference changes to its store, coalesced: only the latest
/// preference is written and at most one write is in flight.
///
/// A store that ``PreferenceStore/savesQuickly`` is saved on the switching thread. Other
/// stores are saved in the background: a switch only records the preference it wants
/// written; a write already running is followed by one more write of the latest preference,
/// so 10,000 switches during one slow write cost two writes. ``flush()`` waits for this
/// writer's writes only; loads (``load(from:)``) and a normal process exit wait for every
/// writer's, so a second localizer on the same store sees the last choice.
final class PreferenceWriter: Sendable {
    private struct State {
        /// The preference to write next, if it changed since the last write began.
        var pending: LanguagePreference?
        /// Whether a write (or the loop running writes) is in flight.
        var writing = false
    }

    /// Where this writer stands: how many saves were asked for, and whether one is still to be
    /// written. Two equal marks mean no save was asked for in between.
    struct Mark: Equatable {
        let saves: UInt64
        let writing: Bool
    }

    let store: any PreferenceStore
    private let state = Protected(State())
    /// How many saves were asked for so far: a quick store's save is counted once it is
    /// written, a background one's with its pending preference (under the lock). So a ``mark``
    /// read before a save differs from every mark read after it, and a read of the store after a
    /// mark that counts a save finds that save written or still `writing`.
    private let saves = AtomicCounter()
    /// Entered while this writer's write loop runs.
    private let inFlight = DispatchGroup()
    private let onError: @Sendable (any Error) -> Void
    /// Called after each run of background writes: a localizer following a shared store reads it
    /// again then (what other processes wrote meanwhile was ignored, see ``mark``).
    private let afterWrites = Protected<(@Sendable () -> Void)?>(nil)

    /// Entered while any writer's write loop runs: what loads and the exit wait for.
    private static let anyInFlight = DispatchGroup()

    private static let drainAtExit: Void = {
        atexit { PreferenceWriter.anyInFlight.wait() }
    }()

    /// - Parameters:
    ///   - store: Where the preference is saved.
    ///   - onError: Told about each failed background save, on the thread that saved.
    init(store: any PreferenceStore, onError: @escaping @Sendable (any Error) -> Void) {
        self.store = store
        self.onError = onError
    }

    /// Loads the stored preference, after every write in flight in this process.
    static func load(from store: any PreferenceStore) throws -> LanguagePreference? {
        _ = drainAtExit
        anyInFlight.wait()
        return try store.load()
    }

    /// Saves `preference`: now when the store saves quickly, else in the background.
    ///
    /// - Returns: The error of a save made now, for the caller to report (a switch reports it
    ///   once it has released its lock); a background save's error goes to `onError`.
    func save(_ preference: LanguagePreference) -> (any Error)? {
        if store.savesQuickly {
            defer { saves.increment() }
            do {
                try store.save(preference)
                return nil
            } catch {
                return error
            }
        }
        _ = Self.drainAtExit
        let startsLoop = state.withLock { state -> Bool in
            saves.increment()
            state.pending = preference
            if state.writing { return false }
            state.writing = true
            return true
        }
        guard startsLoop else { return nil }
        inFlight.enter()
        Self.anyInFlight.enter()
        DispatchQueue.global(qos: .utility).async { self.writePending() }
        return nil
    }

    /// Writes the pending preference until none is left.
    private func writePending() {
        while let preference = nextPending() {
            do {
                try store.save(preference)
            } catch {
                onError(error)
            }
        }
        inFlight.leave()
        Self.anyInFlight.leave()
        afterWrites.withLock { $0 }?()
    }

    /// Takes the pending preference, or ends the write loop when there is none.
    private func nextPending() -> LanguagePreference? {
        state.withLock { state in
            guard let preference = state.pending else {
                state.writing = false
                return nil
            }
            state.pending = nil
            return preference
        }
    }

    /// How many saves were asked for, and whether one is not written yet.
    var mark: Mark {
        state.withLock { Mark(saves: UInt64(saves.value), writing: $0.writing) }
    }

    /// Calls `action` after each run of background writes, on the thread that wrote.
    func onWritesDone(_ action: @escaping @Sendable () -> Void) {
        afterWrites.withLock { $0 = action }
    }

    /// Waits until this writer's saves have been written.
    func flush() {
        inFlight.wait()
    }
}
