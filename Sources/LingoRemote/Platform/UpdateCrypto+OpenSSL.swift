// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

#if !canImport(CryptoKit)
#if canImport(CLingoCrypto)
import CLingoCrypto
import Foundation

/// SHA-256 and Ed25519 verification from the system's libcrypto (OpenSSL 3), where CryptoKit is
/// missing (signing is `lingo`'s, in LingoPublishing).
enum UpdateCrypto {
    /// The SHA-256 digest of `data`.
    static func sha256(_ data: Data) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        let status = data.withUnsafeBytes { bytes -> Int32 in
            var empty: UInt8 = 0
            let base = bytes.baseAddress ?? withUnsafePointer(to: &empty) { UnsafeRawPointer($0) }
            return digest.withUnsafeMutableBufferPointer {
                EVP_Digest(base, bytes.count, $0.baseAddress, &length, EVP_sha256(), nil)
            }
        }
        precondition(status == 1 && length == 32, "libcrypto SHA-256 failed")
        return digest
    }

    /// Whether `signature` is a valid Ed25519 signature of `message` by `publicKey`.
    static func verify(_ signature: [UInt8], of message: Data, publicKey: [UInt8]) -> Bool {
        guard signature.count == 64, publicKey.count == 32,
            let key = EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, nil, publicKey, 32)
        else { return false }
        defer { EVP_PKEY_free(key) }
        guard let context = EVP_MD_CTX_new() else { return false }
        defer { EVP_MD_CTX_free(context) }
        return message.withUnsafeBytes { bytes -> Bool in
            guard EVP_DigestVerifyInit(context, nil, nil, nil, key) == 1 else { return false }
            let base = bytes.bindMemory(to: UInt8.self).baseAddress
            return EVP_DigestVerify(context, signature, 64, base, bytes.count) == 1
        }
    }

}
#else
#error("LingoRemote needs CryptoKit or the system's libcrypto (apt-get install libssl-dev)")
#endif
#endif
