// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

/// The demo, run as a user runs it (issue 13: a 12+ letter `LANG` crashed it inside ICU).
@Suite struct DemoEndToEndTests {
    /// Runs the built `lingo-demo` with `arguments` and `environment` added to this process's
    /// environment (less the locale variables, so that only `environment` sets them).
    static func runDemo(_ arguments: [String], environment: [String: String]) throws -> LingoExecutable.Result {
        let url = try LingoExecutable.url().deletingLastPathComponent().appendingPathComponent("lingo-demo")
        try #require(FileManager.default.isExecutableFile(atPath: url.path), "lingo-demo is not built at \(url.path)")
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        var inherited = ProcessInfo.processInfo.environment
        for name in ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"] { inherited[name] = nil }
        process.environment = inherited.merging(environment) { $1 }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return LingoExecutable.Result(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }

    @Test(arguments: ["abcdefghijklmnop", "abcdefghijkl.UTF-8"])
    func printsTheScreenWithAnOverlongLANG(lang: String) throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-demo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: config) }
        let result = try Self.runDemo(["--print", "--config-dir", config.path], environment: ["LANG": lang])
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(result.output.contains("You have 3 new messages."), "\(result.output)")
        #expect(result.output.contains("In use: en"), "\(result.output)")
    }
}
