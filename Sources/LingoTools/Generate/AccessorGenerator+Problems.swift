// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo
package import LingoFormats

extension AccessorGenerator {
    /// The development language's files hold errors: accessors generated from them would lack
    /// the keys the errors hid, so nothing is generated (a build phase that wrote them would
    /// delete accessors the app uses).
    package struct BrokenSources: Error, Sendable {
        /// Every error-severity diagnostic of a development-language file the generator reads.
        package var diagnostics: [Diagnostic]
    }

    /// The error-severity diagnostics of the files ``generate(_:)`` reads: the development
    /// language's `.strings` and `.stringsdict` of each table it generates, and each catalog.
    package func developmentErrors(_ project: LocalizationProject) -> [Diagnostic] {
        var seen = Set<String>()
        var errors = [Diagnostic]()
        for set in project.tableSets {
            for table in set.tables where !seen.contains(table.name) && wants(table.name) {
                guard let reference = table.reference(developmentLanguage: project.developmentLanguage) else {
                    continue
                }
                seen.insert(table.name)
                errors += (reference.strings?.diagnostics ?? []).errors
                errors += (reference.stringsDict?.diagnostics ?? []).errors
            }
        }
        for catalog in project.catalogs {
            let name = catalog.tableName
            guard !seen.contains(name), wants(name) else { continue }
            seen.insert(name)
            errors += catalog.diagnostics.errors
        }
        return errors
    }
}
