// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoRemote
import Testing

/// Readers on four threads while an update is applied.
@Suite(.timeLimit(.minutes(1)))
struct RemoteConcurrencyTests {
    /// What one reader saw.
    final class ReaderLog: @unchecked Sendable {
        // @unchecked: each reader writes only its own log, read after the thread finished.
        var lookups = 0
        var sawUpdate = false
        var sawOldAfterNew = false
        var mixed = false
        var worst: TimeInterval = 0
    }

    @Test func lookupsNeverSeeHalfAnUpdateAndNeverStall() async throws {
        let served = try ServedUpdate()
        defer { served.remove() }
        let (localizer, updater) = (served.localizer, try served.updater())

        let stop = ManagedFlag()
        let logs = (0..<4).map { _ in ReaderLog() }
        let done = DispatchGroup()
        for log in logs {
            done.enter()
            Thread.detachNewThread {
                defer { done.leave() }
                let deadline = Date().addingTimeInterval(20)
                // Until stopped, and then until this reader has seen the update (a starved
                // thread may not have run since the swap).
                while !stop.isSet || (!log.sawUpdate && Date() < deadline) {
                    let start = DispatchTime.now().uptimeNanoseconds
                    // The update changes both keys: once one new value was seen, every later
                    // lookup of either key must be new (one snapshot swap, no half update).
                    let greeting = localizer.string("greeting")
                    let farewell = localizer.string("farewell")
                    let elapsed = TimeInterval(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                    log.worst = max(log.worst, elapsed)
                    log.lookups += 1
                    let newGreeting = greeting == "Servus, %@!", newFarewell = farewell == "Tschüss"
                    if newGreeting && !newFarewell { log.mixed = true }
                    if log.sawUpdate && (!newGreeting || !newFarewell) { log.sawOldAfterNew = true }
                    if newGreeting || newFarewell { log.sawUpdate = true }
                    if greeting != "Servus, %@!" && greeting != "Hallo, %@!" { log.mixed = true }
                }
            }
        }
        try await Task.sleep(nanoseconds: 50_000_000)
        let outcome = await updater.checkForUpdate()
        try await Task.sleep(nanoseconds: 50_000_000)
        stop.set()
        await withCheckedContinuation { continuation in
            done.notify(queue: .global()) { continuation.resume() }
        }
        #expect(outcome == .applied(version: 1, keys: 4))
        for (index, log) in logs.enumerated() {
            #expect(log.sawUpdate, "reader \(index) never saw the update")
            #expect(!log.mixed, "reader \(index) saw half an update")
            #expect(!log.sawOldAfterNew, "reader \(index) went back to the old strings")
            // Generous: two shared cores; a lock held across the swap would show as seconds.
            #expect(log.worst < 0.5, "reader \(index) waited \(log.worst) s for one lookup")
            print("reader \(index): \(log.lookups) lookups, worst \(Int(log.worst * 1e6)) µs")
        }
    }
}

/// A flag set once, read from many threads.
final class ManagedFlag: @unchecked Sendable {
    // @unchecked: `value` is only touched under `lock`.
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
