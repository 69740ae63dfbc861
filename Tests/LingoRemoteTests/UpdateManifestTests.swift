// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoPublishing
import LingoRemote
import Testing

@Suite struct UpdateManifestTests {
    static let sample = UpdateManifest(
        version: 7, minimumAppVersion: "2.0", languages: ["de", "ru"],
        files: [
            .init(path: "de.lproj/Localizable.strings", size: 12, sha256: String(repeating: "ab", count: 32)),
            .init(path: "ru.lproj/Localizable.stringsdict", size: 0, sha256: String(repeating: "0f", count: 32)),
        ])

    @Test func aManifestReadsBackAsWritten() throws {
        let data = Self.sample.encoded()
        #expect(try UpdateManifest.parse(data) == Self.sample)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"format\" : 1"))
        #expect(text.contains("\"path\" : \"de.lproj/Localizable.strings\""))
    }

    @Test(arguments: [
        "../de.lproj/Localizable.strings", "de.lproj/../../etc/passwd.strings", "/etc/de.lproj/x.strings",
        "/de.lproj/Localizable.strings", "de.lproj/.hidden.strings", "de.lproj/Localizable.txt",
        "de.lproj/sub/x.strings",
        "Localizable.strings", "de.lproj//Localizable.strings", "..lproj/x.strings", "de.lproj\\..\\x.strings",
        "de.lproj/x\u{0}.strings", "C:/de.lproj/x.strings", "not a tag!.lproj/x.strings", "",
    ])
    func pathsOutsideTheUpdateFolderAreRejected(path: String) {
        #expect(throws: UpdateRejection.self) { try UpdateManifest.checkPath(path) }
        var manifest = Self.sample
        manifest.files[0].path = path
        #expect { try UpdateManifest.parse(manifest.encoded()) } throws: { error in
            (error as? UpdateRejection)?.kind == .badPath
        }
    }

    @Test(arguments: [
        "de.lproj/Localizable.strings", "zh-Hant.lproj/InfoPlist.strings", "ru.lproj/Plurals.stringsdict",
    ])
    func tablePathsAreAccepted(path: String) throws {
        #expect(try UpdateManifest.checkPath(path).identifier == String(path.split(separator: ".")[0]))
    }

    @Test func limitsAreCheckedBeforeAnythingIsRead() {
        var manifest = Self.sample
        manifest.files[0].size = UpdateManifest.maximumFileSize + 1
        #expect { try UpdateManifest.parse(manifest.encoded()) } throws: {
            ($0 as? UpdateRejection)?.kind == .sizeMismatch
        }
        let huge = Data(repeating: 0x20, count: UpdateManifest.maximumManifestSize + 1)
        #expect { try UpdateManifest.parse(huge) } throws: { ($0 as? UpdateRejection)?.kind == .sizeMismatch }
    }

    @Test(arguments: [
        "", "[]", "{", "null", "{\"format\":1}", "{\"format\":2,\"version\":1,\"languages\":[],\"files\":[]}",
        "{\"format\":1,\"version\":1.5,\"languages\":[],\"files\":[]}",
        "{\"format\":1,\"version\":1,\"languages\":[3],\"files\":[]}",
        "{\"format\":1,\"version\":1,\"languages\":[\"de\"],\"files\":[{\"path\":\"de.lproj/a.strings\",\"size\":1,\"sha256\":\"XYZ\"}]}",
        "{\"format\":1,\"version\":1,\"languages\":[\"de\"],\"files\":[{\"path\":\"fr.lproj/a.strings\",\"size\":1,\"sha256\":\"\(String(repeating: "0", count: 64))\"}]}",
    ])
    func malformedManifestsAreRejectedWithoutTrapping(text: String) {
        #expect(throws: UpdateRejection.self) { try UpdateManifest.parse(Data(text.utf8)) }
    }

    @Test func duplicatePathsAreRejected() {
        var manifest = Self.sample
        manifest.files[1] = manifest.files[0]
        #expect { try UpdateManifest.parse(manifest.encoded()) } throws: { ($0 as? UpdateRejection)?.kind == .badPath }
    }

    @Test func signaturesAreEd25519() throws {
        let key = UpdatePrivateKey()
        let message = Data("manifest".utf8)
        let signature = try key.signature(for: message)
        #expect(signature.count == 64)
        #expect(try key.publicKey().isValidSignature(signature, for: message))
        #expect(try !key.publicKey().isValidSignature(signature, for: Data("manifesT".utf8)))
        #expect(try !UpdatePrivateKey().publicKey().isValidSignature(signature, for: message))
        // RFC 8032, section 7.1, test 1: the empty message.
        let seed = try UpdatePrivateKey(
            rawRepresentation: bytes("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60"))
        #expect(
            try seed.publicKey().rawRepresentation
                == bytes("d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"))
        #expect(
            try seed.signature(for: Data())
                == bytes(
                    "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e06522490155"
                        + "5fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"))
    }

    @Test func sha256IsTheStandardOne() {
        #expect(UpdateDigest.sha256Hex(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            UpdateDigest.sha256Hex(Data("abc".utf8))
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test(arguments: [
        ("2.10", "2.9", ComparisonResult.orderedDescending), ("2.0", "2", .orderedSame),
        ("1.9.9", "2.0", .orderedAscending),
    ])
    func appVersionRangesCompareNumerically(app: String, bound: String, order: ComparisonResult) {
        let minimum = UpdateManifest(version: 1, minimumAppVersion: bound, languages: [], files: [])
        #expect(minimum.accepts(appVersion: app) == (order != .orderedAscending))
        let maximum = UpdateManifest(version: 1, maximumAppVersion: bound, languages: [], files: [])
        #expect(maximum.accepts(appVersion: app) == (order != .orderedDescending))
    }

    private func bytes(_ hex: String) -> [UInt8] {
        var result = [UInt8]()
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            result.append(UInt8(hex[index..<next], radix: 16)!)
            index = next
        }
        return result
    }
}
