// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoRemote
import TestSupport
import Testing

/// Readers on four threads while an update is applied. The test waits for signals, never for
/// time: the update starts once every reader has looked up, and the readers stop once each has
/// seen it. How long a lookup waits during the swap is measured by lingo-bench
/// (`update.read-during-swap`), not asserted here.
@Suite(.timeLimit(.minutes(5)))
struct RemoteConcurrencyTests {
    /// What one reader saw.
    final class ReaderLog: @unchecked Sendable {
        // @unchecked: each reader writes only its own log, read after the thread finished.
        var lookups = 0
        var sawUpdate = false
        var sawOldAfterNew = false
        var mixed = false
    }

    @Test func lookupsNeverSeeHalfAnUpdate() async throws {
        let served = try ServedUpdate()
        defer { served.remove() }
        let (localizer, updater) = (served.localizer, try served.updater())

        let stop = ManagedFlag()
        let logs = (0..<4).map { _ in ReaderLog() }
        let reading = Signal(count: logs.count), sawUpdate = Signal(count: logs.count)
        let finished = Signal(count: logs.count)
        for log in logs {
            Thread.detachNewThread {
                defer { finished.signal() }
                var signalledReading = false, signalledUpdate = false
                // Until stopped; the test stops the readers once each has seen the update (or
                // once its wait for that gave up).
                while !stop.isSet {
                    // The update changes both keys: once one new value was seen, every later
                    // lookup of either key must be new (one snapshot swap, no half update).
                    let greeting = localizer.string("greeting")
                    let farewell = localizer.string("farewell")
                    log.lookups += 1
                    let newGreeting = greeting == "Servus, %@!", newFarewell = farewell == "Tschüss"
                    if newGreeting && !newFarewell { log.mixed = true }
                    if log.sawUpdate && (!newGreeting || !newFarewell) { log.sawOldAfterNew = true }
                    if newGreeting || newFarewell { log.sawUpdate = true }
                    if greeting != "Servus, %@!" && greeting != "Hallo, %@!" { log.mixed = true }
                    if !signalledReading {
                        signalledReading = true
                        reading.signal()
                    }
                    if log.sawUpdate && !signalledUpdate {
                        signalledUpdate = true
                        sawUpdate.signal()
                    }
                }
                if !signalledReading { reading.signal() }
                if !signalledUpdate { sawUpdate.signal() }
            }
        }
        let allReading = await reading.wait()
        let outcome = await updater.checkForUpdate()
        let applied = outcome == .applied(version: 1, keys: 4)
        let allSawIt = applied ? await sawUpdate.wait() : false
        stop.set()
        #expect(await finished.wait(), "a reader did not stop")
        #expect(allReading, "a reader never looked up")
        #expect(allSawIt, "a reader did not see the update within a minute")
        #expect(applied, "\(outcome)")
        for (index, log) in logs.enumerated() {
            #expect(log.sawUpdate, "reader \(index) never saw the update")
            #expect(!log.mixed, "reader \(index) saw half an update")
            #expect(!log.sawOldAfterNew, "reader \(index) went back to the old strings")
            print("reader \(index): \(log.lookups) lookups")
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
