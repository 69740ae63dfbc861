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
        // The name's bytes are compared in a buffer: stepping through a generic view costs far
        // more than the comparison.
        let found = name.utf8.withContiguousStorageIfAvailable { of(fileNamedBytes: $0) }
        guard let format = found ?? Array(name.utf8).withUnsafeBufferPointer({ of(fileNamedBytes: $0) }) else {
            return nil
        }
        return (format, String(name.dropLast(format.dottedExtension.count)))
    }

    /// The format of a file whose name has the UTF-8 `bytes`.
    private static func of(fileNamedBytes bytes: UnsafeBufferPointer<UInt8>) -> TableFormat? {
        allCases.first { format in
            let suffix = format.dottedExtension
            return bytes.count > suffix.count && zip(bytes.suffix(suffix.count), suffix).allSatisfy { $0 | 0x20 == $1 }
        }
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
