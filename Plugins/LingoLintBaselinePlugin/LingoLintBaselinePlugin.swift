// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory lingo-lint-baseline --baseline FILE
/// [--target NAME]... [lingo lint options]`: writes the findings of the package's localization
/// files to the baseline FILE (`lingo lint --update-baseline`).
///
/// The one Lingo plugin that writes into the package, so the one that declares the permission
/// (the macOS plugin sandbox refuses a write that was not declared); `lingo-lint` only reads.
/// In an Xcode project, it writes the baseline of the project's targets, FILE relative to the
/// project folder.
@main
struct LingoLintBaselinePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        var files = [URL]()
        for case let module as SourceModuleTarget in targets { files += module.sourceFiles.map(\.url) }
        try Self.writeBaseline(
            files: files, arguments: extractor.remainingArguments, in: context.package.directoryURL,
            tool: context.tool(named: "lingo-plugin-tool").url)
    }

    /// Writes the baseline of the localization folders among `files`, or says there are none.
    static func writeBaseline(files: [URL], arguments: [String], in directory: URL, tool: URL) throws {
        guard arguments.contains("--baseline") else {
            throw LingoInvocation.Failure(description: "lingo-lint-baseline needs --baseline FILE: the file to write")
        }
        let paths = LocalizationFiles.folders(of: files)
        guard !paths.isEmpty else {
            Diagnostics.remark("lingo-lint-baseline: no target has .strings, .stringsdict or .xcstrings files")
            return
        }
        let lintArguments = ["lint"] + paths + arguments.filter { $0 != "--update-baseline" } + ["--update-baseline"]
        try LingoInvocation.run(tool: tool, arguments: lintArguments, in: directory) { status in
            "lingo lint could not write the baseline (exit status \(status))"
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LingoLintBaselinePlugin: XcodeCommandPlugin {
    /// Writes the baseline of the Xcode project's targets (or those `--target` names).
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = Set(extractor.extractOption(named: "target"))
        let targets = context.xcodeProject.targets.filter { names.isEmpty || names.contains($0.displayName) }
        try Self.writeBaseline(
            files: targets.flatMap { $0.inputFiles.map(\.url) }, arguments: extractor.remainingArguments,
            in: context.xcodeProject.directoryURL, tool: context.tool(named: "lingo-plugin-tool").url)
    }
}
#endif
