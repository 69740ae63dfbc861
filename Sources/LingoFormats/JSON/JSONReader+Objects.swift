// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

/// The state of an object being read with ``JSONReader/nextKey(_:)``.
struct JSONObjectScope {
    /// Where the object's `{` is.
    let open: JSONMark
    /// The reader's depth inside this object.
    let depth: Int
    /// How many members were read.
    var memberCount = 0
    /// The indentation of the object's members (in bytes), when its first key starts a line:
    /// recovery looks for the next line indented like this to find the next member.
    var memberIndent: Int?
    /// Recovery left the reader at the next member's key: no comma is expected before it.
    var resumeAtKey = false
    /// The object's `}` was read (or found missing and reported).
    var isClosed = false
}

extension JSONReader {
    /// Reads the `{` at the current position and returns the state for ``nextKey(_:)``, or `nil`
    /// (failing) when objects nest too deeply.
    mutating func beginObject() -> JSONObjectScope? {
        guard let open = enterContainer() else { return nil }
        return JSONObjectScope(open: open, depth: depth)
    }

    /// Steps over the `{` or `[` at the current position and returns its mark, or fails and
    /// returns `nil` when objects and arrays already nest ``maximumDepth`` deep.
    mutating func enterContainer() -> JSONMark? {
        let open = mark
        guard depth < Self.maximumDepth else {
            fail(.nestingTooDeep, at: open, "objects and arrays are nested more than \(Self.maximumDepth) deep")
            return nil
        }
        index += 1
        depth += 1
        return open
    }

    /// Moves to the next member of the object: reads the separator, the key and the colon, and
    /// leaves the reader at the member's value. Returns `nil` when the object ends (its `}` read)
    /// or when the reader failed in a way this object cannot resume from.
    ///
    /// If the previous member's value failed, this first skips to the next member (or the end of
    /// the object), so the members after a broken one are still read.
    mutating func nextKey(_ scope: inout JSONObjectScope) -> JSONKey? {
        while !scope.isClosed {
            if failed {
                guard recover(&scope) else { return nil }
                continue
            }
            skipWhitespace()
            if scope.memberCount > 0, !scope.resumeAtKey {
                switch readSeparator(&scope) {
                case .key: break
                case .end: return nil
                case .retry: continue
                }
            }
            let wasResuming = scope.resumeAtKey
            scope.resumeAtKey = false
            let keyMark = mark
            switch peek {
            case UInt8(ascii: "\""):
                break
            case UInt8(ascii: "}") where scope.memberCount == 0 || wasResuming:
                if belongsToAnEnclosingObject(keyMark, scope) {
                    closeUnterminated(&scope, at: keyMark)
                } else {
                    close(&scope)
                }
                return nil
            case nil:
                failUnclosed(scope, at: keyMark)
                return nil
            default:
                fail(
                    .syntaxError, at: keyMark, "expected a key in double quotes, found \(describeCharacter(at: index))")
                continue
            }
            if scope.memberCount == 0, scope.memberIndent == nil, isFirstOnLine(keyMark) {
                scope.memberIndent = keyMark.offset - keyMark.lineStart
            }
            guard let key = readKey() else { continue }
            scope.memberCount += 1
            skipWhitespace()
            if peek == UInt8(ascii: ":") {
                index += 1
                skipWhitespace()
            } else if isAtValueStart {
                report(
                    .error, .syntaxError, at: mark, key: string(of: key),
                    "expected ':' after the key \"\(string(of: key).escapedForMessage)\"")
            } else {
                fail(
                    .syntaxError, at: mark,
                    "expected ':' after the key \"\(string(of: key).escapedForMessage)\", "
                        + "found \(describeCharacter(at: index))")
                continue
            }
            if isAtEnd {
                fail(
                    .syntaxError, at: mark,
                    "unexpected end of file: expected the value of \"\(string(of: key).escapedForMessage)\"")
                return nil
            }
            return key
        }
        return nil
    }

    /// What follows a member's value.
    enum Separator {
        /// A comma (or a missing one, reported): the next key follows.
        case key
        /// The object ended (or the reader failed for good).
        case end
        /// A syntax error the reader must recover from first.
        case retry
    }

    /// Reads what follows a member's value: `,` before the next key, or the `}` of the object.
    mutating func readSeparator(_ scope: inout JSONObjectScope) -> Separator {
        let separator = mark
        let missingBraceReported = closedUnterminatedObject
        closedUnterminatedObject = false
        switch peek {
        case UInt8(ascii: ","):
            if skipComma(at: separator, before: UInt8(ascii: "}")) {
                close(&scope)
                return .end
            }
        case UInt8(ascii: "}"):
            if belongsToAnEnclosingObject(separator, scope) {
                closeUnterminated(&scope, at: separator)
            } else {
                close(&scope)
            }
            return .end
        case UInt8(ascii: "\""):
            if let indent = scope.memberIndent, isFirstOnLine(separator),
                separator.offset - separator.lineStart < indent
            {
                // A key indented less than this object's members: this object's `}` is missing.
                closeUnterminated(&scope, at: separator)
                return .end
            }
            if !missingBraceReported {
                report(.error, .syntaxError, at: separator, "expected ',' between members")
            }
        case nil:
            failUnclosed(scope, at: separator)
            return .end
        default:
            fail(
                .syntaxError, at: separator, "expected ',' or '}' after a member, found \(describeCharacter(at: index))"
            )
            return .retry
        }
        return .key
    }

    /// Fails at the end of the file, inside the object of `scope`.
    mutating func failUnclosed(_ scope: JSONObjectScope, at mark: JSONMark) {
        failUnclosed("object", openedAt: scope.open, at: mark)
    }

