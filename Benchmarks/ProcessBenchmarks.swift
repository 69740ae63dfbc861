// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The figures measured in other processes: memory.rss (each subject loads every language in a
/// child process of its own) and lint.corpus (`lingo lint` on a real project).
struct ProcessBenchmarks {
    let data: BenchmarkData
    let harness: Harness

    func run() -> ([Row], [Pending]) {
        var rows = [Row]()
        var pending = [Pending]()
        switch memoryRows() {
        case .success(let result): rows += result
        case .failure(let reason): pending.append(Pending(benchmark: "memory.rss", reason: reason.message))
        }
        switch afterReadsRows() {
        case .success(let result): rows += result
        case .failure(let reason): pending.append(Pending(benchmark: "memory.rss.after-reads", reason: reason.message))
        }
        switch lintRows() {
        case .success(let result): rows += result
        case .failure(let reason): pending.append(Pending(benchmark: "lint.corpus", reason: reason.message))
        }
        return (rows, pending)
    }

    struct Reason: Error {
        let message: String
    }

    /// RSS growth after loading all languages, each subject in its own process, interleaved.
    func memoryRows() -> Result<[Row], Reason> {
        guard ChildProcess.residentBytes() != nil else { return .failure(Reason(message: "needs /proc/self/statm (Linux)")) }
        let languages = data.tables.keys.sorted()
        var samples = [String: [Double]]()
        for _ in 0..<max(3, harness.rounds / 3) {
            for subject in ["Lingo", "Foundation.Bundle"] {
                do {
                    let output = try ChildProcess.spawn(["rss", subject, data.resources.path, languages.joined(separator: ",")])
                    guard let bytes = Double(output) else { return .failure(Reason(message: "child printed \(output)")) }
                    samples[subject, default: []].append(bytes)
                } catch {
                    return .failure(Reason(message: "child process failed: \(error)"))
                }
            }
        }
        var raw = 0
        for language in languages {
            let folder = data.resources.appendingPathComponent("\(language).lproj")
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
                let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
                raw += (attributes?[.size] as? NSNumber)?.intValue ?? 0
            }
        }
        samples["raw-bytes"] = [Double(raw)]
        let variant = "\(languages.count) languages (\(languages.joined(separator: ", ")))"
        return .success(rows("memory.rss", samples, unit: "bytes", order: ["Lingo", "Foundation.Bundle", "raw-bytes"],
                                         baseline: "Foundation.Bundle", variant: variant,
                                         notes: ["Lingo": "RSS growth of a child process: Localizer + setLanguage to each language + a lookup",
                                                 "Foundation.Bundle": "RSS growth of a child process: Bundle(path:) of each .lproj + a lookup",
                                                 "raw-bytes": "the size of the files in those .lproj folders"]))
    }

    /// RSS growth once every key of every language was read, each subject in its own process,
    /// interleaved (see ``ChildProcess/rssAfterReads(subject:resources:languages:)``).
    func afterReadsRows() -> Result<[Row], Reason> {
        guard ChildProcess.residentBytes() != nil else { return .failure(Reason(message: "needs /proc/self/statm (Linux)")) }
        let languages = data.tables.keys.sorted()
        var samples = [String: [Double]]()
        // Three processes per subject in a full run, one in a quick one (each reads 70,000 keys).
        for _ in 0..<(harness.rounds >= 15 ? 3 : 1) {
            for subject in ChildProcess.afterReadsSubjects {
                do {
                    let output = try ChildProcess.spawn(
                        ["rss-after-reads", subject, data.resources.path, languages.joined(separator: ",")])
                    guard let bytes = Double(output) else { return .failure(Reason(message: "child printed \(output)")) }
                    samples[subject, default: []].append(bytes)
                } catch {
                    return .failure(Reason(message: "child process failed: \(error)"))
                }
            }
        }
        let variant = "\(languages.count) languages, every key read once"
        return .success(rows("memory.rss.after-reads", samples, unit: "bytes", order: ChildProcess.afterReadsSubjects,
                             baseline: "Foundation.Bundle", variant: variant,
                             notes: ["Lingo": "RSS growth of a child process: every language loaded, every key read once, malloc_trim",
                                     "Dictionary": "the same with one [String: String] per language (the floor)",
                                     "Foundation.Bundle": "the same with Bundle(path:) of each .lproj"]))
    }

    /// The package folder: the working directory of `swift run`, else four levels above the
    /// executable (`.build/<triple>/<configuration>/lingo-bench`).
    static var packageRoot: URL {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if FileManager.default.fileExists(atPath: current.appendingPathComponent("Package.swift").path) { return current }
        var url = ChildProcess.executable ?? current
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url
    }

    /// Seconds for `lingo lint` on the wikipedia-ios corpus, with the `lingo` of this build.
    func lintRows() -> Result<[Row], Reason> {
        guard let bench = ChildProcess.executable else { return .failure(Reason(message: "cannot find this executable")) }
        let lingo = bench.deletingLastPathComponent().appendingPathComponent("lingo")
        guard FileManager.default.isExecutableFile(atPath: lingo.path) else {
            return .failure(Reason(message: "no `lingo` next to lingo-bench: run `swift build -c release --product lingo` first"))
        }
        let corpus = Self.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpora/wikipedia-ios")
        guard FileManager.default.fileExists(atPath: corpus.path) else {
            return .failure(Reason(message: "no corpus at ../shared/corpora/wikipedia-ios"))
        }
        var seconds = [Double]()
        for _ in 0..<max(1, harness.rounds / 5) {
            let process = Process()
            process.executableURL = lingo
            process.arguments = ["lint", corpus.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let start = Harness.now()
            do { try process.run() } catch { return .failure(Reason(message: "cannot start lingo: \(error)")) }
            process.waitUntilExit()
            let elapsed = Double(Harness.now() - start) / 1e9
            // 0: clean, 1: the corpus has findings; anything else is a failure.
            guard process.terminationStatus <= 1 else {
                return .failure(Reason(message: "lingo lint exited with \(process.terminationStatus)"))
            }
            seconds.append(elapsed)
        }
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        return .success(rows("lint.corpus", ["lingo lint": seconds], unit: "s", order: ["lingo lint"], baseline: nil,
                                         variant: "wikipedia-ios",
                                         notes: ["lingo lint": "wall time of the \(build) `lingo lint` of this build, a child process"]))
    }
}
