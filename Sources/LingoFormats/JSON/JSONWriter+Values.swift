// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

extension JSONWriter {
    /// Writes any JSON value, object members in ``XcodeKeyOrder``.
    package mutating func write(_ value: JSONValue) {
        switch value {
        case .object(let object):
            beginObject()
            let order = XcodeKeyOrder.writingOrder(of: object.members.map(\.key))
            for position in order {
                key(object.members[position].key)
                write(object.members[position].value)
            }
            endObject()
        case .array(let elements):
            beginArray()
            for item in elements {
                element()
                write(item)
            }
            endArray()
        case .string(let string):
            writeString(string)
        case .number(let text):
            writeNumber(text)
        case .bool(let bool):
            writeBool(bool)
        case .null:
            writeNull()
        }
    }
}
