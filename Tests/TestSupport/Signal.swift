// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A countdown that tests wait on instead of sleeping: each of `count` parties signals once
/// when it reached a point (a reader thread did its first lookup, an observer ran), and the test
/// waits for all of them, with a time limit. How long the wait takes never decides a test:
/// the limit is only there so that a missing signal fails the test instead of hanging it.
public final class Signal: Sendable {
    private let group = DispatchGroup()

    /// A signal that `count` parties give.
    public init(count: Int = 1) {
        for _ in 0..<count { group.enter() }
    }

    /// One party reached its point. Each party calls it once.
    public func signal() {
        group.leave()
    }

    /// Whether every party signalled within `seconds` (a generous limit: a busy machine may be
    /// slow, and a signal that never comes is a bug).
    public func wait(seconds: Double = 60) -> Bool {
        group.wait(timeout: .now() + seconds) == .success
    }

    /// Whether every party signalled within `seconds`, without blocking a task's thread.
    public func wait(seconds: Double = 60) async -> Bool {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: self.wait(seconds: seconds)) }
        }
    }
}
