// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

#if canImport(CryptoKit)
import CryptoKit
import Foundation

/// SHA-256 and Ed25519 verification from CryptoKit (signing is `lingo`'s, in LingoPublishing).
enum UpdateCrypto {
    /// The SHA-256 digest of `data`.
    static func sha256(_ data: Data) -> [UInt8] {
        Array(SHA256.hash(data: data))
    }

    /// Whether `signature` is a valid Ed25519 signature of `message` by `publicKey`.
    static func verify(_ signature: [UInt8], of message: Data, publicKey: [UInt8]) -> Bool {
        guard let key = try? Curve25519.Signing.PublicKey(rawRepresentation: publicKey) else { return false }
        return key.isValidSignature(Data(signature), for: message)
    }
}
#endif
