// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
public import Testing

/// Runs a checked-in generator in check mode (`python3 SCRIPT --check`, from the package root):
/// it regenerates its Swift file in memory and exits non-zero when the checked-in one differs.
/// Tests that run one carry the ``Testing/Trait/python3`` trait.
public enum GeneratorCheck {
    /// Whether `python3` is on `PATH`, where `/usr/bin/env` looks for it.
    public static var isAvailable: Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/python3") }
    }

    /// Why the generator checks do not run here.
    public static let absenceReason =
        "python3 is not installed (not on PATH): the generator checks run the checked-in generators; "
        + "install the package: apt-get install python3"

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

extension Trait where Self == ConditionTrait {
    /// Runs the test where `python3` is on `PATH` (``GeneratorCheck/isAvailable``); skips it
    /// elsewhere, saying how to install it, or fails it under `LINGO_STRICT_TESTS=1`.
    public static var python3: Self {
        .requires(GeneratorCheck.absenceReason) { GeneratorCheck.isAvailable }
    }
}
