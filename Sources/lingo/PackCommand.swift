// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoCommandLine
import LingoRemote

/// `lingo pack RESOURCES --output DIR --version N --key KEYFILE`.
enum PackCommand {
    static let command = LingoCommand(
        name: "pack", synopsis: "pack RESOURCES",
        summary: "Build a signed over-the-air update (lingo pack --help)", run: run)

    static let usage = """
        USAGE: lingo pack RESOURCES --output DIR --version N --key KEYFILE
                          [--min-app-version V] [--max-app-version V] [--base BUNDLED] [--revoke]

        Builds an over-the-air update from the .lproj tables and .xcstrings catalogs in
        RESOURCES: DIR gets the tables in Apple's formats, manifest.json (versions, languages,
        every file's path, size and SHA-256) and manifest.json.sig (its Ed25519 signature with
        KEYFILE, from `lingo keygen`). Serve DIR from any static host.

        OPTIONS:
          --base BUNDLED     Pack only the tables that differ from the app's bundled RESOURCES
          --revoke           Write a signed, revoked manifest: apps drop their update
        """

    static func run(_ arguments: [String]) throws -> ExitStatus {
        guard
            let parsed = try CommandLineArguments.parse(
                arguments, usage: usage,
                valueOptions: ["output", "version", "key", "min-app-version", "max-app-version", "base"],
                flagOptions: ["revoke"])
        else { return .success }
        guard parsed.positionals.count == 1, let output = parsed.value("output"), let key = parsed.value("key"),
            let versionText = parsed.value("version")
        else {
            throw CommandLineArguments.UsageError(
                description: "expected RESOURCES --output DIR --version N --key KEYFILE")
        }
        guard let version = Int(versionText), version >= 0 else {
            throw CommandLineArguments.UsageError(description: "--version takes a whole number, not \(versionText)")
        }
        let request = UpdatePacker.Request(
            resources: URL(fileURLWithPath: parsed.positionals[0]), output: URL(fileURLWithPath: output),
            version: version, keyFile: URL(fileURLWithPath: key), minimumAppVersion: parsed.value("min-app-version"),
            maximumAppVersion: parsed.value("max-app-version"),
            base: parsed.value("base").map { URL(fileURLWithPath: $0) },
            revoke: parsed.has("revoke"))
        let summary = try UpdatePacker.pack(request)
        Terminal.write("packed \(summary) into \(output)\n")
        return .success
    }
}
