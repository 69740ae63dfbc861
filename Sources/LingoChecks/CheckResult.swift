// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

package import LingoFormats

/// One thing a translation check found: its kind, where, and a sentence for people.
package struct CheckResult: Sendable, Hashable {
    /// What was found.
    package var kind: CheckKind
    /// Where (the text, form or key).
    package var location: SourceLocation
    /// What is wrong, for people (tools switch on ``kind``).
    package var message: String
    /// The key, whole.
    package var key: String?
    /// The language, as the caller names it.
    package var language: String?
}

/// The results of checks, in the order the checks found them.
package struct CheckResults: Sendable {
    /// The results.
    package private(set) var results: [CheckResult] = []

    /// No results yet.
    package init() {}

    /// Adds a result.
    package mutating func add(
        _ kind: CheckKind, at location: SourceLocation, _ message: String, key: String? = nil, language: String? = nil
    ) {
        results.append(CheckResult(kind: kind, location: location, message: message, key: key, language: language))
    }

    /// Whether there is none.
    package var isEmpty: Bool { results.isEmpty }
}
