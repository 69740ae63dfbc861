// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats
import LingoToolFormats

/// The units of a `<file>` whose translations go into a `.strings` table, as the two tables the
/// import lints, made as the units are read: a file's units are never all held as units, nor
/// both as units and as entries.
struct ImportedStrings {
    /// One entry per unit, in order: its id as the key, its source as the value (empty once
    /// ``dropSources()`` is called), its note as the comment, at the unit's location.
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

    /// The key of the `index`th unit with a target (`0..<translatedCount`).
    func key(ofTranslated index: Int) -> String { target.entries[index].key }

    /// Where the `index`th unit with a target starts.
    func location(ofTranslated index: Int) -> SourceLocation {
        source.entries[Int(sourcePositions[index])].location
    }

    /// What the `index`th unit with a target changes in its table.
    func change(ofTranslated index: Int) -> ImportState.StringsChange {
        let entry = target.entries[index]
        let position = Int32(index)
        // A translate="no" unit's note is Xcode's ("(Key in .stringsdict)"), no comment.
        let sourceComment =
            untranslatable.contains(position) ? nil : source.entries[Int(sourcePositions[index])].comment
        return ImportState.StringsChange(
            key: entry.key, value: entry.value, ownComment: targetNotes[position].map { $0.isEmpty ? nil : $0 },
            sourceComment: sourceComment)
    }

    /// Gives up the source texts, which only the lint reads.
    mutating func dropSources() {
        for index in source.entries.indices { source.entries[index].value = "" }
    }
}
