// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoCommandLine
import LingoPublishing
import LingoRemote

/// `lingo keygen --output DIR`.
enum KeygenCommand {
    static let command = LingoCommand(
        name: "keygen", synopsis: "keygen --output DIR",
        summary: "Make the key pair that signs over-the-air updates (lingo keygen --help)", usage: usage,
        valueOptions: ["output"], run: run)

    static let usage = """
        USAGE: lingo keygen --output DIR

        Writes a new Ed25519 key pair for over-the-air updates: DIR/lingo-update.key (private,
        mode 0600: keep it secret, give it to `lingo pack`) and DIR/lingo-update.pub (ship it in
        the app). Existing key files are never overwritten.

        OPTIONS:
          --output DIR   The folder to write the two key files into (created when missing)

        Exit status: 0 written, 2 usage or I/O error (a key file exists already, or the folder
        cannot be created or written: the message says why, such as a read-only file system).
        """

    static func run(_ parsed: CommandLineArguments) throws -> ExitStatus {
        guard let output = parsed.value("output"), parsed.positionals.isEmpty else {
            throw CommandLineArguments.UsageError(description: "expected --output DIR")
        }
        let (privateKey, publicKey) = try UpdatePacker.generateKeys(in: URL(fileURLWithPath: output))
        Terminal.write("wrote \(privateKey.path) (private) and \(publicKey.path) (public)\n")
        return .success
    }
}
