// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// One language's texts of one table, as the runtime sees them: the `.strings` and `.stringsdict`
/// files together, the `.stringsdict` entry winning over the `.strings` entry of a key (as in
/// Foundation). What `lint`, `gen`, `stats` and `convert` all compare and count.
struct LanguageTexts: Sendable {
    /// The texts in file order (`.strings` keys first), each key once.
    var ordered: [KeyText]
    /// The place of each key's text in ``ordered``.
    var indexByKey: [String: Int]

    /// The texts by key.
    var byKey: [String: KeyText] {
        indexByKey.mapValues { ordered[$0] }
    }

    /// The texts of `table`: one hash of each key.
    init(_ table: LanguageTable) {
        let count = (table.strings?.entries.count ?? 0) + (table.stringsDict?.entries.count ?? 0)
        var indexByKey = [String: Int](minimumCapacity: count)
        var ordered = [KeyText]()
        ordered.reserveCapacity(count)
        func add(_ text: KeyText) {
            if let index = indexByKey.updateValue(ordered.count, forKey: text.key) {
                indexByKey[text.key] = index  // a later entry of the key replaces the text, in place
                ordered[index] = text
            } else {
                ordered.append(text)
            }
        }
        for entry in table.strings?.entries ?? [] { add(KeyText(entry)) }
        for entry in table.stringsDict?.entries ?? [] { add(KeyText(entry)) }
        self.ordered = ordered
        self.indexByKey = indexByKey
    }

    /// The text of `key`, if the table has it.
    func text(for key: String) -> KeyText? {
        indexByKey[key].map { ordered[$0] }
    }

    /// Whether `text` has something to translate: a key whose every text is empty (such as UTM's
    /// `"" = "";`) needs no translation.
    static func needsTranslation(_ text: KeyText) -> Bool {
        text.units.contains { !$0.unit.text.isEmpty }
    }
}

extension TableSet.Table {
    /// Whether a table named `name` translates `Info.plist` keys (`InfoPlist`,
    /// `QEMULauncher-InfoPlist`, `Info-RemotePlist`): its source texts are the `Info.plist`
    /// values, not a development-language table.
    static func isInfoPlist(named name: String) -> Bool {
        name.hasSuffix("Plist")
    }
}
