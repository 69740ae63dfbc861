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
/// the baseline, and asks for the permission to.
@main
struct LingoLintPlugin: CommandPlugin {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        var paths = [String]()
        for case let module as SourceModuleTarget in targets {
            paths += localizationFolders(module.sourceFiles.map(\.url))
        }
        guard !paths.isEmpty else {
            Diagnostics.remark("lingo-lint: no target has .strings, .stringsdict or .xcstrings files")
            return
        }
        if extractor.remainingArguments.contains("--update-baseline") {
            throw Failure(
                description: "lingo-lint only reads the package: write the baseline with "
                    + "`swift package --allow-writing-to-package-directory lingo-lint-baseline --baseline FILE`")
        }
        try runLint(context: context, arguments: ["lint"] + paths + extractor.remainingArguments)
    }

    /// Runs `lingo lint` in the package folder (so it prints paths relative to it), passes its
    /// output on, and only then fails when it did: the findings come before the failure.
    private func runLint(context: PluginContext, arguments: [String]) throws {
        let process = Process()
        process.executableURL = try context.tool(named: "lingo-plugin-tool").url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        FileHandle.standardOutput.write(printed)
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(
                description: "lingo lint found problems (exit status \(process.terminationStatus)): "
                    + "the findings are listed above")
        }
    }

    /// The folders to lint among a target's files: each folder holding `.lproj` folders or
    /// catalogs (a folder copied as a whole, `.copy("Resources")`, is one of the files).
    private func localizationFolders(_ files: [URL]) -> [String] {
        let extensions: Set<String> = ["strings", "stringsdict", "xcstrings"]
        var found = [URL]()
        for file in files {
            if extensions.contains(file.pathExtension) {
                found.append(file)
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), isDirectory.boolValue,
                  let enumerator = FileManager.default.enumerator(at: file, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in enumerator where extensions.contains(url.pathExtension) { found.append(url) }
        }
        var folders = [String]()
        for file in found {
            var folder = file.deletingLastPathComponent()
            if folder.pathExtension == "lproj" { folder = folder.deletingLastPathComponent() }
            if !folders.contains(folder.path) { folders.append(folder.path) }
        }
        return folders.sorted()
    }
}
