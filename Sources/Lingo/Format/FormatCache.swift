// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats

/// Parsed formats by their text, so a format is parsed once however often it is rendered.
///
/// A hit takes a lock and a dictionary lookup and allocates nothing. The cache holds at most
/// ``limit`` formats (an app's formats come from its tables, so that is plenty); when it is
/// full it starts over rather than grow without bound.
package final class FormatCache: Sendable {

    /// The cache the renderer uses.
    package static let shared = FormatCache()

    /// The most formats the cache holds.
    package let limit: Int
    private let formats = Protected<[String: FormatString]>([:])

    /// Creates an empty cache.
    package init(limit: Int = 4096) {
        self.limit = max(1, limit)
    }

    /// The parsed form of `text`, parsed now if it is not cached yet.
    package func format(for text: String) -> FormatString {
        if let cached = formats.withLock({ $0[text] }) { return cached }
        let parsed = FormatString.parse(text)
        formats.withLock { formats in
            if formats.count >= limit { formats.removeAll(keepingCapacity: true) }
            formats[text] = parsed
        }
        return parsed
    }

    /// The number of cached formats.
    package var count: Int {
        formats.withLock { $0.count }
    }
}
