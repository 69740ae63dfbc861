// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

/// The `lingo` executable, run as a CI job would: output in each format, exit statuses,
/// configuration, baselines and the other commands. Expected outputs in `Fixtures/E2E` were
/// written by hand from the fixture files.
@Suite struct EndToEndTests {
    static func e2e() throws -> URL { try Fixtures.url("E2E") }

    static func expected(_ name: String) throws -> String {
        try String(contentsOf: e2e().appendingPathComponent(name), encoding: .utf8)
    }

    @Test(arguments: [("xcode", "expected.xcode.txt"), ("github", "expected.github.txt"), ("json", "expected.json")])
    func outputFormats(format: String, expectedFile: String) throws {
        let result = try LingoExecutable.run(["lint", "App", "--format", format], in: Self.e2e())
        #expect(result.output == (try Self.expected(expectedFile)))
        #expect(result.status == 1, "an error was found")
        #expect(result.error == "lingo: 1 error, 1 warning, 1 note in 3 files\n")
    }

    @Test func xcodeIsTheDefaultFormat() throws {
        let result = try LingoExecutable.run(["lint", "App"], in: Self.e2e())
        #expect(result.output == (try Self.expected("expected.xcode.txt")))
    }

    @Test func sarif() throws {
        let result = try LingoExecutable.run(["lint", "App", "--format", "sarif"], in: Self.e2e())
        #expect(result.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect(object?["version"] as? String == "2.1.0")
        let run = try #require((object?["runs"] as? [[String: Any]])?.first)
        let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
        let rules = try #require(driver?["rules"] as? [[String: Any]])
        #expect(rules.count == 25)
        #expect(rules.contains { $0["id"] as? String == "plural-implied-quantity" })
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["untranslated", "missing-translation", "duplicate-key"])
        #expect(results.map { $0["level"] as? String } == ["note", "error", "warning"])
        let location = ((results[1]["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any]
        #expect(
            (location?["artifactLocation"] as? [String: Any])?["uri"] as? String == "App/en.lproj/Localizable.strings")
        #expect((location?["region"] as? [String: Any])?["startLine"] as? Int == 3)
        let fingerprints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?["lingo/v1"] }
        #expect(fingerprints.count == 3 && Set(fingerprints).count == 3)
        #expect(fingerprints.allSatisfy { $0.count == 16 })
    }

