// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#else
#error("lingo-bench runs its tools with posix_spawn and wait4")
#endif

#if os(Linux)
private let maxRSSUnit = 1024.0  // ru_maxrss is in kilobytes on Linux
#else
private let maxRSSUnit = 1.0  // and in bytes on Apple platforms
#endif

/// One run of a command-line tool as a child process: its wall time, its peak resident set
/// (the kernel's `ru_maxrss` for that child alone, from `wait4`) and its exit status.
///
/// Linux records the resident set of the process a child was spawned from as the child's first
/// `ru_maxrss` (at `execve`, the old memory's high-water mark is kept), so a tool spawned by
/// lingo-bench, which holds the benchmark data, would report lingo-bench's size. ``run(_:_:)``
/// therefore spawns a fresh `lingo-bench --child tool-run`, small, that spawns the tool and
/// reports (``runDirectly(_:_:)``): the floor is that small process's size, not the data's.
struct ToolRun {
    let seconds: Double
    /// Peak resident set size in bytes.
    let peakBytes: Double
    let status: Int32

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `executable` with `arguments` through `lingo-bench --child tool-run`, its standard
    /// output and error thrown away.
    static func run(_ executable: URL, _ arguments: [String]) throws -> ToolRun {
        let output = try ChildProcess.spawn(["tool-run", executable.path] + arguments)
        let fields = output.split(separator: " ")
        guard fields.count == 3, let seconds = Double(fields[0]), let peak = Double(fields[1]),
            let status = Int32(fields[2])
        else { throw Failure(description: "tool-run printed \(output)") }
        return ToolRun(seconds: seconds, peakBytes: peak, status: status)
    }

    /// The figures of one run as `tool-run` prints them: seconds, peak bytes, exit status.
    var line: String { "\(seconds) \(peakBytes) \(status)" }

    /// Runs `executable` with `arguments` as a child of this process, its standard output and
    /// error thrown away, in `folder` when given.
    static func runDirectly(_ executable: URL, _ arguments: [String], in folder: URL? = nil) throws -> ToolRun {
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let previous = FileManager.default.currentDirectoryPath
        if let folder { _ = FileManager.default.changeCurrentDirectoryPath(folder.path) }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let start = Harness.now()
        let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw Failure(description: "cannot start \(executable.path): \(spawned)") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw Failure(description: "wait4 failed: \(errno)") }
        }
        let seconds = Double(Harness.now() - start) / 1e9
        let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return ToolRun(seconds: seconds, peakBytes: Double(usage.ru_maxrss) * maxRSSUnit, status: exit)
    }
}
