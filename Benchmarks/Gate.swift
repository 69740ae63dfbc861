// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// `lingo-bench --gate`: the performance gate of CI. It counts the instructions of the rows that
/// matter with callgrind — each a ``ProfileLoops`` loop in a child process, counted only inside
/// ``ProfileLoops/measure(_:_:)`` (the inclusive cost of its call), so setup is left out and a
/// lookup 10% slower moves its row by 10% — plus `lingo lint` on one shared corpus (the whole process) and
/// the memory an app holds once it has read every string (`memory.rss.after-reads`, a ratio to
/// Foundation measured in the same run) and the bytes linking Lingo adds to an app (`size.app`,
/// see ``SizeBenchmarks``). It compares them with `Benchmarks/Thresholds.json` and fails past +5%.
///
///     swift run -c release lingo-bench --gate                       # compare; exit 1 past a threshold
///     swift run -c release lingo-bench --gate --update-thresholds   # rewrite the thresholds
///     swift run -c release lingo-bench --gate --rows lookup.hit,lookup.miss
enum Gate {
    /// One row of the gate: a profile loop and how many iterations to count.
    struct Loop: Sendable {
        let name: String
        let iterations: Int
    }

    /// The rows counted in a profile loop, by name (the names of `Thresholds.json`).
    static let loops: [Loop] = [
        Loop(name: "lookup.hit", iterations: 10_000),
        Loop(name: "lookup.fallback", iterations: 10_000),
        Loop(name: "lookup.miss", iterations: 10_000),
        Loop(name: "lookup.generated", iterations: 20_000),
        Loop(name: "lookup.fallback.generated", iterations: 20_000),
        Loop(name: "switch.loaded", iterations: 2_000),
        Loop(name: "switch.cold", iterations: 4),
        Loop(name: "switch.cold.utf16", iterations: 4),
        Loop(name: "start.cold", iterations: 4),
        Loop(name: "start.cold.languages", iterations: 4),
        Loop(name: "parse.strings", iterations: 1),
        Loop(name: "parse.stringsdict", iterations: 1),
        Loop(name: "parse.xcstrings", iterations: 1),
        Loop(name: "format.plural", iterations: 5_000),
        Loop(name: "format.number", iterations: 5_000),
        Loop(name: "update.read", iterations: 10_000),
        Loop(name: "update.apply", iterations: 1),
    ]

    /// The rows whose loops are counted with callgrind's cache simulation too
    /// (``Callgrind/cacheOptions``): each adds `<row>.d1-misses` and `<row>.ll-misses`, the
    /// first-level and last-level data-cache misses per iteration, which see what instruction
    /// counts cannot (a table laid out worse, a shared line written by every reader).
    static let cacheRows: Set<String> = [
        "lookup.hit", "lookup.fallback", "lookup.miss", "lookup.generated", "lookup.fallback.generated", "switch.loaded",
    ]
    /// Added to a miss row's allowance, per iteration: a few misses more or less follow from
    /// where the allocator put the tables in one run or the other.
    static let missSlack = 0.05

    /// The lint row: `lingo lint` on this corpus of the shared test data, the whole process.
    static let lintCorpus = "rectangle"
    static let lintRow = "lint.corpus"
    static let memoryRow = "memory.rss.after-reads"
    /// The memory row's goal: at most Foundation's figure.
    static let memoryGoal = 1.0
    static let defaultTolerance = 0.05

    struct Options {
        var thresholds: URL
        var update = false
        var only: Set<String>?
    }

    /// A measured row: instructions per iteration, or a ratio; or why it was not measured.
    struct Measured {
        let name: String
        var instructions: Double?
        var ratio: Double?
        var bytes: Double?
        /// Data-cache misses per iteration (a `.d1-misses` or `.ll-misses` row).
        var misses: Double?
        var skipped: String?
    }

