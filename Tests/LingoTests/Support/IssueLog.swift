// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo
import TestSupport

/// Collects what a localizer reports, from any thread.
typealias IssueLog = Recorder<LocalizationIssue>

/// Collects events from any thread.
typealias EventLog<Event: Sendable> = Recorder<Event>

extension Recorder where Element == LocalizationIssue {
    /// The issues reported so far, in order.
    var issues: [LocalizationIssue] { values }
}
