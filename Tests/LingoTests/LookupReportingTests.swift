// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo
import TestSupport
import Testing

/// `string`, `format` and the generated accessors look up and report through one path: each
/// reports a key found further down the fallback chain and a key no language has, and nothing
/// for a key the language itself has.
@Suite struct LookupReportingTests {
    /// The ways an app looks a key up.
    enum Path: String, CaseIterable, CustomTestStringConvertible {
        case string, format, indexed, indexedFormat, strings, stringsFormat, following

        var testDescription: String { rawValue }

        func look(_ key: Int, in localizer: Localizer) -> String {
            let keys = LookupReportingTests.keys
            return switch self {
            case .string: localizer.string(keys.keys[key])
            case .format: localizer.format(keys.keys[key])
            case .indexed: localizer.string(at: key, of: keys)
            case .indexedFormat: localizer.format(at: key, of: keys)
            case .strings: localizer.strings.string(at: key, of: keys)
            case .stringsFormat: localizer.strings.format(at: key, of: keys)
            case .following: LocalizedStrings(following: localizer).string(at: key, of: keys)
            }
        }
    }

    /// In Korean: a key Korean has, one only English has, one nobody has.
    static let keys = LocalizationKeys(keys: ["greeting", "only.en", "nope"])

    private static func lookupIssues(_ log: IssueLog) -> [LocalizationIssue] {
        log.issues.filter { issue in
            switch issue {
            case .fallback, .missingKey: true
            default: false
            }
        }
    }

    @Test(arguments: Path.allCases) func fallbacksAndMissingKeysAreReported(path: Path) throws {
        let log = IssueLog()
        let localizer = try AppFixture.localizer(system: ["ko"], issues: log)
        for _ in 0..<2 {  // the second time, from the generated accessors' resolved keys
            #expect((0..<3).map { path.look($0, in: localizer) } == ["안녕하세요", "Only in English", "nope"])
        }
        #expect(
            Self.lookupIssues(log) == [
                .fallback(key: "only.en", table: "Localizable", language: "ko", answeredBy: "en"),
                .missingKey(key: "nope", table: "Localizable", language: "ko"),
            ])
    }

    @Test(arguments: Path.allCases) func aKeyTheLanguageHasIsNotReported(path: Path) throws {
        let log = IssueLog()
        let localizer = try AppFixture.localizer(system: ["es-MX"], issues: log)  // es-419, es, en
        #expect(path.look(0, in: localizer) == "¡Hola!")
        #expect(Self.lookupIssues(log).isEmpty)
    }

    @Test func aFallbackAlongTheCLDRChainNamesTheLanguageThatAnswered() throws {
        let log = IssueLog()
        let localizer = try AppFixture.localizer(system: ["es-MX"], issues: log)
        let keys = LocalizationKeys(keys: ["only.es"])
        #expect(localizer.string(at: 0, of: keys) == "Solo en español")
        #expect(localizer.strings.string(at: 0, of: keys) == "Solo en español")
        #expect(
            Self.lookupIssues(log) == [
                .fallback(key: "only.es", table: "Localizable", language: "es-419", answeredBy: "es")
            ]
        )
    }

    @Test func keysOnlyDisplayReportsNothing() throws {
        let log = IssueLog()
        let localizer = try Localizer(
            resources: AppFixture.resources, developmentLanguage: "en", store: .inMemory(),
            systemLanguages: .fixed(["ko"]), options: .showKeys, issueHandler: { log.append($0) })
        for path in Path.allCases {
            #expect(path.look(2, in: localizer) == "nope", "\(path)")
        }
        #expect(Self.lookupIssues(log).isEmpty)
    }
}
