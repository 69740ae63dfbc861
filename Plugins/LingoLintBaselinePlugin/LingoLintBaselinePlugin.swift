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
@main
struct LingoLintBaselinePlugin: CommandPlugin {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        guard extractor.remainingArguments.contains("--baseline") else {
            throw Failure(description: "lingo-lint-baseline needs --baseline FILE: the file to write")
        }
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        var files = [URL]()
        for case let module as SourceModuleTarget in targets { files += module.sourceFiles.map(\.url) }
        let paths = Self.localizationFolders(files)
        guard !paths.isEmpty else {
            Diagnostics.remark("lingo-lint-baseline: no target has .strings, .stringsdict or .xcstrings files")
            return
        }
        let process = Process()
        process.executableURL = try context.tool(named: "lingo-plugin-tool").url
        process.arguments =
            ["lint"] + paths + extractor.remainingArguments.filter { $0 != "--update-baseline" }
            + ["--update-baseline"]
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(
                description: "lingo lint could not write the baseline (exit status \(process.terminationStatus))")
        }
    }

    /// The folders holding the `.lproj` folders or catalogs among `files` (a folder copied as a
    /// whole is one of the files), as LingoLintPlugin finds them.
    static func localizationFolders(_ files: [URL]) -> [String] {
        let extensions: Set<String> = ["strings", "stringsdict", "xcstrings"]
        var folders = Set<String>()
        for file in files {
            var found = extensions.contains(file.pathExtension) ? [file] : []
            if found.isEmpty, let enumerator = FileManager.default.enumerator(at: file, includingPropertiesForKeys: nil)
            {
                for case let url as URL in enumerator where extensions.contains(url.pathExtension) { found.append(url) }
            }
            for url in found {
                var folder = url.deletingLastPathComponent()
                if folder.pathExtension == "lproj" { folder = folder.deletingLastPathComponent() }
                folders.insert(folder.path)
            }
        }
        return folders.sorted()
    }
}
