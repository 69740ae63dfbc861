// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// Marks a stored property that is not part of its value's identity, such as where a value was
/// read from: two wrappers are always equal and hash nothing, so a type's synthesized `==` and
/// `hash(into:)` compare and hash its content only.
///
/// ```swift
/// public struct Entry: Hashable {
///     public var key: String
///     // Equal entries may come from different places:
///     @NotCompared public var location: SourceLocation
/// }
/// ```
///
/// The property reads and writes as the wrapped value; only equality and hashing look past it.
@propertyWrapper
public struct NotCompared<Value>: Hashable {
    /// The value.
    public var wrappedValue: Value

    /// Wraps `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Always `true`: the wrapped value takes no part in comparisons.
    public static func == (lhs: Self, rhs: Self) -> Bool { true }

    /// Hashes nothing, so that equal owners hash equally.
    public func hash(into hasher: inout Hasher) {}
}

extension NotCompared: Sendable where Value: Sendable {}
