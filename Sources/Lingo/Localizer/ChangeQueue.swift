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

/// The changes made by a localizer's switches and not yet told, told in the order they were
/// made by one thread at a time, with no lock held. Owned by the switch lock
/// (`SwitchState.changes`), with a counter beside it (`Localizer.untoldChanges`).
///
/// The invariant: a switch makes its change, counts it as untold and queues it in one critical
/// section of the switch lock, so the queue's order is the order in which the changes were
/// made. The switch whose change the counter finds the only untold one is the deliverer: once
/// it has released the switch lock, it tells its change, uncounts it, and while the counter
/// says more are untold, takes the next one from the queue and tells it. A switch that finds
/// other changes untold only queues its change; the deliverer tells it after the ones before
/// it. The counter is atomic: the deliverer ends its turn (the count reaches zero) without the
/// switch lock, and the next switch (which then finds its change the only untold one) becomes
/// the next deliverer. So:
///
/// - every observer is told each change once, in the order the changes were made, and all
///   observers are told one change before any is told the next;
/// - no observer, closure, notification or Observation handler runs with a lock of the
///   localizer held, so a handler may look up, switch again or follow the system: its change is
///   queued and told, by the same thread, after the handler returns and the current change has
///   been told to everyone;
/// - once every switch has returned, every change has been told, and the last one told is the
///   language in use.
///
/// A switch can therefore return before its change is told: when another thread is telling
/// changes, or when it is made from inside a handler.
struct ChangeQueue {
    /// The changes counted as untold behind the one being told, in order.
    private var waiting: [PendingChange] = []
    /// The number of the last change queued.
    private(set) var lastNumber: UInt64 = 0

    /// Numbers `change`, made just now with the switch lock held, and counts it in `untold`.
    /// Returns it when the calling thread must tell it (and the changes queued after it) once
    /// it has released the switch lock; `nil` when it is queued behind changes another thread
    /// (or this one, in a handler) is telling.
    mutating func enqueue(_ change: PendingChange, untold: AtomicCounter) -> PendingChange? {
        var change = change
        lastNumber += 1
        change.number = lastNumber
        if untold.incrementAndGet() == 1 { return change }
        waiting.append(change)
        return nil
    }

    /// The next change to tell, for the deliverer, after `untold` said one is waiting.
    mutating func removeFirst() -> PendingChange {
        waiting.removeFirst()
    }
}
