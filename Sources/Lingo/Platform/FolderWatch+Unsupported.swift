// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

#if !canImport(Glibc) && !canImport(Darwin)
import Foundation

/// Where neither inotify nor dispatch file-system sources exist: a file store is not watched.
final class FolderWatch: StoreWatch {
    /// - Throws: ``PreferenceStoreError``, always: the platform cannot watch folders.
    init(folder: URL, name: String, changed: @escaping @Sendable () -> Void) throws {
        throw PreferenceStoreError("this platform cannot watch \(folder.path) for other processes' choices")
    }

    func cancel() {}
}
#endif
