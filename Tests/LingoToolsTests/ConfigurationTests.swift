// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import LingoTools
import Testing

@Suite struct ConfigurationTests {
    @Test func readsEveryField() throws {
        let text = """
            {
              "developmentLanguage": "fr",
              "include": ["App/**"],
              "exclude": ["**/qqq.lproj/**"],
              "rules": {"untranslated": "off", "missing-translation": "warning", "unused-key": "error"},
              "sources": ["App/Sources"]
            }
            """
        let configuration = try ProjectConfiguration.parse(Data(text.utf8), path: ".lingo.json")
        #expect(configuration.developmentLanguage == "fr")
        #expect(configuration.include == ["App/**"])
        #expect(configuration.exclude == ["**/qqq.lproj/**"])
        #expect(configuration.sources == ["App/Sources"])
        #expect(!configuration.isEnabled(.untranslated))
        #expect(configuration.isEnabled(.missingTranslation))
        #expect(configuration.severity(of: .missingTranslation, default: .error) == .warning)
        #expect(configuration.severity(of: .unusedKey, default: .warning) == .error)
        #expect(configuration.severity(of: .untranslated, default: .note) == nil)
        #expect(configuration.severity(of: .emptyValue, default: .warning) == .warning)
        #expect(configuration.includes("App/en.lproj/Localizable.strings"))
        #expect(!configuration.includes("App/qqq.lproj/Localizable.strings"))
        #expect(!configuration.includes("Other/en.lproj/Localizable.strings"))
    }

    @Test(arguments: [
        ("{\"rules\": {\"no-such-rule\": \"error\"}}", "c.json:1:12: error: unknown rule \"no-such-rule\""),
        ("{\"rules\": {\"empty-value\": \"fatal\"}}", "c.json:1:27: error: the severity of empty-value must be"),
        ("{\"colour\": true}", "c.json:1:2: error: unknown field \"colour\""),
        ("{\"developmentLanguage\": \"e n\"}", "c.json:1:25: error: \"developmentLanguage\" must be a language tag"),
        ("{\"include\": \"App\"}", "c.json:1:13: error: \"include\" must be an array of strings"),
        ("[1, 2]", "c.json:1:1: error: a .lingo.json file holds a JSON object"),
        ("{\"rules\": {\"empty-value\": \"off\",}}", "c.json:1:32: error: trailing comma"),
    ])
    func badConfigurationsSayWhereAndWhat(text: String, message: String) {
        do {
            _ = try ProjectConfiguration.parse(Data(text.utf8), path: "c.json")
            Issue.record("no error for \(text)")
        } catch {
            #expect("\(error)".hasPrefix(message), "\(error)")
        }
    }

    @Test func severitiesAndExcludesApplyToALint() throws {
        let folder = try Fixtures.url("Rules/missing-translation/bad")
        var configuration = ProjectConfiguration()
        configuration.severities[.missingTranslation] = .warning
        let downgraded = try Fixtures.lint([folder], configuration: configuration)
        #expect(!downgraded.isEmpty)
        #expect(downgraded.filter { $0.rule == .missingTranslation }.allSatisfy { $0.severity == .warning })
        configuration.severities[.missingTranslation] = .some(nil)
        #expect(try Fixtures.lint([folder], configuration: configuration).allSatisfy { $0.rule != .missingTranslation })

        // Globs are relative to the configuration's folder.
        var excluding = ProjectConfiguration(exclude: ["**/*.xcstrings", "de.lproj/**"], baseDirectory: folder.path)
        let findings = try Fixtures.lint([folder], configuration: excluding)
        #expect(!findings.contains { $0.location.file.hasSuffix(".xcstrings") })
        #expect(
            findings.filter { $0.rule == .missingTranslation }.map(\.language) == ["fr"],
            "without de.lproj, only fr lacks a key")
        excluding.include = ["fr.lproj/*"]
        #expect(
            try Fixtures.lint([folder], configuration: excluding).isEmpty,
            "no development-language table: nothing to compare")
    }

    @Test func theDevelopmentLanguageIsChosenAsDocumented() throws {
        // Configured.
        let project = try LocalizationProject.load(
            paths: [Fixtures.url("Rules/extra-translation/bad").path],
            configuration: ProjectConfiguration(developmentLanguage: "fr"))
        #expect(project.developmentLanguage == "fr")
        // en when there is an en.lproj.
        #expect(
            try LocalizationProject.load(paths: [Fixtures.url("Rules/extra-translation/bad").path]).developmentLanguage
                == "en")
        // A catalog's sourceLanguage.
        #expect(
            try LocalizationProject.load(paths: [Fixtures.url("Rules/catalog-stale/bad").path]).developmentLanguage
                == "en")
        // Otherwise the language in the most table sets (de and fr: 2 each), then with the most keys (de).
        let noEnglish = try LocalizationProject.load(paths: [Fixtures.url("DevelopmentLanguage").path])
        #expect(noEnglish.developmentLanguage == "de")
        // Base.lproj is the reference when the development language lacks the table.
        let table = try #require(noEnglish.tableSets.first { $0.directory.hasSuffix("Storyboards") }?.tables.first)
        #expect(table.reference(developmentLanguage: "de")?.folder.kind == .base)
        let findings = Linter().lint(noEnglish)
        #expect(findings.contains { $0.rule == .missingTranslation && $0.language == "fr" && $0.key == "xyz-12.title" })
        #expect(!findings.contains { $0.language == "Base" })
    }
}
