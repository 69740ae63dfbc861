// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import PackagePlugin

/// `swift package lingo-lint [--target NAME]... [lingo lint options]`: runs `lingo lint` on the
/// localization files of the package's targets (or the named ones).
///
/// Every other argument goes to `lingo lint` as is: `--format xcode|github|json|sarif`,
/// `--strict`, `--baseline FILE`, `--config FILE`, `--sources DIR`. Relative paths are relative
/// to the package folder. The command fails when `lingo lint` does (errors, or warnings with
/// `--strict`). It only reads the package: `lingo-lint-baseline` (LingoLintBaselinePlugin) writes
/// the baseline, and asks for the permission to. In an Xcode project, run it from the project
/// navigator's context menu: it lints the project's targets, paths relative to the project folder.
@main
struct LingoLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        var files = [URL]()
        for case let module as SourceModuleTarget in targets { files += module.sourceFiles.map(\.url) }
        try Self.lint(
            files: files, arguments: extractor.remainingArguments, in: context.package.directoryURL,
            tool: context.tool(named: "lingo-plugin-tool").url)
    }

    /// Lints the localization folders among `files`, or says there are none.
    static func lint(files: [URL], arguments: [String], in directory: URL, tool: URL) throws {
        let paths = LocalizationFiles.folders(of: files)
        guard !paths.isEmpty else {
            Diagnostics.remark("lingo-lint: no target has .strings, .stringsdict or .xcstrings files")
            return
        }
        if arguments.contains("--update-baseline") {
            throw LingoInvocation.Failure(
                description: "lingo-lint only reads the package: write the baseline with "
                    + "`swift package --allow-writing-to-package-directory lingo-lint-baseline --baseline FILE`")
        }
        try LingoInvocation.run(tool: tool, arguments: ["lint"] + paths + arguments, in: directory) { status in
            "lingo lint found problems (exit status \(status)): the findings are listed above"
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LingoLintPlugin: XcodeCommandPlugin {
    /// Lints the Xcode project's targets (or those `--target` names), from the project folder.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = Set(extractor.extractOption(named: "target"))
        let targets = context.xcodeProject.targets.filter { names.isEmpty || names.contains($0.displayName) }
        try Self.lint(
            files: targets.flatMap { $0.inputFiles.map(\.url) }, arguments: extractor.remainingArguments,
            in: context.xcodeProject.directoryURL, tool: context.tool(named: "lingo-plugin-tool").url)
    }
}
#endif
