// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What the Lingo plugins run: the `lingo gen` build command's arguments, and `lingo lint` as a
/// command, for a package and an Xcode project alike (compiled into each plugin through its
/// `PluginsShared` link).
enum LingoInvocation {
    /// A plugin's failure, as SwiftPM and Xcode show it.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The generated file's name in the plugin's work folder.
    static let generatedFileName = "L10n+Generated.swift"

    /// `lingo gen RESOURCES --output OUTPUT --access internal`.
    static func genArguments(resources: URL, output: URL) -> [String] {
        ["gen", resources.path, "--output", output.path, "--access", "internal"]
    }

    /// Runs `tool` (`lingo-plugin-tool`) with `arguments` in `directory` (so it prints paths
    /// relative to it), passes its standard output on, and only then fails when it did: the
    /// findings come before the failure.
    ///
    /// - Parameter failure: What the failure says, given the exit status.
    static func run(
        tool: URL, arguments: [String], in directory: URL, failure: (Int32) -> String
    ) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        FileHandle.standardOutput.write(printed)
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(description: failure(process.terminationStatus))
        }
    }
}
