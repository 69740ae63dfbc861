// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The `lingo` commands on large inputs, each a child process (wall time and peak RSS):
///
/// - `export.corpus`, `import.corpus`: `lingo export` of the wikipedia-ios corpus, and
///   `lingo import` of that unchanged export into a copy of it;
/// - `gen.catalog`: `lingo gen` on a String Catalog of 50,000 keys;
/// - `memory.tools`: peak RSS of `lint`, `convert`, `export` and `import` on two generated
///   tables of 50 MB each (en and fr; 2 MB each in a quick run), beside the input's bytes.
struct ToolBenchmarks {
    let harness: Harness
    let quick: Bool

    struct Reason: Error {
        let message: String
    }

    func run() -> ([Row], [Pending]) {
        guard let lingo = Self.lingo else {
            let reason = "no `lingo` next to lingo-bench: run `swift build -c release --product lingo` first"
            return ([], ["export.corpus", "import.corpus", "gen.catalog", "memory.tools"].map {
                Pending(benchmark: $0, reason: reason)
            })
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lingo-bench-tools-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: work)
        defer { try? FileManager.default.removeItem(at: work) }
        var rows = [Row]()
        var pending = [Pending]()
        for (name, measure) in [
            ("export.corpus", corpusRows), ("gen.catalog", genRows), ("memory.tools", memoryRows),
        ] as [(String, (URL, URL) throws -> [Row])] {
            do {
                let folder = work.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                rows += try measure(lingo, folder)
            } catch let reason as Reason {
                pending.append(Pending(benchmark: name, reason: reason.message))
            } catch {
                pending.append(Pending(benchmark: name, reason: "\(error)"))
            }
        }
        return (rows, pending)
    }

    /// The release `lingo` beside this `lingo-bench`.
    static var lingo: URL? {
        guard let bench = ChildProcess.executable else { return nil }
        let lingo = bench.deletingLastPathComponent().appendingPathComponent("lingo")
        return FileManager.default.isExecutableFile(atPath: lingo.path) ? lingo : nil
    }

    private var repeats: Int { max(1, harness.rounds / 5) }

    /// Runs `arguments` `repeats` times; fails unless every run exits with one of `accepted`.
    private func measure(_ lingo: URL, _ arguments: [String], accepted: ClosedRange<Int32> = 0...0) throws -> [ToolRun] {
        try (0..<repeats).map { _ in
            let run = try ToolRun.run(lingo, arguments)
            guard accepted.contains(run.status) else {
                throw Reason(message: "lingo \(arguments.first ?? "") exited with \(run.status)")
            }
            return run
        }
    }

    /// export.corpus and import.corpus on wikipedia-ios.
    private func corpusRows(_ lingo: URL, _ folder: URL) throws -> [Row] {
        let corpus = ProcessBenchmarks.packageRoot.deletingLastPathComponent()
            .appendingPathComponent("shared/corpora/wikipedia-ios")
        guard FileManager.default.fileExists(atPath: corpus.path) else {
            throw Reason(message: "no corpus at ../shared/corpora/wikipedia-ios")
        }
        let copy = folder.appendingPathComponent("wikipedia-ios")
        try FileManager.default.copyItem(at: corpus, to: copy)
        let exported = folder.appendingPathComponent("xliff")
        let exports = try measure(lingo, ["export", copy.path, "--output", exported.path])
        let files = try FileManager.default.contentsOfDirectory(atPath: exported.path).sorted()
            .filter { $0.hasSuffix(".xliff") }.map { exported.appendingPathComponent($0).path }
        guard !files.isEmpty else { throw Reason(message: "lingo export wrote no XLIFF") }
        // The corpus's own errors come back as findings: exit status 1 is a finished import.
        let imports = try measure(lingo, ["import"] + files + ["--into", copy.path], accepted: 0...1)
        let variant = "wikipedia-ios, \(files.count) languages"
        return Self.timeAndPeak("export.corpus", "lingo export", exports, variant: variant)
            + Self.timeAndPeak("import.corpus", "lingo import", imports, variant: variant + ", the unchanged export")
    }

