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
    /// stands for; `nil` for a file of no table format. Allocates only the table name.
    package static func of(fileNamed name: some StringProtocol) -> (format: TableFormat, table: String)? {
        let utf8 = name.utf8
        for format in allCases {
            let suffix = format.dottedExtension
            guard utf8.count > suffix.count,
                zip(utf8.suffix(suffix.count), suffix).allSatisfy({ $0 | 0x20 == $1 })
            else { continue }
            return (format, String(name.dropLast(suffix.count)))
        }
        return nil
    }

    /// `.` and the file name extension, lowercase ASCII bytes.
    private var dottedExtension: [UInt8] {
        switch self {
        case .strings: Self.stringsSuffix
        case .stringsDict: Self.stringsDictSuffix
        }
    }

    private static let stringsSuffix = Array(".strings".utf8)
    private static let stringsDictSuffix = Array(".stringsdict".utf8)
}
