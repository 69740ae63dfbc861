// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoTools
import Testing
import TestSupport

/// `lingo gen`'s accessors under the name the articles use: the checked-in demo accessors
/// (`Generated/DemoStrings+Generated.swift`, generated from Examples/Demo/Resources).
private typealias L10n = DemoStrings

/// The code of Sources/LingoTools/LingoTools.docc, run on the test fixtures; each test holds one
/// snippet's lines as the article writes them (LingoTests' `DocumentationSnippetCoverageTests`
/// checks that), then asserts what the article's comments say.
@Suite struct DocumentationSnippetTests {
    /// An app with a missing translation and a duplicate key (`Fixtures/E2E/App`).
    let appFolder: String
    /// The demo's resources, which `L10n` was generated from.
    let resourcesFolder = SharedData.packageRoot.appendingPathComponent("Examples/Demo/Resources").path

    init() throws {
        appFolder = try Fixtures.url("E2E/App").path
    }

    @Test func landingPage() throws {
        let result = try LintRun.run(LintRequest(paths: [appFolder]))
        let report = ReportFormat.xcode.render(result.findings)   // path:line:column: error: message [rule-id]
        let errors = result.errorCount                            // findings of severity error
        #expect(errors > 0)
        let firstError = try #require(report.split(separator: "\n").first { $0.contains(": error: ") })
        #expect(firstError.hasSuffix("[missing-translation]"))
        #expect(firstError.contains("en.lproj/Localizable.strings:3:1: error: "))
    }

    @Test func typedAccessors() throws {
        let localizer = try Localizer(resources: URL(fileURLWithPath: resourcesFolder), developmentLanguage: "en",
                                      store: .inMemory(), systemLanguages: .fixed(["en"]))
        let l10n = L10n(localizer)
        let title = l10n.settings.title          // localizer.string("settings.title")
        let greeting = l10n.greeting("Mia")     // localizer.format("greeting", "Mia")
        #expect(title == localizer.string("settings.title"))
        #expect(greeting == localizer.format("greeting", "Mia"))
        #expect(greeting == "Hello, Mia!")
    }

    @Test func fromAProgram() throws {
        var request = LintRequest(paths: [appFolder])
        request.strict = true                                    // --strict
        let result = try LintRun.run(request)
        let json = ReportFormat.json.render(result.findings)    // --format json
        let generator = AccessorGenerator(source: resourcesFolder)
        let accessors = try AccessorGenerator.generate(
            ProjectSelection(paths: [resourcesFolder]),
            with: generator
        )
        #expect(result.errorCount > 0)
        #expect(json.hasPrefix("{"))
        #expect(json.contains("\"rule\""))
        #expect(accessors.contains("struct L10n"))
        #expect(accessors.contains("LocalizationKeys"))
    }
}