    /// Fails at the end of the file, inside the `container` ("object" or "array") opened at `open`.
    mutating func failUnclosed(_ container: String, openedAt open: JSONMark, at mark: JSONMark) {
        let opened = location(of: open)
        fail(
            .syntaxError, at: mark,
            "unexpected end of file: the \(container) opened at \(opened.line):\(opened.column) is not closed")
    }

    /// Steps over the `,` at `separator` and the white space after it; reports a trailing comma
    /// and answers `true` when `closing` (not stepped over) follows.
    mutating func skipComma(at separator: JSONMark, before closing: UInt8) -> Bool {
        index += 1
        skipWhitespace()
        guard peek == closing else { return false }
        report(.error, .syntaxError, at: separator, "trailing comma before '\(Character(Unicode.Scalar(closing)))'")
        return true
    }

    /// Whether the `}` at `mark` closes an enclosing object rather than this one: in a
    /// pretty-printed object, the closing brace is indented like the line that opened the object,
    /// so one indented less belongs further out (this object's own `}` is missing).
    private func belongsToAnEnclosingObject(_ mark: JSONMark, _ scope: JSONObjectScope) -> Bool {
        guard scope.memberIndent != nil, isFirstOnLine(mark) else { return false }
        return mark.offset - mark.lineStart < indentation(ofLineStartingAt: scope.open.lineStart)
    }

    /// The number of spaces and tabs at the start of the line starting at `offset`.
    private func indentation(ofLineStartingAt offset: Int) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return end - offset
    }

    private mutating func close(_ scope: inout JSONObjectScope) {
        index += 1
        depth = scope.depth - 1
        scope.isClosed = true
    }

    private mutating func closeUnterminated(_ scope: inout JSONObjectScope, at mark: JSONMark) {
        let opened = location(of: scope.open)
        report(
            .error, .syntaxError, at: mark, "expected '}' to close the object opened at \(opened.line):\(opened.column)"
        )
        depth = scope.depth - 1
        scope.isClosed = true
        closedUnterminatedObject = true
    }

    // MARK: - Recovery

    /// After a failure inside (or between) this object's members: moves to the next member, or
    /// to the end of the object. Returns `false` when neither can be found.
    private mutating func recover(_ scope: inout JSONObjectScope) -> Bool {
        let start = (index: index, line: line, lineStart: lineStart)
        if let indent = scope.memberIndent, recoverByLayout(&scope, indent: indent) {
            return true
        }
        (index, line, lineStart) = start
        return recoverByStructure(&scope)
    }

    /// Pretty-printed files (Xcode's among them) indent every member of an object alike: the
    /// next line indented by `indent` that starts with a quote is the next member; a line indented
    /// less that starts with `}` ends the object; any other line indented less belongs to an
    /// enclosing object, so this one's `}` is missing.
    private mutating func recoverByLayout(_ scope: inout JSONObjectScope, indent: Int) -> Bool {
        while true {
            // Go to the start of the next line.
            while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            guard index < bytes.count else { return false }
            skipLineBreak()
            var offset = index
            while offset < bytes.count, bytes[offset] == 0x20 || bytes[offset] == 0x09 { offset += 1 }
            guard offset < bytes.count else { return false }
            let lineIndent = offset - index
            let first = bytes[offset]
            if first == 0x0A || first == 0x0D { continue }  // a blank line
            if lineIndent == indent, first == UInt8(ascii: "\"") {
                index = offset
                failed = false
                depth = scope.depth
                scope.resumeAtKey = true
                return true
            }
            if lineIndent < indent {
                index = offset
                failed = false
                depth = scope.depth
                if first == UInt8(ascii: "}") {
                    scope.resumeAtKey = true  // `nextKey` reads the `}` without expecting a comma
                } else {
                    closeUnterminated(&scope, at: mark)
                }
                return true
            }
        }
    }

    private mutating func skipLineBreak() {
        if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
        index += 1
        line += 1
        lineStart = index
    }

    /// Without a layout to go by: skips forward, counting brackets (and skipping strings), to the
    /// next `,` or closing bracket at this object's own level.
    private mutating func recoverByStructure(_ scope: inout JSONObjectScope) -> Bool {
        var level = max(failureDepth, scope.depth)
        if index < bytes.count, !(level == scope.depth && isStructuralStop(bytes[index])) {
            // Make progress past the character that caused the failure.
            stepOver(&level)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if level == scope.depth {
                switch byte {
                case UInt8(ascii: ","):
                    index += 1
                    failed = false
                    depth = scope.depth
                    scope.resumeAtKey = true
                    return true
                case UInt8(ascii: "}"):
                    failed = false
                    depth = scope.depth
                    scope.resumeAtKey = true
                    return true
                case UInt8(ascii: "]"):
                    // A stray bracket where this object should end: treat it as the end.
                    let at = mark
                    index += 1
                    failed = false
                    closeUnterminated(&scope, at: at)
                    return true
                default:
                    break
                }
            }
            stepOver(&level)
        }
        return false
    }

    private func isStructuralStop(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
    }

    /// Steps over one byte (or a whole string), adjusting the bracket level and the line count.
    private mutating func stepOver(_ level: inout Int) {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            level += 1
            index += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            level -= 1
            index += 1
        case UInt8(ascii: "\""):
            index += 1
            while index < bytes.count {
                let next = bytes[index]
                if next == UInt8(ascii: "\"") {
                    index += 1
                    break
                }
                if next == 0x0A || next == 0x0D { break }
                index += next == UInt8(ascii: "\\") ? 2 : 1
            }
            index = min(index, bytes.count)
        case 0x0A, 0x0D:
            skipLineBreak()
        default:
            index += 1
        }
    }
}
