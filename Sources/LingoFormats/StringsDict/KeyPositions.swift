// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// Where each key is in a list being built: a linear search while the list is short (the
/// usual case: a few forms or variables), a dictionary once it is long.
struct KeyPositions {
    private var keys: [String] = []
    private var index: [String: Int]? = nil

    subscript(key: String) -> Int? {
        if let index { return index[key] }
        return keys.firstIndex(of: key)
    }

    mutating func append(_ key: String) {
        if var built = index.take() {
            built[key] = built.count
            index = built
            return
        }
        keys.append(key)
        if keys.count > 16 {
            var built = [String: Int](minimumCapacity: keys.count * 2)
            for (position, key) in keys.enumerated() where built[key] == nil { built[key] = position }
            index = built
            keys = []
        }
    }
}
