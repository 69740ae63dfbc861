// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// A rendered format: the string and the problems found while rendering it.
public struct FormatResult: Hashable, Sendable, CustomStringConvertible {
    /// The rendered text.
    public var string: String
    /// The problems, in the order they were found: those of the format text first (in order
    /// of position), then those of each placeholder, then extra arguments.
    public var issues: [FormatIssue]

    /// Creates a result.
    public init(string: String, issues: [FormatIssue] = []) {
        self.string = string
        self.issues = issues
    }

    /// The rendered text.
    public var description: String { string }
}