    /// Runs the gate with the arguments after `--gate` and exits: 0 passed (or thresholds
    /// written), 1 a row past its threshold, 2 a usage or setup error.
    static func run(_ arguments: [String]) -> Never {
        let started = Date()
        do {
            let options = try parse(arguments)
            guard Callgrind.valgrind != nil else {
                throw Callgrind.Failure(description: "valgrind is not installed: apt-get install valgrind")
            }
            let measured = try measure(options)
            let seconds = Int(Date().timeIntervalSince(started).rounded())
            if options.update {
                try update(options.thresholds, with: measured)
                print("lingo-bench --gate: wrote \(options.thresholds.path) (\(measured.count) rows, \(seconds) s)")
                exit(0)
            }
            let passed = try GateReport(thresholds: Thresholds.read(options.thresholds), measured: measured).print()
            print("lingo-bench --gate: \(passed ? "passed" : "FAILED") in \(seconds) s")
            exit(passed ? 0 : 1)
        } catch {
            FileHandle.standardError.write(Data("lingo-bench --gate: \(error)\n".utf8))
            exit(2)
        }
    }

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options(
            thresholds: ProcessBenchmarks.packageRoot.appendingPathComponent("Benchmarks/Thresholds.json"))
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--update-thresholds":
                options.update = true
            case "--thresholds" where index + 1 < arguments.count:
                index += 1
                options.thresholds = URL(fileURLWithPath: arguments[index])
            case "--rows" where index + 1 < arguments.count:
                index += 1
                options.only = Set(arguments[index].split(separator: ",").map(String.init))
            default:
                throw Callgrind.Failure(
                    description: "unknown option \(arguments[index])\n"
                        + "usage: lingo-bench --gate [--update-thresholds] [--thresholds FILE] [--rows NAME,NAME...]")
            }
            index += 1
        }
        return options
    }

    /// Measures every row (those of `--rows` only, when given).
    static func measure(_ options: Options) throws -> [Measured] {
        func wanted(_ name: String) -> Bool {
            guard let only = options.only else { return true }
            // A cache row's miss rows come with it: `--rows lookup.hit.d1-misses` counts lookup.hit.
            return only.contains(name) || only.contains { $0.hasPrefix(name + ".") && $0.hasSuffix("-misses") }
        }
        guard let bench = ChildProcess.executable else { throw Callgrind.Failure(description: "cannot find lingo-bench") }
        FileHandle.standardError.write(Data("lingo-bench --gate: generating data…\n".utf8))
        let data = try BenchmarkData()
        defer { data.remove() }
        let stripped = Callgrind.strippedCopy(of: bench)
        var results = [Measured]()
        let loops = loops.filter { wanted($0.name) }
        if !loops.isEmpty {
            results += try countLoops(loops, executable: stripped, resources: data.resources, folder: data.root)
        }
        if wanted(lintRow) {
            results.append(try countLint(bench: bench, folder: data.root))
        }
        let tools = toolRows.filter(wanted)
        if !tools.isEmpty {
            results += try countTools(tools, bench: bench, folder: data.root)
        }
        if wanted(memoryRow) {
            results.append(try memoryRatio(data))
        }
        if wanted(SizeBenchmarks.row) || wanted(SizeBenchmarks.remoteRow) {
            results += try appSize().filter { wanted($0.name) }
        }
        return results
    }

    /// Whether a function is ``ProfileLoops/measure(_:_:)`` or one of the optimizer's clones of
    /// it (mangled: `…12ProfileLoopsO7measure…`).
    @Sendable static func isMeasure(_ name: Substring) -> Bool {
        name.contains("ProfileLoopsO7measure")
    }

    /// Counts `loops`, two child processes at a time (one per core: counts do not depend on
    /// what else runs); the ``cacheRows`` with the cache simulation, giving their miss rows too.
    static func countLoops(_ loops: [Loop], executable: URL, resources: URL, folder: URL) throws -> [Measured] {
        let lock = NSLock()
        nonisolated(unsafe) var counts = [String: Result<[String: UInt64], any Error>]()
        let workers = max(1, min(2, ProcessInfo.processInfo.activeProcessorCount))
        let queue = DispatchQueue(label: "lingo-bench.gate", attributes: .concurrent)
        let group = DispatchGroup()
        let slots = DispatchSemaphore(value: workers)
        for loop in loops {
            slots.wait()
            queue.async(group: group) {
                defer { slots.signal() }
                let started = Date()
                defer {
                    let seconds = Int(Date().timeIntervalSince(started).rounded())
                    FileHandle.standardError.write(Data("lingo-bench --gate: counted \(loop.name) (\(seconds) s)\n".utf8))
                }
                let result = Result {
                    try Callgrind.events(
                        executable,
                        [ChildProcess.flag, "profile", "\(loop.name)@\(resources.path)", "\(loop.iterations)"],
                        options: cacheRows.contains(loop.name) ? Callgrind.cacheOptions : [], within: isMeasure,
                        folder: folder)
                }
                lock.withLock { counts[loop.name] = result }
            }
        }
        group.wait()
        var measured = [Measured]()
        for loop in loops {
            let events = try counts[loop.name]!.get()
            let perIteration = { (names: [String]) in
                Double(names.reduce(0) { $0 + (events[$1] ?? 0) }) / Double(loop.iterations)
            }
            measured.append(Measured(name: loop.name, instructions: perIteration(["Ir"])))
            if cacheRows.contains(loop.name) {
                measured.append(Measured(name: loop.name + ".d1-misses", misses: perIteration(["D1mr", "D1mw"])))
                measured.append(Measured(name: loop.name + ".ll-misses", misses: perIteration(["DLmr", "DLmw"])))
            }
        }
        return measured
    }

    /// `lingo lint` on ``lintCorpus``, the whole process; skipped (failed under
    /// `LINGO_STRICT_TESTS=1`) where the shared test data is absent.
    static func countLint(bench: URL, folder: URL) throws -> Measured {
        let lingo = bench.deletingLastPathComponent().appendingPathComponent("lingo")
        guard FileManager.default.isExecutableFile(atPath: lingo.path) else {
            throw Callgrind.Failure(description: "no `lingo` next to lingo-bench: run `swift build -c release` first")
        }
        let environment = ProcessInfo.processInfo.environment
        let shared = environment["LINGO_SHARED"].map { URL(fileURLWithPath: $0) }
            ?? ProcessBenchmarks.packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        let corpus = shared.appendingPathComponent("corpora/\(lintCorpus)")
        guard FileManager.default.fileExists(atPath: corpus.path) else {
            let reason = "no corpus at \(corpus.path): put the shared test data next to the package or set LINGO_SHARED"
            if environment["LINGO_STRICT_TESTS"] == "1" { throw Callgrind.Failure(description: reason) }
            return Measured(name: lintRow, skipped: reason)
        }
        FileHandle.standardError.write(Data("lingo-bench --gate: counting \(lintRow) (\(lintCorpus))…\n".utf8))
        let count = try Callgrind.instructions(
            Callgrind.strippedCopy(of: lingo), ["lint", corpus.path], within: nil, acceptedStatus: 0...1, folder: folder)
        return Measured(name: lintRow, instructions: Double(count))
    }

    /// The other `lingo` commands counted whole, as `lint.corpus` is: `lingo export` of
    /// ``lintCorpus`` (`export.corpus`), `lingo import` of that unchanged export into a copy of
    /// it (`import.corpus`), and `lingo gen` on a 5,000-key String Catalog (`gen.catalog`).
    static let toolRows = ["export.corpus", "import.corpus", "gen.catalog"]

    /// Counts the ``toolRows`` in `rows`; the corpus rows are skipped (failed under
    /// `LINGO_STRICT_TESTS=1`) where the shared test data is absent.
    static func countTools(_ rows: [String], bench: URL, folder: URL) throws -> [Measured] {
        let lingo = bench.deletingLastPathComponent().appendingPathComponent("lingo")
        guard FileManager.default.isExecutableFile(atPath: lingo.path) else {
            throw Callgrind.Failure(description: "no `lingo` next to lingo-bench: run `swift build -c release` first")
        }
        let stripped = Callgrind.strippedCopy(of: lingo)
        let work = folder.appendingPathComponent("gate-tools")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        func count(_ row: String, _ arguments: [String], accepted: ClosedRange<Int32> = 0...0) throws -> Measured {
            FileHandle.standardError.write(Data("lingo-bench --gate: counting \(row)…\n".utf8))
            let count = try Callgrind.instructions(
                stripped, arguments, within: nil, acceptedStatus: accepted, folder: folder)
            return Measured(name: row, instructions: Double(count))
        }
        var results = [Measured]()
        if rows.contains("export.corpus") || rows.contains("import.corpus") {
            let environment = ProcessInfo.processInfo.environment
            let shared = environment["LINGO_SHARED"].map { URL(fileURLWithPath: $0) }
                ?? ProcessBenchmarks.packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
            let corpus = shared.appendingPathComponent("corpora/\(lintCorpus)")
            if FileManager.default.fileExists(atPath: corpus.path) {
                let copy = work.appendingPathComponent(lintCorpus)
                try FileManager.default.copyItem(at: corpus, to: copy)
                let exported = work.appendingPathComponent("xliff")
                let export = try count("export.corpus", ["export", copy.path, "--output", exported.path])
                if rows.contains("export.corpus") { results.append(export) }
                if rows.contains("import.corpus") {
                    let files = try FileManager.default.contentsOfDirectory(atPath: exported.path).sorted()
                        .filter { $0.hasSuffix(".xliff") }.map { exported.appendingPathComponent($0).path }
                    // The corpus's own errors come back as findings: exit status 1 is a finished import.
                    results.append(try count("import.corpus", ["import"] + files + ["--into", copy.path], accepted: 0...1))
                }
            } else {
                let reason = "no corpus at \(corpus.path): put the shared test data next to the package or set LINGO_SHARED"
                if environment["LINGO_STRICT_TESTS"] == "1" { throw Callgrind.Failure(description: reason) }
                results += rows.filter { $0 != "gen.catalog" }.map { Measured(name: $0, skipped: reason) }
            }
        }
        if rows.contains("gen.catalog") {
            let catalog = work.appendingPathComponent("Large.xcstrings")
            try ToolBenchmarks.catalog(keys: 5_000).write(to: catalog)
            results.append(try count("gen.catalog", ["gen", catalog.path, "--output", work.appendingPathComponent("L10n.swift").path]))
        }
        return results
    }

    /// Lingo's memory.rss.after-reads over Foundation's: three child processes each, interleaved,
    /// medians.
    static func memoryRatio(_ data: BenchmarkData) throws -> Measured {
        guard ChildProcess.residentBytes() != nil else { return Measured(name: memoryRow, skipped: "needs /proc") }
        FileHandle.standardError.write(Data("lingo-bench --gate: measuring \(memoryRow)…\n".utf8))
        let languages = data.tables.keys.sorted().joined(separator: ",")
        var samples = [String: [Double]]()
        for _ in 0..<3 {
            for subject in ["Lingo", "Foundation.Bundle"] {
                let output = try ChildProcess.spawn(["rss-after-reads", subject, data.resources.path, languages])
                guard let bytes = Double(output) else { throw Callgrind.Failure(description: "child printed \(output)") }
                samples[subject, default: []].append(bytes)
            }
        }
        return Measured(name: memoryRow, ratio: samples["Lingo"]!.median / samples["Foundation.Bundle"]!.median)
    }

    /// The bytes linking Lingo (`size.app`) and Lingo with LingoRemote (`size.app.remote`) add to
    /// an app (see ``SizeBenchmarks``); skipped where it cannot be measured (not Linux).
    static func appSize() throws -> [Measured] {
        FileHandle.standardError.write(Data("lingo-bench --gate: measuring \(SizeBenchmarks.row)…\n".utf8))
        #if os(Linux)
        let sizes = try SizeBenchmarks.measure()
        return [
            Measured(name: SizeBenchmarks.row, bytes: Double(sizes.lingoAdds)),
            Measured(name: SizeBenchmarks.remoteRow, bytes: Double(sizes.remoteAdds)),
        ]
        #else
        let reason = "measured on Linux only"
        return [Measured(name: SizeBenchmarks.row, skipped: reason), Measured(name: SizeBenchmarks.remoteRow, skipped: reason)]
        #endif
    }

    /// Writes `measured` into the thresholds at `url`, keeping the goals and tolerances there.
    static func update(_ url: URL, with measured: [Measured]) throws {
        var thresholds = (try? Thresholds.read(url)) ?? Thresholds(
            about: Thresholds.about, machine: .init(cpu: "", valgrind: ""), tolerance: defaultTolerance, rows: [:])
        thresholds.about = Thresholds.about
        thresholds.machine = .init(cpu: Thresholds.cpuModel, valgrind: Callgrind.version)
        for row in measured where row.skipped == nil {
            var entry = thresholds.rows[row.name] ?? Thresholds.Row()
            entry.instructions = row.instructions.map { ($0 * 10).rounded() / 10 }
            entry.ratio = row.ratio.map { ($0 * 1000).rounded() / 1000 }
            entry.bytes = row.bytes
            entry.misses = row.misses.map { ($0 * 1000).rounded() / 1000 }
            if row.name == memoryRow { entry.goal = entry.goal ?? memoryGoal }
            thresholds.rows[row.name] = entry
        }
        try thresholds.write(to: url)
    }
}
