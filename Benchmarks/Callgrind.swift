// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Counts the instructions a process executes with `valgrind --tool=callgrind`: the same count
/// however busy the machine is, where times are not.
enum Callgrind {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// valgrind's path on `PATH`, or nil where it is not installed.
    static var valgrind: URL? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.map { URL(fileURLWithPath: "\($0)/valgrind") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// `valgrind --version`, for the record kept with the thresholds.
    static var version: String {
        guard let valgrind, let output = try? run(valgrind, ["--version"]) else { return "unknown" }
        return output.text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A copy of `executable` without its debug information, next to it: valgrind 3.19 cannot
    /// read a release build's DWARF and gives up. Function names stay (they are symbols, not
    /// debug information), so the measured functions are still found by name. The original where `strip`
    /// is missing.
    static func strippedCopy(of executable: URL) -> URL {
        let copy = executable.deletingLastPathComponent().appendingPathComponent(executable.lastPathComponent + ".gate")
        let strip = URL(fileURLWithPath: "/usr/bin/strip")
        guard FileManager.default.isExecutableFile(atPath: strip.path) else { return executable }
        try? FileManager.default.removeItem(at: copy)
        guard let result = try? run(strip, ["--strip-debug", "-o", copy.path, executable.path]), result.status == 0 else {
            return executable
        }
        return copy
    }

    /// callgrind's simulated caches for the cache rows, fixed rather than the host's so that every
    /// machine counts the same misses: 32 KiB 8-way first-level caches and an 8 MiB 16-way last
    /// level, 64-byte lines.
    static let cacheOptions = ["--cache-sim=yes", "--I1=32768,8,64", "--D1=32768,8,64", "--LL=8388608,16,64"]

    /// The instructions `executable arguments...` executes: all of them, or, with `within`, the
    /// inclusive cost of the calls into the functions it matches from functions it does not
    /// match (the outermost calls: the measured loops, and everything they call, on the thread
    /// that runs them). Hash seeds are fixed (`SWIFT_DETERMINISTIC_HASHING`), so a dictionary's
    /// probing is the same in every run.
    ///
    /// The outermost calls rather than callgrind's `--toggle-collect`: the optimizer clones a
    /// loop function per call site and may merge two identical clones into a shared body that
    /// a thunk jumps to; both match, and toggling on entry to each would switch collection off
    /// inside the loop.
    ///
    /// - Parameters:
    ///   - within: Whether a function's (mangled) name is one of the measured functions.
    ///   - acceptedStatus: The exit statuses that mean success (`lingo lint` exits 1 on findings).
    ///   - folder: Where the callgrind output goes (removed by the caller).
    static func instructions(
        _ executable: URL, _ arguments: [String], within: ((Substring) -> Bool)?,
        acceptedStatus: ClosedRange<Int32> = 0...0, folder: URL
    ) throws -> UInt64 {
        try events(executable, arguments, within: within, acceptedStatus: acceptedStatus, folder: folder)["Ir"] ?? 0
    }

    /// Like ``instructions(_:_:within:acceptedStatus:folder:)``, with `options` passed to
    /// callgrind (``cacheOptions``): every event it counted, by name (`Ir`, `D1mr`, `DLmw`...).
    static func events(
        _ executable: URL, _ arguments: [String], options extra: [String] = [], within: ((Substring) -> Bool)?,
        acceptedStatus: ClosedRange<Int32> = 0...0, folder: URL
    ) throws -> [String: UInt64] {
        guard let valgrind else { throw Failure(description: "valgrind is not installed: apt-get install valgrind") }
        let output = folder.appendingPathComponent("callgrind-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: output) }
        let options = [
            "--tool=callgrind", "--callgrind-out-file=\(output.path)", "--compress-strings=no", "--compress-pos=no",
        ] + extra
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        let result = try run(valgrind, options + [executable.path] + arguments, environment: environment)
        guard acceptedStatus.contains(result.status) else {
            throw Failure(description: "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) exited with "
                + "\(result.status) under valgrind:\n\(result.text.suffix(2000))")
        }
        let text = try String(contentsOf: output, encoding: .utf8)
        let names = eventNames(in: text)
        let costs = within.map { outermostCalls(in: text, matching: $0) } ?? totals(in: text)
        guard let costs, let first = costs.first, first > 0 else {
            throw Failure(description: "callgrind counted nothing for \(arguments.joined(separator: " "))")
        }
        var byName = [String: UInt64]()
        for (index, name) in names.enumerated() { byName[name] = index < costs.count ? costs[index] : 0 }
        return byName
    }

    /// The names of the events a callgrind output counts, in the order of its cost columns.
    static func eventNames(in text: String) -> [String] {
        for line in text.split(separator: "\n") where line.hasPrefix("events:") {
            return line.dropFirst("events:".count).split(separator: " ").map(String.init)
        }
        return ["Ir"]
    }

    /// The costs of the `totals:` line of a callgrind output, one per event.
    static func totals(in text: String) -> [UInt64]? {
        for line in text.split(separator: "\n").reversed() where line.hasPrefix("totals:") || line.hasPrefix("summary:") {
            return line.split(separator: " ").dropFirst().compactMap { UInt64($0) }
        }
        return nil
    }

    /// The summed inclusive costs (one per event) of the calls from functions `matching` rejects
    /// into functions it accepts, in an uncompressed callgrind output: `fn=` names the caller,
    /// `cfn=` the callee, and the line after `calls=` holds the call's position and then its
    /// inclusive costs (trailing zeros left out).
    static func outermostCalls(in text: String, matching: (Substring) -> Bool) -> [UInt64]? {
        var callerMatches = false, calleeMatches = false, costFollows = false
        var total = [UInt64](), found = false
        for line in text.split(separator: "\n") {
            if costFollows {
                costFollows = false
                guard calleeMatches && !callerMatches else { continue }
                let costs = line.split(separator: " ").dropFirst().compactMap { UInt64($0) }
                if total.count < costs.count { total += Array(repeating: 0, count: costs.count - total.count) }
                for (index, cost) in costs.enumerated() { total[index] += cost }
                found = true
            } else if line.hasPrefix("fn=") {
                callerMatches = matching(line.dropFirst(3))
            } else if line.hasPrefix("cfn=") {
                calleeMatches = matching(line.dropFirst(4))
            } else if line.hasPrefix("calls=") {
                costFollows = true
            }
        }
        return found ? total : nil
    }

    /// Runs `executable` and returns its exit status and everything it printed.
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil) throws
        -> (status: Int32, text: String)
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
