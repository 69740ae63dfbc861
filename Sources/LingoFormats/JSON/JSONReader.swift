// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

/// Where a token starts: its byte offset, and the line it is on with the offset where that line
/// starts (tracked while skipping whitespace, so no second pass over the text is needed).
struct JSONMark {
    var offset: Int
    var line: Int
    var lineStart: Int
}

/// A key read from an object: where it is, and its text (as a byte range when it has no
/// escapes, so that known field names can be matched without creating a `String`).
struct JSONKey {
    var mark: JSONMark
    var range: Range<Int>
    var unescaped: String?
}

/// A pull reader over UTF-8 JSON text that never traps.
///
/// It reads one token at a time, reports every problem as a ``Diagnostic`` with the line and
/// column of the offending character, keeps the exact text of numbers, and resumes after syntax
/// errors: an object whose member is broken skips to its next member (using the layout of
/// pretty-printed files, or bracket structure otherwise), so the members around the error survive.
///
/// Objects are read with ``beginObject()`` and ``nextKey(_:)``; a failed member value is
/// recovered from by the next call to ``nextKey(_:)`` of the innermost object that can resume.
struct JSONReader {
    /// How deeply objects and arrays may nest; deeper input is reported, not recursed into.
    static let maximumDepth = 100

    let bytes: UnsafeBufferPointer<UInt8>
    let path: String
    var index = 0
    var line = 1
    var lineStart = 0
    var diagnostics: [Diagnostic] = []
    /// Set by a syntax error the reader could not step over; cleared by ``nextKey(_:)`` of the
    /// innermost object that finds its next member.
    var failed = false
    /// The number of objects and arrays open at the current position.
    var depth = 0
    /// `depth` when `failed` was set: how many brackets are open in the text at that point.
    var failureDepth = 0
    /// Set when an object was closed because its `}` is missing, so that the enclosing object
    /// does not report the same problem again as a missing comma.
    var closedUnterminatedObject = false
    var scratch: [UInt8] = []
    private var columnCache = (line: 0, offset: 0, column: 1)

    init(bytes: UnsafeBufferPointer<UInt8>, path: String) {
        self.bytes = bytes
        self.path = path
    }

    // MARK: - Positions and diagnostics

    /// The position of the current byte.
    var mark: JSONMark { JSONMark(offset: index, line: line, lineStart: lineStart) }

    /// The next byte, or `nil` at the end of the text.
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    var isAtEnd: Bool { index >= bytes.count }

    /// The file, line and column of `mark`. Columns count Unicode scalars.
    ///
    /// - Complexity: O(distance to the start of the line or to the last position computed on the
    ///   same line, whichever is shorter): amortized O(1) while reading forward, and no worse
    ///   than linear for a position reported a little after it was read, even on a one-line file.
    mutating func location(of mark: JSONMark) -> SourceLocation {
        var column = 1
        var from = mark.lineStart
        if columnCache.line == mark.line, columnCache.offset >= mark.lineStart {
            if columnCache.offset <= mark.offset {
                column = columnCache.column
                from = columnCache.offset
            } else if columnCache.offset - mark.offset < mark.offset - mark.lineStart {
                // Closer to the cached position than to the line start: count backwards.
                let backwards = LineTable.scalarCount(
                    bytes, from: mark.offset, to: min(columnCache.offset, bytes.count))
                return SourceLocation(file: path, line: mark.line, column: columnCache.column - backwards)
            }
        }
        let end = min(mark.offset, bytes.count)
        column += LineTable.scalarCount(bytes, from: from, to: end)
        columnCache = (mark.line, max(end, mark.lineStart), column)
        return SourceLocation(file: path, line: mark.line, column: column)
    }

    /// Records a diagnostic at `mark`.
    mutating func report(
        _ severity: Diagnostic.Severity, _ kind: Diagnostic.Kind, at mark: JSONMark, key: String? = nil,
        _ message: String
    ) {
        let location = location(of: mark)
        diagnostics.append(Diagnostic(location: location, severity: severity, kind: kind, key: key, message: message))
    }

    /// Records a diagnostic at a location computed earlier.
    mutating func report(
        _ severity: Diagnostic.Severity, _ kind: Diagnostic.Kind, at location: SourceLocation,
        key: String? = nil, _ message: String
    ) {
        diagnostics.append(Diagnostic(location: location, severity: severity, kind: kind, key: key, message: message))
    }

    /// Reports an error the reader cannot step over and marks the reader as failed.
    mutating func fail(_ kind: Diagnostic.Kind, at mark: JSONMark, _ message: String) {
        report(.error, kind, at: mark, message)
        failed = true
        failureDepth = depth
    }

    /// "'x'", "a line break", "the end of the file": the character at `offset`, for messages.
    func describeCharacter(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let length = max(1, DecodedText.sequenceLength(bytes, at: offset))
        let character = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[offset..<min(bytes.count, offset + length)]),
            as: UTF8.self)
        switch character {
        case "\n", "\r": return "a line break"
        case "\"": return "'\"'"
        default: return "'\(character.escapedForMessage)'"
        }
    }

    // MARK: - Whitespace

    /// Skips JSON whitespace (space, tab, line feed, carriage return), counting lines.
    @inline(__always)
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            case 0x0D:
                index += 1
                if index < bytes.count, bytes[index] == 0x0A { index += 1 }
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    /// Whether only spaces and tabs come before `mark` on its line.
    func isFirstOnLine(_ mark: JSONMark) -> Bool {
        var offset = mark.lineStart
        while offset < mark.offset {
            guard bytes[offset] == 0x20 || bytes[offset] == 0x09 else { return false }
            offset += 1
        }
        return true
    }
}
