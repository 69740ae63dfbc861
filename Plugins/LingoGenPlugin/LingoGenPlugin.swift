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
/// In an Xcode project, add it under the app target's Build Phases → Run Build Tool Plug-ins.
/// The generated `L10n+Generated.swift` lives in the build folder, never in the sources; it is
/// regenerated when a localization file changes. The accessors are `internal`, named `L10n`.
/// A development-language table with an error fails the build, naming the file, line and column.
@main
struct LingoGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        return try Self.commands(
            files: module.sourceFiles.map(\.url), targetName: target.name,
            workDirectory: context.pluginWorkDirectoryURL, tool: context.tool(named: "lingo-plugin-tool").url)
    }

    /// The one build command of a target with localization files among `files`: `lingo gen`
    /// into the plugin's work folder; none for a target without.
    static func commands(files: [URL], targetName: String, workDirectory: URL, tool: URL) -> [Command] {
        let localizations = LocalizationFiles.find(in: files)
        guard let resources = LocalizationFiles.resourcesFolder(of: localizations) else { return [] }
        let output = workDirectory.appendingPathComponent(LingoInvocation.generatedFileName)
        return [
            .buildCommand(
                displayName: "lingo gen \(targetName)",
                executable: tool,
                arguments: LingoInvocation.genArguments(resources: resources, output: output),
                inputFiles: localizations,
                outputFiles: [output]
            )
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LingoGenPlugin: XcodeBuildToolPlugin {
    /// The same build command for an Xcode project's target: its input files are searched.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.commands(
            files: target.inputFiles.map(\.url), targetName: target.displayName,
            workDirectory: context.pluginWorkDirectoryURL, tool: context.tool(named: "lingo-plugin-tool").url)
    }
}
#endif
