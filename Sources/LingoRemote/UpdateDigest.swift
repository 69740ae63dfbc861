// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation

/// SHA-256 as update manifests write it.
public enum UpdateDigest: Sendable {
    /// The SHA-256 of `data` in lowercase hex (64 digits).
    public static func sha256Hex(_ data: Data) -> String {
        hex(UpdateCrypto.sha256(data))
    }
}
