// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import TestSupport
import Testing

@Suite struct LocalizerFormatTests {
    @Test func formatsInTheLanguageInUse() throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        #expect(localizer.format("files", 1234) == "1,234 files")
        #expect(localizer.format("greet", "Mia") == "Hello, Mia!")
        #expect(localizer.format("swap", "a", "b") == "b then a")
        #expect(localizer.format("price", 1234.5) == "1,234.50 in total")
        try localizer.setLanguage("es")
        #expect(localizer.format("files", 1234) == "1234 archivos", "Spanish groups only from five digits")
        #expect(localizer.format("files", 12345) == "12.345 archivos")
        #expect(localizer.format("price", 1234.5) == "1234,50 en total")
        #expect(localizer.format("greet", "Ana") == "Hello, Ana!", "falls back to the development language")
    }

    @Test func aMissingKeyIsItsOwnFormat() throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        #expect(localizer.format("%d new", 3) == "3 new")
        #expect(localizer.format("no.such.key") == "no.such.key")
    }

    @Test func argumentsOfAnyType() throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        struct Person: CustomStringConvertible { let description = "Mia" }
        #expect(localizer.format("greet", arguments: [Person()]) == "Hello, Mia!")
        #expect(localizer.format("files", arguments: [UInt8(7)]) == "7 files")
        #expect(localizer.format("files", 2.0) == "2 files")
    }

    @Test func wrongArgumentsRenderVisiblyAndAreReported() throws {
        let log = IssueLog()
        let localizer = try AppFixture.localizer(system: ["en"], issues: log)
        #expect(localizer.format("files", "abc") == "abc files")
        #expect(localizer.format("swap", "only one") == "%2$@ then only one")
        #expect(localizer.format("greet") == "Hello, %@!")
        let formatIssues = log.issues.compactMap { issue -> FormatIssue? in
            if case .format(_, _, let formatIssue) = issue { formatIssue } else { nil }
        }
        #expect(formatIssues.map(\.kind) == [.typeMismatch, .missingArgument, .missingArgument])
        // Reported once per key, language and problem.
        _ = localizer.format("files", "abc")
        #expect(log.issues.count { if case .format = $0 { true } else { false } } == 3)
    }

    @Test func withLanguageFormatsInTheScopesLanguage() throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        let spanish = try localizer.withLanguage("es") { localizer.format("files", 12345) }
        #expect(spanish == "12.345 archivos")
        #expect(localizer.format("files", 12345) == "12,345 files")
    }
}
