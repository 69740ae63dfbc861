// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

#if !canImport(CryptoKit)
#if canImport(CLingoCrypto)
import CLingoCrypto
import Foundation
import LingoRemote

/// Ed25519 signing from the system's libcrypto (OpenSSL 3), where CryptoKit is missing: only
/// `lingo` signs, so apps never link it.
enum UpdateSigning {
    /// The Ed25519 public key of the private key `seed` (32 bytes).
    static func publicKey(privateKey seed: [UInt8]) throws(UpdateKeyError) -> [UInt8] {
        let key = try privateKey(seed)
        defer { EVP_PKEY_free(key) }
        var publicKey = [UInt8](repeating: 0, count: 32)
        var length = 32
        guard EVP_PKEY_get_raw_public_key(key, &publicKey, &length) == 1, length == 32 else {
            throw .invalidKey("libcrypto cannot derive the public key")
        }
        return publicKey
    }

    /// The Ed25519 signature (64 bytes) of `message` with the private key `seed`.
    static func sign(_ message: Data, privateKey seed: [UInt8]) throws(UpdateKeyError) -> [UInt8] {
        let key = try privateKey(seed)
        defer { EVP_PKEY_free(key) }
        guard let context = EVP_MD_CTX_new() else { throw .invalidKey("libcrypto is out of memory") }
        defer { EVP_MD_CTX_free(context) }
        var signature = [UInt8](repeating: 0, count: 64)
        var length = 64
        let status = message.withUnsafeBytes { bytes -> Int32 in
            guard EVP_DigestSignInit(context, nil, nil, nil, key) == 1 else { return 0 }
            let base = bytes.bindMemory(to: UInt8.self).baseAddress
            return EVP_DigestSign(context, &signature, &length, base, bytes.count)
        }
        guard status == 1, length == 64 else { throw .invalidKey("libcrypto cannot sign") }
        return signature
    }

    private static func privateKey(_ seed: [UInt8]) throws(UpdateKeyError) -> OpaquePointer {
        guard seed.count == 32, let key = EVP_PKEY_new_raw_private_key(EVP_PKEY_ED25519, nil, seed, 32) else {
            throw .invalidKey("an Ed25519 private key has 32 bytes")
        }
        return key
    }
}
#else
#error("LingoPublishing needs CryptoKit or the system's libcrypto (apt-get install libssl-dev)")
#endif
#endif
