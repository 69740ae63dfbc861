// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

// lingo-bench: every speed claim measured side by side in one run.
//
//   swift run -c release lingo-bench            full run, Markdown table
//   swift run -c release lingo-bench --quick    smoke run (well under 30 s)
//   swift run -c release lingo-bench --json     rows as JSON
//   swift run -c release lingo-bench --gate     CI's performance gate: instruction counts
//                                               against Benchmarks/Thresholds.json (see Gate)

if CommandLine.arguments.dropFirst().first == ChildProcess.flag {
    ChildProcess.run(Array(CommandLine.arguments.dropFirst(2)))  // hidden: work for a parent lingo-bench
}
if CommandLine.arguments.dropFirst().first == "--gate" {
    Gate.run(Array(CommandLine.arguments.dropFirst(2)))
}
let arguments = Set(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print("usage: lingo-bench [--quick] [--json]")
    print("       lingo-bench --gate [--update-thresholds] [--thresholds FILE] [--rows NAME,NAME...]")
    exit(0)
}
let unknown = arguments.subtracting(["--quick", "--json"])
if !unknown.isEmpty {
    FileHandle.standardError.write(Data("lingo-bench: unknown option \(unknown.sorted().joined(separator: " "))\n".utf8))
    exit(2)
}
let quick = arguments.contains("--quick")
let json = arguments.contains("--json")
let harness = quick ? Harness(rounds: 5, targetSeconds: 0.01) : Harness(rounds: 15, targetSeconds: 0.05)

func log(_ message: String) {
    FileHandle.standardError.write(Data("lingo-bench: \(message)\n".utf8))
}

#if DEBUG
log("warning: this is a debug build; run `swift run -c release lingo-bench` for real figures")
#endif

let started = Date()
log("generating data…")
let data = try BenchmarkData()
defer { data.remove() }

var allRows = [Row]()
var notes = [String]()
var pending = [Pending]()

log("lookups…")
allRows += try LookupBenchmarks(data: data, harness: harness).run()
allRows += try GeneratedBenchmarks(data: data, harness: harness).run()
log("switching…")
allRows += try SwitchBenchmarks(data: data, harness: harness).run()
log("starting…")
allRows += try StartBenchmarks(data: data, harness: harness).run()
log("parsing…")
allRows += try ParseBenchmarks(data: data, harness: harness).run()
allRows += try StructuredParseBenchmarks(data: data, harness: harness).run()
log("formatting…")
allRows += try FormatBenchmarks(data: data, harness: harness).run()
log("over-the-air update…")
allRows += try UpdateBenchmarks(data: data, harness: harness).run()
log("memory…")
let (memoryRows, memoryNote) = try MemoryBenchmarks(data: data).run()
allRows += memoryRows
notes.append(memoryNote)
log("child processes (memory.rss, lint.corpus)…")
let (processRows, processPending) = ProcessBenchmarks(data: data, harness: harness).run()
allRows += processRows
pending += processPending
if quick {
    pending.append(Pending(benchmark: SizeBenchmarks.row, reason: "not in a quick run (it builds a package in release)"))
} else {
    log("app size (builds .build/size-app in release the first time)…")
    switch SizeBenchmarks.rows() {
    case .success(let rows): allRows += rows
    case .failure(let reason): pending.append(Pending(benchmark: SizeBenchmarks.row, reason: reason.message))
    }
}
log("tools on large inputs (export.corpus, import.corpus, gen.catalog, memory.tools)…")
let (toolRows, toolPending) = ToolBenchmarks(harness: harness, quick: quick).run()
allRows += toolRows
pending += toolPending

if json {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let output = try encoder.encode(allRows.map { $0.median.isFinite ? $0 : nil }.compactMap { $0 })
    print(String(decoding: output, as: UTF8.self))
} else {
    print(Report(rows: allRows, pending: pending, notes: notes, quick: quick,
                 seconds: Date().timeIntervalSince(started)).markdown)
}
