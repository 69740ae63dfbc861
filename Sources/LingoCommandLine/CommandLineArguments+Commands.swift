// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoTools

/// What every `lingo` command reads the same way: its one positional argument, required
/// options, `--format`, and the project selection with `--development-language` and `--config`.
extension CommandLineArguments {
    /// The one positional argument.
    ///
    /// - Parameter name: Its name in the usage, for the error: `expected one NAME`.
    /// - Throws: ``UsageError`` when there is none or more than one.
    package func onlyPositional(_ name: String) throws -> String {
        guard positionals.count == 1, let only = positionals.first else {
            throw UsageError(description: "expected one \(name)")
        }
        return only
    }

    /// The value of an option the command cannot do without.
    ///
    /// - Parameters:
    ///   - name: The option, without `--`.
    ///   - placeholder: Its value's name in the usage, for the error (`--output DIR is required`).
    /// - Throws: ``UsageError`` when the option is missing.
    package func required(_ name: String, placeholder: String? = nil) throws -> String {
        guard let value = value(name) else {
            let option = placeholder.map { "--\(name) \($0)" } ?? "--\(name)"
            throw UsageError(description: "\(option) is required")
        }
        return value
    }

    /// `--format`: `xcode` when not given.
    ///
    /// - Throws: ``UsageError`` for a format `lingo` does not write.
    func reportFormat() throws -> ReportFormat {
        let name = value("format") ?? "xcode"
        guard let format = ReportFormat(rawValue: name) else {
            throw UsageError(description: "unknown format \(name) (expected xcode, github, json or sarif)")
        }
        return format
    }

    /// The files to read: `paths`, the `--config` file and the `--development-language`.
    ///
    /// - Throws: ``LingoToolsError/invalidInput(_:)`` when `--development-language` is no language tag.
    func selection(paths: [String]) throws -> ProjectSelection {
        var selection = ProjectSelection(paths: paths, configurationPath: value("config"))
        if let language = value("development-language") { try selection.setDevelopmentLanguage(language) }
        return selection
    }
}
