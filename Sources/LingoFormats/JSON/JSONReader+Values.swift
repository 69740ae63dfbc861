// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

extension JSONReader {
    /// Reads any JSON value into a ``JSONValue``. Returns `nil` when nothing could be read: the
    /// reader is then failed, or the value was skipped (a malformed number); objects and arrays
    /// that break partway are returned partially.
    mutating func readValue() -> JSONValue? {
        skipWhitespace()
        guard let byte = peek else {
            fail(.syntaxError, at: mark, "unexpected end of file: expected a value")
            return nil
        }
        switch byte {
        case UInt8(ascii: "{"):
            return readObject().map(JSONValue.object)
        case UInt8(ascii: "["):
            return readArray().map(JSONValue.array)
        case UInt8(ascii: "\""):
            return readString().map(JSONValue.string)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return readNumber().map(JSONValue.number)
        default:
            return readLiteral()
        }
    }

    /// Reads the object at the current position (which must be `{`) with every member, in order.
    /// Duplicate keys are reported as warnings and kept.
    mutating func readObject() -> JSONObject? {
        guard var scope = beginObject() else { return nil }
        var object = JSONObject()
        var seen = Set<String>()
        while let key = nextKey(&scope) {
            let name = string(of: key)
            let keyLocation = location(of: key.mark)
            let valueMark = mark
            guard let value = readValue() else { continue }
            if !seen.insert(name).inserted {
                report(
                    .warning, .duplicateKey, at: keyLocation, key: name,
                    "duplicate key \"\(name.escapedForMessage)\" in the object")
            }
            object.append(
                JSONObject.Member(
                    key: name, value: value, keyLocation: keyLocation,
                    valueLocation: location(of: valueMark)))
        }
        return object
    }

    /// Reads the array at the current position (which must be `[`).
    mutating func readArray() -> [JSONValue]? {
        guard let open = enterContainer() else { return nil }
        var elements = [JSONValue]()
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return elements
        }
        while true {
            if let element = readValue() {
                elements.append(element)
            } else if failed {
                return elements
            }
            skipWhitespace()
            let separator = mark
            switch peek {
            case UInt8(ascii: ","):
                if skipComma(at: separator, before: UInt8(ascii: "]")) {
                    index += 1
                    depth -= 1
                    return elements
                }
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return elements
            case nil:
                failUnclosed("array", openedAt: open, at: separator)
                return elements
            default:
                fail(
                    .syntaxError, at: separator,
                    "expected ',' or ']' after an array element, found \(describeCharacter(at: index))")
                return elements
            }
        }
    }

    /// Reads the whole text as one JSON value, reporting anything after it.
    mutating func readDocument() -> JSONValue? {
        skipWhitespace()
        if isAtEnd {
            report(.error, .emptyFile, at: mark, "the file is empty: expected a JSON value")
            return nil
        }
        let value = readValue()
        skipTrailingText()
        return value
    }

    /// After the top-level value: reports any text that follows it.
    mutating func skipTrailingText() {
        guard !failed else { return }
        skipWhitespace()
        if !isAtEnd {
            report(
                .error, .syntaxError, at: mark,
                "unexpected \(describeCharacter(at: index)) after the end of the JSON value")
        }
    }
}
