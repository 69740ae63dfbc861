// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

/// `lingo gen` in a build phase (issue 35): a broken development-language table fails the
/// build naming the place and leaves the accessors it wrote before; a missing output folder is
/// found before any file is read.
@Suite struct GenFailureTests {
    static let previous = "// the accessors of the last good run\n"

    @Test(arguments: [
        "\"a\" = \"A\";\n\"b\" = \"B\"\n\"c\" = \"C\";\n",  // one missing `;`
        "binary",
    ])
    func aBrokenDevelopmentTableFailsAndKeepsThePreviousOutput(table: String) throws {
        try withTemporaryFolder { folder in
            let tablePath = folder.appendingPathComponent("App/en.lproj/Localizable.strings")
            if table == "binary" {
                try CommandLineTests.write("", to: "App/en.lproj/Localizable.strings", in: folder)
                var bytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D])
                bytes.append(Data((0..<512).map { UInt8(truncatingIfNeeded: $0 &* 131) }))
                try bytes.write(to: tablePath)
            } else {
                try CommandLineTests.write(table, to: "App/en.lproj/Localizable.strings", in: folder)
            }
            try CommandLineTests.write("\"a\" = \"Ä\";\n", to: "App/de.lproj/Localizable.strings", in: folder)
            try CommandLineTests.write(Self.previous, to: "Generated/L10n.swift", in: folder)
            let result = try LingoExecutable.run(
                ["gen", "App", "--output", "Generated/L10n.swift"], in: folder)
            #expect(result.status == 1, "\(result.error)")
            let place = try #require(
                result.error.split(separator: "\n").first { $0.hasPrefix("App/en.lproj/Localizable.strings:") },
                "\(result.error)")
            let fields = place.split(separator: ":")
            #expect(fields.count >= 4 && Int(fields[1]) != nil && Int(fields[2]) != nil && fields[3] == " error")
            #expect(result.error.contains("nothing was generated (Generated/L10n.swift is unchanged)"))
            let kept = try String(contentsOf: folder.appendingPathComponent("Generated/L10n.swift"), encoding: .utf8)
            #expect(kept == Self.previous)
        }
    }

    @Test func aMissingOutputFolderIsFoundBeforeTheTablesAreRead() throws {
        try withTemporaryFolder { folder in
            // No input either: a run that looked at the tables first would complain about them.
            let result = try LingoExecutable.run(["gen", "Nowhere", "--output", "Missing/L10n.swift"], in: folder)
            #expect(result.status == 2)
            #expect(
                result.error == "lingo gen: cannot write Missing/L10n.swift: its folder Missing does not exist\n",
                "\(result.error)")
            #expect(result.output.isEmpty)
        }
    }

    @Test func aCleanTableStillGenerates() throws {
        try withTemporaryFolder { folder in
            try CommandLineTests.write("\"a\" = \"A\";\n", to: "App/en.lproj/Localizable.strings", in: folder)
            let result = try LingoExecutable.run(["gen", "App"], in: folder)
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output.contains("public var a: Swift.String"), "\(result.output)")
        }
    }
}
