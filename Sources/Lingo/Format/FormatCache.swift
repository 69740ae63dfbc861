// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoUtilities

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
    private let formats = Protected<[Key: FormatString]>([:])

    /// A format's text, hashed and compared by its UTF-8 bytes. A `String` key normalizes a
    /// non-ASCII text to NFC on every hash and comparison (most of a hit's cost in translated
    /// tables), and would let two texts that differ only in normalization share one parse,
    /// whose literal segments are only one of them.
    private struct Key: Hashable {
        let text: String

        static func == (lhs: Key, rhs: Key) -> Bool {
            guard lhs.text.utf8.count == rhs.text.utf8.count else { return false }
            var (left, right) = (lhs.text, rhs.text)  // withUTF8 copies only a bridged string
            return left.withUTF8 { left in
                right.withUTF8 { right in
                    left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
                }
            }
        }

        func hash(into hasher: inout Hasher) {
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    /// Creates an empty cache.
    package init(limit: Int = 4096) {
        self.limit = max(1, limit)
    }

    /// The parsed form of `text`, parsed now if it is not cached yet.
    package func format(for text: String) -> FormatString {
        // A text without `%` is its own literal: made at once, never cached (no lock, no copy).
        if !text.hasByte(UInt8(ascii: "%")) { return FormatString.parse(text) }
        let key = Key(text: text)
        if let cached = formats.withLock({ $0[key] }) { return cached }
        let parsed = FormatString.parse(text)
        formats.withLock { formats in
            if formats.count >= limit { formats.removeAll(keepingCapacity: true) }
            formats[key] = parsed
        }
        return parsed
    }

    /// The number of cached formats.
    package var count: Int {
        formats.withLock { $0.count }
    }
}
