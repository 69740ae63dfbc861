// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoUtilities
import Testing

/// One wording per file failure (issue 35): the system's reason in words, from `errno` or
/// `CocoaError.code`, never `NSCocoaErrorDomain` nor `error <number>`.
@Suite struct FileFailureTests {
    @Test func cocoaCodesAreSaidAsTheSystemSaysThem() {
        let cases: [(CocoaError.Code, String)] = [
            (.fileWriteVolumeReadOnly, FileFailure.reason(errno: EROFS)),  // keygen's "error 642"
            (.fileWriteNoPermission, FileFailure.reason(errno: EACCES)),
            (.fileReadNoSuchFile, FileFailure.reason(errno: ENOENT)),
            (.fileReadUnknown, "the file could not be read"),  // the runtime's "error 256"
            (.fileWriteUnknown, "the file could not be written"),
        ]
        for (code, expected) in cases {
            let reason = FileFailure.reason(for: NSError(domain: NSCocoaErrorDomain, code: code.rawValue))
            #expect(reason == expected, "\(code.rawValue)")
            #expect(!reason.contains("NSCocoaErrorDomain") && !reason.contains("\(code.rawValue)"))
        }
        #expect(FileFailure.reason(errno: EROFS) == "read-only file system")
        #expect(FileFailure.reason(errno: EACCES) == "permission denied")
    }

    @Test func thePOSIXReasonUnderAFoundationErrorWins() {
        let underlying = NSError(domain: NSPOSIXErrorDomain, code: Int(EROFS))
        let error = NSError(
            domain: NSCocoaErrorDomain, code: CocoaError.Code.fileWriteUnknown.rawValue,
            userInfo: [NSUnderlyingErrorKey: underlying])
        #expect(FileFailure.reason(for: error) == "read-only file system")
    }

    @Test func aRealFailureNamesTheReason() throws {
        do {
            _ = try Data(contentsOf: URL(fileURLWithPath: "/nonexistent-lingo-folder/file"))
            Issue.record("read a file that does not exist")
        } catch {
            #expect(FileFailure.reason(for: error) == "no such file or folder")
        }
    }
}
