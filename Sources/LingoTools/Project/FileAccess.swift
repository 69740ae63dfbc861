// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

package import Foundation
import Lingo
package import LingoUtilities

/// Reading and writing the files the `lingo` commands name, with errors a user understands:
/// "no such file", "permission denied", "not a regular file" — never Foundation's
/// "NSCocoaErrorDomain error 256". A FIFO, a device such as `/dev/zero` or a socket is refused
/// before it is opened, so a command never hangs on one or reads it forever.
package enum FileAccess {
    /// The bytes of the regular file at `path` (symbolic links followed).
    ///
    /// - Throws: ``LingoToolsError/unreadable(path:reason:)`` saying what is wrong.
    package static func read(_ path: String) throws(LingoToolsError) -> Data {
        if let problem = problemReading(path) { throw LingoToolsError.unreadable(path: path, reason: problem) }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw LingoToolsError.unreadable(path: path, reason: problemReading(path) ?? describe(error))
        }
    }

    /// The size in bytes of the file at `path` (symbolic links followed); `nil` when it cannot
    /// be told.
    static func size(_ path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Int(status.st_size)
    }

    /// Writes `data` to `path` atomically, creating the folders it needs when `createFolders`.
    ///
    /// - Throws: ``LingoToolsError/unwritable(path:reason:)`` saying what is wrong.
    package static func write(_ data: Data, to path: String, createFolders: Bool = false) throws(LingoToolsError) {
        do throws(FileFailure) {
            try AtomicFile.write(data, to: URL(fileURLWithPath: path), createFolders: createFolders)
        } catch {
            throw unwritable(path, error)
        }
    }

    /// Writes what `produce` gives its output to `path` atomically, as it comes (see
    /// `AtomicFile.write(to:createFolders:_:)`), creating the folders it needs when `createFolders`.
    ///
    /// - Throws: ``LingoToolsError/unwritable(path:reason:)`` saying what is wrong.
    package static func write(
        to path: String, createFolders: Bool = false, _ produce: (inout AtomicFile.Output) -> Void
    ) throws(LingoToolsError) {
        do throws(FileFailure) {
            try AtomicFile.write(to: URL(fileURLWithPath: path), createFolders: createFolders, produce)
        } catch {
            throw unwritable(path, error)
        }
    }

    /// The error for `failure` writing `path`: its reason, after the path it is about when that
    /// is another one (the folder that could not be made, the file a link leads to).
    package static func unwritable(_ path: String, _ failure: FileFailure) -> LingoToolsError {
        let isThePath = failure.path == path || failure.path == URL(fileURLWithPath: path).path
        return LingoToolsError.unwritable(path: path, reason: isThePath ? failure.reason : failure.description)
    }

    /// Appends `data` to the file at `path`, creating it when missing (GitHub's
    /// `$GITHUB_STEP_SUMMARY` file, which every step's tools add to).
    ///
    /// - Throws: ``LingoToolsError/unwritable(path:reason:)`` saying what is wrong.
    package static func append(_ data: Data, to path: String) throws(LingoToolsError) {
        let manager = FileManager.default
        if !manager.fileExists(atPath: path), !manager.createFile(atPath: path, contents: nil) {
            throw LingoToolsError.unwritable(
                path: path, reason: problemWriting(path) ?? "the file could not be created")
        }
        if let problem = problemReading(path), problem != "permission denied" {
            throw LingoToolsError.unwritable(path: path, reason: problem)
        }
        do {
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: data)
        } catch {
            throw LingoToolsError.unwritable(path: path, reason: problemWriting(path) ?? describe(error))
        }
    }

    /// Why `path` cannot be read as a file, looking at the file system; `nil` when it looks fine
    /// (the source model's one decision, ``LocalizationFile/problem(at:)``).
    static func problemReading(_ path: String) -> String? {
        LocalizationFile.problem(at: path)
    }

    /// Why `path` cannot be written, looking at the file system; `nil` when it looks fine.
    package static func problemWriting(_ path: String) -> String? {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return "is a folder" }
            return access(path, W_OK) == 0 ? nil : FileFailure.reason(errno: errno)
        }
        let parent = (path as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        guard manager.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            return "its folder \(folder) does not exist"
        }
        guard isDirectory.boolValue else { return "\(folder) is not a folder" }
        return access(folder, W_OK) == 0 ? nil : "\(FileFailure.reason(errno: errno)) in \(folder)"
    }

    /// A sentence for an error thrown by Foundation's file APIs: the POSIX reason when there is
    /// one, else what the Cocoa error code means; never "NSCocoaErrorDomain error 256".
    package static func describe(_ error: any Error) -> String {
        FileFailure.reason(for: error)
    }
}
