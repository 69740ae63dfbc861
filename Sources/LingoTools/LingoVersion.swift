// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// The version of Lingo: what `lingo --version` prints and the `sarif` report names as its
/// tool's version.
///
/// The one place it is written. While CHANGELOG.md starts with `## [Unreleased]` it ends in
/// `-dev`; a release writes the version here and as the CHANGELOG's heading (a test compares them).
package enum LingoVersion {
    /// `0.1.0-dev`: no release yet.
    package static let current = "0.1.0-dev"
}
