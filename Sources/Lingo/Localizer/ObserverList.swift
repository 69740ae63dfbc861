// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// The handlers registered with ``Localizer/observe(_:)``, in registration order, behind
/// their own lock.
final class ObserverList: Sendable {
    typealias Handler = @Sendable (LanguageChange) -> Void

    private struct State {
        var observers: [(id: UInt64, handler: Handler)] = []
        var nextID: UInt64 = 0
    }

    private let state = Protected(State())

    /// Adds `handler`; returns its id for ``remove(_:)``.
    func add(_ handler: @escaping Handler) -> UInt64 {
        state.withLock { state in
            state.nextID += 1
            state.observers.append((state.nextID, handler))
            return state.nextID
        }
    }

    /// Removes the handler registered under `id`.
    func remove(_ id: UInt64) {
        state.withLock { $0.observers.removeAll { $0.id == id } }
    }

    /// The handlers registered now.
    var handlers: [Handler] {
        state.withLock { $0.observers.map(\.handler) }
    }
}
