// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats
import LingoToolFormats

/// The units of a `<file>` whose translations go into a `.strings` table, as the two tables the
/// import lints, made as the units are read: a file's units are never all held as units, nor
/// both as units and as entries.
struct ImportedStrings {
    /// One entry per unit, in order: its id as the key, its source as the value, its note as
    /// the comment, at the unit's location.
    private(set) var source: StringsFile
    /// One entry per unit with a target, in order: its id as the key, its target as the value,
    /// at the target's location.
    private(set) var target: StringsFile
    /// For each entry of ``target``, the position of its unit's entry in ``source``.
    private var sourcePositions: [Int32]
    /// The `<note annotates="target">` of the units with a target that have one, by the
    /// position of their entry in ``target``.
    private var targetNotes: [Int32: String]
    /// The positions in ``target`` of the entries of `translate="no"` units.
    private var untranslatable: Set<Int32>

    /// No units yet, of the XLIFF file at `path`.
    init(path: String) {
        source = StringsFile(path: path, entries: [])
        target = StringsFile(path: path, entries: [])
        sourcePositions = []
        targetNotes = [:]
        untranslatable = []
    }

    /// Adds `unit`, the next unit of the file.
    mutating func append(_ unit: XLIFFDocument.Unit) {
        source.entries.append(
            StringsFile.Entry(key: unit.id, value: unit.source, comment: unit.note, location: unit.location))
        guard let text = unit.target else { return }
        let position = Int32(target.entries.count)
        target.entries.append(StringsFile.Entry(key: unit.id, value: text, location: unit.targetLocation))
        sourcePositions.append(Int32(source.entries.count - 1))
        if let note = unit.targetNote { targetNotes[position] = note }
        if !unit.isTranslatable { untranslatable.insert(position) }
    }

    /// How many units have a target.
    var translatedCount: Int { target.entries.count }

    /// What the lint does not read, in less memory: the units with a target as
    /// ``ImportedTranslations``. The tables are given up.
    consuming func translations() -> ImportedTranslations {
        var translations = ImportedTranslations(path: target.path, count: target.entries.count)
        for (index, entry) in target.entries.enumerated() {
            let position = Int32(index)
            let unit = source.entries[Int(sourcePositions[index])]
            // A translate="no" unit's note is Xcode's ("(Key in .stringsdict)"), no comment.
            translations.append(
                key: entry.key, value: entry.value, location: unit.location,
                ownComment: targetNotes[position].map { $0.isEmpty ? nil : $0 },
                sourceComment: untranslatable.contains(position) ? nil : unit.comment)
        }
        return translations
    }
}

/// The units with a target of a `.strings`-bound `<file>`, in order, once linted: what the check
/// of the app's keys and the changes to the table read. Keys and values are held as UTF-8 in one
/// buffer, not as a string each, and a unit keeps only where it starts of its locations.
struct ImportedTranslations {
    private struct Record {
        /// Where the key starts in ``text``; the value follows it.
        var start: Int
        var keyCount: Int
        var valueCount: Int
        var line: Int
        var column: Int
        var ownComment: String??
        var sourceComment: String?
    }

    /// The path of the XLIFF file, for locations: every unit is of the same file.
    private var path: String
    private var text = [UInt8]()
    private var records = [Record]()

    /// No units yet, room for `count`, of the XLIFF file at `path`.
    init(path: String, count: Int) {
        self.path = path
        records.reserveCapacity(count)
    }

    /// Adds the next unit with a target: its key, its target, where the unit starts, the
    /// translation's own comment (see ``ImportState/StringsChange/ownComment``) and the source's.
    mutating func append(
        key: String, value: String, location: SourceLocation, ownComment: String??, sourceComment: String?
    ) {
        if records.isEmpty { path = location.file }
        let start = text.count
        text.append(contentsOf: key.utf8)
        let keyCount = text.count - start
        text.append(contentsOf: value.utf8)
        records.append(
            Record(
                start: start, keyCount: keyCount, valueCount: text.count - start - keyCount,
                line: location.line, column: location.column, ownComment: ownComment, sourceComment: sourceComment))
    }

    /// How many units there are.
    var count: Int { records.count }

    /// The key of the `index`th unit.
    func key(at index: Int) -> String {
        let record = records[index]
        return String(decoding: text[record.start..<record.start + record.keyCount], as: UTF8.self)
    }

    /// Where the `index`th unit starts.
    func location(at index: Int) -> SourceLocation {
        SourceLocation(file: path, line: records[index].line, column: records[index].column)
    }

    /// What the `index`th unit changes in its table.
    func change(at index: Int) -> ImportState.StringsChange {
        let record = records[index]
        let valueStart = record.start + record.keyCount
        return ImportState.StringsChange(
            key: key(at: index),
            value: String(decoding: text[valueStart..<valueStart + record.valueCount], as: UTF8.self),
            ownComment: record.ownComment, sourceComment: record.sourceComment)
    }
}
