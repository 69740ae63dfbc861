// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// One value of an XML property list, with where it was read.
///
/// The tree keeps what a property list file says in the order it says it: dictionary members
/// stay in file order (duplicates included), and scalars other than strings keep their text as
/// written, so `XMLPropertyListWriter` (in LingoToolFormats) can write a file back without
/// reinterpreting it.
/// Offsets are byte offsets into the UTF-8 text the reader was given (0 for built trees).
package struct PropertyListNode: Sendable, Hashable {
    /// A dictionary member: a `<key>` and the value after it.
    package struct Member: Sendable, Hashable {
        /// The key, entities resolved.
        package var key: String
        /// The byte offset of the `<key>` tag.
        package var keyOffset: Int
        /// The value.
        package var value: PropertyListNode

        package init(key: String, keyOffset: Int = 0, value: PropertyListNode) {
            self.key = key
            self.keyOffset = keyOffset
            self.value = value
        }
    }

    /// What kind of value a node is.
    package enum Value: Sendable, Hashable {
        /// `<string>`: the text, entities resolved, whitespace kept.
        case string(String)
        /// `<integer>`, as written.
        case integer(String)
        /// `<real>`, as written.
        case real(String)
        /// `<true/>` or `<false/>`.
        case boolean(Bool)
        /// `<date>`, as written.
        case date(String)
        /// `<data>`: the Base64 text, as written.
        case data(String)
        /// `<array>`.
        case array([PropertyListNode])
        /// `<dict>`: members in file order.
        case dictionary([Member])
    }

    /// The value.
    package var value: Value
    /// The byte offset of the element's `<`.
    package var offset: Int

    package init(_ value: Value, offset: Int = 0) {
        self.value = value
        self.offset = offset
    }

    /// The element name, as a message would show it: `<dict>`, `<string>`, ...
    package var elementName: String {
        switch value {
        case .string: "<string>"
        case .integer: "<integer>"
        case .real: "<real>"
        case .boolean(let flag): flag ? "<true/>" : "<false/>"
        case .date: "<date>"
        case .data: "<data>"
        case .array: "<array>"
        case .dictionary: "<dict>"
        }
    }

    /// The text when the node is a `<string>`.
    package var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The members when the node is a `<dict>`.
    package var members: [Member]? {
        if case .dictionary(let members) = value { return members }
        return nil
    }
}
