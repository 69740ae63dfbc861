// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The public half of an update signing key: what an app ships to check its updates.
///
/// A key file (`lingo-update.pub`) holds the 32 bytes of the Ed25519 public key in base64 on
/// one line.
public struct UpdatePublicKey: Sendable, Hashable {
    /// The 32 bytes of the Ed25519 public key.
    public let rawRepresentation: [UInt8]

    /// A key from its 32 raw bytes.
    ///
    /// - Throws: ``UpdateKeyError/invalidKey(_:)`` when there are not 32 bytes.
    public init(rawRepresentation: [UInt8]) throws(UpdateKeyError) {
        guard rawRepresentation.count == 32 else { throw .invalidKey("an Ed25519 public key has 32 bytes") }
        self.rawRepresentation = rawRepresentation
    }

    /// A key from its base64 text (the contents of `lingo-update.pub`; surrounding white space
    /// is ignored).
    public init(base64 text: String) throws(UpdateKeyError) {
        guard let data = Data(base64Encoded: text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw .invalidKey("not base64")
        }
        try self.init(rawRepresentation: Array(data))
    }

    /// Reads a key file written by `lingo keygen`.
    public init(contentsOf url: URL) throws(UpdateKeyError) {
        try self.init(base64: try UpdateKeyFile.read(url))
    }

    /// The key as base64 text.
    public var base64: String { Data(rawRepresentation).base64EncodedString() }

    /// Whether `signature` is a valid signature of `message` by this key.
    public func isValidSignature(_ signature: [UInt8], for message: Data) -> Bool {
        UpdateCrypto.verify(signature, of: message, publicKey: rawRepresentation)
    }
}

/// Reading key files, small and text only.
enum UpdateKeyFile {
    static func read(_ url: URL) throws(UpdateKeyError) -> String {
        do {
            let size = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue ?? 0
            guard size <= 4096 else { throw UpdateKeyError.invalidKey("\(url.path) is too large for a key file") }
            return String(decoding: try Data(contentsOf: url), as: UTF8.self)
        } catch let error as UpdateKeyError {
            throw error
        } catch {
            throw .file(path: url.path, reason: error.localizedDescription)
        }
    }
}
