// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

extension StringCatalog {
    /// Keys and values in the order they were read (or added), with lookup by key.
    ///
    /// A String Catalog's keyed levels — its strings, each string's localizations, plural and
    /// device variations, substitutions — are `OrderedMap`s. Iterating gives `(key, value)` pairs
    /// in file order; `map[key]` looks a key up. New keys are appended; `StringCatalog.render()`
    /// writes every level in Xcode's key order whatever the order here.
    ///
    /// Equality ignores order: two maps are equal when they hold the same keys with equal values.
    public struct OrderedMap<Key: Hashable, Value> {
        /// The keys, in order.
        public private(set) var keys: [Key]
        /// The values, in the order of ``keys``.
        public private(set) var values: [Value]
        /// Key to position; built only for maps of more than 16 keys (smaller maps are
        /// searched linearly, which is faster than hashing and saves an allocation per map).
        private var positions: [Key: Int]
        private static var indexThreshold: Int { 16 }

        /// Creates an empty map.
        public init() {
            keys = []
            values = []
            positions = [:]
        }

        /// The position of `key`, or `nil`.
        ///
        /// - Complexity: O(1) on average for large maps, O(n) for maps of up to 16 keys.
        public func index(forKey key: Key) -> Int? {
            if keys.count > Self.indexThreshold { return positions[key] }
            return keys.firstIndex(of: key)
        }

        /// The value for `key`; setting a new key appends it, setting an existing key replaces its
        /// value in place, setting `nil` removes the key.
        public subscript(key: Key) -> Value? {
            get { index(forKey: key).map { values[$0] } }
            set {
                if let newValue {
                    updateValue(newValue, forKey: key)
                } else {
                    removeValue(forKey: key)
                }
            }
        }

        /// Sets the value for `key` (appending a new key at the end) and returns the value it
        /// replaced, if any.
        @discardableResult
        public mutating func updateValue(_ value: Value, forKey key: Key) -> Value? {
            if let position = index(forKey: key) {
                let old = values[position]
                values[position] = value
                return old
            }
            keys.append(key)
            values.append(value)
            if keys.count > Self.indexThreshold {
                if positions.isEmpty {
                    positions.reserveCapacity(keys.count * 2)
                    for (position, existing) in keys.enumerated() { positions[existing] = position }
                } else {
                    positions[key] = keys.count - 1
                }
            }
            return nil
        }

        /// Removes `key` and returns its value, if it was there.
        ///
        /// - Complexity: O(n).
        @discardableResult
        public mutating func removeValue(forKey key: Key) -> Value? {
            guard let position = index(forKey: key) else { return nil }
            keys.remove(at: position)
            let old = values.remove(at: position)
            positions.removeAll(keepingCapacity: true)
            if keys.count > Self.indexThreshold {
                for (position, existing) in keys.enumerated() { positions[existing] = position }
            }
            return old
        }
    }
}

extension StringCatalog.OrderedMap: RandomAccessCollection {
    /// A key and its value.
    public typealias Element = (key: Key, value: Value)
    /// The position of the first pair.
    public var startIndex: Int { 0 }
    /// The position after the last pair.
    public var endIndex: Int { keys.count }
    /// The pair at `position`, in order.
    public subscript(position: Int) -> Element { (keys[position], values[position]) }
}

extension StringCatalog.OrderedMap: ExpressibleByDictionaryLiteral {
    /// Creates a map from key–value pairs in the order written; a repeated key keeps its first
    /// position and takes the last value.
    public init(dictionaryLiteral elements: (Key, Value)...) {
        self.init()
        for (key, value) in elements { updateValue(value, forKey: key) }
    }
}

extension StringCatalog.OrderedMap: Sendable where Key: Sendable, Value: Sendable {}

extension StringCatalog.OrderedMap: Equatable where Value: Equatable {
    /// Maps are equal when they hold the same keys with equal values, in any order.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.keys.count == rhs.keys.count else { return false }
        for (key, value) in zip(lhs.keys, lhs.values) {
            guard let other = rhs[key], other == value else { return false }
        }
        return true
    }
}

extension StringCatalog.OrderedMap: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) {
        var combined = 0
        for (key, value) in zip(keys, values) {
            var pairHasher = Hasher()
            pairHasher.combine(key)
            pairHasher.combine(value)
            combined ^= pairHasher.finalize()
        }
        hasher.combine(keys.count)
        hasher.combine(combined)
    }
}
