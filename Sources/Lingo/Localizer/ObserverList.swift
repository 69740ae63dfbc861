// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

/// The handlers registered with ``Localizer/observe(_:)``, in registration order, behind
/// their own lock.
final class ObserverList: Sendable {
    typealias Handler = @Sendable (LanguageChange) -> Void

    /// A handler and the number of the last change queued when it was registered: it is told
    /// only the changes numbered after that.
    struct Entry: Sendable {
        let handler: Handler
        let after: UInt64
    }

    private struct State {
        /// The entries and their ids, side by side: a delivery copies `entries` without
        /// allocating.
        var entries: [Entry] = []
        var ids: [UInt64] = []
        var nextID: UInt64 = 0
    }

    private let state = Protected(State())
    /// How many handlers are registered, read without the lock: a change with none takes no lock.
    private let count = AtomicCounter()

    /// Adds `handler`, to be told the changes numbered after `lastChange`; returns its id for
    /// ``remove(_:)``.
    func add(_ handler: @escaping Handler, after lastChange: UInt64) -> UInt64 {
        state.withLock { state in
            state.nextID += 1
            state.entries.append(Entry(handler: handler, after: lastChange))
            state.ids.append(state.nextID)
            count.increment()
            return state.nextID
        }
    }

    /// Removes the handler registered under `id`.
    func remove(_ id: UInt64) {
        state.withLock { state in
            guard let index = state.ids.firstIndex(of: id) else { return }
            state.entries.remove(at: index)
            state.ids.remove(at: index)
            count.decrement()
        }
    }

    /// Whether no handler is registered now (read without the lock).
    var isEmpty: Bool {
        count.value == 0
    }

    /// The handlers registered now.
    var entries: [Entry] {
        state.withLock { $0.entries }
    }
}
