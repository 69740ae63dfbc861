// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Runs a checked-in generator in check mode (`python3 SCRIPT --check`, from the package root):
/// it regenerates its Swift file in memory and exits non-zero when the checked-in one differs.
public enum GeneratorCheck {
    /// The generator's exit status and everything it printed (standard output and error).
    ///
    /// - Throws: When `python3` cannot be started.
    public static func run(_ script: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, "--check"]
        process.currentDirectoryURL = SharedData.packageRoot
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
