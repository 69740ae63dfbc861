// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

/// A preference store in memory, for tests and previews. Copies share the same storage.
public struct InMemoryPreferenceStore: PreferenceStore {
    private let storage: Protected<LanguagePreference?>

    /// Creates a store holding `initial`.
    public init(_ initial: LanguagePreference? = nil) {
        storage = Protected(initial)
    }

    public func load() throws -> LanguagePreference? {
        storage.withLock { $0 }
    }

    public func save(_ preference: LanguagePreference) throws {
        storage.withLock { $0 = preference }
    }

    public var savesQuickly: Bool { true }
}
