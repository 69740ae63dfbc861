// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The private half of an update signing key: kept by the team, used by `lingo pack`.
///
/// A key file (`lingo-update.key`) holds the 32-byte Ed25519 seed in base64 on one line.
public struct UpdatePrivateKey: Sendable, Hashable {
    /// The 32-byte Ed25519 seed.
    public let rawRepresentation: [UInt8]

    /// A new random key (from the system's cryptographically secure generator).
    public init() {
        var generator = SystemRandomNumberGenerator()
        rawRepresentation = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    /// A key from its 32-byte seed.
    ///
    /// - Throws: ``UpdateKeyError/invalidKey(_:)`` when there are not 32 bytes.
    public init(rawRepresentation: [UInt8]) throws(UpdateKeyError) {
        guard rawRepresentation.count == 32 else { throw .invalidKey("an Ed25519 private key has 32 bytes") }
        self.rawRepresentation = rawRepresentation
    }

    /// Reads a key file written by `lingo keygen`.
    public init(contentsOf url: URL) throws(UpdateKeyError) {
        let text = try UpdateKeyFile.read(url)
        guard let data = Data(base64Encoded: text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw .invalidKey("\(url.path) is not base64")
        }
        try self.init(rawRepresentation: Array(data))
    }

    /// The key as base64 text.
    public var base64: String { Data(rawRepresentation).base64EncodedString() }

    /// The matching public key.
    public func publicKey() throws(UpdateKeyError) -> UpdatePublicKey {
        try UpdatePublicKey(rawRepresentation: UpdateCrypto.publicKey(privateKey: rawRepresentation))
    }

    /// The Ed25519 signature (64 bytes) of `message`.
    public func signature(for message: Data) throws(UpdateKeyError) -> [UInt8] {
        try UpdateCrypto.sign(message, privateKey: rawRepresentation)
    }
}
