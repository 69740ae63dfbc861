// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// A change a switch made, waiting to be told: to Observation, then to the closure observers,
/// then to `NotificationCenter`.
struct PendingChange: Sendable {
    /// What observers and the notification are told; `nil` when only the preference changed
    /// (the language in use, and its strings, stayed): then only Observation is told, about
    /// ``Localizer/preference``.
    let notice: LanguageChangeNotice?
    /// Whether ``Localizer/preference`` changed.
    let preferenceChanged: Bool
    /// The change's place in the order the changes were made (1, 2, 3...), set by the queue.
    var number: UInt64 = 0
}

/// The changes made by a localizer's switches, told in the order they were made by one thread
/// at a time, with no lock held.
///
/// The invariant: a switch makes its change and queues it in one critical section of the
/// switch lock, so the queue's order is the order in which the changes were made. At most one
/// thread delivers at a time. A switch that finds no thread delivering becomes the deliverer:
/// once it has released the switch lock, it tells its change and then every change queued
/// meanwhile, one at a time, until ``next()`` finds the queue empty and, in the same critical
/// section, ends the delivery. A switch that finds a deliverer only queues its change, which
/// the deliverer tells after the ones before it. So:
///
/// - every observer is told each change once, in the order the changes were made, and all
///   observers are told one change before any is told the next;
/// - no observer, closure, notification or Observation handler runs with a lock of the
///   localizer held, so a handler may look up, switch again or follow the system: its change is
///   queued and told, by the same thread, after the handler returns and the current change has
///   been told to everyone;
/// - once every switch has returned, every change has been told, and the last one told is the
///   language in use (a change queued while a delivery is ending is seen by ``next()``, which
///   reads the queue under the same lock).
///
/// A switch can therefore return before its change is told: when another thread is delivering,
/// or when it is made from inside a handler.
struct ChangeQueue {
    private var pending: [PendingChange] = []
    /// Whether a thread is delivering changes.
    private var delivering = false
    /// The number of the last change queued.
    private(set) var lastNumber: UInt64 = 0

    /// Queues `change`, made just now with the switch lock held. Returns it, numbered, when the
    /// calling thread must deliver it (and the changes queued after it) once it has released the
    /// switch lock; `nil` when another thread is delivering and will tell it.
    mutating func enqueue(_ change: PendingChange) -> PendingChange? {
        var change = change
        lastNumber += 1
        change.number = lastNumber
        if delivering {
            pending.append(change)
            return nil
        }
        delivering = true
        return change
    }

    /// The next change for the delivering thread to tell; `nil` when there is none, and then
    /// the delivery has ended: the next switch delivers.
    mutating func next() -> PendingChange? {
        if pending.isEmpty {
            delivering = false
            return nil
        }
        return pending.removeFirst()
    }
}
