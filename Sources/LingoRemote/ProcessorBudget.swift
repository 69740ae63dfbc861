// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A bound on the processor time of one piece of work (reading and checking an update), counted
/// on the calling thread from the budget's creation: the work asks ``check(_:)`` between steps.
package struct ProcessorBudget: Sendable {
    /// The processor time allowed, in seconds.
    package let seconds: Double
    private let start: Double

    /// A budget of `seconds` of this thread's processor time, starting now.
    package init(seconds: Double = UpdateManifest.maximumValidationTime) {
        self.seconds = seconds
        start = Self.threadTime()
    }

    /// Throws when the work has used up the budget.
    ///
    /// - Parameter step: What the work was doing, for the message.
    /// - Throws: `UpdateRejection.Kind.timeout`.
    package func check(_ step: @autoclosure () -> String) throws(UpdateRejection) {
        guard Self.threadTime() - start > seconds else { return }
        throw UpdateRejection(
            .timeout,
            "checking the update took more than \(seconds) s of processor time (at \(step())); it is refused")
    }

    /// The processor time this thread has used, in seconds.
    private static func threadTime() -> Double {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
