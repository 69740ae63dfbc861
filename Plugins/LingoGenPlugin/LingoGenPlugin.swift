// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import PackagePlugin

/// Generates a target's `lingo gen` accessors at build time: `L10n(localizer).settings.title`.
///
/// Add it to a target whose folder holds `<lang>.lproj` tables or `.xcstrings` catalogs:
///
/// ```swift
/// .executableTarget(
///     name: "App",
///     dependencies: [.product(name: "Lingo", package: "Lingo")],
///     resources: [.copy("Resources")],
///     plugins: [.plugin(name: "LingoGenPlugin", package: "Lingo")]
/// )
/// ```
///
/// The generated `L10n+Generated.swift` lives in the build folder, never in the sources; it is
/// regenerated when a localization file changes. The accessors are `internal`, named `L10n`.
@main
struct LingoGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let files = LocalizationFiles.find(in: module.sourceFiles.map(\.url))
        guard let resources = LocalizationFiles.resourcesFolder(of: files) else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("L10n+Generated.swift")
        return [
            .buildCommand(
                displayName: "lingo gen \(target.name)",
                executable: try context.tool(named: "lingo-plugin-tool").url,
                arguments: ["gen", resources.path, "--output", output.path, "--access", "internal"],
                inputFiles: files,
                outputFiles: [output]
            ),
        ]
    }
}

/// Finding localization files (a plugin cannot share code with other targets).
enum LocalizationFiles {
    static let extensions: Set<String> = ["strings", "stringsdict", "xcstrings"]

    /// Every `.strings`, `.stringsdict` and `.xcstrings` file of a target's files (a folder
    /// copied as a whole, `.copy("Resources")`, is one of them: its content is searched), sorted.
    static func find(in files: [URL]) -> [URL] {
        var result = [URL]()
        for file in files {
            if extensions.contains(file.pathExtension) {
                result.append(file)
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), isDirectory.boolValue,
                  let enumerator = FileManager.default.enumerator(at: file, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in enumerator where extensions.contains(url.pathExtension) { result.append(url) }
        }
        return result.sorted { $0.path < $1.path }
    }

    /// The folder to give `lingo gen`: the parent of the first `.lproj` folder, else the folder of
    /// the first catalog.
    static func resourcesFolder(of files: [URL]) -> URL? {
        if let table = files.first(where: { $0.deletingLastPathComponent().pathExtension == "lproj" }) {
            return table.deletingLastPathComponent().deletingLastPathComponent()
        }
        return files.first { $0.pathExtension == "xcstrings" }?.deletingLastPathComponent()
    }
}
