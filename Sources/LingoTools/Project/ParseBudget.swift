// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How many bytes of input the workers of ``Swift/Array/parallelMap(_:)`` parse at once.
///
/// Parsing a file holds several times its size at its peak (its bytes, its text, its entries
/// being made). A file starts once the files being parsed, it included, come to no more than
/// ``limit`` bytes; a file alone always starts. So a project of many small files is parsed on
/// every core, and two large tables one after the other: the peak stays a small multiple of
/// the input instead of growing with the number of cores.
final class ParseBudget: @unchecked Sendable {
    // @unchecked: `inFlight` is only read or written with `condition` locked.
    private let condition = NSCondition()
    private var inFlight = 0
    /// The bytes parsed at once, unless one file alone is larger.
    let limit: Int

    /// What `lingo`'s commands parse at once.
    static let files = ParseBudget(limit: 32 << 20)

    init(limit: Int) {
        self.limit = limit
    }

    /// Runs `body`, the parse of `bytes` bytes, once the budget allows it (at once when nothing
    /// else is being parsed). `body` runs without the budget's lock held.
    func parsing<Result>(_ bytes: Int, _ body: () throws -> Result) rethrows -> Result {
        condition.lock()
        while inFlight > 0, inFlight + bytes > limit { condition.wait() }
        inFlight += bytes
        condition.unlock()
        defer {
            condition.lock()
            inFlight -= bytes
            condition.broadcast()
            condition.unlock()
        }
        return try body()
    }
}
