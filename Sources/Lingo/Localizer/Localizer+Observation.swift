// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation
import LingoUtilities
public import Observation

extension Localizer: Observable {}

extension Localizer {
    /// Posted after each ``LanguageChange``: the language in use changed, or its strings did
    /// (``LanguageChange/Reason/contentUpdate``). `object` is the localizer; `userInfo` holds the
    /// ``LanguageChange`` under ``changeUserInfoKey`` and its reason's name
    /// (``LanguageChange/Reason/rawValue``, a `String` that Objective-C code can read) under
    /// ``reasonUserInfoKey``.
    ///
    /// Posted in the order of the changes, after every ``observe(_:)`` handler was told, with
    /// no lock of the localizer held; see ``observe(_:)`` for the thread.
    public static let languageDidChangeNotification = Notification.Name("LingoLanguageDidChange")

    /// The `userInfo` key of ``languageDidChangeNotification`` holding the ``LanguageChange``.
    public static let changeUserInfoKey = "change"

    /// The `userInfo` key of ``languageDidChangeNotification`` holding the name of the change's
    /// reason, a `String` (`"userChoice"`, `"systemLanguages"`, `"anotherProcess"`,
    /// `"contentUpdate"`).
    public static let reasonUserInfoKey = "reason"

    /// Calls `handler` after each ``LanguageChange`` made from now on, until the returned token
    /// is cancelled or deallocated.
    ///
    /// Every handler is told each change once, in the order the changes were made, and all
    /// handlers are told one change before any is told the next. Handlers run with no lock of
    /// the localizer held, on the thread that switched, or, when another thread was telling
    /// earlier changes at that moment, on that thread. A handler may look strings up, and may
    /// switch again: that change is told after this one, once every handler has seen this one.
    /// When a handler runs, the language in use may already be a later change's (told next).
    ///
    /// - Returns: A token; keep it as long as you want to be told.
    public func observe(_ handler: @escaping @Sendable (LanguageChange) -> Void) -> LanguageObservation {
        let lastChange = switching.withLock { $0.changes.lastNumber }
        let id = observers.add(handler, after: lastChange)
        return LanguageObservation { [weak self] in
            self?.observers.remove(id)
        }
    }

    /// The changes of the language in use, as an asynchronous sequence; each iteration
    /// of `changes` sees the changes made after it started, in order.
    ///
    /// ```swift
    /// for await change in localizer.changes { print(change.newLanguage) }
    /// ```
    public var changes: AsyncStream<LanguageChange> {
        let (stream, continuation) = AsyncStream.makeStream(of: LanguageChange.self, bufferingPolicy: .unbounded)
        let token = observe { continuation.yield($0) }
        continuation.onTermination = { _ in token.cancel() }
        return stream
    }

    /// Tells `first`, then every change queued meanwhile, until none is untold: the turn of the
    /// one thread delivering (see ``ChangeQueue``). Call with no lock held.
    func deliver(startingWith first: PendingChange) {
        var change = first
        while true {
            tell(change)
            // A change counted as untold was queued in the same critical section: it is there.
            if untoldChanges.decrementAndGet() == 0 { return }
            change = switching.withLock { $0.changes.removeFirst() }
        }
    }

    /// Tells one change to Observation, the closure observers and `NotificationCenter`.
    private func tell(_ change: PendingChange) {
        // Observation's willSet and didSet, nested as `withMutation` nests them (language
        // outermost). Both come after the value changed: a `withObservationTracking` onChange
        // reading the localizer sees the new language, and no access made before the change
        // can miss it. The preference's are skipped while it was never read: a read sets the
        // flag before it takes the switch lock, so one that read the preference before this
        // change was made set it before the switch did (the lock orders them), and one that
        // did not read it before reads the changed preference.
        let languageChanged = change.notice != nil
        if languageChanged { registrar.willSet(self, keyPath: languageKeyPath) }
        if change.preferenceChanged, preferenceWasRead.value {
            registrar.willSet(self, keyPath: preferenceKeyPath)
            registrar.didSet(self, keyPath: preferenceKeyPath)
        }
        if languageChanged { registrar.didSet(self, keyPath: languageKeyPath) }
        guard let notice = change.notice else { return }
        if !observers.isEmpty {
            for entry in observers.entries where entry.after < change.number { entry.handler(notice.change) }
        }
        // The notification `post(name:object:userInfo:)` would make, made here: the localizer
        // goes into it as it is boxed, not copied from a boxed argument.
        notificationCenter.post(
            Notification(name: Self.languageDidChangeNotification, object: self, userInfo: notice.userInfo))
    }
}

/// A registration made with ``Localizer/observe(_:)``: cancel it, or let it go, to stop being
/// told.
public final class LanguageObservation: Sendable, Hashable {
    private let cancellation: Protected<(@Sendable () -> Void)?>

    init(_ cancel: @escaping @Sendable () -> Void) {
        cancellation = Protected(cancel)
    }

    deinit {
        cancel()
    }

    /// Stops the observation. Calling it again does nothing.
    public func cancel() {
        let action = cancellation.withLock { action -> (@Sendable () -> Void)? in
            defer { action = nil }
            return action
        }
        action?()
    }

    public static func == (lhs: LanguageObservation, rhs: LanguageObservation) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
