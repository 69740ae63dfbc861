// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// Where the elements of an XML property list are in its bytes, for editors that change a value
/// and keep every other byte: each element's range, its content's range and, for a `<dict>`,
/// its members by key. It reads only what a well-formed property list holds; anything else makes
/// ``init(_:)`` fail, and the editor writes the whole file instead.
package struct PropertyListOutline: Sendable {
    /// One element.
    package struct Node: Sendable {
        /// The element's name (`dict`, `string`, …).
        package var name: String
        /// From `<` to the end of its closing tag.
        package var range: Range<Int>
        /// Between its tags (empty, at the end, for `<string/>`).
        package var content: Range<Int>
        /// A `<dict>`'s members in file order; empty for other elements.
        package var members: [Member] = []

        /// The value of the member named `key`.
        package func member(_ key: String) -> Node? {
            members.last { $0.key == key }?.value
        }
    }

    /// A `<key>` and the element after it.
    package struct Member: Sendable {
        /// The key, references resolved.
        package var key: String
        /// The `<key>` element.
        package var keyRange: Range<Int>
        /// The value's element.
        package var value: Node
    }

    /// The root element (inside `<plist>`).
    package let root: Node

    /// The outline of the UTF-8 XML property list `bytes`, or `nil` when it is not one the
    /// outline follows.
    package init?(_ bytes: [UInt8]) {
        var reader = OutlineReader(bytes: bytes)
        guard let root = reader.document() else { return nil }
        self.root = root
    }
}
