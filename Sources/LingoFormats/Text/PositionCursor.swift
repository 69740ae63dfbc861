// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Turns byte offsets in UTF-8 text into 1-based line and column numbers, like ``LineTable``,
/// but in amortized O(1) per call when the offsets come in increasing order (it walks forward
/// from the previous answer); earlier offsets are answered from a ``LineTable`` built on first
/// need.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`. Columns count Unicode scalars. `bytes` is the
/// same text at every call.
package struct PositionCursor {
    private var offset = 0
    private var line = 1
    private var column = 1
    private var table: LineTable?
    /// Whether the text has a `\r`, once looked for: without one, lines end at `\n` alone.
    private var hasCarriageReturn: Bool?

    /// A cursor at the start of a text.
    package init() {}

    /// The 1-based line and column of the byte at `target` (clamped to the text).
    package mutating func position(of target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        let target = min(max(target, 0), bytes.count)
        if target < offset {
            let lines = table ?? LineTable(bytes)
            table = lines
            return lines.position(of: target, in: bytes)
        }
        guard let base = bytes.baseAddress else { return (line, column) }
        let hasCarriageReturn = hasCarriageReturn ?? (memchr(base, 0x0D, bytes.count) != nil)
        self.hasCarriageReturn = hasCarriageReturn
        if !hasCarriageReturn {
            // Line breaks found with `memchr`; only the columns of the target's line are counted.
            var lineStart: Int?
            var index = offset
            while index < target, let found = memchr(base + index, 0x0A, target - index) {
                index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) + 1
                line += 1
                lineStart = index
            }
            column =
                lineStart.map { 1 + LineTable.scalarCount(bytes, from: $0, to: target) }
                ?? column + LineTable.scalarCount(bytes, from: offset, to: target)
            offset = target
            return (line, column)
        }
        let count = bytes.count
        var index = offset
        var chunkEnd = index  // bytes before this were tested eight at a time and hold a line break
        while index < target {
            if index >= chunkEnd, index + 8 <= target, let base = bytes.baseAddress {
                // Eight bytes with no line break: add the scalars they start.
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if !Self.containsByte(word, 0x0A), !Self.containsByte(word, 0x0D) {
                    let continuation = word & ~(word << 1) & 0x8080_8080_8080_8080  // bytes 10xxxxxx
                    column += 8 - continuation.nonzeroBitCount
                    index += 8
                    continue
                }
                chunkEnd = index + 8
            }
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= count || bytes[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1  // `\r` of `\r\n` counts as a character of its line, as in LineTable
            }
            index += 1
        }
        offset = index
        return (line, column)
    }

    /// Whether any byte of `word` equals `byte`.
    private static func containsByte(_ word: UInt64, _ byte: UInt8) -> Bool {
        let x = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080 != 0
    }
}
