// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoUtilities
import Observation

extension Localizer: Observable {}

extension Localizer {
    /// Posted after the language in use changed; `object` is the localizer and `userInfo`
    /// holds the ``LanguageChange`` under ``changeUserInfoKey``.
    public static let languageDidChangeNotification = Notification.Name("LingoLanguageDidChange")

    /// The `userInfo` key of ``languageDidChangeNotification`` holding the ``LanguageChange``.
    public static let changeUserInfoKey = "change"

    /// Calls `handler` after each change of the language in use, until the returned token is
    /// cancelled or deallocated.
    ///
    /// The handler runs synchronously on the thread that switched, after the new language is
    /// in place; it may look strings up or even switch again.
    ///
    /// - Returns: A token; keep it as long as you want to be told.
    public func observe(_ handler: @escaping @Sendable (LanguageChange) -> Void) -> LanguageObservation {
        let id = observers.add(handler)
        return LanguageObservation { [weak self] in
            self?.observers.remove(id)
        }
    }

    /// The changes of the language in use, as an asynchronous sequence; each iteration
    /// of `changes` sees the changes made after it started.
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

    /// Tells every observer about a change. Call with `switchLock` held, after the snapshot
    /// of the new language is published.
    func notify(_ notice: LanguageChangeNotice) {
        if !observers.isEmpty {
            for handler in observers.handlers { handler(notice.change) }
        }
        notificationCenter.post(
            name: Self.languageDidChangeNotification, object: self, userInfo: notice.userInfo)
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
