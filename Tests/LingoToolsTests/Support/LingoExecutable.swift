// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

/// Runs the built `lingo` executable, as swift-argument-parser's `AssertExecuteCommand` does: it
/// is next to the test bundle in the build products folder.
enum LingoExecutable {
    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    static func url() throws -> URL {
        let products = Bundle.module.bundleURL.deletingLastPathComponent()
        let url = products.appendingPathComponent("lingo")
        try #require(
            FileManager.default.isExecutableFile(atPath: url.path),
            "the lingo executable is not built next to the tests (\(url.path)); run `swift build` first")
        return url
    }

    /// Runs `lingo arguments...` in `directory`, with `environment` added to this process's.
    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = try url()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read before waiting, so that a large output cannot fill the pipe and block the process.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }
}
