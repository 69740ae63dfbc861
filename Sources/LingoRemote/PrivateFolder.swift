// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo

/// The folders updates are kept in (the cache and the state folder) are private to the user the
/// app runs as: a folder of this user, not a symbolic link, readable and writable by no one
/// else (mode 0700). Another local user then cannot swap a file in them, hold their lock or
/// lead a write elsewhere.
enum PrivateFolder {
    /// Creates `url` if needed (mode 0700; missing parents with the default mode) and checks it
    /// is private; a folder of this user with a looser mode is made 0700.
    ///
    /// - Parameter what: What the folder is, for messages ("the cache folder").
    /// - Throws: `UpdateRejection.Kind.storage` when it cannot be created, is a symbolic link
    ///   or not a folder, or belongs to another user.
    static func prepare(_ url: URL, what: String) throws(UpdateRejection) {
        var info = stat()
        if lstat(url.path, &info) != 0 {
            guard errno == ENOENT else { throw failure(what, String(cString: strerror(errno))) }
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            } catch {
                throw failure(what, "cannot create its parent (\(UpdateStateFile.reason(error)))")
            }
            guard mkdir(url.path, 0o700) == 0 || errno == EEXIST else {
                throw failure(what, "cannot create it (\(String(cString: strerror(errno))))")
            }
        }
        try check(url, what: what)
    }

    /// Checks that `url`, which exists, is private (making a folder of this user 0700).
    ///
    /// - Throws: `UpdateRejection.Kind.storage` when it is not.
    static func check(_ url: URL, what: String) throws(UpdateRejection) {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { throw failure(what, String(cString: strerror(errno))) }
        if info.st_mode & S_IFMT == S_IFLNK {
            throw failure(what, "it is a symbolic link; updates are kept only in a real folder")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw failure(what, "it is not a folder") }
        guard info.st_uid == geteuid() else {
            throw failure(what, "it belongs to user \(info.st_uid), not to the user the app runs as (\(geteuid()))")
        }
        if info.st_mode & 0o077 != 0, chmod(url.path, 0o700) != 0 {
            throw failure(
                what, "it is open to other users and cannot be made private (\(String(cString: strerror(errno))))")
        }
    }

    private static func failure(_ what: String, _ reason: String) -> UpdateRejection {
        UpdateRejection(.storage, "\(what) is not private to this user: \(reason)")
    }
}
