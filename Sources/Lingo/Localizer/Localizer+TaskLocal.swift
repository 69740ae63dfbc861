// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoUtilities

/// A language in use for one task and the tasks it creates, set by ``Localizer/withLanguage(_:_:)``.
struct LanguageOverride: Sendable {
    let localizer: ObjectIdentifier
    let snapshot: LanguageSnapshot
}

enum TaskLanguage {
    /// The overrides of the current task, innermost first.
    @TaskLocal static var overrides: [LanguageOverride] = []

    /// How many `withLanguage` scopes are running anywhere: lookups consult the task-local
    /// value only when this is not zero, so the common case costs one atomic load.
    static let activeScopes = AtomicCounter()
}

extension Localizer {
    /// Runs `body` with `tag` as the language of this localizer, for the current task and the
    /// tasks it creates, without touching the user's choice: nothing is persisted and no
    /// observer is told. Other tasks and threads keep seeing the language in use.
    ///
    /// ```swift
    /// let title = try localizer.withLanguage("ko") {
    ///     localizer.string("settings.title")
    /// }
    /// ```
    ///
    /// For tests and previews that render in several languages at once.
    ///
    /// - Throws: ``LocalizerError/languageNotAvailable(_:available:)`` when no available
    ///   language matches `tag`, or what `body` throws.
    public func withLanguage<Result>(_ tag: LanguageTag, _ body: () throws -> Result) throws -> Result {
        let override = try languageOverride(for: tag)
        TaskLanguage.activeScopes.increment()
        defer { TaskLanguage.activeScopes.decrement() }
        return try TaskLanguage.$overrides.withValue([override] + TaskLanguage.overrides, operation: body)
    }

    /// Runs the asynchronous `body` with `tag` as the language of this localizer, for the
    /// current task and the tasks it creates; see ``withLanguage(_:_:)``.
    public func withLanguage<Result>(
        _ tag: LanguageTag, isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async throws -> Result {
        let override = try languageOverride(for: tag)
        TaskLanguage.activeScopes.increment()
        defer { TaskLanguage.activeScopes.decrement() }
        return try await TaskLanguage.$overrides.withValue(
            [override] + TaskLanguage.overrides, operation: body,
            isolation: isolation)
    }

    private func languageOverride(for tag: LanguageTag) throws -> LanguageOverride {
        try switching.withLock { state throws(LocalizerError) -> LanguageOverride in
            guard let target = target(for: tag, in: &state.targets) else {
                throw LocalizerError.languageNotAvailable(tag, available: availableLanguages)
            }
            return LanguageOverride(localizer: ObjectIdentifier(self), snapshot: target.snapshot)
        }
    }

    /// Runs `body` with the snapshot lookups should use: the task's override if any, else the
    /// language in use.
    @inline(__always)
    func withSnapshot<Result>(_ body: (LanguageSnapshot) -> Result) -> Result {
        if activeLanguageScopes.value != 0,
            let override = TaskLanguage.overrides.first(where: { $0.localizer == ObjectIdentifier(self) })
        {
            return body(override.snapshot)
        }
        return current.withCurrent(body)
    }
}
