// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

/// Tells a localizer's issue handler about each issue once (among the recent ones): the issue
/// handler and what it was told, behind their own lock.
final class IssueReporter: Sendable {
    typealias Handler = @Sendable (LocalizationIssue) -> Void

    private struct State {
        var handler: Handler?
        var told: RecentIssues
    }

    private let state: Protected<State>
    /// Whether a handler is set: read without a lock on the lookup path, so that a lookup
    /// without a handler builds no issue at all.
    let isActive: AtomicFlag

    init(handler: Handler?, capacity: Int = RecentIssues.defaultCapacity) {
        state = Protected(State(handler: handler, told: RecentIssues(capacity: capacity)))
        isActive = AtomicFlag(handler != nil)
    }

    /// The issue handler.
    var handler: Handler? {
        get { state.withLock { $0.handler } }
        set {
            state.withLock { $0.handler = newValue }
            isActive.set(newValue != nil)
        }
    }

    /// How many issues are remembered now (at most the capacity).
    var rememberedCount: Int { state.withLock { $0.told.count } }

    /// Tells the handler about `issue` unless it was told recently. The handler runs on this
    /// thread, outside the lock.
    func report(_ issue: LocalizationIssue) {
        let handler: Handler? = state.withLock { state in
            guard let handler = state.handler, state.told.insert(issue) else { return nil }
            return handler
        }
        handler?(issue)
    }
}
