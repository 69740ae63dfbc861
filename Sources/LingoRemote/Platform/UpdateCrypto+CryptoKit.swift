// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

#if canImport(CryptoKit)
import CryptoKit
import Foundation

/// SHA-256 and Ed25519 from CryptoKit.
enum UpdateCrypto {
    /// The SHA-256 digest of `data`.
    static func sha256(_ data: Data) -> [UInt8] {
        Array(SHA256.hash(data: data))
    }

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

    /// Whether `signature` is a valid Ed25519 signature of `message` by `publicKey`.
    static func verify(_ signature: [UInt8], of message: Data, publicKey: [UInt8]) -> Bool {
        guard let key = try? Curve25519.Signing.PublicKey(rawRepresentation: publicKey) else { return false }
        return key.isValidSignature(Data(signature), for: message)
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
