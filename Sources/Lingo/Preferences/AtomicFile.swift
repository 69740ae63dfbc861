// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Replaces a small file atomically, through symbolic links: the data goes to a temporary file
/// in the folder of the file the link leads to, is flushed to disk, and is renamed over that
/// file. The link stays a link (as dotfile managers need); a reader sees the old contents or
/// the new, never half of them.
package enum AtomicFile {
    /// An error writing a file, with the path and the system's reason.
    package struct Failure: Error, CustomStringConvertible {
        package let path: String
        package let reason: String

        package var description: String { "\(path): \(reason)" }
    }

    /// Writes `data` to `url` (to the file it leads to, when it is a symbolic link), creating
    /// its folder if needed.
    ///
    /// - Throws: ``Failure`` when `url` is a link that leads nowhere or in a loop, or when the
    ///   file cannot be written.
    package static func write(_ data: Data, to url: URL) throws {
        let target = try resolvingLink(url)
        let folder = target.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var template = Array(folder.appendingPathComponent(".\(target.lastPathComponent)-XXXXXX").path.utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure(folder.path) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var closed = false
        defer {
            if !closed { close(descriptor) }
            unlink(temporary)  // Nothing left once renamed; the remains of a failure otherwise.
        }
        var existing = stat()
        let mode = stat(target.path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o644
        guard fchmod(descriptor, mode) == 0 else { throw failure(temporary) }
        try data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw failure(temporary)
                }
                offset += written
            }
        }
        guard fsync(descriptor) == 0 else { throw failure(temporary) }
        closed = true
        guard close(descriptor) == 0 else { throw failure(temporary) }
        guard rename(temporary, target.path) == 0 else { throw failure(target.path) }
    }

    /// `url`, or the file it leads to when it is a symbolic link.
    ///
    /// - Throws: ``Failure`` when it is a link in a loop or to a file that cannot be reached.
    static func resolvingLink(_ url: URL) throws -> URL {
        var info = stat()
        guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return url }
        guard let resolved = realpath(url.path, nil) else {
            let error = errno
            let reason =
                error == ELOOP
                ? "a symbolic link in a loop"
                : "a symbolic link to \(destination(of: url) ?? "?"), which cannot be reached (\(String(cString: strerror(error))))"
            throw Failure(path: url.path, reason: reason)
        }
        defer { free(resolved) }
        return URL(fileURLWithPath: String(cString: resolved))
    }

    /// Where the symbolic link at `url` points, as written in the link.
    private static func destination(of url: URL) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)
    }

    private static func failure(_ path: String) -> Failure {
        Failure(path: path, reason: String(cString: strerror(errno)))
    }
}
