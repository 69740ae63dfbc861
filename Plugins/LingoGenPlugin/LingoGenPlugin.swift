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
        let files = LocalizationFiles.find(in: module.sourceFiles.map(\.url))
        guard let resources = LocalizationFiles.resourcesFolder(of: files) else { return [] }
        let tool = try context.tool(named: "lingo-plugin-tool").url
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("L10n+Generated.swift")
        var commands: [Command] = [
            .buildCommand(
                displayName: "lingo gen \(target.name)",
                executable: tool,
                arguments: ["gen", resources.path, "--output", output.path, "--access", "internal"],
                inputFiles: files,
                outputFiles: [output]
            ),
        ]
        let options = resources.appendingPathComponent(XcodeSymbolsOptions.fileName)
        if let symbols = try XcodeSymbolsOptions.read(options) {
            let output = context.pluginWorkDirectoryURL.appendingPathComponent("XcodeSymbols+Generated.swift")
            commands.append(
                .buildCommand(
                    displayName: "lingo gen --xcode-symbols \(target.name)",
                    executable: tool,
                    arguments: [
                        "gen", resources.path, "--xcode-symbols", "--output", output.path,
                        "--access", symbols.access, "--localizer", symbols.localizer,
                    ],
                    inputFiles: files + [options],
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
