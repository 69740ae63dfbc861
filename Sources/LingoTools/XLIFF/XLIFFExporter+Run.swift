// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import LingoToolFormats
import LingoUtilities

extension XLIFFExporter {
    /// Runs `lingo export`: finds the originals, builds the documents and writes them.
    ///
    /// - Throws: ``LingoToolsError`` when the resources cannot be read, hold no language to
    ///   export, or the output cannot be written.
    public static func run(_ request: XLIFFExportRequest) throws -> XLIFFExportResult {
        let sources = try XLIFFExportSources.load(
            root: request.resources, developmentLanguage: request.developmentLanguage)
        let exports = exports(for: sources, languages: request.languages)
        guard !exports.isEmpty else {
            throw LingoToolsError.invalidInput(
                request.languages == nil
                    ? "\(request.resources) has no language to export besides the development language"
                    : "\(request.resources) has nothing to export in "
                        + (request.languages ?? []).joined(separator: ", "))
        }
        let project = sources.project
        let skipped = Set(
            project.tableSets.flatMap(\.folders).filter { !$0.isLanguage && $0.kind != .base }.map(\.name))
        let development = project.developmentLanguage?.identifier ?? "en"
        var written = [String]()
        var unitCount = 0
        for language in exports.keys.sorted() {
            guard let files = exports[language] else { continue }
            unitCount += files.reduce(0) { $0 + $1.unitCount }
            if request.xcloc {
                written.append(
                    try writePackage(files, language: language, development: development, request: request))
            } else {
                let path = request.output + "/" + language + ".xliff"
                try write(files, to: path)
                written.append(path)
            }
        }
        var result = XLIFFExportResult(written: written, unitCount: unitCount, skippedFolders: skipped.sorted())
        result.skippedFiles = project.skippedFiles
        return result
    }

    /// Writes `language.xcloc` as Xcode does: `contents.json`, `Localized Contents/<language>.xliff`,
    /// an empty `Notes` folder, and each original under `Source Contents` (an original outside
    /// the resources, `../Packages/…`, beside the package, as Xcode writes it, when that stays
    /// inside the output folder).
    private static func writePackage(
        _ files: [XLIFFExportFile], language: String, development: String, request: XLIFFExportRequest
    ) throws -> String {
        let package = request.output + "/" + language + ".xcloc"
        let path = package + "/Localized Contents/" + language + ".xliff"
        try write(files, to: path)
        let contents = contentsJSON(
            development: development, target: language, project: projectFile(of: request.resources))
        try write(Data(contents.utf8), to: package + "/contents.json")
        try createFolder(package + "/Notes")
        let output = URL(fileURLWithPath: request.output).standardizedFileURL.path + "/"
        for original in files.map(\.file.original) {
            let destination = package + "/Source Contents/" + original
            guard URL(fileURLWithPath: destination).standardizedFileURL.path.hasPrefix(output),
                let data = FileManager.default.contents(atPath: request.resources + "/" + original)
            else { continue }
            try write(data, to: destination)
        }
        return path
    }

    /// The Xcode workspace or project in `root`, as `contents.json` names it: `("workspace",
    /// "App.xcworkspace")` or `("project", "App.xcodeproj")`; for the `Source Contents` of an
    /// `.xcloc` package, the one its `contents.json` names.
    static func projectFile(of root: String) -> (field: String, name: String)? {
        let url = URL(fileURLWithPath: root)
        if url.lastPathComponent == "Source Contents",
            let data = FileManager.default.contents(atPath: url.deletingLastPathComponent().path + "/contents.json"),
            case .object(let object)? = JSONDocument.parse(data, path: "contents.json").root
        {
            for field in ["workspace", "project"] {
                if let name = object[field]?.stringValue { return (field, name) }
            }
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
        if let workspace = names.first(where: { $0.hasSuffix(".xcworkspace") }) { return ("workspace", workspace) }
        if let project = names.first(where: { $0.hasSuffix(".xcodeproj") }) { return ("project", project) }
        return nil
    }

    /// The `contents.json` of an `.xcloc` package, with Xcode's fields in Xcode's order and
    /// layout (``JSONWriter``, which escapes what JSON needs), ending with a line break.
    static func contentsJSON(development: String, target: String, project: (field: String, name: String)? = nil)
        -> String
    {
        var writer = JSONWriter()
        writer.beginObject()
        writer.member("developmentRegion", development)
        if let project, project.field == "project" { writer.member("project", project.name) }
        writer.member("targetLocale", target)
        writer.key("toolInfo")
        writer.beginObject()
        writer.member("toolID", tool.id)
        writer.member("toolName", tool.name ?? tool.id)
        writer.member("toolVersion", version)
        writer.endObject()
        writer.member("version", "1.0")
        if let project, project.field == "workspace" { writer.member("workspace", project.name) }
        writer.endObject()
        return writer.text + "\n"
    }

    /// Writes the document of `files` to `path` as ``XLIFFDocument/render()`` renders it, each
    /// unit made as it is written: neither the units nor the document's bytes are ever whole in
    /// memory.
    static func write(_ files: [XLIFFExportFile], to path: String) throws {
        try FileAccess.write(to: path, createFolders: true) { output in
            var writer = XLIFFWriter()
            for file in files {
                writer.beginFile(file.file)
                file.forEachUnit { writer.write($0) { output.write($0) } }
                writer.endFile()
            }
            writer.finish { output.write($0) }
        }
    }

    static func write(_ data: Data, to path: String) throws {
        do throws(FileFailure) {
            try AtomicFile.write(data, to: URL(fileURLWithPath: path))
        } catch {
            throw FileAccess.unwritable(path, error)
        }
    }

    static func createFolder(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw LingoToolsError.unwritable(path: path, reason: FileFailure.reason(for: error))
        }
    }
}
