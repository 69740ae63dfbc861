// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

/// Lint's first screen is the worst problem (issue 35): findings that break a text at run time
/// come first in every format, whatever their file's name.
@Suite struct LintOrderTests {
    @Test(arguments: ["xcode", "github", "json", "sarif"])
    func aPlaceholderBreakComesBeforeEarlierFilesErrors(format: String) throws {
        try withTemporaryFolder { folder in
            // `a.lproj`-first files with plural and missing-translation errors, and one type
            // mismatch in `sv.lproj`, the last file by name.
            try CommandLineTests.write(
                "\"count\" = \"%d files\";\n\"title\" = \"Title\";\n\"name\" = \"Hello %@\";\n",
                to: "en.lproj/Localizable.strings", in: folder)
            try CommandLineTests.write("\"count\" = \"%d Dateien\";\n", to: "de.lproj/Localizable.strings", in: folder)
            try CommandLineTests.write(
                "\"count\" = \"%d fichiers\";\n\"title\" = \"Titre\";\n\"name\" = \"Bonjour %@\";\n",
                to: "fr.lproj/Localizable.strings", in: folder)
            try CommandLineTests.write(
                "\"count\" = \"%d\";\n\"title\" = \"T\";\n\"name\" = \"Hi %d\";\n", to: "sv.lproj/Localizable.strings",
                in: folder)
            let result = try LingoExecutable.run(["lint", ".", "--format", format], in: folder)
            #expect(result.status == 1)
            // JSON lists findings, SARIF results, each naming its rule; the text formats a line each.
            let markers = ["json": "\"rule\": \"", "sarif": "\"ruleId\": \"", "github": "title="]
            let marker = markers[format] ?? "["
            let rules = result.output.components(separatedBy: marker).dropFirst().map {
                String($0.prefix { $0 != "\"" && $0 != "]" && $0 != ":" })
            }
            let mismatch = try #require(rules.firstIndex(of: "format-type-mismatch"), "\(result.output)")
            let missing = try #require(rules.firstIndex(of: "missing-translation"), "\(result.output)")
            #expect(mismatch < missing, "\(result.output)")
            #expect(mismatch == 0, "the first finding breaks at run time: \(rules)")
        }
    }
}
