// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation

/// The public half of an update signing key: what an app ships to check its updates.
///
/// A key file (`lingo-update.pub`) holds the 32 bytes of the Ed25519 public key in base64 on
/// one line.
public struct UpdatePublicKey: Sendable, Hashable {
    /// The 32 bytes of the Ed25519 public key.
    public let rawRepresentation: [UInt8]

    /// A key from its 32 raw bytes.
    ///
    /// - Throws: ``UpdateKeyError/invalidKey(_:)`` when there are not 32 bytes, or when they
    ///   encode a point of small order (all zeros, the neutral point...): such a key would
    ///   accept signatures anyone can forge.
    public init(rawRepresentation: [UInt8]) throws(UpdateKeyError) {
        guard rawRepresentation.count == 32 else {
            throw .invalidKey("an Ed25519 public key has 32 bytes, not \(rawRepresentation.count)")
        }
        guard !Self.hasSmallOrder(rawRepresentation) else {
            throw .invalidKey(
                "the public key is a point of small order (a weak key that accepts forged signatures), "
                    + "not one lingo keygen makes")
        }
        self.rawRepresentation = rawRepresentation
    }

    /// A key from its base64 text (the contents of `lingo-update.pub`; surrounding white space
    /// is ignored).
    public init(base64 text: String) throws(UpdateKeyError) {
        guard let data = Data(base64Encoded: text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw .invalidKey("the public key is not base64 text")
        }
        try self.init(rawRepresentation: Array(data))
    }

    /// Reads a key file written by `lingo keygen` (`lingo-update.pub`).
    ///
    /// - Throws: ``UpdateKeyError`` when the file cannot be read, holds a private key, or no
    ///   valid public key.
    public init(contentsOf url: URL) throws(UpdateKeyError) {
        let text = try UpdateKeyFile.read(url)
        guard !UpdateKeyFile.isPrivateKey(text) else {
            throw .invalidKey(
                "\(url.path) holds a private key, not a public key: an app checks updates with "
                    + "\(UpdateKeyFile.publicKeyFileName); the private key only signs them (lingo pack) and stays secret"
            )
        }
        do {
            try self.init(base64: text)
        } catch {
            throw .invalidKey("\(url.path) is not a public key file written by lingo keygen: \(error.description)")
        }
    }

    /// The key as base64 text.
    public var base64: String { Data(rawRepresentation).base64EncodedString() }

    /// Whether `signature` is a valid signature of `message` by this key.
    public func isValidSignature(_ signature: [UInt8], for message: Data) -> Bool {
        Self.verify(signature, of: message, publicKey: rawRepresentation)
    }

    /// Whether `signature` is a valid signature of `message` by the raw key `publicKey`; never
    /// for a key of small order, whatever the crypto library would say.
    static func verify(_ signature: [UInt8], of message: Data, publicKey: [UInt8]) -> Bool {
        guard !hasSmallOrder(publicKey) else { return false }
        return UpdateCrypto.verify(signature, of: message, publicKey: publicKey)
    }

    /// Whether `key` encodes one of the eight points of small order (orders 1, 2, 4 and 8),
    /// canonically or not, with either sign of x.
    static func hasSmallOrder(_ key: [UInt8]) -> Bool {
        guard key.count == 32 else { return false }
        var masked = key
        masked[31] &= 0x7F
        return smallOrderEncodings.contains(masked)
    }

    /// The encodings of y of the points of small order, the sign bit cleared (the list
    /// libsodium's `ge25519_has_small_order` checks): 0 (order 4), 1 (order 1), the two y of
    /// the points of order 8, p − 1 (order 2), and p and p + 1 (non-canonical 0 and 1).
    private static let smallOrderEncodings: Set<[UInt8]> = [
        [UInt8](repeating: 0, count: 32),
        [1] + [UInt8](repeating: 0, count: 31),
        [
            0x26, 0xE8, 0x95, 0x8F, 0xC2, 0xB2, 0x27, 0xB0, 0x45, 0xC3, 0xF4, 0x89, 0xF2, 0xEF, 0x98, 0xF0,
            0xD5, 0xDF, 0xAC, 0x05, 0xD3, 0xC6, 0x33, 0x39, 0xB1, 0x38, 0x02, 0x88, 0x6D, 0x53, 0xFC, 0x05,
        ],
        [
            0xC7, 0x17, 0x6A, 0x70, 0x3D, 0x4D, 0xD8, 0x4F, 0xBA, 0x3C, 0x0B, 0x76, 0x0D, 0x10, 0x67, 0x0F,
            0x2A, 0x20, 0x53, 0xFA, 0x2C, 0x39, 0xCC, 0xC6, 0x4E, 0xC7, 0xFD, 0x77, 0x92, 0xAC, 0x03, 0x7A,
        ],
        [0xEC] + [UInt8](repeating: 0xFF, count: 30) + [0x7F],
        [0xED] + [UInt8](repeating: 0xFF, count: 30) + [0x7F],
        [0xEE] + [UInt8](repeating: 0xFF, count: 30) + [0x7F],
    ]
}

/// Key files, small and text only: a public key is one line of base64; a private key is its
/// base64 between `-----BEGIN LINGO UPDATE PRIVATE KEY-----` and `-----END ...-----` lines, so
/// that neither can be taken for the other.
package enum UpdateKeyFile {
    /// The private key's file name in the folder `lingo keygen` writes.
    package static let privateKeyFileName = "lingo-update.key"
    /// The public key's file name in the folder `lingo keygen` writes.
    package static let publicKeyFileName = "lingo-update.pub"
    package static let privateKeyHeader = "-----BEGIN LINGO UPDATE PRIVATE KEY-----"
    package static let privateKeyFooter = "-----END LINGO UPDATE PRIVATE KEY-----"

    /// The text of the key file `url` (at most 4 KiB).
    package static func read(_ url: URL) throws(UpdateKeyError) -> String {
        let data: Data
        do {
            let size = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue ?? 0
            guard size <= 4096 else {
                throw UpdateKeyError.invalidKey("\(url.path) has \(size) bytes: too large for a key file")
            }
            data = try Data(contentsOf: url)
        } catch let error as UpdateKeyError {
            throw error
        } catch {
            throw .file(path: url.path, reason: UpdateStateFile.reason(error))
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Whether `text` is the text of a private key file.
    package static func isPrivateKey(_ text: String) -> Bool {
        text.contains("PRIVATE KEY")
    }
}
