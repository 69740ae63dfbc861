// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import LingoPublishing
import LingoRemote
import LingoTools
import TestSupport
import Testing

/// The runtime, `lingo stats`, `lint`, `export` and `pack` give the same answer about each
/// ``AgreementCase``: the languages, how many values each language translates itself, and which
/// files are refused. (A table the process may not read cannot be made here: tests run as root,
/// which reads through any mode; the model's answer for it is the same `permission denied` path
/// as a FIFO's, decided by ``LocalizationFile/problem(at:)``.)
@Suite struct ReaderAgreementTests {
    /// What one component says about a folder.
    struct Answer: Equatable, CustomStringConvertible {
        var languages: Set<String>
        /// Language → keys of the development language's table it translates itself; `nil`
        /// where the component does not say.
        var translated: [String: Int]?
        /// Paths inside the folder called unreadable; `nil` where the component does not say.
        var refused: Set<String>?
        /// The errors found in what was read, as `path:line:column kind`; `nil` where the
        /// component does not say.
        var broken: Set<String>? = nil

        var description: String {
            "languages \(languages.sorted()), translated \(translated.map { "\($0.sorted { $0.key < $1.key })" } ?? "-"), "
                + "refused \(refused.map { "\($0.sorted())" } ?? "-"), broken \(broken.map { "\($0.sorted())" } ?? "-")"
        }

        /// The points where `self` and `other` disagree.
        func disagreements(with other: Answer) -> [String] {
            var result = [String]()
            if languages != other.languages {
                result.append("languages \(languages.sorted()) ≠ \(other.languages.sorted())")
            }
            if let mine = translated, let theirs = other.translated {
                // Compared where both say: `stats` has no row for the development language.
                for (language, count) in mine where theirs[language].map({ $0 != count }) ?? false {
                    result.append("\(language) translated \(count) ≠ \(theirs[language] ?? 0)")
                }
            }
            if let mine = refused, let theirs = other.refused, mine != theirs {
                result.append("refused \(mine.sorted()) ≠ \(theirs.sorted())")
            }
            if let mine = broken, let theirs = other.broken, mine != theirs {
                result.append("broken \(mine.sorted()) ≠ \(theirs.sorted())")
            }
            return result
        }
    }

    @Test(arguments: AgreementCase.all)
    func everyComponentGivesTheSameAnswer(_ testCase: AgreementCase) throws {
        try withTemporaryFolder(basename: "lingo-agreement") { root in
            try testCase.make(in: root)
            let expected = Answer(
                languages: testCase.languages, translated: nil, refused: testCase.refused, broken: testCase.broken)
            let answers = [
                ("runtime", try Self.runtime(root, keys: testCase.keys)),
                ("stats", try Self.stats(root)),
                ("lint", try Self.lint(root)),
                ("export", try Self.export(root)),
                ("pack", try Self.pack(root)),
            ]
            var disagreements = [String]()
            for (name, answer) in answers {
                disagreements += expected.disagreements(with: answer).map { "\(name): \($0)" }
                disagreements += answers[0].1.disagreements(with: answer).map { "runtime vs \(name): \($0)" }
            }
            #expect(disagreements == [], "\(answers.map { "\($0.0): \($0.1)" }.joined(separator: "\n"))")
        }
    }

