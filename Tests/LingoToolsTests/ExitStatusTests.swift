// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoCommandLine
import TestSupport
import Testing

/// Exit statuses a CI step can act on (issue 35): every command documents its statuses, and
/// `lingo import` tells a translator's error from a problem the sources already had.
@Suite struct ExitStatusTests {
    @Test(arguments: LingoCommand.tools.map(\.name))
    func everyCommandsHelpHasItsExitStatuses(command name: String) throws {
        let command = try #require(LingoCommand.tools.first { $0.name == name })
        #expect(command.usage.contains("Exit status: 0 "), "lingo \(name) --help")
    }

    static func xliff(target: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
            <body>
              <trans-unit id="save" xml:space="preserve">
                <source>Save %d% now</source>
                <target>\(target)</target>
              </trans-unit>
              <trans-unit id="plain" xml:space="preserve">
                <source>Plain</source>
                <target>Schlicht</target>
              </trans-unit>
            </body>
          </file>
        </xliff>

        """
    }

    /// The development language's `"Save %d% now"` is broken already; a translation that
    /// repeats exactly that fault imports with a warning and exit status 0 (even with
    /// `--strict`), a translation that adds its own fault still fails.
    @Test(arguments: [false, true])
    func aTargetRepeatingItsSourcesFaultImportsWithAWarning(strict: Bool) throws {
        try withTemporaryFolder { folder in
            try CommandLineTests.write("", to: "Package.swift", in: folder)
            try CommandLineTests.write(
                "\"save\" = \"Save %d% now\";\n\"plain\" = \"Plain\"\n", to: "App/en.lproj/Localizable.strings",
                in: folder)
            try CommandLineTests.write("\"plain\" = \"Alt\";\n", to: "App/de.lproj/Localizable.strings", in: folder)
            try CommandLineTests.write(Self.xliff(target: "Sparen %d% jetzt"), to: "de.xliff", in: folder)
            let options = strict ? ["--strict"] : []
            let result = try LingoExecutable.run(["import", "de.xliff", "--into", "App"] + options, in: folder)
            #expect(result.status == 0, "\(result.output)\(result.error)")
            #expect(result.output.contains("warning: the source has the same problem"), "\(result.output)")
            #expect(result.error.contains("lingo: warning: 1 problem the sources already have"), "\(result.error)")
            let table = try String(
                contentsOf: folder.appendingPathComponent("App/de.lproj/Localizable.strings"), encoding: .utf8)
            #expect(table.contains("Sparen %d% jetzt") && table.contains("Schlicht"), "\(table)")

            try CommandLineTests.write(Self.xliff(target: "Sparen %@ jetzt"), to: "de.xliff", in: folder)
            let broken = try LingoExecutable.run(["import", "de.xliff", "--into", "App"] + options, in: folder)
            #expect(broken.status == 1, "\(broken.output)")
            #expect(broken.output.contains("[format-type-mismatch]"), "\(broken.output)")
        }
    }
}
