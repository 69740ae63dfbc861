// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

package import Foundation
package import Lingo
import LingoChecks
import LingoFormats

/// The tables of an update as bytes whose size and SHA-256 were checked against the signed
/// manifest, by path (`<lang>.lproj/<Table>.strings` or `.stringsdict`).
///
/// Tables are parsed from these bytes and never read again from disk: what reaches the screen
/// is what was verified, whoever can write the folder afterwards.
package struct VerifiedFiles: Sendable {
    /// Path → verified bytes.
    package var contents: [String: Data] = [:]

    /// Files whose bytes were verified (or, in `lingo pack`, are about to be signed).
    package init(contents: [String: Data] = [:]) {
        self.contents = contents
    }

    /// Checks `entries` against the limits on keys and text length, before any table is built.
    ///
    /// - Throws: `UpdateRejection.Kind.sizeMismatch` naming the first limit passed.
    package func checkLimits(_ entries: [LanguageTag: UpdateLanguage]) throws(UpdateRejection) {
        var total = 0
        for (language, languageEntries) in entries {
            for (table, tableEntries) in languageEntries.tables {
                let count = tableEntries.count
                total += count
                guard count <= UpdateManifest.maximumKeysPerTable else {
                    throw UpdateRejection(
                        .sizeMismatch,
                        "\(language) \(table) has \(count) keys; the limit is \(UpdateManifest.maximumKeysPerTable)")
                }
                switch tableEntries.storage {
                case .strings(let pairs, let winners, let fileStart):
                    for index in winners {
                        let (key, length) = pairs.withEntry(index) { key, text in (key, text.count) }
                        guard length > UpdateManifest.maximumValueLength else { continue }
                        // `.strings` entries are read without their places: found again here.
                        let place = location(of: fileStart.file, key: String(decoding: key, as: UTF8.self))
                        throw UpdateRejection(
                            .sizeMismatch,
                            "\(place ?? fileStart): a text of \(length) bytes; the limit is \(UpdateManifest.maximumValueLength)"
                        )
                    }
                case .entries(let tableEntries):
                    try checkLengths(tableEntries)
                }
            }
        }
        guard total <= UpdateManifest.maximumKeysPerUpdate else {
            throw UpdateRejection(
                .sizeMismatch, "the update has \(total) keys; the limit is \(UpdateManifest.maximumKeysPerUpdate)")
        }
    }

    /// Checks the length of every text of `tableEntries`.
    private func checkLengths(_ tableEntries: TableEntries) throws(UpdateRejection) {
        for index in tableEntries.ordered.indices {
            var tooLong: EntryText?
            tableEntries.ordered[index].forEachUnit { _, unit in
                if tooLong == nil, unit.text.utf8.count > UpdateManifest.maximumValueLength { tooLong = unit }
            }
            if let unit = tooLong {
                // `.strings` entries are read without their places: found again here.
                let entry = tableEntries.ordered[index]
                let place = entry.origin == .strings ? location(of: unit.location.file, key: entry.key) : nil
                throw UpdateRejection(
                    .sizeMismatch,
                    "\(place ?? unit.location): a text of \(unit.text.utf8.count) bytes; the limit is \(UpdateManifest.maximumValueLength)"
                )
            }
        }
    }

    /// The entries of each language, as the runtime reads a resources folder: `.lproj` names
    /// normalized (`zh_Hans`, `zh-hans` → `zh-Hans`), several folders of one language merged (the
    /// first by name wins a key both have), a `.stringsdict` entry winning over the `.strings`
    /// entry of its key; folders that are not a language (`Base`, `qqq`, `mul`) are skipped.
    ///
    /// A `.strings` file is read as pairs (``StringsFile/readPairs(_:path:)``: the full parser
    /// only for what the fast path does not take), so its entries carry the file's start, not
    /// their own places (a message that names one finds it with ``location(of:key:)``), and its
    /// diagnostics are its errors, the only ones that can block an update (no duplicate-key
    /// warnings).
    ///
    /// Files are parsed one at a time and their entries counted at once: a file over
    /// ``UpdateManifest/maximumKeysPerTable``, or one that takes the update over ``UpdateManifest/maximumKeysPerUpdate``,
    /// stops the reading before the next file is parsed.
    ///
    /// - Throws: `UpdateRejection.Kind.sizeMismatch` naming the limit passed.
    /// The budget is checked before each file is parsed.
    package func entries(budget: ProcessorBudget = ProcessorBudget()) throws(UpdateRejection) -> [LanguageTag:
        UpdateLanguage]
    {
        // language → folder name → table → (.strings, .stringsdict)
        var parsed = [LanguageTag: [String: [String: (ReadStrings?, StringsDictFile?)]]]()
        var total = 0
        for (path, data) in contents.sorted(by: { $0.key < $1.key }) {
            try budget.check(path)
            let parts = path.split(separator: "/", maxSplits: 1)
            guard parts.count == 2, case .localization(let language) = LprojFolder(name: String(parts[0])) else {
                continue
            }
            let (folder, name) = (String(parts[0]), String(parts[1]))
            var pair = parsed[language, default: [:]][folder, default: [:]]
            let count: Int
            if name.hasSuffix(".stringsdict") {
                let table = String(name.dropLast(".stringsdict".count))
                let file = StringsDictFile.parse(data, path: path)
                (pair[table, default: (nil, nil)].1, count) = (file, file.entries.count)
            } else if name.hasSuffix(".strings") {
                let table = String(name.dropLast(".strings".count))
                // Each key counted once, as the full parser would: the pairs list a key defined
                // twice each time.
                let (pairs, diagnostics) = StringsFile.readPairs(data, path: path)
                let read = UpdateTable(strings: pairs, fileStart: SourceLocation(file: path, line: 1, column: 1))
                (pair[table, default: (nil, nil)].0, count) = (ReadStrings(read, diagnostics), read.count)
            } else {
                continue
            }
            total += count
            guard count <= UpdateManifest.maximumKeysPerTable else {
                throw UpdateRejection(
                    .sizeMismatch, "\(path) has \(count) keys; the limit is \(UpdateManifest.maximumKeysPerTable)")
            }
            guard total <= UpdateManifest.maximumKeysPerUpdate else {
                throw UpdateRejection(
                    .sizeMismatch,
                    "the update has more than \(UpdateManifest.maximumKeysPerUpdate) keys (the limit), at \(path)")
            }
            parsed[language, default: [:]][folder] = pair
        }
        var result = [LanguageTag: UpdateLanguage]()
        for (language, folders) in parsed {
            var tables = [String: UpdateTable]()
            var diagnostics = [Diagnostic]()
            for folder in folders.keys.sorted() {
                for (table, files) in folders[folder] ?? [:] {
                    diagnostics += (files.0?.diagnostics ?? []) + (files.1?.diagnostics ?? [])
                    // A lone `.strings` file stays as its pairs; a `.stringsdict` is merged
                    // into the entries of its `.strings` file, winning a key both have.
                    var read = files.0?.table ?? UpdateTable(TableEntries(strings: nil, stringsDict: nil))
                    if let stringsDict = files.1 {
                        var entries = read.entries
                        entries.add(stringsDict)
                        read = UpdateTable(entries)
                    }
                    // The first folder of the language gives the table; a later spelling of the
                    // same language only adds the keys it lacks.
                    if let first = tables[table] {
                        var entries = first.entries
                        entries.addMissing(read.ordered)
                        tables[table] = UpdateTable(entries)
                    } else {
                        tables[table] = read
                    }
                }
            }
            result[language] = UpdateLanguage(tables: tables, diagnostics: diagnostics)
        }
        return result
    }

    /// Where the text of `key` is in the `.strings` file at `path`: the place of its last
    /// definition (the one that wins). ``entries(budget:)`` reads `.strings` files without
    /// places; this parses the file again, for a message only.
    package func location(of path: String, key: String) -> SourceLocation? {
        guard let data = contents[path] else { return nil }
        return StringsFile.parse(data, path: path).entries.last { $0.key == key }?.location
    }
}

/// A `.strings` file of an update as ``VerifiedFiles/entries(budget:)`` reads it: its table
/// (pairs, without places) and its errors.
private struct ReadStrings {
    let table: UpdateTable
    let diagnostics: [Diagnostic]

    init(_ table: UpdateTable, _ diagnostics: [Diagnostic]) {
        (self.table, self.diagnostics) = (table, diagnostics)
    }
}
