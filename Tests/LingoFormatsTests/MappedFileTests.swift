// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import LingoToolFormats

/// `MappedFile` maps a private copy: what another process does to the file while it is read
/// (truncating it, rewriting it) changes nothing the reader sees, and cannot stop it.
@Suite struct MappedFileTests {
    static func temporaryFile(_ bytes: [UInt8]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mapped-\(UUID().uuidString).xliff")
        try Data(bytes).write(to: url)
        return url
    }

    @Test func aFileTruncatedWhileMappedReadsAsItWas() throws {
        // Several pages, so that truncating the file loses pages the reader has not touched.
        let original = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        let url = try Self.temporaryFile(original)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try #require(MappedFile(path: url.path))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 0)
        try handle.close()
        // A mapping of the file itself would stop the test here (SIGBUS).
        #expect(Array(file.bytes) == original)
    }

    @Test func aFileRewrittenWhileMappedReadsAsItWas() throws {
        let original = Array(String(repeating: "<trans-unit id=\"a\"/>\n", count: 20_000).utf8)
        let url = try Self.temporaryFile(original)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try #require(MappedFile(path: url.path))
        let handle = try FileHandle(forWritingTo: url)
        try handle.write(contentsOf: Data(repeating: 0x41, count: 4096))
        try handle.close()
        file.release(below: original.count / 2)
        #expect(Array(file.bytes) == original)
    }

    @Test func whatCannotBeMappedIsNil() throws {
        #expect(MappedFile(path: "/nonexistent/\(UUID().uuidString).xliff") == nil)
        #expect(MappedFile(path: FileManager.default.temporaryDirectory.path) == nil)
        let empty = try Self.temporaryFile([])
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(MappedFile(path: empty.path) == nil)
    }
}
