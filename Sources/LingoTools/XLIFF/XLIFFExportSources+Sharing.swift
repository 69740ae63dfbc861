// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo
import LingoFormats

extension XLIFFExportSources {
    /// Makes each translation's `.strings` keys, and its comments that are the reference's,
    /// share the reference's storage: an export holds every table of the project while it makes
    /// the units, and a key (often its comment too) is in every language. Only texts with the
    /// same bytes are shared, so nothing an export writes changes.
    static func shareReferenceTexts(in project: inout LocalizationProject) {
        let development = project.developmentLanguage
        for set in project.tableSets.indices {
            for table in project.tableSets[set].tables.indices {
                guard
                    let reference = project.tableSets[set].tables[table].reference(developmentLanguage: development),
                    let entries = reference.strings?.entries, !entries.isEmpty
                else { continue }
                // Made on first need: a translation usually lists its keys in the reference's order.
                var positions: [String: Int]? = nil
                for language in project.tableSets[set].tables[table].languages.indices
                where project.tableSets[set].tables[table].languages[language].folder != reference.folder {
                    share(
                        entries, at: &positions, in: &project.tableSets[set].tables[table].languages[language].strings)
                }
            }
        }
    }

    /// Gives the entries of `file` the key, and the comment when it is the same, of a
    /// `reference` entry of their key: the one after the entry the previous key matched when
    /// it has the key, else one `positions` (a key's entry in `reference`, made when first
    /// needed) names. Edits the entries in place: a copy of them would be held besides the table.
    private static func share(
        _ reference: [StringsFile.Entry], at positions: inout [String: Int]?, in file: inout StringsFile?
    ) {
        guard let count = file?.entries.count else { return }
        var next = 0
        for index in 0..<count {
            guard let entry = file?.entries[index] else { continue }
            let position: Int
            if next < reference.count, entry.key.utf8.elementsEqual(reference[next].key.utf8) {
                position = next
            } else {
                if positions == nil {
                    var made = [String: Int](minimumCapacity: reference.count)
                    for (position, entry) in reference.enumerated() { made[entry.key] = position }
                    positions = made
                }
                guard let found = positions?[entry.key] else { continue }
                position = found
            }
            next = position + 1
            let shared = reference[position]
            // Equal strings may differ in their bytes (composed and decomposed accents).
            if entry.key.utf8.elementsEqual(shared.key.utf8) { file?.entries[index].key = shared.key }
            if let comment = entry.comment, let sharedComment = shared.comment,
                comment.utf8.elementsEqual(sharedComment.utf8)
            {
                file?.entries[index].comment = sharedComment
            }
        }
    }
}
