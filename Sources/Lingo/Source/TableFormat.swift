// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// The format of one language's part of a table in an `.lproj` folder: what reads it and what
/// writes it. A new format is a case here, a reader and a writer.
package enum TableFormat: String, Hashable, Sendable, CaseIterable {
    /// A `.strings` file: keys and texts.
    case strings
    /// A `.stringsdict` file: plural and width variants, whose entry of a key wins over the
    /// `.strings` entry of the same table.
    case stringsDict

    /// The file name extension, without the dot, as Xcode spells it.
    package var fileExtension: String {
        switch self {
        case .strings: "strings"
        case .stringsDict: "stringsdict"
        }
    }

    /// The format of a file named `name` (any letter case), with the table name the file
    /// stands for; `nil` for a file of no table format.
    package static func of(fileNamed name: some StringProtocol) -> (format: TableFormat, table: String)? {
        let lowered = name.lowercased()
        for format in allCases where lowered.hasSuffix("." + format.fileExtension) {
            return (format, String(name.dropLast(format.fileExtension.utf8.count + 1)))
        }
        return nil
    }
}
