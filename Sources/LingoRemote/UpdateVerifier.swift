// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo

/// Checks an update folder on disk: the signature of its manifest, then each listed file's
/// type (a regular file, no symbolic link), size (before reading it) and SHA-256; nothing else
/// may be in the folder.
struct UpdateVerifier {
    let publicKey: UpdatePublicKey

    /// Checks `signature` over the manifest bytes `data`, then reads the manifest.
    func manifest(_ data: Data, signature: Data) throws(UpdateRejection) -> UpdateManifest {
        guard signature.count <= UpdateManifest.maximumSignatureSize,
            let raw = Data(
                base64Encoded: String(decoding: signature, as: UTF8.self)
                    .trimmingCharacters(in: .whitespacesAndNewlines)),
            publicKey.isValidSignature(Array(raw), for: data)
        else {
            throw UpdateRejection(.badSignature, "the manifest's signature does not match the app's public key")
        }
        return try UpdateManifest.parse(data)
    }

    /// Checks that `contents` is what the manifest lists for `file`.
    static func check(_ contents: Data, for file: UpdateManifest.File) throws(UpdateRejection) {
        guard contents.count == file.size else {
            throw UpdateRejection(
                .sizeMismatch, "\(file.path) has \(contents.count) bytes; the manifest lists \(file.size)")
        }
        let digest = hex(UpdateCrypto.sha256(contents))
        guard digest == file.sha256 else {
            throw UpdateRejection(
                .hashMismatch, "\(file.path) has SHA-256 \(digest); the manifest lists \(file.sha256)")
        }
    }

    /// The manifest of the update in `folder`, once its signature verified (its files are not
    /// read).
    func verifyManifest(in folder: URL) throws(UpdateRejection) -> UpdateManifest {
        let manifestData = try Self.readRegularFile(
            folder.appendingPathComponent(UpdateManifest.fileName),
            limit: UpdateManifest.maximumManifestSize)
        let signature = try Self.readRegularFile(
            folder.appendingPathComponent(UpdateManifest.signatureFileName),
            limit: UpdateManifest.maximumSignatureSize)
        return try self.manifest(manifestData, signature: signature)
    }

    /// Verifies the update in `folder` (written earlier by this library) and returns its manifest
    /// with the verified bytes of its tables: parse those, never the files again.
    func verifyFolder(_ folder: URL) throws(UpdateRejection) -> (UpdateManifest, VerifiedFiles) {
        let manifest = try verifyManifest(in: folder)
        var expected = Set([UpdateManifest.fileName, UpdateManifest.signatureFileName])
        var files = VerifiedFiles()
        for file in manifest.files {
            expected.insert(file.path)
            let url = folder.appendingPathComponent(file.path)
            let data = try Self.readRegularFile(url, limit: file.size, exact: true)
            try Self.check(data, for: file)
            files.contents[file.path] = data
        }
        try Self.checkNothingElse(in: folder, expected: expected)
        return (manifest, files)
    }

    /// Reads a regular file (no symbolic link, in a folder that is no link either) through one
    /// descriptor: its type and size are those of the file read, not of a name that may be
    /// swapped meanwhile. Messages name the file and its folder, never the whole path.
    static func readRegularFile(_ url: URL, limit: Int, exact: Bool = false) throws(UpdateRejection) -> Data {
        let name = url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
        var folderInfo = stat()
        guard lstat(url.deletingLastPathComponent().path, &folderInfo) == 0 else {
            throw UpdateRejection(.corruptCache, "\(name) is missing")
        }
        if folderInfo.st_mode & S_IFMT == S_IFLNK {
            throw UpdateRejection(.badPath, "the folder of \(name) is a symbolic link")
        }
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ELOOP { throw UpdateRejection(.badPath, "\(name) is a symbolic link") }
            throw UpdateRejection(.corruptCache, "\(name) is missing")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw UpdateRejection(.badPath, "\(name) is not a regular file")
        }
        let size = Int(info.st_size)
        guard size >= 0, exact ? size == limit : size <= limit else {
            throw UpdateRejection(
                .sizeMismatch, "\(name) has \(size) bytes; expected \(exact ? "" : "at most ")\(limit)")
        }
        return try readAll(descriptor, size: size, limit: limit, name: name)
    }

    /// The bytes of `descriptor`, a file of `size` bytes (at most `limit`) when it was checked;
    /// rejected when it then reads as more or fewer bytes. The buffer holds `size` bytes and
    /// one more, to see the file grow: it is sized by the file, not by the limit, and becomes
    /// the returned `Data` without a copy.
    private static func readAll(_ descriptor: Int32, size: Int, limit: Int, name: String) throws(UpdateRejection)
        -> Data
    {
        let capacity = min(size, limit) + 1
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        var count = 0
        while count < capacity {
            let got = read(descriptor, buffer + count, capacity - count)
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else {
                buffer.deallocate()
                throw UpdateRejection(.corruptCache, "\(name) cannot be read: \(String(cString: strerror(errno)))")
            }
            if got == 0 { break }
            count += got
        }
        guard count == size else {
            buffer.deallocate()
            throw UpdateRejection(.sizeMismatch, "\(name) changed while it was read")
        }
        guard count > 0 else {
            buffer.deallocate()
            return Data()
        }
        return Data(bytesNoCopy: buffer, count: count, deallocator: .custom { pointer, _ in pointer.deallocate() })
    }

    /// Rejects any entry of `folder` that is not an expected file or the folder of one.
    private static func checkNothingElse(in folder: URL, expected: Set<String>) throws(UpdateRejection) {
        let folders = Set(expected.compactMap { $0.contains("/") ? String($0.split(separator: "/")[0]) : nil })
        let manager = FileManager.default
        let top = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in top {
            if expected.contains(name) { continue }
            guard folders.contains(name) else {
                throw UpdateRejection(.badPath, "unexpected \(name) in the update folder")
            }
            let inner = (try? manager.contentsOfDirectory(atPath: folder.appendingPathComponent(name).path)) ?? []
            for file in inner where !expected.contains("\(name)/\(file)") {
                throw UpdateRejection(.badPath, "unexpected \(name)/\(file) in the update folder")
            }
        }
    }
}

/// Lowercase hex digits of `bytes`.
func hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text = [UInt8]()
    text.reserveCapacity(bytes.count * 2)
    for byte in bytes {
        text.append(digits[Int(byte >> 4)])
        text.append(digits[Int(byte & 0xF)])
    }
    return String(decoding: text, as: UTF8.self)
}
