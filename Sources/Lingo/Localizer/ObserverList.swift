// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

/// The handlers registered with ``Localizer/observe(_:)``, in registration order, behind
/// their own lock.
final class ObserverList: Sendable {
    typealias Handler = @Sendable (LanguageChange) -> Void

    private struct State {
        /// The handlers and their ids, side by side: a switch copies `handlers` without
        /// allocating.
        var handlers: [Handler] = []
        var ids: [UInt64] = []
        var nextID: UInt64 = 0
    }

    private let state = Protected(State())
    /// How many handlers are registered, read without the lock: a switch with none takes no lock.
    private let count = AtomicCounter()

    /// Adds `handler`; returns its id for ``remove(_:)``.
    func add(_ handler: @escaping Handler) -> UInt64 {
        state.withLock { state in
            state.nextID += 1
            state.handlers.append(handler)
            state.ids.append(state.nextID)
            count.increment()
            return state.nextID
        }
    }

    /// Removes the handler registered under `id`.
    func remove(_ id: UInt64) {
        state.withLock { state in
            guard let index = state.ids.firstIndex(of: id) else { return }
            state.handlers.remove(at: index)
            state.ids.remove(at: index)
            count.decrement()
        }
    }

    /// Whether no handler is registered now (read without the lock).
    var isEmpty: Bool {
        count.value == 0
    }

    /// The handlers registered now.
    var handlers: [Handler] {
        state.withLock { $0.handlers }
    }
}
