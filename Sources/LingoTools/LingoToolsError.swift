// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// What stops a `lingo` command before or while it works: unreadable paths and bad settings.
///
/// Problems in the localization files themselves are never errors of this kind: they are
/// ``Finding``s. The `lingo` executable exits with status 2 for these.
public enum LingoToolsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A path that does not exist or cannot be read.
    case unreadable(path: String, reason: String)
    /// A file that cannot be written.
    case unwritable(path: String, reason: String)
    /// A `.lingo.json` or baseline file with wrong content; the text says where and what.
    case invalidConfiguration(String)
    /// Input a command cannot work with, such as a folder without `.lproj` tables.
    case invalidInput(String)

    /// A sentence for the terminal.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .unwritable(let path, let reason): "cannot write \(path): \(reason)"
        case .invalidConfiguration(let text): text
        case .invalidInput(let text): text
        }
    }
}
