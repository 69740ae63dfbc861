// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation

/// What stops ``UpdatePacker`` from packing an update or writing a key pair.
public enum UpdatePackError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A path that does not exist or cannot be read.
    case unreadable(path: String, reason: String)
    /// A file that cannot be written (or, for a key, exists already).
    case unwritable(path: String, reason: String)
    /// Input that cannot be packed: the text says where and what.
    case invalidInput(String)
    /// Entries an app would refuse (a broken placeholder, a missing plural form, an empty text,
    /// a table that does not parse), each described with its place: nothing was signed.
    case refused([String])

    /// A sentence for the terminal.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .unwritable(let path, let reason): "cannot write \(path): \(reason)"
        case .invalidInput(let text): text
        case .refused(let problems):
            "\(problems.count) problem\(problems.count == 1 ? "" : "s") an app would refuse; nothing was signed:\n"
                + problems.map { "  " + $0 }.joined(separator: "\n")
        }
    }
}

extension UpdatePackError: LocalizedError {
    /// The ``description``: `localizedDescription` reads as the same sentence.
    public var errorDescription: String? { description }
}