    @Test func aBrokenEntryFallsBackAndSaysWhichLanguageAnswered() throws {
        let nul = try #require(AgreementCase.all.first { $0.name == "a NUL character in a value" })
        try withTemporaryFolder(basename: "lingo-agreement") { root in
            try nul.make(in: root)
            let issues = IssueLog()
            let localizer = try Localizer(
                resources: root, developmentLanguage: "en", store: .inMemory(), systemLanguages: .fixed(["fr"]),
                issueHandler: { issues.append($0) })
            #expect(localizer.language == "fr")
            #expect(localizer.string("body") == "Corps")
            #expect(localizer.string("title") == "Title")  // never "Ti\0tre"
            #expect(
                issues.issues.contains {
                    if case .fallback("title", _, "fr", "en") = $0 { return true }
                    return false
                })
            #expect(
                issues.issues.contains {
                    if case .fileDiagnostic(let diagnostic) = $0 { return diagnostic.kind == .nulCharacter }
                    return false
                })
        }
    }

    /// `path` inside `root`.
    static func inside(_ path: String, _ root: URL) -> String {
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    static func runtime(_ root: URL, keys: [String]) throws -> Answer {
        let issues = IssueLog()
        let localizer = try Localizer(
            resources: root, developmentLanguage: "en", store: .inMemory(), systemLanguages: .fixed(["en"]),
            issueHandler: { issues.append($0) })
        var translated = [String: Int]()
        for language in localizer.availableLanguages {
            try localizer.setLanguage(language)
            var count = 0
            for key in keys {
                let before = issues.issues.count
                _ = localizer.string(key)
                let fellBack = issues.issues.dropFirst(before).contains {
                    if case .fallback(key, _, _, _) = $0 { return true }
                    if case .missingKey(key, _, _) = $0 { return true }
                    return false
                }
                if !fellBack { count += 1 }
            }
            translated[language.description] = count
        }
        let refused = Set(
            issues.issues.compactMap { issue -> String? in
                guard case .fileDiagnostic(let diagnostic) = issue, diagnostic.kind == .unreadableFile else {
                    return nil
                }
                return inside(diagnostic.location.file, root)
            })
        let broken = Set(
            issues.issues.compactMap { issue -> String? in
                guard case .fileDiagnostic(let diagnostic) = issue, diagnostic.kind != .unreadableFile else {
                    return nil
                }
                return describe(diagnostic, root)
            })
        return Answer(
            languages: Set(localizer.availableLanguages.map { $0.description }), translated: translated,
            refused: refused,
            broken: broken)
    }

    static func stats(_ root: URL) throws -> Answer {
        let project = try LocalizationProject.load(paths: [root.path])
        let statistics = CoverageStatistics(project: project)
        let rows = statistics.rows
        // The rows are the languages besides the development language, which is named apart.
        return Answer(
            languages: Set(rows.map(\.language) + [statistics.developmentLanguage].compactMap { $0 }),
            translated: Dictionary(uniqueKeysWithValues: rows.map { ($0.language, $0.translated) }),
            refused: Set(project.skippedFiles.map { inside($0.location.file, root) }))
    }

    static func lint(_ root: URL) throws -> Answer {
        let project = try LocalizationProject.load(paths: [root.path])
        _ = Linter().lint(project)
        // The errors of the language folders' tables, as lint reads them.
        var broken = Set<String>()
        for set in project.tableSets {
            for table in set.tables {
                for language in table.languages where language.folder.isLanguage {
                    let diagnostics = (language.strings?.diagnostics ?? []) + (language.stringsDict?.diagnostics ?? [])
                    broken.formUnion(diagnostics.filter { $0.severity == .error }.map { describe($0, root) })
                }
            }
        }
        return Answer(
            languages: Set(project.languages), translated: nil,
            refused: Set(project.skippedFiles.map { inside($0.location.file, root) }), broken: broken)
    }

    static func describe(_ diagnostic: Diagnostic, _ root: URL) -> String {
        let place = diagnostic.location
        return "\(inside(place.file, root)):\(place.line):\(place.column) \(diagnostic.kind)"
    }

    static func export(_ root: URL) throws -> Answer {
        let project = try LocalizationProject.load(paths: [root.path])
        let documents = XLIFFExporter.documents(for: project, root: root.path)
        let languages = Set(documents.keys.compactMap { try? LanguageTag($0) }.map(\.description))
        return Answer(languages: languages.union(["en"]), translated: nil, refused: nil)
    }

    static func pack(_ root: URL) throws -> Answer {
        try withTemporaryFolder(basename: "lingo-agreement-pack") { work in
            try UpdatePacker.generateKeys(in: work.appendingPathComponent("keys"))
            var request = UpdatePacker.Request(
                resources: root, output: work.appendingPathComponent("out"), version: 1,
                keyFile: work.appendingPathComponent("keys").appendingPathComponent(UpdatePacker.privateKeyFileName))
            do {
                let summary: UpdatePacker.Summary
                do {
                    summary = try UpdatePacker.pack(request)
                } catch UpdatePackError.refused {
                    // A broken entry blocks signing; signed anyway, the update holds what pack read.
                    request.signWithProblems = true
                    summary = try UpdatePacker.pack(request)
                }
                return Answer(
                    languages: Set(summary.manifest.languages.map(\.description)), translated: nil, refused: [])
            } catch UpdatePackError.unreadable(let path, _) {
                // Pack refuses to sign a folder with a table it cannot read: no languages then,
                // compared by what the folder holds.
                let folder = try ResourceFolder(scanning: root)
                return Answer(
                    languages: Set(folder.languageFolders.keys.map(\.description)), translated: nil,
                    refused: [inside(path, root)])
            }
        }
    }
}
