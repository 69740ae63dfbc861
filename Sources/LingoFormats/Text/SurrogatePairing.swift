// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

/// Joins the UTF-16 code units of `\u` escapes into Unicode scalars appended as UTF-8: a high
/// surrogate waits for the low one that may follow it, and a surrogate without its partner
/// becomes U+FFFD. The one surrogate logic of the readers that take `\u` escapes (JSON and
/// `.strings`).
///
/// The reader calls ``append(_:at:into:)`` for each code unit of an escape and ``flush(into:)``
/// before anything else goes into the buffer (another character, another escape, the end of
/// the string), then reports each place it gets back: the escape of an unpaired surrogate.
struct SurrogatePairing<Place> {
    /// A high surrogate read last, and the place of its escape.
    private var pending: (value: UInt32, place: Place)?

    /// Ends a high surrogate still waiting for its partner: appends U+FFFD for it and returns
    /// its place, or `nil` when none is waiting.
    mutating func flush(into buffer: inout [UInt8]) -> Place? {
        guard let pending else { return nil }
        self.pending = nil
        buffer.appendUTF8(0xFFFD)
        return pending.place
    }

    /// Appends the scalar of `unit`, the code unit of an escape at `place`: joined with a waiting
    /// high surrogate, kept to wait when it is a high surrogate, U+FFFD when it is a surrogate
    /// without its partner.
    ///
    /// - Returns: The places of the surrogates found unpaired, in text order: at most a waiting
    ///   high surrogate and then this one. Empty in the usual case, with no allocation.
    mutating func append(_ unit: UInt32, at place: Place, into buffer: inout [UInt8]) -> [Place] {
        if let high = pending, (0xDC00...0xDFFF).contains(unit) {
            pending = nil
            buffer.appendUTF8(0x10000 + ((high.value - 0xD800) << 10) + (unit - 0xDC00))
            return []
        }
        var unpaired = [Place]()
        if let waiting = flush(into: &buffer) { unpaired.append(waiting) }
        switch unit {
        case 0xD800...0xDBFF:
            pending = (unit, place)
        case 0xDC00...0xDFFF:
            buffer.appendUTF8(0xFFFD)
            unpaired.append(place)
        default:
            buffer.appendUTF8(unit)
        }
        return unpaired
    }
}
