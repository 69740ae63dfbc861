// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo
import LingoFormats
import LingoToolFormats

/// One `<file>` of an export, with what makes its units: a `.strings` table's units are made
/// one at a time as the file is written (see ``StringsUnits``), the other kinds' are held.
struct XLIFFExportFile {
    /// The `<file>` element; its `units` are the held ones (none for a `.strings` table).
    var file: XLIFFDocument.File
    /// What makes the units of a `.strings` table, in their order; `nil` for the other kinds.
    var strings: StringsUnits?

    /// How many units the file has.
    var unitCount: Int { strings?.count ?? file.units.count }

    /// Calls `body` with each unit, in order, made as it is needed.
    func forEachUnit(_ body: (XLIFFDocument.Unit) -> Void) {
        if let strings {
            for index in 0..<strings.count { body(strings.unit(at: index)) }
        } else {
            file.units.forEach(body)
        }
    }

    /// The `<file>` element with every unit made.
    var wholeFile: XLIFFDocument.File {
        guard let strings else { return file }
        var whole = file
        whole.units = (0..<strings.count).map { strings.unit(at: $0) }
        return whole
    }
}

/// The units of a `.strings` table for one language, in Xcode's order, as the entries each is
/// made of: one per key (the last value of a key written twice, as the runtime reads it), its
/// comment as the note; a key the table's `.stringsdict` overrides is `translate="no"`, its note
/// saying so, as Xcode 15 and later write it. A unit is made when it is asked for, so the units
/// of a table are never all held: only the tables (which an export holds anyway) and a pair of
/// positions per unit.
struct StringsUnits {
    /// The development language's entries.
    let source: StringsFile
    /// The translation's entries; none when it has no table (or it is the development language).
    let targetEntries: [StringsFile.Entry]
    /// The keys the table's `.stringsdict` overrides: `translate="no"` units.
    let overridden: Set<String>
    /// Whether the language is the development language: its targets are its sources.
    let targetIsSource: Bool
    /// The units of the keys only the translation has, made whole (there are few).
    let translationOnly: [XLIFFDocument.Unit]
    /// Each unit in order: the position of its source entry and of its translation's (-1:
    /// none); a negative source position `p` names `translationOnly[-1 - p]`.
    private var slots: [(source: Int32, target: Int32)]

    /// The units of `source` (one per key, of its last entry) and then `translationOnly`,
    /// sorted as `XLIFFOrder` sorts units.
    init(
        source: StringsFile, target: StringsFile?, overridden: Set<String>, targetIsSource: Bool,
        translationOnly: [XLIFFDocument.Unit]
    ) {
        self.source = source
        targetEntries = target?.entries ?? []
        self.overridden = overridden
        self.targetIsSource = targetIsSource
        self.translationOnly = translationOnly
        slots = Self.plan(source: source.entries, target: targetEntries)
        slots.reserveCapacity(slots.count + translationOnly.count)
        for index in translationOnly.indices { slots.append((Int32(-1 - index), -1)) }
        let entries = source.entries
        XLIFFOrder.sortUnits(&slots) { slot in
            slot.source >= 0 ? entries[Int(slot.source)].key : translationOnly[Int(-1 - slot.source)].id
        }
    }

    /// How many units there are.
    var count: Int { slots.count }

    /// The unit at `index` (`0..<count`), made from its entries.
    func unit(at index: Int) -> XLIFFDocument.Unit {
        let slot = slots[index]
        guard slot.source >= 0 else { return translationOnly[Int(-1 - slot.source)] }
        let entry = source.entries[Int(slot.source)]
        var unit = XLIFFDocument.Unit(id: entry.key, source: entry.value, note: entry.comment)
        if overridden.contains(entry.key) {
            unit.isTranslatable = false
            unit.note = (entry.comment.map { $0 + " " } ?? "") + "(Key in .stringsdict)"
        }
        if targetIsSource {
            unit.target = entry.value
        } else if slot.target >= 0 {
            let translation = targetEntries[Int(slot.target)]
            unit.target = XLIFFExporter.translatedTarget(translation.value, source: entry.value)
            if translation.comment != entry.comment { unit.targetNote = translation.comment ?? "" }
        }
        return unit
    }

    /// One unit per source key, of its last entry, in the order of the keys' first entries:
    /// the position of that entry and of the translation's last entry of the key (-1: none).
    private static func plan(source: [StringsFile.Entry], target: [StringsFile.Entry])
        -> [(source: Int32, target: Int32)]
    {
        // Positions, not copies of the entries: a table may have hundreds of thousands. The
        // dictionary is gone before the units are made.
        var positions = [String: (source: Int32, target: Int32)](minimumCapacity: source.count)
        for (position, entry) in source.enumerated() {
            positions[entry.key, default: (-1, -1)].source = Int32(position)
        }
        for (position, entry) in target.enumerated() { positions[entry.key]?.target = Int32(position) }
        var plan = [(source: Int32, target: Int32)]()
        plan.reserveCapacity(positions.count)
        for first in source {
            if let position = positions.removeValue(forKey: first.key) { plan.append(position) }
        }
        return plan
    }
}
