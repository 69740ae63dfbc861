// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoTools

/// The `main` of a `lingo` executable: picks the command named by the first argument, parses
/// its options, runs it, and turns what it throws into a message and an exit status.
package enum CommandLineTool {
    /// The usage of an executable with `commands`.
    package static func usage(program: String, commands: [LingoCommand]) -> String {
        let width = commands.map(\.synopsis.count).max() ?? 0
        let lines = commands.map { command in
            "  " + command.synopsis + String(repeating: " ", count: width - command.synopsis.count + 2)
                + command.summary
        }
        return """
            USAGE: \(program) <command> [arguments]

            COMMANDS:
            \(lines.joined(separator: "\n"))

            OPTIONS:
              --version    Print the version of \(program) and exit
              -h, --help   Print this help and exit

            `\(program) help COMMAND` or `\(program) COMMAND --help` explains a command and its options.
            """
    }

    /// Runs the command `arguments` names and exits with its status: 2, with the usage on
    /// standard error, when there is no command or an unknown one.
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
        exit(run(program: program, commands: commands, arguments: arguments, describe: describe).rawValue)
    }

    /// What ``main(program:commands:arguments:describe:)`` does, without exiting.
    static func run(
        program: String, commands: [LingoCommand], arguments: [String], describe: (any Error) -> String?
    ) -> ExitStatus {
        let usage = usage(program: program, commands: commands)
        guard let name = arguments.first else {
            Terminal.error(usage)
            return .usageOrIO
        }
        do {
            if let command = commands.first(where: { $0.name == name }) {
                let parsed = try CommandLineArguments(
                    Array(arguments.dropFirst()), valueOptions: command.valueOptions, flagOptions: command.flagOptions)
                guard !parsed.has("help") else {
                    Terminal.write(command.usage + "\n")
                    return .success
                }
                return try command.run(parsed)
            }
            switch name {
            case "help", "--help", "-h":
                let topic = arguments.dropFirst().first
                Terminal.write((commands.first { $0.name == topic }?.usage ?? usage) + "\n")
                return .success
            case "--version":
                Terminal.write("\(program) \(LingoVersion.current)\n")
                return .success
            default:
                Terminal.error("\(program): unknown command \(name)\n\n" + usage)
                return .usageOrIO
            }
        } catch let error as CommandLineArguments.UsageError {
            Terminal.error("\(program) \(name): \(error)")
            Terminal.error("Run `\(program) \(name) --help` for the options.")
            return .usageOrIO
        } catch let error as LingoToolsError {
            Terminal.error("\(program) \(name): \(error)")
            return .usageOrIO
        } catch {
            Terminal.error("\(program) \(name): \(describe(error) ?? FileAccess.describe(error))")
            return .usageOrIO
        }
    }
}
