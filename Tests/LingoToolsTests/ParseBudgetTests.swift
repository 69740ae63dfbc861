// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoUtilities
import Testing

@testable import LingoTools

/// ``ParseBudget``: files are parsed at once only while their bytes stay within the limit; a file
/// larger than the limit is parsed alone, and every file is parsed.
@Suite struct ParseBudgetTests {
    /// What was parsed at once whenever a parse started: the bytes and the number of files that
    /// have any (an empty file takes nothing from the budget).
    final class Record: Sendable {
        let state = Protected((bytes: 0, files: 0, starts: [(bytes: Int, files: Int)]()))

        func start(_ size: Int) {
            state.withLock { state in
                state.bytes += size
                if size > 0 { state.files += 1 }
                state.starts.append((state.bytes, state.files))
            }
        }

        func end(_ size: Int) {
            state.withLock { state in
                state.bytes -= size
                if size > 0 { state.files -= 1 }
            }
        }
    }

    @Test func parsesWithinTheLimitOrAlone() {
        let budget = ParseBudget(limit: 100)
        let record = Record()
        let sizes = [60, 30, 50, 10, 150, 40, 20, 70, 5, 99, 101, 1, 45, 55, 0, 80]
        let parsed = sizes.parallelMap { size in
            budget.parsing(size) {
                record.start(size)
                usleep(3_000)  // long enough for the other workers to ask for the budget meanwhile
                record.end(size)
                return size
            }
        }
        #expect(parsed == sizes)
        let starts = record.state.withLock { $0.starts }
        #expect(starts.count == sizes.count)
        for start in starts {
            #expect(start.bytes <= budget.limit || start.files == 1, "\(start)")
        }
        #expect(record.state.withLock { $0.bytes } == 0)
    }
}
