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
/// `--strict`). Writing a baseline (`--update-baseline`) writes into the package: on macOS run it
/// with `--allow-writing-to-package-directory`.
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
        let process = Process()
        process.executableURL = try context.tool(named: "lingo-plugin-tool").url
        process.arguments = ["lint"] + paths + extractor.remainingArguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(description: "lingo lint failed (exit status \(process.terminationStatus))")
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
