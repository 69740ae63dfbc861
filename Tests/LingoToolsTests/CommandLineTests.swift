// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

/// What a user hits at the command line: help, development languages the project lacks,
/// nothing to lint, files that are no regular files, unwritable outputs, broken input to convert.
@Suite struct CommandLineTests {
    static func write(_ text: String, to path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test(arguments: ["lint", "gen", "convert", "stats", "rules"])
    func everyCommandPrintsItsHelp(command: String) throws {
        for flag in ["--help", "-h"] {
            let result = try LingoExecutable.run([command, flag], in: Fixtures.root())
            #expect(result.status == 0, "\(command) \(flag): \(result.error)")
            #expect(result.output.hasPrefix("USAGE: lingo \(command)"), "\(command) \(flag)")
            #expect(result.error.isEmpty)
        }
    }

    @Test func aDevelopmentLanguageWithoutTextsFailsWithStatus2() throws {
        let app = try Fixtures.url("E2E")
        for command in [["lint", "App"], ["gen", "App"], ["stats", "App"]] {
            let result = try LingoExecutable.run(command + ["--development-language", "ja"], in: app)
            #expect(result.status == 2, "\(command)")
            #expect(result.output.isEmpty, "\(command): nothing is printed or generated")
            #expect(result.error.contains("the development language ja has no tables"), "\(command): \(result.error)")
            #expect(result.error.contains("the languages found are de, en, fr"), "\(command): \(result.error)")
        }
        // A language the project has is fine.
        let french = try LingoExecutable.run(["gen", "App", "--development-language", "fr"], in: app)
        #expect(french.status == 0, "\(french.error)")
        #expect(french.output.contains("fr: "))
        // Loose files are checked for structure only: any development language will do.
        try withTemporaryFolder { folder in
            try Self.write("\"a\" = \"A\";\n", to: "Loose.strings", in: folder)
            let loose = try LingoExecutable.run(["lint", "Loose.strings", "--development-language", "ja"], in: folder)
            #expect(loose.status == 0, "\(loose.error)")
        }
    }

    @Test func nothingToLintIsSaidAndExitsWith2() throws {
        try withTemporaryFolder { folder in
            let empty = try LingoExecutable.run(["lint", folder.path], in: folder)
            #expect(empty.status == 2)
            #expect(empty.error.contains("nothing to lint"), "\(empty.error)")
            try Self.write("# Notes\n", to: "README.md", in: folder)
            let single = try LingoExecutable.run(["lint", "README.md"], in: folder)
            #expect(single.status == 2)
            #expect(single.error.contains("nothing to lint: no .strings, .stringsdict or .xcstrings file in README.md"))
            // One localization file is something to lint.
            try Self.write("\"a\" = \"A\";\n", to: "One.strings", in: folder)
            let one = try LingoExecutable.run(["lint", "One.strings"], in: folder)
            #expect(one.status == 0)
            #expect(one.error == "lingo: 0 errors, 0 warnings, 0 notes in 1 file\n")
        }
    }

    @Test func fifosAndDevicesAreNotRegularFilesAndNeverHang() throws {
        try withTemporaryFolder { folder in
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
            let mkfifo = Process()
            mkfifo.executableURL = URL(fileURLWithPath: "/usr/bin/mkfifo")
            mkfifo.arguments = [folder.appendingPathComponent("en.lproj/Localizable.strings").path]
            try mkfifo.run()
            mkfifo.waitUntilExit()
            try #require(mkfifo.terminationStatus == 0)
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("en.lproj/Zero.strings").path,
                withDestinationPath: "/dev/zero")
            let fifo = try LingoExecutable.run(["lint", "en.lproj/Localizable.strings"], in: folder)
            #expect(fifo.status == 2)
            #expect(
                fifo.error.contains("cannot read en.lproj/Localizable.strings: not a regular file"), "\(fifo.error)")
            let zero = try LingoExecutable.run(["lint", "en.lproj/Zero.strings"], in: folder)
            #expect(zero.status == 2)
            #expect(zero.error.contains("cannot read en.lproj/Zero.strings: not a regular file"), "\(zero.error)")
            let config = try LingoExecutable.run(["stats", ".", "--config", "/dev/zero"], in: folder)
            #expect(config.status == 2)
            #expect(config.error.contains("cannot read /dev/zero: not a regular file"), "\(config.error)")
            for result in [fifo, zero, config] {
                #expect(!result.error.contains("NSCocoaErrorDomain") && !result.error.contains("permission"))
            }
        }
    }

    @Test func fileProblemsAreSaidInWords() throws {
        try withTemporaryFolder { folder in
            let app = try Fixtures.url("E2E/App").path
            let missingConfig = try LingoExecutable.run(["lint", app, "--config", "missing.json"], in: folder)
            #expect(missingConfig.error.contains("missing.json: no such file or folder"), "\(missingConfig.error)")
            let folderConfig = try LingoExecutable.run(["lint", app, "--config", "."], in: folder)
            #expect(folderConfig.error.contains("is a folder, not a file"), "\(folderConfig.error)")
            let output = try LingoExecutable.run(["gen", app, "--output", "no/such/folder/L10n.swift"], in: folder)
            #expect(
                output.error.contains(
                    "cannot write no/such/folder/L10n.swift: its folder no/such/folder does not exist"),
                "\(output.error)")
            let baseline = try LingoExecutable.run(["lint", app, "--baseline", ".", "--update-baseline"], in: folder)
            #expect(baseline.error.contains("cannot write .: is a folder"), "\(baseline.error)")
            for result in [missingConfig, folderConfig, output, baseline] {
                #expect(result.status == 2)
                #expect(
                    !result.error.contains("NSCocoaErrorDomain") && !result.error.contains("error 256")
                        && !result.error.contains("error 512"), "\(result.error)")
            }
        }
    }

    @Test func convertReportsSyntaxErrorsAndConflictingDuplicates() throws {
        try withTemporaryFolder { folder in
            try Self.write(
                """
                "title" = "Title";
                "title" = "Heading";
                "broken" = "no semicolon"
                "after" = "After";

                """, to: "In/en.lproj/Localizable.strings", in: folder)
            try Self.write(
                "\"title\" = \"Titre\";\n\"after\" = \"Après\";\n", to: "In/fr.lproj/Localizable.strings", in: folder)
            let result = try LingoExecutable.run(["convert", "In", "--output", "Out.xcstrings"], in: folder)
            #expect(result.status == 1, "the input has an error: the output lacks what it hid")
            let lines = result.error.split(separator: "\n").map(String.init)
            #expect(lines.contains { $0.hasPrefix("In/en.lproj/Localizable.strings:2:1: warning: ") }, "\(lines)")
            #expect(lines.contains { $0.hasPrefix("In/en.lproj/Localizable.strings:4:1: error: ") }, "\(lines)")
            #expect(lines.last == "lingo: wrote 1 file; the input has 1 error and 1 warning")
            let catalog = try String(contentsOf: folder.appendingPathComponent("Out.xcstrings"), encoding: .utf8)
            #expect(catalog.contains("\"Heading\""), "the last definition wins")
            #expect(catalog.contains("\"Après\""), "entries after the error survive")
        }
    }
}
