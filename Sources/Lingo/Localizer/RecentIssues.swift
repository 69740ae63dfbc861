// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// The issues told recently, remembered by hash in a fixed amount of memory: what keeps an
/// issue handler from hearing the same issue twice without remembering every missing key
/// forever.
///
/// Two generations of hashes: new hashes go into `current`; when it holds `capacity / 2`, it
/// becomes `previous` and the old `previous` is forgotten. An issue seen again while it is in
/// `previous` moves back into `current`, so an issue that keeps happening stays remembered. At
/// most `capacity` hashes are held; an issue is remembered for at least the next
/// `capacity / 2` distinct issues after it was last seen, and may be told again after that.
/// Two issues whose hashes collide count as one (on 64-bit platforms about one chance in 2⁵¹
/// per issue at the default capacity).
struct RecentIssues {
    /// The most hashes held at once, over both generations.
    let capacity: Int
    private var current: Set<Int> = []
    private var previous: Set<Int> = []

    /// The default capacity: 8,192 hashes, about 200 KB.
    static let defaultCapacity = 8_192

    init(capacity: Int = Self.defaultCapacity) {
        self.capacity = max(2, capacity)
        current.reserveCapacity(self.capacity / 2)
    }

    /// How many hashes are held (never more than ``capacity``).
    var count: Int { current.count + previous.count }

    /// Remembers `issue`; returns whether it was new (not among the recent issues).
    mutating func insert(_ issue: LocalizationIssue) -> Bool {
        insert(hash: issue.hashValue)
    }

    /// Remembers `hash`; returns whether it was new.
    mutating func insert(hash: Int) -> Bool {
        if current.contains(hash) { return false }
        let seenBefore = previous.remove(hash) != nil
        if current.count >= capacity / 2 {
            previous = current
            current = []
            current.reserveCapacity(capacity / 2)
        }
        current.insert(hash)
        return !seenBefore
    }
}
