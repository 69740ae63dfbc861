// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo

/// Collects values appended from any thread: issues a handler reports, events an observer
/// sees.
final class Recorder<Element: Sendable>: @unchecked Sendable {
    // @unchecked: `storage` is only read and written under `lock`.
    private let lock = NSLock()
    private var storage: [Element] = []

    /// Appends `value`.
    func append(_ value: Element) { lock.withLock { storage.append(value) } }

    /// Everything appended so far, in order.
    var values: [Element] { lock.withLock { storage } }
}

/// Collects what a localizer reports, from any thread.
typealias IssueLog = Recorder<LocalizationIssue>

/// Collects events from any thread.
typealias EventLog<Event: Sendable> = Recorder<Event>

extension Recorder where Element == LocalizationIssue {
    /// The issues reported so far, in order.
    var issues: [LocalizationIssue] { values }
}

extension Recorder {
    /// The events seen so far, in order.
    var events: [Element] { values }
}