    @Test func configurationAndStrictMode() throws {
        // With missing translations and notes off, only the duplicate (a warning) is left.
        let lenient = try LingoExecutable.run(["lint", "App", "--config", "lenient.json"], in: Self.e2e())
        #expect(lenient.status == 0)
        #expect(
            lenient.output.split(separator: "\n").map { $0.hasSuffix("[duplicate-key]") }
                == [true, false] && lenient.output.hasSuffix("lingo: duplicate-key: 1 warning\n"))
        let strict = try LingoExecutable.run(["lint", "App", "--config", "lenient.json", "--strict"], in: Self.e2e())
        #expect(strict.status == 1, "warnings fail with --strict")
        #expect(strict.output == lenient.output)
    }

    @Test func usageAndIOErrorsExitWith2() throws {
        let cases: [[String]] = [
            ["lint", "App", "--format", "yaml"],
            ["lint", "App", "--no-such-option"],
            ["lint", "no/such/folder"],
            ["lint", "App", "--config", "broken.json"],
            ["lint", "App", "--config", "missing.json"],
            ["lint", "App", "--update-baseline"],
            ["lint", "App", "--format"],
            ["no-such-command"],
            ["gen"],
            ["convert", "App"],
        ]
        for arguments in cases {
            let result = try LingoExecutable.run(arguments, in: Self.e2e())
            #expect(result.status == 2, "\(arguments): \(result.error)")
            #expect(!result.error.isEmpty, "\(arguments) says why")
            #expect(result.output.isEmpty, "\(arguments)")
        }
        let broken = try LingoExecutable.run(["lint", "App", "--config", "broken.json"], in: Self.e2e())
        #expect(broken.error.contains("broken.json:3:5: error: unknown rule \"no-such-rule\""))
    }

    @Test func baselineMatchesOnKeysNotLines() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.e2e().appendingPathComponent("App"), to: folder.appendingPathComponent("App"))

        let update = try LingoExecutable.run(
            ["lint", "App", "--baseline", "baseline.json", "--update-baseline"], in: folder)
        #expect(update.status == 0)
        #expect(update.output.isEmpty)
        let baseline = try String(contentsOf: folder.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(
            baseline.contains(
                "{\"rule\": \"missing-translation\", \"file\": \"App/en.lproj/Localizable.strings\", "
                    + "\"key\": \"greeting\", \"language\": \"fr\", \"count\": 1}"))

        let clean = try LingoExecutable.run(["lint", "App", "--baseline", "baseline.json"], in: folder)
        #expect(clean.status == 0)
        #expect(clean.output.isEmpty)
        #expect(clean.error.contains("(3 more accepted by the baseline)"))

        // Lines move: still accepted. A new missing translation: reported.
        let english = folder.appendingPathComponent("App/en.lproj/Localizable.strings")
        let moved = "\n\n/* New */\n\"farewell\" = \"Goodbye\";\n" + (try String(contentsOf: english, encoding: .utf8))
        try moved.write(to: english, atomically: true, encoding: .utf8)
        let after = try LingoExecutable.run(
            ["lint", "App", "--baseline", "baseline.json", "--missing", "each"], in: folder)
        #expect(after.status == 1)
        let lines = after.output.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("lingo: ") }
        #expect(lines.count == 2, "\(lines)")
        #expect(
            lines.allSatisfy {
                $0.hasPrefix("App/en.lproj/Localizable.strings:4:1: error: \"farewell\" has no translation in")
            })
    }

    @Test func otherCommands() throws {
        let rules = try LingoExecutable.run(["rules"], in: Self.e2e())
        #expect(rules.status == 0)
        #expect(rules.output.split(separator: "\n").count == 25)
        #expect(rules.output.contains("plural-missing-category    error"))

        let stats = try LingoExecutable.run(["stats", "App", "--json"], in: Self.e2e())
        #expect(stats.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(stats.output.utf8)) as? [String: Any]
        let languages = object?["languages"] as? [[String: Any]]
        #expect(languages?.map { $0["language"] as? String } == ["de", "fr"])
        #expect(languages?.map { $0["translated"] as? Int } == [2, 1])
        #expect(languages?.map { $0["missing"] as? Int } == [0, 1])
        let table = try LingoExecutable.run(["stats", "App"], in: Self.e2e())
        #expect(
            table.output == """
                Development language: en
                language  translated  missing  needs review  total       %
                de                 2        0             0      2  100.0%
                fr                 1        1             0      2   50.0%

                """)

        let generated = try LingoExecutable.run(["gen", "App"], in: Self.e2e())
        #expect(generated.status == 0)
        #expect(generated.output.contains("public struct L10n: Sendable {"))
        #expect(generated.output.contains("public func greeting(_ arg1: Swift.String) -> Swift.String {"))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let convert = try LingoExecutable.run(["convert", "App", "--output", folder.path], in: Self.e2e())
        #expect(convert.status == 0, "\(convert.error)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Localizable.xcstrings").path))
        let back = try LingoExecutable.run(
            [
                "convert", folder.appendingPathComponent("Localizable.xcstrings").path,
                "--output", folder.appendingPathComponent("back").path,
            ], in: Self.e2e())
        #expect(back.status == 0, "\(back.error)")
        let french = try String(
            contentsOf: folder.appendingPathComponent("back/fr.lproj/Localizable.strings"), encoding: .utf8)
        // (The comment of "title" went with its first definition: the last one, without a comment, wins.)
        #expect(french == "\"title\" = \"Titre\";\n")
    }
}