    /// gen.catalog: `lingo gen` on a 50,000-key String Catalog.
    private func genRows(_ lingo: URL, _ folder: URL) throws -> [Row] {
        let keyCount = quick ? 5_000 : 50_000
        let catalog = folder.appendingPathComponent("Large.xcstrings")
        try Self.catalog(keys: keyCount).write(to: catalog)
        let runs = try measure(lingo, ["gen", catalog.path, "--output", folder.appendingPathComponent("L10n.swift").path])
        return Self.timeAndPeak("gen.catalog", "lingo gen", runs, variant: "\(keyCount) catalog keys, one with a number each tenth")
    }

    /// memory.tools: peak RSS of each tool on two large tables, and the input's size.
    private func memoryRows(_ lingo: URL, _ folder: URL) throws -> [Row] {
        let bytesPerTable = quick ? 2_000_000 : 50_000_000
        let resources = folder.appendingPathComponent("Resources")
        var input = 0
        for language in ["en", "fr"] {
            let lproj = resources.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            let table = Self.stringsTable(bytes: bytesPerTable, language: language)
            input += table.count
            try table.write(to: lproj.appendingPathComponent("Localizable.strings"))
        }
        let xliff = folder.appendingPathComponent("xliff")
        var peaks = [String: [Double]]()
        peaks["lint"] = try measure(lingo, ["lint", resources.path], accepted: 0...1).map(\.peakBytes)
        peaks["convert"] = try measure(lingo, ["convert", resources.path, "--output", folder.appendingPathComponent("catalogs").path])
            .map(\.peakBytes)
        peaks["export"] = try measure(lingo, ["export", resources.path, "--output", xliff.path]).map(\.peakBytes)
        peaks["import"] = try measure(lingo, ["import", xliff.appendingPathComponent("fr.xliff").path, "--into", resources.path],
                                      accepted: 0...1).map(\.peakBytes)
        peaks["input"] = [Double(input)]
        return rows("memory.tools", peaks, unit: "bytes", order: ["lint", "convert", "export", "import", "input"],
                    baseline: "input", variant: "two .strings tables of \(bytesPerTable / 1_000_000) MB (en, fr)",
                    notes: ["input": "the tables' bytes; each tool's figure is its peak RSS, a child process"])
    }

    private static func timeAndPeak(_ benchmark: String, _ subject: String, _ runs: [ToolRun], variant: String) -> [Row] {
        rows(benchmark, [subject: runs.map(\.seconds)], unit: "s", order: [subject], baseline: nil, variant: variant,
             notes: [subject: "wall time of the release `\(subject)`, a child process"])
            + rows(benchmark + ".peak-rss", [subject: runs.map(\.peakBytes)], unit: "bytes", order: [subject],
                   baseline: nil, variant: variant, notes: [subject: "peak RSS of that child process"])
    }

    /// A `.strings` table of about `bytes` bytes: numbered keys, sentences as values.
    static func stringsTable(bytes: Int, language: String) -> Data {
        var text = "/* Generated by lingo-bench. */\n"
        text.reserveCapacity(bytes + 200)
        var index = 0
        while text.utf8.count < bytes {
            text += "/* Shown on screen \(index % 97). */\n\"screen.\(index / 100).item.\(index)\" = "
            text += "\"\(language == "en" ? "Open the item" : "Ouvrir l’élément") number \(index) of the list\";\n"
            index += 1
        }
        return Data(text.utf8)
    }

    /// A String Catalog of `keys` keys in en and fr; each tenth key has a number argument.
    static func catalog(keys: Int) -> Data {
        var text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        for index in 0..<keys {
            let argument = index % 10 == 0 ? " %lld" : ""
            text += "    \"screen.\(index / 100).item.\(index)\" : {\n      \"localizations\" : {\n"
            for (language, value) in [("en", "Open item\(argument)"), ("fr", "Ouvrir l’élément\(argument)")] {
                text += "        \"\(language)\" : {\n          \"stringUnit\" : {\n"
                text += "            \"state\" : \"translated\",\n            \"value\" : \"\(value)\"\n          }\n        }"
                text += language == "en" ? ",\n" : "\n"
            }
            text += "      }\n    }" + (index == keys - 1 ? "\n" : ",\n")
        }
        text += "  },\n  \"version\" : \"1.0\"\n}\n"
        return Data(text.utf8)
    }
}
