// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation

/// Runs `body` with a new, empty folder of its own (a unique name, mode 0700, under the system's
/// temporary folder) and removes the folder and everything in it when `body` returns or throws,
/// as swift-system's `withTemporaryFilePath(basename:_:)` does.
///
/// - Parameters:
///   - basename: A word for the folder's name, to tell test folders apart when one is left
///     behind by a crash.
///   - body: What to do with the folder.
/// - Returns: What `body` returns.
public func withTemporaryFolder<Result>(
    basename: String = "lingo-test", _ body: (URL) throws -> Result
) throws -> Result {
    let folder = try makeTemporaryFolder(basename: basename)
    defer { removeTemporaryFolder(folder) }
    return try body(folder)
}

/// Runs the asynchronous `body` with a new, empty folder of its own and removes the folder when
/// `body` returns or throws; see ``withTemporaryFolder(basename:_:)``.
public func withTemporaryFolder<Result>(
    basename: String = "lingo-test", isolation: isolated (any Actor)? = #isolation,
    _ body: (URL) async throws -> Result
) async throws -> Result {
    let folder = try makeTemporaryFolder(basename: basename)
    defer { removeTemporaryFolder(folder) }
    return try await body(folder)
}

private func makeTemporaryFolder(basename: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("\(basename)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    return folder.resolvingSymlinksInPath()
}

/// Removes `folder`, first giving back the write and search permissions a test may have taken
/// away from something inside it (a read-only folder cannot be emptied otherwise).
private func removeTemporaryFolder(_ folder: URL) {
    let manager = FileManager.default
    if let paths = manager.enumerator(atPath: folder.path) {
        for case let path as String in paths {
            let url = folder.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                chmod(url.path, 0o700)
            }
        }
    }
    try? manager.removeItem(at: folder)
}
