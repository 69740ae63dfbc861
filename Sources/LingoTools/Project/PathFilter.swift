// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// Which files a reader takes: a path relative to the filter's base folder is taken when it
/// matches an `include` glob (or there are none) and no `exclude` glob (see ``Glob``).
package struct PathFilter: Sendable {
    /// Globs a file must match one of; empty for every file.
    package var include: [Glob]
    /// Globs of files to leave out.
    package var exclude: [Glob]

    /// A filter from glob patterns.
    package init(include: [String] = [], exclude: [String] = []) {
        self.include = include.map(Glob.init)
        self.exclude = exclude.map(Glob.init)
    }

    /// Whether the file at `relativePath` is taken.
    package func includes(_ relativePath: String) -> Bool {
        if !include.isEmpty, !include.contains(where: { $0.matches(relativePath) }) { return false }
        return !exclude.contains { $0.matches(relativePath) }
    }
}
