// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

#if canImport(Darwin)
import CoreFoundation
import Foundation
import LingoUtilities

/// Tells a handler about each Darwin notification named `name`, posted by any process (this
/// one included), until cancelled or released: how app extensions learn that an App Group's
/// defaults changed.
final class DarwinNotificationWatch: StoreWatch {
    /// What the notification center's C callback reaches through its observer pointer.
    private final class Box: Sendable {
        let changed: @Sendable () -> Void
        init(_ changed: @escaping @Sendable () -> Void) { self.changed = changed }
    }

    private let name: String
    private let box: Box
    private let observing = Protected(true)

    init(name: String, changed: @escaping @Sendable () -> Void) {
        self.name = name
        box = Box(changed)
        CFNotificationCenterAddObserver(
            CFNotificationCenterGetDarwinNotifyCenter(), Unmanaged.passUnretained(box).toOpaque(),
            { _, observer, _, _, _ in
                guard let observer else { return }
                Unmanaged<Box>.fromOpaque(observer).takeUnretainedValue().changed()
            },
            name as CFString, nil, .deliverImmediately)
    }

    /// Posts the Darwin notification `name` to every process.
    static func post(_ name: String) {
        CFNotificationCenterPostNotification(
            CFNotificationCenterGetDarwinNotifyCenter(), CFNotificationName(name as CFString), nil, nil, true)
    }

    func cancel() {
        let wasObserving = observing.withLock { observing in
            defer { observing = false }
            return observing
        }
        guard wasObserving else { return }
        CFNotificationCenterRemoveObserver(
            CFNotificationCenterGetDarwinNotifyCenter(), Unmanaged.passUnretained(box).toOpaque(),
            CFNotificationName(name as CFString), nil)
    }

    deinit {
        cancel()
    }
}
#endif
