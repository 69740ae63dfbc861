// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

extension FormatString {
    /// Whether `text` and `other` take the same arguments, each through the same placeholder,
    /// and every placeholder of both is a plain one, told from their bytes without parsing
    /// them. `false` says only that this cannot tell: parse them to know.
    ///
    /// A plain placeholder is `%`, an optional position (`1$` to `9$`), flags among `-`, `+` and
    /// `0`, up to two digits of width, a `.` and up to two digits of precision, then an integer
    /// conversion (`d i u o x X`, with `h`, `hh`, `l`, `ll`, `q` or `z` or none) or one of
    /// `@ c s f F e E g G a A p` with none. `%%` is text. Anything else after a `%` (`*`, a
    /// substitution, a space flag, an argument name, `%n`, the text's end) is not plain. A
    /// text's placeholders must all have positions or none, and take each of arguments 1 to
    /// n once: such a format parses without an issue, and two whose placeholders are the same
    /// for each argument take the same arguments, each of the same type, whatever their order.
    package static func haveSamePlainPlaceholders(_ text: String, _ other: String) -> Bool {
        var text = text, other = other
        let limit = PlainPlaceholders.limit
        return text.withUTF8 { text in
            other.withUTF8 { other in
                withUnsafeTemporaryAllocation(of: PlainPlaceholders.Bytes.self, capacity: 2 * limit) { slots in
                    let mine = UnsafeMutableBufferPointer(rebasing: slots[..<limit])
                    let theirs = UnsafeMutableBufferPointer(rebasing: slots[limit...])
                    guard let count = PlainPlaceholders.read(text, into: mine),
                        PlainPlaceholders.read(other, into: theirs) == count
                    else { return false }
                    return (0..<count).allSatisfy { mine[$0].elementsEqual(theirs[$0]) }
                }
            }
        }
    }
}

/// Reads the plain placeholders of a format's UTF-8 bytes (see
/// ``FormatString/haveSamePlainPlaceholders(_:_:)``).
private struct PlainPlaceholders {
    typealias Bytes = UnsafeBufferPointer<UInt8>.SubSequence

    /// The most placeholders a text may have to be told.
    static let limit = 9

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Writes each argument's placeholder, without its `%` and position, to `slots` (argument
    /// 1's first) and returns how many there are; `nil` when a placeholder is not plain, or the
    /// text's placeholders do not take arguments 1 to n once each. `slots` holds ``limit``.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, into slots: UnsafeMutableBufferPointer<Bytes>) -> Int? {
        var reader = PlainPlaceholders(bytes)
        var count = 0
        var taken: UInt16 = 0
        var positional: Bool?
        while reader.skipToPlaceholder() {
            guard count < limit, let (position, spec) = reader.readPlain() else { return nil }
            if positional == nil { positional = position != nil }
            guard positional == (position != nil) else { return nil }
            let slot = (position ?? count + 1) - 1
            guard taken & 1 << slot == 0 else { return nil }
            taken |= 1 << slot
            slots[slot] = spec
            count += 1
        }
        return taken == 1 << count - 1 ? count : nil
    }

    /// Moves past the next `%` that starts a placeholder (not `%%`); `false` when there is none.
    private mutating func skipToPlaceholder() -> Bool {
        while let percent = bytes[index...].firstIndex(of: UInt8(ascii: "%")) {
            index = percent + 1
            guard index < bytes.count, bytes[index] == UInt8(ascii: "%") else { return true }
            index += 1
        }
        index = bytes.count
        return false
    }

    /// Reads a plain placeholder after its `%`: its position, if any, and the bytes after it.
    private mutating func readPlain() -> (position: Int?, spec: Bytes)? {
        var position: Int?
        if index + 1 < bytes.count, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(bytes[index]),
            bytes[index + 1] == UInt8(ascii: "$")
        {
            position = Int(bytes[index] - UInt8(ascii: "0"))
            index += 2
        }
        let start = index
        while index < bytes.count,
            bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "0")
        {
            index += 1
        }
        guard skipDigits(upTo: 2) else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard skipDigits(upTo: 2) else { return nil }
        }
        let length = index < bytes.count ? Self.lengthModifier(bytes[index...]) : 0
        index += length
        guard index < bytes.count else { return nil }
        let conversion = bytes[index]
        index += 1
        let isInteger = Self.integerConversions.contains(conversion)
        guard isInteger || (length == 0 && Self.otherConversions.contains(conversion)) else { return nil }
        return (position, bytes[start..<index])
    }

    /// Skips at most `limit` digits; `false` when more follow, or a `$` (a position not plain).
    private mutating func skipDigits(upTo limit: Int) -> Bool {
        var count = 0
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            count += 1
            index += 1
        }
        return count <= limit && (index == bytes.count || bytes[index] != UInt8(ascii: "$"))
    }

    /// The length of the plain length modifier `bytes` starts with; 0 when there is none.
    private static func lengthModifier(_ bytes: Bytes) -> Int {
        let first = bytes[bytes.startIndex]
        let second = bytes.count > 1 ? bytes[bytes.startIndex + 1] : 0
        switch first {
        case UInt8(ascii: "h"): return second == UInt8(ascii: "h") ? 2 : 1
        case UInt8(ascii: "l"): return second == UInt8(ascii: "l") ? 2 : 1
        case UInt8(ascii: "q"), UInt8(ascii: "z"): return 1
        default: return 0
        }
    }

    private static let integerConversions: [UInt8] = Array("diuoxX".utf8)
    private static let otherConversions: [UInt8] = Array("@csfFeEgGaAp".utf8)
}
