// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A file that could not be read or written: its path and why, as a user reads it
/// ("read-only file system", "permission denied", "no such folder"), never a Foundation domain
/// and code. Every command words one failure the same way by building it here, from `errno`
/// (``init(path:errno:)``) or from an error of Foundation's file APIs (``init(path:error:)``).
package struct FileFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file (or folder) the failure is about.
    package let path: String
    /// Why, in lowercase words: "permission denied", "read-only file system", ….
    package let reason: String
    /// The system's error number, when the failure came from one.
    package let code: Int32?

    /// A failure of `path` for `reason`.
    package init(path: String, reason: String, code: Int32? = nil) {
        self.path = path
        self.reason = reason
        self.code = code
    }

    /// A failure of `path` for the system error `errno`.
    package init(path: String, errno code: Int32) {
        self.init(path: path, reason: Self.reason(errno: code), code: code)
    }

    /// A failure of `path` for an error thrown by Foundation's file APIs: the POSIX reason when
    /// there is one, else what the Cocoa error code means.
    package init(path: String, error: any Error) {
        if let failure = error as? FileFailure {
            self = failure
            return
        }
        self.init(path: path, reason: Self.reason(for: error), code: Self.posixCode(of: error))
    }

    /// `path: reason`.
    package var description: String { "\(path): \(reason)" }

    /// The words for the system error `code`: the common ones worded for a user, the others as
    /// the system words them, in lowercase.
    package static func reason(errno code: Int32) -> String {
        switch code {
        case EACCES, EPERM: "permission denied"
        case EROFS: "read-only file system"
        case ENOENT: "no such file or folder"
        case ENOTDIR: "a part of the path is not a folder"
        case EISDIR: "is a folder, not a file"
        case EEXIST: "a file of that name exists"
        case ENOSPC: "no space left on the device"
        case EDQUOT: "the disk quota is used up"
        case ELOOP: "a symbolic link in a loop"
        case ENAMETOOLONG: "the name is too long"
        case EXDEV: "the file is on another device than its folder"
        default: String(cString: strerror(code)).lowercased()
        }
    }

    /// The POSIX error number inside an error of Foundation's file APIs, if any.
    private static func posixCode(of error: any Error) -> Int32? {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return Int32(underlying.code)
        }
        return nsError.domain == NSPOSIXErrorDomain ? Int32(nsError.code) : nil
    }

    /// The words for an error thrown by Foundation's file APIs: the POSIX reason when there is
    /// one, else what the Cocoa error code means; never "NSCocoaErrorDomain error 256".
    package static func reason(for error: any Error) -> String {
        if let failure = error as? FileFailure { return failure.reason }
        if let code = posixCode(of: error) { return reason(errno: code) }
        let nsError = error as NSError
        guard nsError.domain == NSCocoaErrorDomain else { return nsError.localizedDescription }
        switch CocoaError.Code(rawValue: nsError.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or folder"
        case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
        case .fileReadCorruptFile, .fileReadInapplicableStringEncoding: return "the content cannot be read"
        case .fileReadTooLarge: return "the file is too large"
        case .fileWriteOutOfSpace: return "no space left on the device"
        case .fileWriteVolumeReadOnly: return "read-only file system"
        case .fileWriteFileExists: return "a file of that name exists"
        case .fileWriteInvalidFileName: return "not a valid file name"
        default:
            return nsError.code >= 512 && nsError.code < 640
                ? "the file could not be written" : "the file could not be read"
        }
    }
}
