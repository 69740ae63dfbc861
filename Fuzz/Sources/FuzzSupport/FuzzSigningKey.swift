// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

// Ed25519 signing for the update fuzz targets. Signing lives in LingoPublishing, which is no
// product (apps never link it), so the fuzz package signs with the system's libcrypto itself.

import CFuzzCrypto
import Foundation
import LingoRemote

/// The name the fuzz targets use: what `lingo pack` signs with, for manifests made per input.
public typealias UpdatePrivateKey = FuzzSigningKey

/// An Ed25519 private key from its 32-byte seed, signing with libcrypto.
public struct FuzzSigningKey {
    let seed: [UInt8]

    public init(rawRepresentation: [UInt8]) throws {
        precondition(rawRepresentation.count == 32, "an Ed25519 seed has 32 bytes")
        seed = rawRepresentation
    }

    /// The public key apps check the signatures with.
    public func publicKey() throws -> UpdatePublicKey {
        let key = try privateKey()
        defer { EVP_PKEY_free(key) }
        var bytes = [UInt8](repeating: 0, count: 32)
        var length = 32
        precondition(EVP_PKEY_get_raw_public_key(key, &bytes, &length) == 1 && length == 32)
        return try UpdatePublicKey(rawRepresentation: bytes)
    }

    /// The signature (64 bytes) of `message`.
    public func signature(for message: Data) throws -> [UInt8] {
        let key = try privateKey()
        defer { EVP_PKEY_free(key) }
        let context = EVP_MD_CTX_new()!
        defer { EVP_MD_CTX_free(context) }
        var signature = [UInt8](repeating: 0, count: 64)
        var length = 64
        let status = message.withUnsafeBytes { bytes -> Int32 in
            guard EVP_DigestSignInit(context, nil, nil, nil, key) == 1 else { return 0 }
            return EVP_DigestSign(
                context, &signature, &length, bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count)
        }
        precondition(status == 1 && length == 64, "libcrypto cannot sign")
        return signature
    }

    private func privateKey() throws -> OpaquePointer {
        EVP_PKEY_new_raw_private_key(EVP_PKEY_ED25519, nil, seed, 32)!
    }
}
