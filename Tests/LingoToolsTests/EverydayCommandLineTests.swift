// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoCommandLine
import LingoFormats
import TestSupport
import Testing

/// The everyday command line (issue 28): `--version`, usage without a command, one spelling of
/// the output option, every option in `--help`, files that cannot be linted.
@Suite struct EverydayCommandLineTests {
    @Test func versionAndNoCommand() throws {
        let root = try Fixtures.root()
        let version = try LingoExecutable.run(["--version"], in: root)
        #expect(version.status == 0 && version.output.hasPrefix("lingo ") && version.output.hasSuffix("\n"))
        #expect(version.output.split(separator: " ").count == 2, "\(version.output)")
        let none = try LingoExecutable.run([], in: root)
        #expect(none.status == 2)
        #expect(none.output.isEmpty && none.error.hasPrefix("USAGE: lingo <command>"), "\(none.error)")
        let help = try LingoExecutable.run(["help", "stats"], in: root)
        #expect(help.status == 0 && help.output.hasPrefix("USAGE: lingo stats"))
    }

    /// Every option a command takes is explained in its `--help`.
    @Test(arguments: LingoCommand.tools.map(\.name))
    func everyOptionIsInTheHelp(command name: String) throws {
        let command = try #require(LingoCommand.tools.first { $0.name == name })
        for option in command.valueOptions.union(command.flagOptions).subtracting(["help"]) {
            #expect(command.usage.contains("--\(option)"), "lingo \(name) --help does not explain --\(option)")
        }
        let result = try LingoExecutable.run([name, "--help"], in: try Fixtures.root())
        #expect(result.output == command.usage + "\n")
    }

    @Test func statsTakesFormatJsonAndTheOldSpellingSaysSo() throws {
        let app = try Fixtures.url("E2E")
        let format = try LingoExecutable.run(["stats", "App", "--format", "json"], in: app)
        #expect(format.status == 0 && format.error.isEmpty)
        #expect(try JSONSerialization.jsonObject(with: Data(format.output.utf8)) is [String: Any])
        let old = try LingoExecutable.run(["stats", "App", "--json"], in: app)
        #expect(old.output == format.output)
        #expect(old.error.contains("--json is the old spelling of --format json"))
        let bad = try LingoExecutable.run(["stats", "App", "--format", "yaml"], in: app)
        #expect(bad.status == 2)
    }

    @Test func aBinaryFileIsOneFindingAndAFIFOIsSkipped() throws {
        try withTemporaryFolder { folder in
            try CommandLineTests.write("\"a\" = \"A\";\n", to: "en.lproj/Localizable.strings", in: folder)
            try CommandLineTests.write("\"a\" = \"Ä\";\n", to: "de.lproj/Localizable.strings", in: folder)
            var binary = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D])
            binary.append(Data((0..<4000).map { UInt8(truncatingIfNeeded: $0 &* 131) }))
            try binary.write(to: folder.appendingPathComponent("de.lproj/Image.strings"))
            let mkfifo = Process()
            mkfifo.executableURL = URL(fileURLWithPath: "/usr/bin/mkfifo")
            mkfifo.arguments = [folder.appendingPathComponent("de.lproj/Pipe.strings").path]
            try mkfifo.run()
            mkfifo.waitUntilExit()
            try #require(mkfifo.terminationStatus == 0)
            let result = try LingoExecutable.run(["lint", "."], in: folder)
            let findings = result.output.split(separator: "\n").filter { !$0.hasPrefix("lingo: ") }
            #expect(findings.count { $0.contains("Image.strings") } == 1, "\(result.output)")
            #expect(
                findings.contains {
                    $0.contains("Image.strings:1:1: error: not a text file") && $0.hasSuffix("[encoding]")
                }
            )
            #expect(findings.contains { $0.contains("Pipe.strings") }, "the FIFO is a finding: \(result.output)")
            #expect(result.status == 1, "lint went on: \(result.error)")
            let stats = try LingoExecutable.run(["stats", "."], in: folder)
            #expect(stats.status == 0 && stats.error.contains("Pipe.strings"), "\(stats.error)")
        }
    }

    @Test func exportWithATrailingSlashPrintsCleanPaths() throws {
        try withTemporaryFolder { folder in
            try CommandLineTests.write("\"a\" = \"A\";\n", to: "Resources/en.lproj/Localizable.strings", in: folder)
            try CommandLineTests.write("\"a\" = \"Ä\";\n", to: "Resources/de.lproj/Localizable.strings", in: folder)
            let result = try LingoExecutable.run(["export", "Resources", "--output", "l10n/"], in: folder)
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "l10n/de.xliff\n", "\(result.output)")
        }
    }

    @Test(arguments: [
        ("%1$@ and %@", "positional and sequential placeholders are mixed (%1$@ and %@)"),
        ("%@ of %2$d", "positional and sequential placeholders are mixed (%@ and %2$d)"),
    ])
    func mixedPlaceholdersNameTheTextsOwn(format: String, message: String) throws {
        let issues = FormatString.parse(format).issues.map(\.message)
        #expect(issues.contains(message), "\(issues)")
    }
}
