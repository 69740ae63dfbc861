// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoTools

/// The `main` of a `lingo` executable: picks the command named by the first argument, runs it,
/// and turns what it throws into a message and an exit status.
package enum CommandLineTool {
    /// The usage of an executable with `commands`.
    package static func usage(program: String, commands: [LingoCommand]) -> String {
        let width = commands.map(\.synopsis.count).max() ?? 0
        let lines = commands.map { command in
            "  " + command.synopsis + String(repeating: " ", count: width - command.synopsis.count + 2)
                + command.summary
        }
        return "USAGE: \(program) <command> [arguments]\n\nCOMMANDS:\n" + lines.joined(separator: "\n")
    }

    /// Runs the command `arguments` names and exits with its status.
    ///
    /// - Parameters:
    ///   - program: The executable's name, for messages.
    ///   - commands: The commands it has.
    ///   - arguments: The process's arguments after the executable.
    ///   - describe: A message for an error a command throws that is not a usage error, or `nil`
    ///     to describe it as a file-system error.
    package static func main(
        program: String, commands: [LingoCommand], arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        describe: (any Error) -> String? = { _ in nil }
    ) -> Never {
        let usage = usage(program: program, commands: commands)
        let name = arguments.first ?? "help"
        let rest = Array(arguments.dropFirst())
        let status: ExitStatus
        do {
            if let command = commands.first(where: { $0.name == name }) {
                status = try command.run(rest)
            } else if ["help", "--help", "-h"].contains(name) {
                Terminal.write(usage + "\n")
                status = .success
            } else {
                Terminal.error("\(program): unknown command \(name)\n\n" + usage)
                status = .usageOrIO
            }
        } catch let error as CommandLineArguments.UsageError {
            Terminal.error("\(program) \(name): \(error)")
            Terminal.error("Run `\(program) \(name) --help` for the options.")
            status = .usageOrIO
        } catch let error as LingoToolsError {
            Terminal.error("\(program) \(name): \(error)")
            status = .usageOrIO
        } catch {
            Terminal.error("\(program) \(name): \(describe(error) ?? FileAccess.describe(error))")
            status = .usageOrIO
        }
        exit(status.rawValue)
    }
}
