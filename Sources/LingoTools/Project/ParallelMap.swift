// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Dispatch
import Foundation
import LingoFormats
import LingoUtilities

extension Array where Element: Sendable {
    /// `map`, run on all cores: parsing hundreds of files is the slow part of `lingo lint`.
    ///
    /// The results are in the order of the elements, whatever order the work finishes in.
    func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let results = ResultSlots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.set(index, transform(self[index]))
        }
        return results.values()
    }
}

/// Slots the workers of ``Swift/Array/parallelMap(_:)`` write their results into.
private final class ResultSlots<Result: Sendable>: Sendable {
    private let slots: Protected<[Result?]>

    init(count: Int) {
        slots = Protected(Array(repeating: nil, count: count))
    }

    func set(_ index: Int, _ value: Result) {
        slots.withLock { $0[index] = value }
    }

    func values() -> [Result] {
        slots.withLock { $0.compactMap { $0 } }
    }
}

/// Frees `value` on another thread: freeing a parsed project's hundreds of thousands of strings
/// and arrays need not hold up a caller that has findings to print. The caller gives its copy up (`consume`); the box is then the only owner,
/// and the other thread empties it, so the freeing happens there whichever thread ends first.
package func releaseInBackground<Value: Sendable>(_ value: consuming Value) {
    let box = Protected<Value?>(value)
    DispatchQueue.global(qos: .utility).async { box.withLock { $0 = nil } }
}
