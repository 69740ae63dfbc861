// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// One language's tables as the app ships them, read by the runtime (no second parse): what
/// the update client checks an update against.
package struct BundledTables: Sendable {
    let tables: LanguageTables

    /// The problems the parsers found in the language's files.
    package var diagnostics: [Diagnostic] { tables.diagnostics }

    /// Whether the table `table` has `key`.
    package func contains(_ key: String, table: String) -> Bool {
        value(key, table: table) != nil
    }

    /// Whether the app shows `key` of `table` as a plural (a `.stringsdict` rule, a catalog's
    /// plural variations or substitutions).
    package func isPlural(_ key: String, table: String) -> Bool {
        if case .plural? = value(key, table: table) { return true }
        return false
    }

    /// The entry the app shows for `key` of `table`, rebuilt from the runtime's value for the
    /// checks (its texts, plural variables with their value types; no file locations).
    package func entry(_ key: String, table: String) -> LocalizationEntry? {
        value(key, table: table).map { LocalizationEntry(key: key, value: $0) }
    }

    /// Whether the app already shows what `entry` says for its key on `device`.
    package func showsSameValue(as entry: LocalizationEntry, table: String, device: DeviceClass) -> Bool {
        guard let shipped = value(entry.key, table: table) else { return false }
        return LocalizedValue(entry, device: device, isSource: false).map(LocalizedValue.canonical)
            == LocalizedValue.canonical(shipped)
    }

    private func value(_ key: String, table: String) -> LocalizedValue? {
        guard let table = tables.tables[table] else { return nil }
        return StringTable.withProbe(key) { table.value(for: $0) }
    }
}
