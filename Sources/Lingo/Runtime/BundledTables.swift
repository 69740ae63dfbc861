// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats
import LingoUtilities

/// One language's tables as the app ships them, read by the runtime (no second parse): what
/// the update client checks an update against.
package struct BundledTables: Sendable {
    let tables: LanguageTables

    /// The problems the parsers found in the language's files.
    package var diagnostics: [Diagnostic] { tables.diagnostics }

    /// The entry the app shows for `key` of `table`, rebuilt from the runtime's value for the
    /// checks (its texts, plural variables with their value types; no file locations).
    package func entry(_ key: String, table: String) -> LocalizationEntry? {
        self.table(table).entry(key)
    }

    /// The table named `name` (empty when the language has none): for asking it about many
    /// keys, found once.
    package func table(_ name: String) -> Table {
        Table(table: tables.tables[name])
    }

    /// One table of the language as the app ships it.
    package struct Table: Sendable {
        let table: StringTable?

        /// Whether the table has `key`.
        package func contains(_ key: String) -> Bool {
            value(key) != nil
        }

        /// Whether the app shows `key` as a plural.
        package func isPlural(_ key: String) -> Bool {
            StringTable.withProbe(key) { isPlural($0) }
        }

        /// ``isPlural(_:)`` for the UTF-8 bytes of a key.
        package func isPlural(key: UnsafeBufferPointer<UInt8>) -> Bool {
            isPlural(Self.probe(key))
        }

        private func isPlural(_ probe: StringTable.Probe) -> Bool {
            table?.withText(for: probe) { $0 == nil } == true
        }

        /// Whether the plain text of `key` (see ``plainText(_:)``) has a `%`; `nil` when `key`
        /// has no plain text. Told from the text's bytes: nothing is made for the table to keep.
        package func plainTextHasPercent(_ key: String) -> Bool? {
            StringTable.withProbe(key) { plainTextHasPercent($0) }
        }

        /// ``plainTextHasPercent(_:)`` for the UTF-8 bytes of a key.
        package func plainTextHasPercent(key: UnsafeBufferPointer<UInt8>) -> Bool? {
            plainTextHasPercent(Self.probe(key))
        }

        private func plainTextHasPercent(_ probe: StringTable.Probe) -> Bool? {
            let found = table?.withText(for: probe) { bytes in bytes.map { $0.contains(UInt8(ascii: "%")) } }
            return found ?? nil
        }

        /// The probe of a key's UTF-8 bytes.
        private static func probe(_ key: UnsafeBufferPointer<UInt8>) -> StringTable.Probe {
            let bytes = UnsafeRawBufferPointer(key)
            return StringTable.Probe(bytes: bytes, hash: KeyHash.hash(bytes))
        }

        /// The text the app shows for `key` when it is a plain text (not a plural): the main
        /// text of ``entry(_:)``, which then has nothing else.
        package func plainText(_ key: String) -> String? {
            if case .text(let text)? = value(key) { return text }
            return nil
        }

        /// The entry the app shows for `key`, as ``BundledTables/entry(_:table:)`` rebuilds it.
        package func entry(_ key: String) -> LocalizationEntry? {
            value(key).map { LocalizationEntry(key: key, value: $0) }
        }

        /// Whether the app already shows what `entry` says for its key on `device`.
        package func showsSameValue(as entry: LocalizationEntry, device: DeviceClass) -> Bool {
            guard let shipped = value(entry.key) else { return false }
            return LocalizedValue(entry, device: device, isSource: false).map(LocalizedValue.canonical)
                == LocalizedValue.canonical(shipped)
        }

        private func value(_ key: String) -> LocalizedValue? {
            guard let table else { return nil }
            return StringTable.withProbe(key) { table.value(for: $0) }
        }
    }
}
