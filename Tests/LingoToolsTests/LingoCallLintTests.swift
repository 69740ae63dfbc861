// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoTools
import Testing

/// `lingo lint --sources` on code that looks its strings up through Lingo: `localizer.string`,
/// `localizer.format` and the accessors `lingo gen` wrote.
@Suite struct LingoCallLintTests {
    @Test func undefinedAndUnusedKeysThroughLingo() throws {
        let folder = try Fixtures.url("LingoCalls")
        let findings = try Fixtures.lint(
            [folder.appendingPathComponent("Resources")],
            sources: folder.appendingPathComponent("Sources"))
        let described = findings.filter { $0.rule == .undefinedKey || $0.rule == .unusedKey }
            .map {
                "\($0.rule) \($0.key ?? "") \(URL(fileURLWithPath: $0.location.file).lastPathComponent):\($0.location.line)"
            }
        // Errors (undefined-key) before warnings (unused-key), then by file and line.
        #expect(
            described == [
                "undefined-key not.defined App.swift:7",
                "undefined-key missing.button App.swift:11",
                "unused-key unused.one Localizable.strings:4",
            ])
        let undefined = try #require(findings.first { $0.key == "not.defined" })
        #expect(undefined.message.contains("Localizer.string(\"not.defined\")"))
    }

    @Test func theExecutableReportsTheUndefinedLingoKey() throws {
        let folder = try Fixtures.url("LingoCalls")
        let result = try LingoExecutable.run(["lint", "Resources", "--sources", "Sources"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.output.contains("Sources/App.swift:7:26: error: Localizer.string(\"not.defined\") looks up a key"),
            "\(result.output)")
        #expect(result.output.contains("warning: no Swift source looks up \"unused.one\""))
        let unused = result.output.split(separator: "\n").filter { $0.hasSuffix("[unused-key]") }.joined()
        #expect(
            !unused.contains("\"greeting\"") && !unused.contains("\"settings.title\""),
            "keys used through Lingo are not unused: \(result.output)")
    }
}
