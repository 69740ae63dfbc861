// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Why a file operation failed, in the words every Lingo module and command uses: the
/// system's reason (`permission denied`, `read-only file system`, `no such file or
/// directory`), from `errno` or from the POSIX error under a Foundation error, else what the
/// `CocoaError.Code` means. Never `NSCocoaErrorDomain`, never `error <number>`, never a path
/// (the caller puts the path in front: `cannot write PATH: REASON`).
package enum FileFailure {
    /// The reason for `errno` value `code`: `strerror`'s text, lowercased.
    package static func reason(errno code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }

    /// The reason for an error thrown by Foundation's file APIs (or by the system).
    package static func reason(of error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return reason(errno: Int32(underlying.code))
        }
        if nsError.domain == NSPOSIXErrorDomain { return reason(errno: Int32(nsError.code)) }
        guard nsError.domain == NSCocoaErrorDomain else {
            let text = nsError.localizedDescription
            return text.contains(nsError.domain) ? "the system reported a failure it did not explain" : text
        }
        return reason(cocoa: CocoaError.Code(rawValue: nsError.code))
    }

    /// What a `CocoaError.Code` of the file family means, as `errno` would say it.
    private static func reason(cocoa code: CocoaError.Code) -> String {
        switch code {
        case .fileNoSuchFile, .fileReadNoSuchFile: reason(errno: ENOENT)
        case .fileReadNoPermission, .fileWriteNoPermission: reason(errno: EACCES)
        case .fileWriteVolumeReadOnly: reason(errno: EROFS)
        case .fileWriteOutOfSpace: reason(errno: ENOSPC)
        case .fileWriteFileExists: reason(errno: EEXIST)
        case .fileReadTooLarge: reason(errno: EFBIG)
        case .fileWriteInvalidFileName, .fileReadInvalidFileName: "not a valid file name"
        case .fileReadCorruptFile, .fileReadInapplicableStringEncoding, .fileReadUnknownStringEncoding:
            "the content cannot be read"
        case .fileLocking: "the file is locked"
        default:
            code.rawValue >= 512 && code.rawValue < 1024
                ? "the file could not be written" : "the file could not be read"
        }
    }
}
