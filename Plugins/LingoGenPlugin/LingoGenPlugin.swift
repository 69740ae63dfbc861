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
///
/// Xcode 26's String Catalog symbols (`Text(.settings)`), resolved through Lingo: put a file
/// `.lingo-symbols.json` beside the catalogs (the folder given to `lingo gen`), `{}` or
/// `{"access": "public", "localizer": "AppLocalizer.shared"}`, and the plugin also writes
/// `XcodeSymbols+Generated.swift` (`lingo gen --xcode-symbols`). Turn Xcode's own generation
/// off for those catalogs (`STRING_CATALOG_GENERATE_SYMBOLS = NO`).
@main
struct LingoGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        return try Self.commands(
            files: module.sourceFiles.map(\.url), targetName: target.name,
            workDirectory: context.pluginWorkDirectoryURL, tool: context.tool(named: "lingo-plugin-tool").url)
    }

    /// The build commands of a target with localization files among `files`: `lingo gen` into
    /// the plugin's work folder, and `lingo gen --xcode-symbols` when the resources folder holds
    /// a `.lingo-symbols.json`; none for a target without localization files.
    static func commands(files: [URL], targetName: String, workDirectory: URL, tool: URL) throws -> [Command] {
        let localizations = LocalizationFiles.find(in: files)
        guard let resources = LocalizationFiles.resourcesFolder(of: localizations) else { return [] }
        let output = workDirectory.appendingPathComponent(LingoInvocation.generatedFileName)
        var commands: [Command] = [
            .buildCommand(
                displayName: "lingo gen \(targetName)",
                executable: tool,
                arguments: LingoInvocation.genArguments(resources: resources, output: output),
                inputFiles: localizations,
                outputFiles: [output]
            )
        ]
        let options = resources.appendingPathComponent(XcodeSymbolsOptions.fileName)
        if let symbols = try XcodeSymbolsOptions.read(options) {
            let output = workDirectory.appendingPathComponent("XcodeSymbols+Generated.swift")
            commands.append(
                .buildCommand(
                    displayName: "lingo gen --xcode-symbols \(targetName)",
                    executable: tool,
                    arguments: [
                        "gen", resources.path, "--xcode-symbols", "--output", output.path,
                        "--access", symbols.access, "--localizer", symbols.localizer,
                    ],
                    inputFiles: localizations + [options],
                    outputFiles: [output]
                ))
        }
        return commands
    }
}

/// The options of `.lingo-symbols.json`: whether and how to generate Xcode's symbols.
struct XcodeSymbolsOptions {
    static let fileName = ".lingo-symbols.json"

    var access = "internal"
    var localizer = "AppLocalizer.shared"

    /// The options in `url`; `nil` when there is no such file.
    static func read(_ url: URL) throws -> XcodeSymbolsOptions? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        guard let fields = object as? [String: Any] else {
            throw PluginError("\(url.path): a JSON object is expected, such as {\"access\": \"public\"}")
        }
        var options = XcodeSymbolsOptions()
        for (name, value) in fields {
            guard let text = value as? String, name == "access" || name == "localizer" else {
                throw PluginError("\(url.path): unknown field \"\(name)\" (expected access or localizer, as strings)")
            }
            if name == "access" { options.access = text } else { options.localizer = text }
        }
        return options
    }
}

/// A problem with the plugin's options, shown by the build.
struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LingoGenPlugin: XcodeBuildToolPlugin {
    /// The same build commands for an Xcode project's target: its input files are searched.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.commands(
            files: target.inputFiles.map(\.url), targetName: target.displayName,
            workDirectory: context.pluginWorkDirectoryURL, tool: context.tool(named: "lingo-plugin-tool").url)
    }
}
#endif
