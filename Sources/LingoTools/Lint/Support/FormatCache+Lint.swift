// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo

extension FormatCache {
    /// A cache for one lint run: as large as the project needs (a run ends, and the cache with it).
    static func forLint() -> FormatCache { FormatCache(limit: .max) }
}
