// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

/// Memory stays flat however many updates an app applies: the snapshots of content that can no
/// longer be shown are freed. Measured in a child process (`lingo-bench --child
/// update-applies`), away from the other tests' allocations.
@Suite(.timeLimit(.minutes(5)))
struct UpdateMemoryTests {
    /// 200 applies of a 2,000-key update, every key read after each (by key and through a
    /// generated key list), end within 8 MB of one apply: heap in use and resident set, each
    /// after `malloc_trim`.
    @Test func twoHundredAppliesCostWhatOneDoes() throws {
        let products = Bundle.module.bundleURL.deletingLastPathComponent()
        let bench = products.appendingPathComponent("lingo-bench")
        try #require(FileManager.default.isExecutableFile(atPath: bench.path), "lingo-bench is not built")
        let process = Process()
        process.executableURL = bench
        process.arguments = ["--child", "update-applies", "200", "2000"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        let figures = output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        try #require(figures.count == 4, "\(output)")
        let (firstHeap, firstResident, lastHeap, lastResident) = (figures[0], figures[1], figures[2], figures[3])
        #expect(lastHeap - firstHeap < 8 << 20, "heap \(firstHeap) → \(lastHeap)")
        #expect(lastResident - firstResident < 8 << 20, "resident \(firstResident) → \(lastResident)")
    }
}
