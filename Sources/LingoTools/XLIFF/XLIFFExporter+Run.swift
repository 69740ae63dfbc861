// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats

extension XLIFFExporter {
    /// Runs `lingo export`: loads the resources, builds the documents and writes them.
    ///
    /// - Throws: ``LingoToolsError`` when the resources cannot be read, hold no language other
    ///   than the development language, or the output cannot be written.
    public static func run(_ request: XLIFFExportRequest) throws -> XLIFFExportResult {
        var configuration = ProjectConfiguration()
        configuration.developmentLanguage = request.developmentLanguage
        let project = try LocalizationProject.load(paths: [request.resources], configuration: configuration)
        let documents = documents(for: project, root: request.resources)
        guard !documents.isEmpty else {
            throw LingoToolsError.invalidInput(
                "\(request.resources) has no language to export besides the development language")
        }
        let skipped = Set(
            project.tableSets.flatMap(\.folders).filter { !$0.isLanguage && $0.kind != .base }.map(\.name))
        let development = project.developmentLanguage?.identifier ?? "en"
        var written = [String]()
        var unitCount = 0
        for language in documents.keys.sorted() {
            guard let document = documents[language] else { continue }
            unitCount += document.files.reduce(0) { $0 + $1.units.count }
            let name = language + ".xliff"
            if request.xcloc {
                let package = request.output + "/" + language + ".xcloc"
                let path = package + "/Localized Contents/" + name
                try write(document.render(), to: path)
                try write(
                    Data(contentsJSON(development: development, target: language).utf8), to: package + "/contents.json")
                try createFolder(package + "/Notes")
                for file in document.files {
                    let source = request.resources + "/" + file.original
                    if let data = FileManager.default.contents(atPath: source) {
                        try write(data, to: package + "/Source Contents/" + file.original)
                    }
                }
                written.append(path)
            } else {
                let path = request.output + "/" + name
                try write(document.render(), to: path)
                written.append(path)
            }
        }
        var result = XLIFFExportResult(written: written, unitCount: unitCount, skippedFolders: skipped.sorted())
        result.skippedFiles = project.skippedFiles
        return result
    }

    /// The `contents.json` of an `.xcloc` package, with Xcode's fields.
    static func contentsJSON(development: String, target: String) -> String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        return """
            {
              "developmentRegion" : \(quoted(development)),
              "targetLocale" : \(quoted(target)),
              "toolInfo" : {
                "toolID" : \(quoted(tool.id)),
                "toolName" : \(quoted(tool.name ?? tool.id))
              },
              "version" : "1.0"
            }

            """
    }

    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try createFolder(url.deletingLastPathComponent().path)
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw LingoToolsError.unwritable(path: path, reason: error.localizedDescription)
        }
    }

    static func createFolder(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw LingoToolsError.unwritable(path: path, reason: error.localizedDescription)
        }
    }
}
