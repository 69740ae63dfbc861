// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// The arguments of one `lingo` command, split into positional arguments, options with values
/// and flags — a small parser, as the executable takes no outside packages.
///
/// `--name value` and `--name=value` both work; an option may repeat (`--sources A --sources B`);
/// `--` ends the options; `-h` is `--help` for every command that has `help` among its flags.
package struct CommandLineArguments {
    /// The arguments that are not options, in order.
    package var positionals: [String] = []
    /// The values of each option, in order.
    package var options: [String: [String]] = [:]
    /// The flags given.
    package var flags: Set<String> = []
    /// The arguments as given.
    package var arguments: [String]

    /// A usage error: the message to print before the command's usage.
    package struct UsageError: Error, CustomStringConvertible {
        package var description: String

        package init(description: String) {
            self.description = description
        }
    }

    /// Parses `arguments`.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the command name.
    ///   - valueOptions: Options that take a value, without `--`.
    ///   - flagOptions: Options that take none, without `--`.
    /// - Throws: ``UsageError`` for an unknown option or an option without its value.
    package init(_ arguments: [String], valueOptions: Set<String>, flagOptions: Set<String>) throws {
        self.arguments = arguments
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = String(argument.drop { $0 == "-" })
            if name == "h", flagOptions.contains("help") { name = "help" }
            var inlineValue: String? = nil
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if flagOptions.contains(name) {
                if inlineValue != nil { throw UsageError(description: "--\(name) takes no value") }
                flags.insert(name)
            } else if valueOptions.contains(name) {
                if let inlineValue {
                    options[name, default: []].append(inlineValue)
                } else if index < arguments.count {
                    options[name, default: []].append(arguments[index])
                    index += 1
                } else {
                    throw UsageError(description: "--\(name) needs a value")
                }
            } else {
                throw UsageError(description: "unknown option \(argument)")
            }
        }
    }

    /// The last value of an option.
    package func value(_ name: String) -> String? { options[name]?.last }

    /// Every value of an option.
    package func values(_ name: String) -> [String] { options[name] ?? [] }

    /// Whether a flag was given.
    package func has(_ flag: String) -> Bool { flags.contains(flag) }
}
