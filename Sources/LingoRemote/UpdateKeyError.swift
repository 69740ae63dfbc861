// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation

/// A problem with an update signing key.
public enum UpdateKeyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The key is not a valid Ed25519 key, or the file holds the other half of the pair; the
    /// text is a sentence saying why.
    case invalidKey(String)
    /// The key file could not be read or written.
    case file(path: String, reason: String)

    /// A sentence for people (and the terminal).
    public var description: String {
        switch self {
        case .invalidKey(let reason): reason
        case let .file(path, reason): "cannot read the key file \(path): \(reason)"
        }
    }
}

extension UpdateKeyError: LocalizedError {
    /// The ``description``: `localizedDescription` reads as the same sentence.
    public var errorDescription: String? { description }
}
