// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

/// Characters a text must not put on a screen: control characters other than line breaks and
/// tabs (ESC starts a terminal escape sequence, C1 controls are invisible), the bidirectional
/// overrides U+202D and U+202E (they reverse what follows: the spoofing of CVE-2021-42574),
/// and embeddings (U+202A, U+202B, closed by U+202C) or isolates (U+2066–U+2068, closed by
/// U+2069) left open or closed without an opening, which reorder the rest of the line or the
/// text around it. Balanced isolates and embeddings are normal in Arabic and Hebrew text.
package enum UnshowableText {
    /// What is wrong with `text`, for a message; `nil` when it may be shown.
    package static func problem(in text: String) -> String? {
        var openEmbeddings = 0
        var openIsolates = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x09, 0x0A, 0x0D:
                continue
            case 0x00...0x1F, 0x7F...0x9F:
                return "the control character \(name(value))"
            case 0x202D, 0x202E:
                return "the bidirectional override \(name(value))"
            case 0x202A, 0x202B:
                openEmbeddings += 1
            case 0x202C:
                guard openEmbeddings > 0 else { return "\(name(value)) without an embedding to close" }
                openEmbeddings -= 1
            case 0x2066...0x2068:
                openIsolates += 1
            case 0x2069:
                guard openIsolates > 0 else { return "\(name(value)) without an isolate to close" }
                openIsolates -= 1
            default:
                continue
            }
        }
        if openEmbeddings > 0 { return "an embedding (U+202A or U+202B) that is never closed by U+202C" }
        if openIsolates > 0 { return "an isolate (U+2066 to U+2068) that is never closed by U+2069" }
        return nil
    }

    /// Whether `text` may hold a character ``problem(in:)`` reports: a quick test over its
    /// UTF-8 bytes (C0 and DEL bytes, and the lead bytes of C1 and of U+2000–U+2FFF).
    @inline(__always)
    package static func mayHaveProblem(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { mayHaveProblem(utf8: $0) }
    }

    /// ``mayHaveProblem(_:)`` over UTF-8 bytes: eight at a time, from one byte that may be
    /// such a byte (a tab or a line break, most often) to the next.
    package static func mayHaveProblem(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index + 8 <= bytes.count {
            let word = ByteWord.load(bytes, at: index)
            let marks =
                ByteWord.bytes(word, below: 0x20) | ByteWord.bytes(word, equalTo: 0x7F)
                | ByteWord.bytes(word, equalTo: 0xC2) | ByteWord.bytes(word, equalTo: 0xE2)
            guard marks != 0 else {
                index += 8
                continue
            }
            index += ByteWord.firstMarked(marks)
            if isLookedInto(bytes[index]) { return true }
            index += 1
        }
        for offset in index..<bytes.count where isLookedInto(bytes[offset]) { return true }
        return false
    }

    /// Whether ``mayHaveProblem(_:)`` stops at `byte`: C0 controls but tab and line breaks, DEL,
    /// and the lead bytes of C1 (0xC2) and of U+2000–U+2FFF (0xE2).
    @inline(__always)
    package static func isLookedInto(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F || byte == 0xC2 || byte == 0xE2
    }

    private static func name(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
