// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Collects values appended from any thread: issues a handler reports, events an observer
/// sees, changes a notification carries. One for every test target (as swift-log ships
/// `InMemoryLogging`), instead of a hand-rolled class per file.
public final class Recorder<Element: Sendable>: @unchecked Sendable {
    // @unchecked: `storage` is only read and written under `lock`.
    private let lock = NSLock()
    private var storage: [Element] = []

    /// An empty recorder.
    public init() {}

    /// Appends `value`.
    public func append(_ value: Element) { lock.withLock { storage.append(value) } }

    /// Everything appended so far, in order.
    public var values: [Element] { lock.withLock { storage } }
}

extension Recorder {
    /// The events seen so far, in order.
    public var events: [Element] { values }
}
