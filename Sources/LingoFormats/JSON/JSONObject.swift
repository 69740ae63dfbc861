// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// The members of a JSON object, in file order, each with where its key and value were read.
///
/// Equality ignores order and locations: two objects are equal when they have the same keys with
/// equal values, as JSON defines it. A key that appears more than once is kept as many times
/// as it appears (readers report it as a duplicate).
package struct JSONObject: Sendable, Hashable, RandomAccessCollection, ExpressibleByDictionaryLiteral {
    /// One `"key" : value` pair. Members are equal when their keys and values are; locations are
    /// not compared.
    package struct Member: Sendable, Hashable {
        /// The key, escapes resolved.
        package var key: String
        /// The value.
        package var value: JSONValue
        /// Where the key starts (its opening quote), when the member was read from a file.
        @NotCompared package var keyLocation: SourceLocation?
        /// Where the value starts, when the member was read from a file.
        @NotCompared package var valueLocation: SourceLocation?

        /// Creates a member.
        package init(
            key: String, value: JSONValue, keyLocation: SourceLocation? = nil,
            valueLocation: SourceLocation? = nil
        ) {
            self.key = key
            self.value = value
            self.keyLocation = keyLocation
            self.valueLocation = valueLocation
        }
    }

    /// The members in file order.
    package var members: [Member]

    /// Creates an object from members, in that order.
    package init(_ members: [Member] = []) {
        self.members = members
    }

    /// Creates an object from key–value pairs, in the order written.
    package init(dictionaryLiteral elements: (String, JSONValue)...) {
        members = elements.map { Member(key: $0.0, value: $0.1) }
    }

    /// The position of the first member.
    package var startIndex: Int { members.startIndex }
    /// The position after the last member.
    package var endIndex: Int { members.endIndex }
    /// The member at `position`, in file order.
    package subscript(position: Int) -> Member { members[position] }

    /// The value of the last member named `key`; setting replaces it (or appends a member),
    /// setting `nil` removes every member named `key`.
    ///
    /// - Complexity: O(n).
    package subscript(key: String) -> JSONValue? {
        get { members.last(where: { $0.key == key })?.value }
        set {
            guard let newValue else {
                members.removeAll { $0.key == key }
                return
            }
            if let position = members.lastIndex(where: { $0.key == key }) {
                members[position].value = newValue
            } else {
                members.append(Member(key: key, value: newValue))
            }
        }
    }

    /// Appends a member, even when one with the same key exists.
    package mutating func append(_ member: Member) {
        members.append(member)
    }

    /// Two objects are equal when they hold the same members, in any order.
    package static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.members.count == rhs.members.count else { return false }
        if lhs.members == rhs.members { return true }
        var remaining = rhs.members
        for member in lhs.members {
            guard let match = remaining.firstIndex(of: member) else { return false }
            remaining.remove(at: match)
        }
        return true
    }

    package func hash(into hasher: inout Hasher) {
        // Order-independent, so that equal objects hash equally.
        var combined = 0
        for member in members {
            var memberHasher = Hasher()
            memberHasher.combine(member)
            combined ^= memberHasher.finalize()
        }
        hasher.combine(members.count)
        hasher.combine(combined)
    }
}
