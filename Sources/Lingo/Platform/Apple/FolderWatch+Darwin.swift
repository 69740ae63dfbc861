// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

#if canImport(Darwin)
import Darwin
import Dispatch
import Foundation
import LingoUtilities

/// Tells a handler when an entry of `folder` is created, renamed, written or removed, until
/// cancelled or released: a dispatch file-system event source on the folder. `name` is not
/// told apart (the source reports the folder's changes only); the handler compares.
final class FolderWatch: StoreWatch {
    /// Behind a lock: some SDKs (tvOS 18.0) do not declare the source `Sendable`.
    private let source: Protected<any DispatchSourceFileSystemObject>

    /// - Throws: ``PreferenceStoreError`` when `folder` cannot be opened for events.
    init(folder: URL, name: String, changed: @escaping @Sendable () -> Void) throws {
        let descriptor = open(folder.path, O_EVTONLY)
        guard descriptor >= 0 else {
            throw PreferenceStoreError("cannot watch \(folder.path): \(String(cString: strerror(errno)))")
        }
        let source = DispatchSource.makeFileSystemObjectSource(
            fileDescriptor: descriptor, eventMask: [.write, .rename, .delete, .link],
            queue: .global(qos: .utility))
        source.setEventHandler(handler: changed)
        source.setCancelHandler { close(descriptor) }
        source.resume()
        self.source = Protected(source)
    }

    func cancel() {
        source.withLock { $0.cancel() }
    }

    deinit {
        cancel()
    }
}
#endif
