// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoChecks
import LingoFormats

/// Checks an update's entries against the app's bundled strings before a lookup can see them,
/// with the checks every Lingo tool runs (``EntryChecks``) and the policy `lingo pack` shares
/// (``UpdatePolicy``).
///
/// What is about the app only: keys the app does not have, languages it does not ship, and a
/// `.strings` text where the app's `.stringsdict` has a plural of that key (Apple's precedence
/// would hide it) are left out and reported; the rest is checked, and one blocking problem
/// rejects the update whole.
struct UpdateValidator {
    /// The bundled development-language tables: what every translation is checked against.
    let source: BundledTables
    /// The development language.
    let developmentLanguage: LanguageTag
    /// The languages the app ships.
    let availableLanguages: Set<LanguageTag>
    /// The device whose variants are compared.
    let device: DeviceClass
    /// The bundled tables of each language of the update.
    var bundled: [LanguageTag: BundledTables] = [:]
    /// The processor time the checks may take.
    var budget = ProcessorBudget()

    /// The entries to apply and the notes about what was left out.
    struct Outcome {
        var entries: [LanguageTag: [String: TableOverlay.TableValues]]
        var notes: [UpdateIssue]
    }

    /// Checks `update` (language → its entries); throws the first blocking problem.
    func validate(_ update: [LanguageTag: UpdateLanguage]) throws(UpdateRejection) -> Outcome {
        var notes = [UpdateIssue]()
        var accepted = [LanguageTag: [String: TableOverlay.TableValues]]()
        let formats = FormatCache()
        var checked = 0
        for (language, entries) in update.sorted(by: { $0.key < $1.key }) {
            guard availableLanguages.contains(language) else {
                notes.append(
                    UpdateIssue(
                        .unknownLanguage, "\(language) is not a language of the app: its tables are not applied",
                        language: language))
                continue
            }
            let shippedDiagnostics = bundled[language]?.diagnostics ?? []
            if let problem = UpdatePolicy.blockingDiagnostics(entries.diagnostics, shipped: shippedDiagnostics).first {
                let file = problem.location.file.split(separator: "/").last.map(String.init) ?? ""
                throw UpdateRejection(
                    .unreadableTable,
                    "\(language).lproj/\(file):\(problem.location.line):\(problem.location.column): \(problem.message)",
                    language: language, key: problem.key)
            }
            for (table, tableEntries) in entries.tables.sorted(by: { $0.key < $1.key }) {
                accepted[language, default: [:]][table] = try validate(
                    tableEntries, table: table, language: language, formats: formats, checked: &checked,
                    notes: &notes)
            }
        }
        return Outcome(entries: accepted, notes: notes)
    }

    /// Checks the entries of `table` of `language`: the values of those that pass, in order;
    /// notes about those left out go to `notes`, and `checked` counts the entries checked.
    private func validate(
        _ tableEntries: UpdateTable, table: String, language: LanguageTag, formats: FormatCache, checked: inout Int,
        notes: inout [UpdateIssue]
    ) throws(UpdateRejection) -> TableOverlay.TableValues {
        var check = TableCheck(
            validator: self, language: language, table: table, formats: formats,
            values: TableOverlay.TableValues(device: device, capacity: tableEntries.count))
        switch tableEntries.storage {
        case .entries(let tableEntries):
            for entry in tableEntries.ordered {
                checked += 1
                if checked % 256 == 0 { try budget.check(check.place(of: entry.key)) }
                try check.check(entry, notes: &notes)
            }
        case .strings(let pairs, let winners, let fileStart):
            for index in winners {
                checked += 1
                if checked % 256 == 0 {
                    try budget.check(
                        pairs.withEntry(index) { key, _ in check.place(of: String(decoding: key, as: UTF8.self)) })
                }
                // Most texts pass as bytes; the others are made an entry and checked as one.
                guard !pairs.withEntry(index, { check.passes(key: $0, text: $1) }) else { continue }
                try check.check(
                    pairs.withEntry(index) { LocalizationEntry(key: $0, text: $1, at: fileStart) }, notes: &notes)
            }
        }
        return check.values
    }
}

