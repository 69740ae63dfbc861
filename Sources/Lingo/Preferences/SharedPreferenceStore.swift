// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoUtilities

/// A preference store that other processes may write too (a file, an App Group): a localizer
/// watches it, and follows another process's switch as its own, without writing the store.
protocol SharedPreferenceStore: PreferenceStore {
    /// Starts calling `changed`, on any thread, when the stored preference may have changed,
    /// until the returned watch is cancelled or released. A call may be for nothing (this
    /// process's own write, another file in the same folder): the caller reads the store again
    /// and compares.
    ///
    /// - Returns: The watch; `nil` when no other process can write this store (the standard
    ///   `UserDefaults`, private to the process).
    /// - Throws: When the store cannot be watched; it still loads and saves.
    func watch(_ changed: @escaping @Sendable () -> Void) throws -> (any StoreWatch)?
}

/// Watching a shared store, until ``cancel()`` or release.
protocol StoreWatch: Sendable {
    /// Stops watching. Calling it again does nothing.
    func cancel()
}

extension FilePreferenceStore: SharedPreferenceStore {
    /// Watches the folder of the file (of the file a symbolic link leads to, which need not
    /// exist yet), made if it does not exist: a file replaced by a rename, as every atomic save
    /// does, is a new file, so only its folder tells.
    func watch(_ changed: @escaping @Sendable () -> Void) throws -> (any StoreWatch)? {
        let target: URL
        do {
            target = try AtomicFile.resolvingLink(url)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw PreferenceStoreError("cannot watch \(url.path) for other processes' choices: \(error)")
        }
        return try FolderWatch(
            folder: target.deletingLastPathComponent(), name: target.lastPathComponent, changed: changed)
    }
}

extension DefaultPreferenceStore: SharedPreferenceStore {
    /// The platform's store's watch.
    func watch(_ changed: @escaping @Sendable () -> Void) throws -> (any StoreWatch)? {
        try (base as? any SharedPreferenceStore)?.watch(changed)
    }
}

/// The watch a localizer keeps of its shared store, cancelled when the localizer goes away,
/// and the turn its reads of the store take.
final class StoreFollower: Sendable {
    private let watch = Protected<(any StoreWatch)?>(nil)
    // An NSLock, not a `Protected(())`: ThreadSanitizer reads an access to a zero-sized value
    // as one to the lock beside it.
    private let turn = NSLock()

    /// Runs `body` when no other call of this follower's runs it: a read of the store and what
    /// it switches to happen one after the other, so an older read is never applied after a
    /// newer one.
    func inTurn<Result>(_ body: () -> Result) -> Result {
        turn.lock()
        defer { turn.unlock() }
        return body()
    }

    /// Keeps `watch` (cancelling one kept before).
    func keep(_ watch: any StoreWatch) {
        let old = self.watch.withLock { kept in
            defer { kept = watch }
            return kept
        }
        old?.cancel()
    }

    deinit {
        watch.withLock { $0 }?.cancel()
    }
}
