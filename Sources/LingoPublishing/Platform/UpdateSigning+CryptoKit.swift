// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

#if canImport(CryptoKit)
import CryptoKit
import Foundation
import LingoRemote

/// Ed25519 signing from CryptoKit: only `lingo` signs, so apps never link it.
enum UpdateSigning {
    /// The Ed25519 public key of the private key `seed` (32 bytes).
    static func publicKey(privateKey seed: [UInt8]) throws(UpdateKeyError) -> [UInt8] {
        Array(try privateKey(seed).publicKey.rawRepresentation)
    }

    /// The Ed25519 signature (64 bytes) of `message` with the private key `seed`.
    static func sign(_ message: Data, privateKey seed: [UInt8]) throws(UpdateKeyError) -> [UInt8] {
        do {
            return Array(try privateKey(seed).signature(for: message))
        } catch {
            throw .invalidKey("CryptoKit cannot sign: \(error)")
        }
    }

    private static func privateKey(_ seed: [UInt8]) throws(UpdateKeyError) -> Curve25519.Signing.PrivateKey {
        do {
            return try Curve25519.Signing.PrivateKey(rawRepresentation: seed)
        } catch {
            throw .invalidKey("an Ed25519 private key has 32 bytes")
        }
    }
}
#endif
