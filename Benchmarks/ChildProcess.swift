// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import CBenchSupport

/// Work lingo-bench does in a child process of itself: `lingo-bench --child <task> <arguments>`.
///
/// - `rss <subject> <resources> <languages>`: loads every language with one subject and prints
///   the growth of the process's resident set in bytes (read from `/proc/self/statm`).
/// - `rss-after-reads <subject> <resources> <languages>`: the same after every key of every
///   language was read once, then `malloc_trim` (see ``rssAfterReads(subject:resources:languages:)``).
/// - `tool-run <executable> <arguments...>`: runs a tool and prints its wall time, peak RSS and
///   exit status (see ``ToolRun``).
/// - `update-applies <count> <keys>`: heap and resident set after one applied update and after
///   `count` (see ``updateApplies(count:keys:)``).
/// - `update-apply-rss <subject> <resources> <folder>`: peak RSS growth while an update is
///   applied, or the same table read by Foundation (see ``updateApplyPeak(subject:resources:folder:)``).
/// - `data`: writes the benchmark data and prints its resources folder (left in place).
/// - `profile <loop>@<resources> <iterations>`: runs one loop for `valgrind --tool=callgrind`
///   (see ``ProfileLoops``).
/// - `time <loop>,<loop>...@<resources> <iterations> [rounds]`: times those loops, interleaved
///   (see ``ProfileLoops``).
enum ChildProcess {
    static let flag = "--child"

    /// The running executable, to start it again as a child.
    static var executable: URL? {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        return Bundle.main.executableURL
    }

    /// The resident set of this process in bytes, or nil where `/proc` is missing.
    static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Runs the child task named in `arguments` (after `--child`) and exits.
    static func run(_ arguments: [String]) -> Never {
        do {
            switch arguments.first {
            case "rss" where arguments.count == 4:
                print(try rss(subject: arguments[1], resources: URL(fileURLWithPath: arguments[2]),
                              languages: arguments[3].split(separator: ",").map(String.init)))
            case "rss-after-reads" where arguments.count == 4:
                print(try rssAfterReads(subject: arguments[1], resources: URL(fileURLWithPath: arguments[2]),
                                        languages: arguments[3].split(separator: ",").map(String.init)))
            case "tool-run" where arguments.count >= 2:
                print(try ToolRun.runDirectly(URL(fileURLWithPath: arguments[1]), Array(arguments.dropFirst(2))).line)
            case "update-applies" where arguments.count == 3:
                print(try updateApplies(count: Int(arguments[1]) ?? 200, keys: Int(arguments[2]) ?? 2000))
            case "update-apply-rss" where arguments.count == 4:
                print(try updateApplyPeak(subject: arguments[1], resources: URL(fileURLWithPath: arguments[2]),
                                          folder: URL(fileURLWithPath: arguments[3])))
            case "data":
                print(try BenchmarkData().resources.path)  // kept: remove it when done
            case "profile" where arguments.count == 3:
                try ProfileLoops.run(arguments[1], iterations: Int(arguments[2]) ?? 1000)
            case "time" where arguments.count == 3 || arguments.count == 4:
                try ProfileLoops.time(arguments[1], iterations: Int(arguments[2]) ?? 100_000,
                                      rounds: arguments.count == 4 ? Int(arguments[3]) ?? 15 : 15)
            default:
                FileHandle.standardError.write(Data("lingo-bench: bad child task \(arguments)\n".utf8))
                exit(2)
            }
        } catch {
            FileHandle.standardError.write(Data("lingo-bench: child task failed: \(error)\n".utf8))
            exit(1)
        }
        exit(0)
    }

    /// RSS growth after loading `languages` from `resources` with `subject`.
    static func rss(subject: String, resources: URL, languages: [String]) throws -> Int {
        // Warm up what every subject needs (Foundation's file and bundle machinery), so the
        // figure is the tables' cost, not the first use of Foundation.
        let warm = Bundle(path: FileManager.default.temporaryDirectory.path)
        blackHole(warm?.localizedString(forKey: "warm", value: nil, table: nil))
        blackHole(try? FileManager.default.contentsOfDirectory(atPath: resources.path))
        guard let before = residentBytes() else { throw CocoaError(.featureUnsupported) }
        let heapBefore = MemoryBenchmarks.allocatedBytes() ?? 0
        var keep = [AnyObject]()
        var total = 0
        switch subject {
        case "Lingo":
            let localizer = try Localizer(resources: resources, developmentLanguage: "en", store: .inMemory(),
                                          systemLanguages: .fixed([LanguageTag(languages[0])]))
            for language in languages {
                try localizer.setLanguage(LanguageTag(language))
                total &+= localizer.string("settings.title.absent").utf8.count
            }
            keep.append(localizer)
        case "Foundation.Bundle":
            for language in languages {
                let bundle = Bundle(path: resources.appendingPathComponent("\(language).lproj").path)!
                total &+= bundle.localizedString(forKey: "settings.title.absent", value: nil, table: nil).utf8.count
                keep.append(bundle)
            }
        default:
            throw CocoaError(.featureUnsupported)
        }
        if ProcessInfo.processInfo.environment["LINGO_BENCH_TRIM"] != nil {
            // For profiling: how much of the growth malloc gives back when asked.
            _ = cbench_trim_heap()
        }
        let after = residentBytes()!
        if ProcessInfo.processInfo.environment["LINGO_BENCH_HEAP"] != nil {
            // For profiling: how much of the growth is heap in use, and how much freed-but-kept.
            let heap = (MemoryBenchmarks.allocatedBytes() ?? 0) - heapBefore
            FileHandle.standardError.write(Data("\(subject): rss +\(after - before), heap in use +\(heap)\n".utf8))
        }
        blackHole(total)
        blackHole(keep)
        return after - before
    }

    /// Starts `lingo-bench --child` with `arguments` and returns its standard output.
    static func spawn(_ arguments: [String]) throws -> String {
        guard let executable else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = executable
        process.arguments = [flag] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
