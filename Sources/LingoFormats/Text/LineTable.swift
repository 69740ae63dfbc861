// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// Turns byte offsets in UTF-8 text into 1-based line and column numbers.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`. Columns count Unicode scalars.
package struct LineTable {
    /// The byte offset at which each line starts; `lineStarts[0] == 0`.
    private(set) var lineStarts: [Int]

    /// Indexes the line starts of `bytes`.
    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts = [0]
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A {
                starts.append(index + 1)
            } else if byte == 0x0D {
                if index + 1 < count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
    }

    /// Indexes the line starts of `bytes`.
    package init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { LineTable($0) }
    }

    /// The 1-based line and column of the byte at `offset`.
    package func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        // The last line start that is <= offset.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, 1 + Self.scalarCount(bytes, from: lineStarts[low], to: min(offset, bytes.count)))
    }

    /// The number of Unicode scalars that start in `bytes[start..<end]`: how many columns apart
    /// two offsets of one line are. The one column counter of every reader.
    package static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var count = 0
        var index = start
        while index < end {
            if bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }
}
