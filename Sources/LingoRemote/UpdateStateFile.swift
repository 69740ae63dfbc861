// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import LingoUtilities

/// The ``UpdateHistory`` of one signing key, in its own small file in the state directory
/// (`lingo-update-<key fingerprint>.json`), and the lock beside it (`.lock`) that serializes
/// every change to the history and to the cache, between threads and between processes.
///
/// The file is written atomically (a temporary file, flushed, renamed) and holds two numbers, so
/// it stays far below ``maximumSize``. A file that exists but cannot be read as a history
/// (damaged, too large, not a regular file) is never taken for an empty one: reading it throws
/// `UpdateRejection.Kind.corruptState` and the updater applies nothing until it is readable
/// again or removed — an empty history would let every old update back in.
package struct UpdateStateFile: Sendable {
    /// The largest history file read.
    static let maximumSize = 4096

    /// The state directory.
    let directory: URL
    /// The file name without its extension: `lingo-update-` and the key's fingerprint.
    let name: String

    /// The state of updates signed by `publicKey` for the app `appID`, in `directory`. Without an
    /// app id the name is the one of the key alone, as before app ids existed.
    init(directory: URL, publicKey: UpdatePublicKey, appID: String? = nil) {
        self.directory = directory
        var identity = Data(publicKey.rawRepresentation)
        if let appID { identity += Data([0]) + Data(appID.utf8) }
        name = "lingo-update-" + UpdateDigest.sha256Hex(identity).prefix(16)
    }

    private var historyURL: URL { directory.appendingPathComponent(name + ".json") }
    private var lockURL: URL { directory.appendingPathComponent(name + ".lock") }

    /// The longest wait for the lock: whoever holds it longer (a suspended extension, another
    /// user's process) never keeps the app waiting beyond this.
    static let maximumLockWait: Duration = .seconds(2)

    /// Runs `body` holding the lock: an exclusive `flock` on the lock file (mode 0600 in the
    /// private state folder, never through a symbolic link), waited for at most
    /// ``maximumLockWait``.
    ///
    /// - Throws: `UpdateRejection.Kind.storage` when the state folder is not private or the
    ///   lock file cannot be opened; `UpdateRejection.Kind.busy` when the lock is not had in
    ///   time; what `body` throws.
    func withLock<Result>(_ body: () throws(UpdateRejection) -> Result) throws(UpdateRejection) -> Result {
        try PrivateFolder.prepare(directory, what: "the update state folder")
        let descriptor = open(lockURL.path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else {
            throw UpdateRejection(.storage, "cannot open \(name).lock: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        try Self.lock(descriptor, name: name)
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Takes the exclusive lock of `descriptor`, polling for at most ``maximumLockWait``.
    private static func lock(_ descriptor: Int32, name: String) throws(UpdateRejection) {
        let clock = ContinuousClock()
        let end = clock.now + maximumLockWait
        var pause: Duration = .milliseconds(1)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw UpdateRejection(.storage, "cannot lock \(name).lock: \(String(cString: strerror(errno)))")
            }
            guard clock.now < end else {
                throw UpdateRejection(
                    .busy, "another process held \(name).lock for more than \(maximumLockWait); nothing was changed")
            }
            // The lock has no waiting list: poll, backing off to 50 ms between tries.
            usleep(UInt32(pause.components.attoseconds / 1_000_000_000_000))
            pause = Swift.min(pause * 2, .milliseconds(50))
        }
    }

    /// The history; empty when there is no file yet.
    ///
    /// - Throws: `UpdateRejection.Kind.corruptState` when the file exists and is not a history.
    func read() throws(UpdateRejection) -> UpdateHistory {
        var info = stat()
        guard stat(historyURL.path, &info) == 0 else {
            if errno == ENOENT { return UpdateHistory() }
            throw corrupt("cannot be read (\(String(cString: strerror(errno))))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw corrupt("is not a regular file") }
        guard info.st_size <= Self.maximumSize else { throw corrupt("has \(info.st_size) bytes, more than a history") }
        let data: Data
        do {
            data = try Data(contentsOf: historyURL)
        } catch {
            throw corrupt("cannot be read (\(Self.reason(error)))")
        }
        guard let history = Self.history(from: data) else { throw corrupt("is not an update history") }
        return history
    }

    /// Replaces the history (atomically).
    func write(_ history: UpdateHistory) throws(UpdateRejection) {
        var object = JSONObject()
        object["format"] = .number("1")
        object["highestVersion"] = history.highestVersion.map { .number(String($0)) } ?? .null
        object["revokedThrough"] = history.revokedThrough.map { .number(String($0)) } ?? .null
        try Self.write(object, to: historyURL, name: name + ".json")
    }

    /// Writes `object` to `url` atomically (a temporary file, flushed, renamed); `name` is what
    /// a failure calls the file (never its path).
    static func write(_ object: JSONObject, to url: URL, name: String) throws(UpdateRejection) {
        do throws(FileFailure) {
            try AtomicFile.write(JSONDocument(root: .object(object)).render(), to: url)
        } catch {
            throw UpdateRejection(.storage, "cannot write \(name): \(error.reason)")
        }
    }

    /// The history in `data`, or `nil` when it is not exactly one (a duplicate or unknown key,
    /// a wrong type, a revoke above the highest version).
    static func history(from data: Data) -> UpdateHistory? {
        let document = JSONDocument.parse(data, path: "history")
        guard document.diagnostics.isEmpty, case .object(let root)? = document.root,
            root["format"]?.intValue == 1,
            Set(root.map(\.key)).isSubset(of: ["format", "highestVersion", "revokedThrough"])
        else { return nil }
        var values = [Int?]()
        for key in ["highestVersion", "revokedThrough"] {
            switch root[key] {
            case nil, .null?: values.append(nil)
            case let value?:
                guard let number = value.intValue else { return nil }
                values.append(number)
            }
        }
        let history = UpdateHistory(highestVersion: values[0], revokedThrough: values[1])
        if let revoked = history.revokedThrough, (history.highestVersion ?? Int.min) < revoked { return nil }
        return history
    }

    private func corrupt(_ what: String) -> UpdateRejection {
        UpdateRejection(
            .corruptState,
            "the update state file \(name).json \(what): no update is applied until it is readable again or removed")
    }

    /// The system's reason for `error`, without the path Foundation puts in its descriptions.
    package static func reason(_ error: any Error) -> String {
        FileFailure.reason(for: error)
    }
}
