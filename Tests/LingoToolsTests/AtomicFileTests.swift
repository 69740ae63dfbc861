// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoUtilities
import TestSupport
import Testing

/// The one writer of files (`AtomicFile`) and its failures (`FileFailure`).
@Suite struct AtomicFileTests {
    @Test func aReplacedFileKeepsItsModeAndANewOneIsCreated() throws {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("table.strings")
            try AtomicFile.write(Data("old".utf8), to: file)
            #expect(chmod(file.path, 0o640) == 0)
            try AtomicFile.write(Data("new".utf8), to: file)
            #expect(try Data(contentsOf: file) == Data("new".utf8))
            let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
            #expect(mode == 0o640)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["table.strings"])
        }
    }

    @Test func aMissingFolderIsNamedUnlessAskedToCreateIt() throws {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("no/such/L10n.swift")
            #expect {
                try AtomicFile.write(Data(), to: file, createFolders: false)
            } throws: { error in
                (error as? FileFailure) == FileFailure(path: file.path, reason: "no such folder", code: ENOENT)
            }
            try AtomicFile.write(Data("x".utf8), to: file)
            #expect(try Data(contentsOf: file) == Data("x".utf8))
        }
    }

    @Test func aCreatedFileHasItsModeAndIsNeverOverwritten() throws {
        try withTemporaryFolder { folder in
            let key = folder.appendingPathComponent("secret.key")
            try AtomicFile.create(Data("one".utf8), at: key, mode: 0o600)
            let mode = try FileManager.default.attributesOfItem(atPath: key.path)[.posixPermissions] as? Int
            #expect(mode == 0o600)
            #expect {
                try AtomicFile.create(Data("two".utf8), at: key, mode: 0o600)
            } throws: { error in
                (error as? FileFailure)?.reason == "exists already; it is never overwritten"
            }
            #expect(try Data(contentsOf: key) == Data("one".utf8))
        }
    }

    @Test func failuresAreWordsNotDomainsAndNumbers() {
        #expect(FileFailure(path: "/a", errno: EROFS).description == "/a: read-only file system")
        #expect(FileFailure(path: "/a", errno: EACCES).reason == "permission denied")
        let cocoa = CocoaError(.fileWriteVolumeReadOnly)
        #expect(FileFailure(path: "/a", error: cocoa).reason == "read-only file system")
        let unknown = FileFailure(path: "/a", error: CocoaError(.fileWriteUnknown)).reason
        #expect(!unknown.contains("NSCocoaErrorDomain") && !unknown.contains("error"))
    }
}