/// The checks of one table of one language of an update, and the values of the entries that
/// passed them, made as they pass: the entries are not kept.
private struct TableCheck {
    let validator: UpdateValidator
    let language: LanguageTag
    let table: String
    let formats: FormatCache
    var values: TableOverlay.TableValues
    /// The app's development-language table of the same name.
    let sourceTable: BundledTables.Table
    /// The app's table of the same name in `language`.
    let shipped: BundledTables.Table?
    /// In the development language the shipped table is the source table, where a plain text
    /// is no plural.
    let shippedIsSource: Bool

    init(
        validator: UpdateValidator, language: LanguageTag, table: String, formats: FormatCache,
        values: TableOverlay.TableValues
    ) {
        (self.validator, self.language, self.table, self.formats, self.values) =
            (validator, language, table, formats, values)
        sourceTable = validator.source.table(table)
        shipped = validator.bundled[language]?.table(table)
        shippedIsSource = language == validator.developmentLanguage
    }

    /// How a message names `key`: made only for a message, most entries pass without one.
    func place(of key: String) -> String { "\(language).lproj/\(table): \"\(key)\"" }

    /// Checks `entry`: its value goes to `values` when it passes, a note to `notes` when it is
    /// left out; a problem that blocks the update is thrown.
    mutating func check(_ entry: borrowing LocalizationEntry, notes: inout [UpdateIssue]) throws(UpdateRejection) {
        var place: String { self.place(of: entry.key) }
        let (sourceTable, shipped) = (sourceTable, shipped)
        // Most entries: a key whose source is a plain text, and nothing that can block. The
        // source's text is read from the table's bytes; a String of it is made only for a format.
        if let sourceHasPercent = sourceTable.plainTextHasPercent(entry.key),
            entry.origin != .strings || shippedIsSource || shipped?.isPlural(entry.key) != true,
            UpdatePolicy.cannotBlock(
                entry, sourceHasPercent: sourceHasPercent, formats: formats,
                source: { sourceTable.plainText(entry.key) })
        {
            values.append(entry)
            return
        }
        // A key the development language's table lacks is the app's when the app ships a
        // translation of it (its keys are its English texts): the key is its source text.
        guard
            let original = sourceTable.entry(entry.key)
                ?? (shipped?.contains(entry.key) == true ? entry.keyAsSourceText : nil)
        else {
            notes.append(
                UpdateIssue(
                    .unknownKey, "\(place) is not a key of the app's \(table) table: not applied",
                    language: language, table: table, key: entry.key))
            return
        }
        if entry.origin == .strings, shipped?.isPlural(entry.key) == true {
            // The bundled .stringsdict plural wins over a .strings text, as on Apple platforms.
            notes.append(
                UpdateIssue(
                    .shadowedByPlural,
                    "\(place) is a plural in the app's \(table).stringsdict; a .strings text does not replace it: not applied",
                    language: language, table: table, key: entry.key))
            return
        }
        let device = validator.device
        let problems = UpdatePolicy.blockingProblems(
            of: entry, language: language, against: original, developmentLanguage: validator.developmentLanguage,
            formats: formats
        ) { shipped?.showsSameValue(as: entry, device: device) ?? false }
        if let problem = problems.first {
            throw UpdateRejection(
                problem.rejectionKind, "\(place): \(problem.message)", language: language, table: table,
                key: entry.key)
        }
        values.append(entry)
    }

    /// Whether the `.strings` entry of `key` with `text` (both UTF-8) passes the first check of
    /// ``check(_:notes:)`` (the source's text is a plain text, the shipped table has no plural of
    /// the key, and nothing in the text can block the update) with no format to compare, told
    /// from the bytes without a `String`; its text then goes to `values` as bytes. `false` sends
    /// the entry through ``check(_:notes:)``, which decides the same texts the same way and the
    /// rest as always.
    mutating func passes(key: UnsafeBufferPointer<UInt8>, text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let sourceHasPercent = sourceTable.plainTextHasPercent(key: key), !sourceHasPercent,
            shippedIsSource || shipped?.isPlural(key: key) != true, UpdatePolicy.cannotBlock(plainText: text)
        else { return false }
        values.append(key: key, text: text)
        return true
    }
}
