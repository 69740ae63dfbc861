// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// Renders a report in parts on all cores: a large project's findings make tens of megabytes
/// of text, and every part is rendered the same way whichever core renders it.
enum ReportParts {
    /// How many findings one worker renders at a time.
    static let partSize = 2048

    /// `render` applied to consecutive runs of at most `partSize` findings (or report lines), on
    /// all cores, the results in the order of the findings.
    static func render<Element: Sendable>(
        _ findings: [Element], partSize: Int = partSize, _ render: @Sendable (ArraySlice<Element>) -> String
    ) -> [String] {
        let starts = Array(stride(from: 0, to: findings.count, by: partSize))
        return starts.parallelMap { start in render(findings[start..<min(start + partSize, findings.count)]) }
    }

    /// The parts joined, in order, in one string of exactly their total size.
    static func joined(_ parts: [String]) -> String {
        var text = ""
        text.reserveCapacity(parts.reduce(0) { $0 + $1.utf8.count })
        for part in parts { text += part }
        return text
    }
}

/// UTF-8 bytes of report lines, appended without the intermediate strings of interpolation.
struct ReportBytes {
    private(set) var bytes: [UInt8]

    init(capacity: Int) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ text: String) {
        // A native string's bytes are copied at once; a bridged one's one by one.
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
        if copied == nil { bytes.append(contentsOf: text.utf8) }
    }

    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// `number` in decimal, as `String(number)` writes it.
    mutating func append(_ number: Int) {
        guard number >= 0 else { return append(String(number)) }
        var divisor = 1
        while divisor <= number / 10 { divisor *= 10 }
        var rest = number
        while divisor > 0 {
            bytes.append(UInt8(truncatingIfNeeded: 0x30 + rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// The bytes as a string (they are valid UTF-8: only strings and ASCII were appended).
    var string: String { String(decoding: bytes, as: UTF8.self) }
}
