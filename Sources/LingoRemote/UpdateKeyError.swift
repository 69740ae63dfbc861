// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A problem with an update signing key.
public enum UpdateKeyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The key is not a valid Ed25519 key; the text says why.
    case invalidKey(String)
    /// The key file could not be read or written.
    case file(path: String, reason: String)

    public var description: String {
        switch self {
        case .invalidKey(let reason): "invalid key: \(reason)"
        case let .file(path, reason): "\(path): \(reason)"
        }
    }
}
