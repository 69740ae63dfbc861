// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoTools
import TestSupport
import Testing

/// `lingo lint` on real apps' files (`../shared/corpora`). The expected findings were checked by
/// reading the files: each is a real problem.
@Suite(.sharedData) struct CorpusLintTests {
    static func lint(_ corpus: String) throws -> (findings: [Finding], base: URL) {
        let base = SharedData.corpora.appendingPathComponent(corpus)
        try #require(FileManager.default.fileExists(atPath: base.path), "no corpus at \(base.path)")
        return (try Fixtures.lint([base]), base)
    }

    static func relative(_ finding: Finding, to base: URL) -> String {
        SharedData.relativePath(URL(fileURLWithPath: finding.location.file), to: base)
    }

    @Test func utmDuplicatesAndTheSyntaxError() throws {
        let (findings, base) = try Self.lint("utm")
        // The syntax error: `"New Drive…" = "Nouveau lecteur…";=` — the stray `=` at column 35.
        let syntax = findings.filter { $0.rule == .syntaxError }
        #expect(
            syntax.map { "\(Self.relative($0, to: base)):\($0.location.line):\($0.location.column)" }
                == ["Platform/fr.lproj/Localizable.strings:683:35"])
        #expect(syntax.first?.severity == .error)

        // Duplicates within one file, in the files that parse cleanly.
        let broken = Set(
            findings.filter { $0.severity == .error && ($0.rule == .syntaxError || $0.rule == .encoding) }
                .map(\.location.file))
        let duplicates = findings.filter {
            ($0.rule == .duplicateKey || $0.rule == .conflictingDuplicateKey) && !broken.contains($0.location.file)
        }
        #expect(duplicates.count == 157)
        #expect(duplicates.count { $0.rule == .conflictingDuplicateKey } == 42)
        #expect(duplicates.count { Self.relative($0, to: base) == "Platform/pl.lproj/Localizable.strings" } == 75)
        #expect(duplicates.allSatisfy { $0.key != nil && $0.language != nil })
        #expect(findings.filter { $0.rule == .conflictingDuplicateKey }.allSatisfy { $0.severity == .error })
        #expect(findings.filter { $0.rule == .duplicateKey }.allSatisfy { $0.severity == .warning })
    }

    @Test func utmRealProblems() throws {
        let (findings, base) = try Self.lint("utm")
        func has(_ rule: RuleID, _ place: String, key: String? = nil) -> Bool {
            findings.contains { finding in
                finding.rule == rule && "\(Self.relative(finding, to: base)):\(finding.location.line)" == place
                    && (key == nil || finding.key == key)
            }
        }
        // `$@` where `%@` was meant.
        #expect(has(.formatCountMismatch, "Platform/de.lproj/Localizable.strings:698"))
        // "Cannot find VM with ID: %@" translated without the %@.
        #expect(has(.formatCountMismatch, "Platform/zh-HK.lproj/Localizable.strings:230"))
        // Russian and Polish plurals with only one and other.
        #expect(has(.pluralMissingCategory, "Platform/ru.lproj/Localizable.stringsdict:9", key: "%lld Cores"))
        #expect(has(.pluralMissingCategory, "Platform/pl.lproj/Localizable.stringsdict:9", key: "%lld Cores"))
        // UTM's en.lproj/Localizable.strings holds only `"" = "";`: the keys are the English text,
        // so the translations' keys are not extra, and `"" = "";` needs no translation.
        #expect(
            !findings.contains {
                $0.rule == .extraTranslation && Self.relative($0, to: base).hasPrefix("Platform/")
                    && !Self.relative($0, to: base).contains("InfoPlist")
                    && Self.relative($0, to: base).hasSuffix("Localizable.strings")
            })
        #expect(!findings.contains { $0.rule == .missingTranslation && $0.key == "" })
        // InfoPlist tables translate Info.plist keys: a key en's InfoPlist.strings lacks is fine.
        #expect(
            !findings.contains {
                $0.rule == .extraTranslation && Self.relative($0, to: base).hasSuffix("InfoPlist.strings")
            })
    }

    @Test func wikipediaSkipsMessageDocumentationAndFindsRealProblems() throws {
        let (findings, base) = try Self.lint("wikipedia-ios")
        #expect(!findings.isEmpty)
        // Every file parses.
        #expect(!findings.contains { $0.rule == .syntaxError || $0.rule == .encoding })
        // qqq.lproj is documentation, not a language: never compared or reported.
        #expect(!findings.contains { $0.language == "qqq" })
        #expect(!findings.contains { $0.location.file.contains("/qqq.lproj/") })
        // Base.lproj is not a language either.
        #expect(!findings.contains { $0.language == "Base" })
        // "Yesterday" as the `one` form of "%d days ago": Belarusian uses `one` for 21, 31, ...
        let yesterday = findings.first {
            $0.rule == .pluralImpliedQuantity
                && Self.relative($0, to: base)
                    == "Wikipedia/iOS Native Localizations/be-tarask.lproj/Localizable.stringsdict"
                && $0.location.line == 551
        }
        #expect(yesterday?.key == "relative-date-days-ago")
        // Japanese, Chinese and Korean have only `other`: never a missing category.
        #expect(
            !findings.contains {
                $0.rule == .pluralMissingCategory && ["ja", "zh-Hans", "zh-Hant", "ko"].contains($0.language ?? "")
            })
        // French, Spanish, Italian and Portuguese `many` (CLDR 38+) is only a warning.
        let romance = findings.filter {
            $0.rule == .pluralMissingCategory && ["fr", "es", "it", "pt"].contains($0.language ?? "")
        }
        #expect(!romance.isEmpty)
        #expect(romance.allSatisfy { $0.severity == .warning && $0.message.contains("many") })
    }

    @Test func icecubesCatalog() throws {
        let (findings, base) = try Self.lint("icecubes")
        let catalog = "IceCubesApp/Resources/Localization/Localizable.xcstrings"
        // "% publicacions": a typo for "%lld publicacions" in Catalan.
        #expect(
            findings.contains {
                $0.rule == .formatInvalidSpecifier && Self.relative($0, to: base) == catalog
                    && $0.location.line == 33857
                    && $0.language == "ca"
            })
        // `shouldTranslate: false` entries and the empty key are never missing.
        #expect(!findings.contains { $0.rule == .missingTranslation && $0.key == "" })
        // The source language's own states are not reported.
        #expect(
            !findings.contains { $0.language == "en" && ($0.rule == .catalogNeedsReview || $0.rule == .untranslated) })
        #expect(findings.contains { $0.rule == .catalogStale })
        #expect(findings.contains { $0.rule == .catalogNeedsReview })
    }

    @Test(arguments: ["utm", "wikipedia-ios", "icecubes", "rectangle"])
    func everyFindingHasARealPosition(corpus: String) throws {
        let (findings, _) = try Self.lint(corpus)
        var lineCounts = [String: Int]()
        for finding in findings {
            let count: Int
            if let known = lineCounts[finding.location.file] {
                count = known
            } else {
                let data = try Data(contentsOf: URL(fileURLWithPath: finding.location.file))
                var text = String(decoding: data, as: UTF8.self)
                if data.starts(with: [0xFF, 0xFE]) { text = String(data: data, encoding: .utf16LittleEndian) ?? text }
                count = text.split(separator: "\n", omittingEmptySubsequences: false).count
                lineCounts[finding.location.file] = count
            }
            #expect(finding.location.line >= 1 && finding.location.line <= count, "\(finding)")
            #expect(finding.location.column >= 1, "\(finding)")
        }
    }
}
