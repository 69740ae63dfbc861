// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoUtilities

/// The process's private temporary folder for the bundles ``Localizer/bundle`` writes where
/// `Bundle` cannot be subclassed.
///
/// `$TMPDIR/lingo-bundles-<pid>-XXXXXX`, made on first use as `mkdtemp` makes folders (a unique
/// name, mode 0700), removed when the process exits normally. Making it also removes the
/// folders that earlier processes of this user left behind (a crash, `_exit`, a kill): those
/// whose process id names no running process.
enum BundleFolder {
    /// The start of every such folder's name.
    static let prefix = "lingo-bundles-"

    /// This process's folder, once made.
    private static let folder = Protected<URL?>(nil)

    /// This process's folder, made (and earlier processes' folders swept) on first use. When
    /// making it fails, the next call tries again.
    ///
    /// - Throws: ``BundleFolderError`` when the folder cannot be made.
    static func processFolder() throws -> URL {
        try folder.withLock { folder in
            if let folder { return folder }
            let temporary = FileManager.default.temporaryDirectory
            let made = try makeUniqueFolder(in: temporary, prefix: "\(prefix)\(getpid())-")
            sweep(temporary)
            _ = removeAtExit
            folder = made
            return made
        }
    }

    /// Makes a folder `<prefix>XXXXXX` with a unique name and mode 0700 in `parent`.
    ///
    /// - Throws: ``BundleFolderError`` naming the path and the system's reason.
    static func makeUniqueFolder(in parent: URL, prefix: String) throws -> URL {
        var template = Array(parent.appendingPathComponent(prefix + "XXXXXX").path.utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
            guard let result = mkdtemp(buffer.baseAddress!) else { return nil }
            return String(cString: result)
        }
        guard let made else {
            throw BundleFolderError(
                path: parent.appendingPathComponent(prefix + "XXXXXX").path, reason: String(cString: strerror(errno)))
        }
        return URL(fileURLWithPath: made, isDirectory: true)
    }

    /// Registers, once, the removal of the process's folder at normal exit.
    private static let removeAtExit: Void = {
        atexit {
            // `try?`: nothing is left to tell at exit; a folder that stays is swept next time.
            if let url = BundleFolder.folder.withLock({ $0 }) { try? FileManager.default.removeItem(at: url) }
        }
    }()

    /// Removes the folders in `temporary` that this user's processes left behind and that no
    /// running process owns.
    static func sweep(_ temporary: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            guard let pid = processID(inFolderName: name), pid != getpid(), !isRunning(pid) else { continue }
            let url = temporary.appendingPathComponent(name, isDirectory: true)
            var info = stat()
            guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid() else {
                continue
            }
            // `try?`: a folder that cannot be removed now is tried again by the next process.
            try? FileManager.default.removeItem(at: url)
        }
    }

    /// The process id in a name `lingo-bundles-<pid>-XXXXXX`, if it is one.
    static func processID(inFolderName name: String) -> pid_t? {
        guard name.hasPrefix(prefix) else { return nil }
        let rest = name.dropFirst(prefix.count)
        guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0 else { return nil }
        return pid
    }

    /// Whether a process `pid` exists (one of another user counts).
    static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }
}

/// The bundles' temporary folder could not be made.
struct BundleFolderError: Error, CustomStringConvertible {
    let path: String
    let reason: String

    var description: String { "cannot make the folder \(path): \(reason)" }
}
