// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

package import Foundation

/// The one way Lingo writes a file: a table, an XLIFF file, `contents.json`, a lint baseline,
/// generated code, an update's files, a key, the preference store, the update state.
///
/// ``write(_:to:createFolders:)`` replaces a file atomically, through symbolic links: the data
/// goes to a temporary file in the folder of the file the link leads to, is flushed to disk,
/// and is renamed over that file, which keeps its mode. The link stays a link (as dotfile
/// managers need); a reader sees the old contents or the new, never half of them. A link to a
/// file not made yet is written through: the file is created in the folder the link leads to.
/// ``create(_:at:mode:)`` makes a new file that must not exist (a key). Failures are
/// ``FileFailure``s: the path and why, in words.
package enum AtomicFile {
    /// An error writing a file, with the path and the system's reason.
    package typealias Failure = FileFailure

    /// Writes `data` to `url` (to the file it leads to, when it is a symbolic link), creating
    /// its folder when `createFolders`. A new file gets mode 0644; an existing one keeps its mode.
    ///
    /// - Throws: ``FileFailure`` when `url` is a link in a loop or into a folder that cannot be
    ///   reached, or when the file cannot be written (nothing is left behind then).
    package static func write(_ data: Data, to url: URL, createFolders: Bool = true) throws(FileFailure) {
        try write(to: url, createFolders: createFolders) { $0.write(data) }
    }

    /// Writes what `produce` gives its ``Output`` to `url`, as ``write(_:to:createFolders:)``
    /// writes data: the bytes go to the temporary file as they come, so a large file is never
    /// whole in memory, and the file is renamed into place only once `produce` has returned.
    ///
    /// - Throws: ``FileFailure`` as ``write(_:to:createFolders:)`` does; a failed write is
    ///   thrown once `produce` returns (what it gives after the failure is not written).
    package static func write(
        to url: URL, createFolders: Bool = true, _ produce: (inout Output) -> Void
    ) throws(FileFailure) {
        let target = try resolvingLink(url)
        let folder = target.deletingLastPathComponent()
        if createFolders { try makeFolder(folder) }
        var template = Array(folder.appendingPathComponent(".\(target.lastPathComponent)-XXXXXX").path.utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { throw FileFailure(path: target.path, reason: "no such folder", code: code) }
            throw FileFailure(path: target.path, errno: code)
        }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var closed = false
        defer {
            if !closed { close(descriptor) }
            unlink(temporary)  // Nothing left once renamed; the remains of a failure otherwise.
        }
        var existing = stat()
        let mode = stat(target.path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o644
        guard fchmod(descriptor, mode) == 0 else { throw FileFailure(path: target.path, errno: errno) }
        var output = Output(descriptor: descriptor, path: target.path)
        produce(&output)
        if let failure = output.failure { throw failure }
        guard fsync(descriptor) == 0 else { throw FileFailure(path: target.path, errno: errno) }
        closed = true
        guard close(descriptor) == 0 else { throw FileFailure(path: target.path, errno: errno) }
        guard rename(temporary, target.path) == 0 else { throw FileFailure(path: target.path, errno: errno) }
    }

    /// The file ``write(to:createFolders:_:)`` is writing: each ``write(_:)`` goes straight to it.
    package struct Output {
        fileprivate let descriptor: Int32
        fileprivate let path: String
        /// The first failure; nothing is written after it.
        fileprivate var failure: FileFailure?

        /// Appends `bytes` to the file; does nothing after a failure (which the writing throws
        /// when it ends).
        package mutating func write(_ bytes: UnsafeRawBufferPointer) {
            guard failure == nil else { return }
            if let code = AtomicFile.writeAll(bytes, to: descriptor) { failure = FileFailure(path: path, errno: code) }
        }

        /// Appends `bytes` to the file.
        package mutating func write(_ bytes: [UInt8]) {
            bytes.withUnsafeBytes { write($0) }
        }

        /// Appends `data` to the file.
        package mutating func write(_ data: Data) {
            data.withUnsafeBytes { write($0) }
        }
    }

    /// Creates the file `url` with exactly `mode` (whatever the umask) and writes and flushes
    /// `data`, only if no file nor symbolic link has its name (`O_CREAT | O_EXCL | O_NOFOLLOW`):
    /// no other user can open it while it is written, and a file is never overwritten. The
    /// folder must exist.
    ///
    /// - Throws: ``FileFailure`` when a file of that name exists ("exists already; it is never
    ///   overwritten") or the file cannot be written (it is removed then).
    package static func create(_ data: Data, at url: URL, mode: mode_t) throws(FileFailure) {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard descriptor >= 0 else {
            let code = errno
            if code == EEXIST {
                throw FileFailure(path: url.path, reason: "exists already; it is never overwritten", code: code)
            }
            if code == ENOENT { throw FileFailure(path: url.path, reason: "no such folder", code: code) }
            throw FileFailure(path: url.path, errno: code)
        }
        var closed = false
        do throws(FileFailure) {
            // The mode is the one asked for whatever the umask (which can only remove bits).
            guard fchmod(descriptor, mode) == 0 else { throw FileFailure(path: url.path, errno: errno) }
            try writeAll(data, to: descriptor, path: url.path)
            closed = true
            guard close(descriptor) == 0 else { throw FileFailure(path: url.path, errno: errno) }
        } catch {
            if !closed { close(descriptor) }
            unlink(url.path)
            throw error
        }
    }

    /// Writes all of `data` to `descriptor` and flushes it to disk.
    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(FileFailure) {
        let failure: Int32? = data.withUnsafeBytes { bytes in
            writeAll(bytes, to: descriptor) ?? (fsync(descriptor) == 0 ? nil : errno)
        }
        if let failure { throw FileFailure(path: path, errno: failure) }
    }

    /// Writes all of `bytes` to `descriptor`; the `errno` of a failure, `nil` when all were written.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// Creates `folder` and the folders it is in, as needed.
    private static func makeFolder(_ folder: URL) throws(FileFailure) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw FileFailure(path: folder.path, error: error)
        }
    }

    /// `url`, or the file it leads to when it is a symbolic link: the file a chain of links ends
    /// at, which need not exist yet when the folder it would be in does (a dotfile manager links
    /// the file before it is made; the save then creates it there, as a shell's `>` would).
    ///
    /// - Throws: ``Failure`` when it is a link in a loop or to a file that cannot be reached
    ///   (one in a folder that does not exist, or that this process may not search).
    package static func resolvingLink(_ url: URL) throws(FileFailure) -> URL {
        var info = stat()
        guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return url }
        if let resolved = realpath(url.path, nil) {
            defer { free(resolved) }
            return URL(fileURLWithPath: String(cString: resolved))
        }
        let error = errno
        if error == ENOENT, let target = try danglingTarget(of: url) { return target }
        throw unreachable(url, error: error)
    }

    /// The file that the chain of links starting at `url` ends at, when that file does not
    /// exist and its folder does: the folder's real path plus the file's name. `nil` when the
    /// chain ends anywhere else.
    ///
    /// - Throws: ``Failure`` when the chain is longer than the system follows (a loop).
    private static func danglingTarget(of url: URL) throws(FileFailure) -> URL? {
        var path = url.path
        // The number of links the system follows in one path before it says ELOOP.
        for _ in 0..<40 {
            let folder = (path as NSString).deletingLastPathComponent
            var info = stat()
            if lstat(path, &info) != 0 {
                guard errno == ENOENT, let realFolder = realpath(folder.isEmpty ? "." : folder, nil) else { return nil }
                defer { free(realFolder) }
                return URL(fileURLWithPath: String(cString: realFolder), isDirectory: true)
                    .appendingPathComponent((path as NSString).lastPathComponent)
            }
            // A file that is no link, or a link gone meanwhile: the caller reports realpath's error.
            guard info.st_mode & S_IFMT == S_IFLNK,
                let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path)
            else { return nil }
            path = destination.hasPrefix("/") ? destination : (folder as NSString).appendingPathComponent(destination)
        }
        throw unreachable(url, error: ELOOP)
    }

    /// The failure of a link at `url` that `realpath` could not follow, for `error`.
    private static func unreachable(_ url: URL, error: Int32) -> FileFailure {
        let reason =
            error == ELOOP
            ? "a symbolic link in a loop"
            : "a symbolic link to \(destination(of: url) ?? "?"), which cannot be reached "
                + "(\(FileFailure.reason(errno: error)))"
        return FileFailure(path: url.path, reason: reason, code: error)
    }

    /// Where the symbolic link at `url` points, as written in the link.
    private static func destination(of url: URL) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)
    }
}
