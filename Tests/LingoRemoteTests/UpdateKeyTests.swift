// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoPublishing
import Testing

@testable import LingoRemote

/// The signing keys: made private from the first byte, never mistaken for each other, never
/// weak; every error a sentence.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct UpdateKeyTests {
    private func mode(_ url: URL) throws -> Int {
        try #require(
            (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue)
    }

    /// Finding 7: `lingo keygen` under a umask that would let everyone read: the private key is
    /// created 0600 (never readable by others, not even for a moment), in a new folder 0700.
    @Test func keygenCreatesThePrivateKeyPrivateWhateverTheUmask() throws {
        let fixture = try UpdateFixture()
        defer { fixture.remove() }
        let keys = fixture.root.appendingPathComponent("new-keys")
        let lingo = Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("lingo").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "umask 000; exec \"$0\" keygen --output \"$1\"", lingo, keys.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(try mode(keys.appendingPathComponent(UpdatePacker.privateKeyFileName)) == 0o600)
        #expect(try mode(keys.appendingPathComponent(UpdatePacker.publicKeyFileName)) == 0o644)
        #expect(try mode(keys) == 0o700)
    }

    /// A key is never overwritten, nor written through a link planted in its place.
    @Test(arguments: ["file", "link", "public only"])
    func keygenRefusesAnythingInThePlaceOfAKey(existing: String) throws {
        let fixture = try UpdateFixture()
        defer { fixture.remove() }
        let keys = fixture.root.appendingPathComponent("planted")
        try FileManager.default.createDirectory(at: keys, withIntermediateDirectories: true)
        let target = fixture.root.appendingPathComponent("elsewhere")
        try Data("precious".utf8).write(to: target)
        let privateKey = keys.appendingPathComponent(UpdatePacker.privateKeyFileName)
        switch existing {
        case "file": try Data("precious".utf8).write(to: privateKey)
        case "link": try FileManager.default.createSymbolicLink(at: privateKey, withDestinationURL: target)
        default: try Data("precious".utf8).write(to: keys.appendingPathComponent(UpdatePacker.publicKeyFileName))
        }
        #expect { try UpdatePacker.generateKeys(in: keys) } throws: { error in
            "\(error)".contains("a key is never overwritten")
        }
        #expect(try String(contentsOf: target, encoding: .utf8) == "precious")
        if existing == "public only" {
            #expect(!FileManager.default.fileExists(atPath: privateKey.path))  // nothing left behind
        }
    }

    /// `lingo pack --key lingo-update.pub` is refused with a sentence (it would sign with the
    /// public key, and every app would reject the update); so is a private key given where a
    /// public one is read.
    @Test func thePublicAndThePrivateKeyAreNeverTakenForEachOther() throws {
        let fixture = try UpdateFixture()
        defer { fixture.remove() }
        let publicKeyFile = fixture.keys.appendingPathComponent(UpdatePacker.publicKeyFileName)
        let packed = try PackCommandTests.lingo([
            "pack", UpdateFixture.app.path, "--output", fixture.www.appendingPathComponent("x").path,
            "--version", "1", "--key", publicKeyFile.path,
        ])
        #expect(packed.status != 0)
        #expect(
            packed.output.contains("holds a public key, not the private key that signs updates"), "\(packed.output)")
        #expect(!packed.output.contains("error 0"))
        #expect(!FileManager.default.fileExists(atPath: fixture.www.appendingPathComponent("x/manifest.json").path))
        #expect { try UpdatePublicKey(contentsOf: fixture.privateKey) } throws: { error in
            (error as? UpdateKeyError)?.description.contains("holds a private key, not a public key") == true
        }
        #expect { try UpdatePrivateKey(contentsOf: publicKeyFile) } throws: { error in
            error.localizedDescription.contains("holds a public key")
        }
    }

    /// A private key file of an earlier `lingo keygen` (one line of base64) still signs when
    /// its public key file is beside it; alone, it reads as what it looks like: a public key.
    @Test func aKeyFileOfAnEarlierKeygenStillSigns() throws {
        let fixture = try UpdateFixture()
        defer { fixture.remove() }
        let key = try UpdatePrivateKey(contentsOf: fixture.privateKey)
        let legacy = fixture.root.appendingPathComponent("legacy")
        try FileManager.default.createDirectory(at: legacy, withIntermediateDirectories: true)
        let legacyKey = legacy.appendingPathComponent(UpdatePacker.privateKeyFileName)
        try Data((key.base64 + "\n").utf8).write(to: legacyKey)
        #expect { try UpdatePrivateKey(contentsOf: legacyKey) } throws: { error in
            error.localizedDescription.contains("holds a public key")
        }
        try Data((try key.publicKey().base64 + "\n").utf8).write(
            to: legacy.appendingPathComponent(UpdatePacker.publicKeyFileName))
        #expect(try UpdatePrivateKey(contentsOf: legacyKey) == key)
        // The public key file itself is still refused, with its private key beside it.
        #expect(throws: UpdateKeyError.self) {
            try UpdatePrivateKey(contentsOf: legacy.appendingPathComponent(UpdatePacker.publicKeyFileName))
        }
    }

    /// Every error of the library reads as a sentence through `localizedDescription` too.
    @Test func errorsReadAsSentences() {
        let errors: [any Error] = [
            UpdateKeyError.invalidKey("the public key is not base64 text"),
            UpdateKeyError.file(path: "/keys/lingo-update.key", reason: "No such file or directory"),
            UpdateRejection(.badSignature, "the manifest's signature does not match the app's public key"),
            UpdatePackError.unwritable(path: "/keys/lingo-update.key", reason: "exists already"),
        ]
        for error in errors {
            #expect(error.localizedDescription == "\(error)")
            #expect(!error.localizedDescription.contains("error 0"))
        }
    }

    /// An all-zero (or other small-order) public key would accept forged signatures: it is
    /// refused when it is read, and a forged signature never verifies against it.
    @Test func aSmallOrderPublicKeyIsRefused() throws {
        let identity = [UInt8(1)] + [UInt8](repeating: 0, count: 31)
        let weak: [[UInt8]] = [
            [UInt8](repeating: 0, count: 32), identity,
            [0xEC] + [UInt8](repeating: 0xFF, count: 30) + [0x7F],
            [0xEE] + [UInt8](repeating: 0xFF, count: 30) + [0x7F],
            [
                0x26, 0xE8, 0x95, 0x8F, 0xC2, 0xB2, 0x27, 0xB0, 0x45, 0xC3, 0xF4, 0x89, 0xF2, 0xEF, 0x98, 0xF0,
                0xD5, 0xDF, 0xAC, 0x05, 0xD3, 0xC6, 0x33, 0x39, 0xB1, 0x38, 0x02, 0x88, 0x6D, 0x53, 0xFC, 0x85,
            ],
        ]
        for key in weak {
            #expect(throws: UpdateKeyError.self) { try UpdatePublicKey(rawRepresentation: key) }
            #expect(throws: UpdateKeyError.self) { try UpdatePublicKey(base64: Data(key).base64EncodedString()) }
        }
        // The forgery: R = the neutral point, S = 0 satisfies [S]B = R + [k]A for A neutral.
        let forged = identity + [UInt8](repeating: 0, count: 32)
        let message = Data("{\"format\":1,\"version\":999}".utf8)
        print(
            "libcrypto/CryptoKit alone accepts the forgery: \(UpdateCrypto.verify(forged, of: message, publicKey: identity))"
        )
        #expect(!UpdatePublicKey.verify(forged, of: message, publicKey: identity))
        #expect(!UpdatePublicKey.verify(forged, of: message, publicKey: [UInt8](repeating: 0, count: 32)))
        // A real key still verifies.
        let key = UpdatePrivateKey()
        #expect(
            UpdatePublicKey.verify(
                try key.signature(for: message), of: message, publicKey: try key.publicKey().rawRepresentation))
    }
}
