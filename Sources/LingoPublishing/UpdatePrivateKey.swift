// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation
public import LingoRemote

/// The private half of an update signing key: kept by the team, used by `lingo pack`.
///
/// A key file (`lingo-update.key`) holds the 32-byte Ed25519 seed in base64 between the lines
/// `-----BEGIN LINGO UPDATE PRIVATE KEY-----` and `-----END LINGO UPDATE PRIVATE KEY-----`, so
/// that it cannot be taken for the public key (one line of base64) by mistake.
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
        guard rawRepresentation.count == 32 else {
            throw .invalidKey("an Ed25519 private key has 32 bytes, not \(rawRepresentation.count)")
        }
        self.rawRepresentation = rawRepresentation
    }

    /// Reads a key file written by `lingo keygen` (`lingo-update.key`).
    ///
    /// A key file of an earlier `lingo keygen` (one line of base64) is read too when the
    /// ``UpdatePacker/publicKeyFileName`` beside it is its public key.
    ///
    /// - Throws: ``UpdateKeyError`` when the file cannot be read, holds a public key (signing
    ///   with it would make every app reject the update), or is no private key file.
    public init(contentsOf url: URL) throws(UpdateKeyError) {
        let text = try UpdateKeyFile.read(url)
        guard let base64 = UpdateKeyFile.privateKeyBase64(text) else {
            if let legacy = Self.legacyKey(text, at: url) {
                self = legacy
                return
            }
            if (try? UpdatePublicKey(base64: text)) != nil {
                throw .invalidKey(
                    "\(url.path) holds a public key, not the private key that signs updates: pass the "
                        + "\(UpdatePacker.privateKeyFileName) that lingo keygen wrote beside \(UpdatePacker.publicKeyFileName)"
                )
            }
            throw .invalidKey(
                "\(url.path) is not a private key file written by lingo keygen "
                    + "(a base64 key between \(UpdateKeyFile.privateKeyHeader) and \(UpdateKeyFile.privateKeyFooter))")
        }
        guard let data = Data(base64Encoded: base64) else {
            throw .invalidKey("\(url.path) is not a private key file: its key is not base64 text")
        }
        try self.init(rawRepresentation: Array(data))
    }

    /// The key of a file written by an earlier `lingo keygen` (one line of base64, as a public
    /// key file): taken only when the public key file beside it is its own public key, so that
    /// a public key file passed in its place is never taken for it.
    private static func legacyKey(_ text: String, at url: URL) -> UpdatePrivateKey? {
        let publicURL = url.deletingLastPathComponent().appendingPathComponent(UpdatePacker.publicKeyFileName)
        guard !UpdateKeyFile.isPrivateKey(text),
            let data = Data(base64Encoded: text.trimmingCharacters(in: .whitespacesAndNewlines)),
            let key = try? UpdatePrivateKey(rawRepresentation: Array(data)),
            let beside = try? UpdatePublicKey(contentsOf: publicURL),
            (try? key.publicKey()) == beside
        else { return nil }
        return key
    }

    /// The key as base64 text.
    public var base64: String { Data(rawRepresentation).base64EncodedString() }

    /// The matching public key.
    public func publicKey() throws(UpdateKeyError) -> UpdatePublicKey {
        try UpdatePublicKey(rawRepresentation: UpdateSigning.publicKey(privateKey: rawRepresentation))
    }

    /// The Ed25519 signature (64 bytes) of `message`.
    public func signature(for message: Data) throws(UpdateKeyError) -> [UInt8] {
        try UpdateSigning.sign(message, privateKey: rawRepresentation)
    }
}

extension UpdateKeyFile {
    /// The text of the private key file of `key`.
    static func privateKeyText(_ key: UpdatePrivateKey) -> String {
        "\(privateKeyHeader)\n\(key.base64)\n\(privateKeyFooter)\n"
    }

    /// The base64 between the lines of a private key file, or `nil` when `text` is not one.
    static func privateKeyBase64(_ text: String) -> String? {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        guard lines.count == 3, lines[0] == privateKeyHeader, lines[2] == privateKeyFooter else { return nil }
        return lines[1]
    }
}
