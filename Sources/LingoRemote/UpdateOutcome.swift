// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a check or a launch did.
public enum UpdateOutcome: Sendable, Hashable, CustomStringConvertible {
    /// An update of `version` laying `keys` strings over the bundled ones is in use.
    case applied(version: Int, keys: Int)
    /// An update was downloaded and checked; it takes effect at the next launch.
    case staged(version: Int, keys: Int)
    /// The server has nothing newer than the update in use (or than the bundled strings).
    case upToDate
    /// No update is cached: the bundled strings are in use.
    case noUpdate
    /// The update was withdrawn (the kill switch): the bundled strings are in use.
    case revoked
    /// The update was refused; the bundled strings or the last good update stay in use.
    case rejected(UpdateRejection)

    public var description: String {
        switch self {
        case let .applied(version, keys): "applied \(keys) (version \(version))"
        case let .staged(version, keys): "staged \(keys) (version \(version)) for the next launch"
        case .upToDate: "up to date"
        case .noUpdate: "no update"
        case .revoked: "revoked"
        case .rejected(let rejection): "rejected (\(rejection))"
        }
    }
}
