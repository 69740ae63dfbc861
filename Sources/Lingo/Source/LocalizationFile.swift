// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

package import Foundation
import LingoFormats

/// What a localization file is on disk, decided once for every reader (the runtime, the update
/// client, `lingo pack` and every `lingo` command), with the one wording of why it cannot be read.
///
/// A file is read when it is a regular file (symbolic links followed) the process may read. A
/// FIFO, a device or a socket is refused before it is opened, so no reader hangs on one; a folder
/// named like a table is no table. What is read is then text or not by its format's reader:
/// a `.strings` file that does not decode as UTF-8 or UTF-16 is "not a text file" (one
/// diagnostic of kind ``Diagnostic/Kind/notText``, no entries).
package enum LocalizationFile {
    /// Why `path` cannot be read as a file, looking at the file system only; `nil` when it can.
    package static func problem(at path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let error = errno
            var link = stat()
            if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
                return "a symbolic link to nothing (or a loop of links)"
            }
            switch error {
            case ENOENT, ENOTDIR: return "no such file or folder"
            case EACCES, EPERM: return "permission denied"
            default: return String(cString: strerror(error)).lowercased()
            }
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return "is a folder, not a file"
        default: return "not a regular file (a FIFO, device or socket)"
        }
        return access(path, R_OK) == 0 ? nil : "permission denied"
    }

    /// What reading a file gave.
    package enum Reading: Sendable {
        /// The file's bytes.
        case success(Data)
        /// Why the file cannot be read, worded by ``unreadable(_:_:)``.
        case failure(Diagnostic)
    }

    /// The bytes of the file at `url`, or the diagnostic saying why they cannot be read.
    ///
    /// - Parameter checked: Whether ``problem(at:)`` found nothing wrong with the file already
    ///   (``ResourceFolder`` checks every table it lists): then it is not asked again.
    package static func read(_ url: URL, checked: Bool = false) -> Reading {
        if !checked, let problem = problem(at: url.path) { return .failure(unreadable(url.path, problem)) }
        do {
            return .success(try Data(contentsOf: url))
        } catch {
            return .failure(unreadable(url.path, problem(at: url.path) ?? "the file could not be read"))
        }
    }

    /// The diagnostic of a file that cannot be read because of `problem` (one of
    /// ``problem(at:)``'s reasons), the one wording every reader uses: a warning for what is no
    /// regular file (there is nothing to read), an error for a file that cannot be read.
    package static func unreadable(_ path: String, _ problem: String) -> Diagnostic {
        let isFile = !problem.hasPrefix("not a regular file") && !problem.hasPrefix("is a folder")
        return Diagnostic(
            location: SourceLocation(file: path, line: 1, column: 1), severity: isFile ? .error : .warning,
            kind: .unreadableFile, message: "cannot read the file (\(problem)); skipped")
    }
}
