// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import LingoToolFormats

/// What an export reads: the string tables and catalogs under its root and under the local
/// packages the root's project uses, and the other files Xcode exports for translation —
/// storyboards, xibs and intent definitions of `Base.lproj` (or of the development language's
/// folder), and `Info.plist` files whose keys only other languages translate.
struct XLIFFExportSources {
    /// The folder `original` paths are relative to.
    var root: String
    /// The parsed tables and catalogs.
    var project: LocalizationProject
    /// Storyboards, xibs and intent definitions, by path.
    var interfaceFiles: [String]
    /// `Info.plist` files, by path.
    var infoPlists: [String]
    /// The literals of the code under the root, when a translation has `.strings` keys its
    /// development-language table lacks (keys Xcode extracted from code); see `CodeLiterals`.
    var codeLiterals: CodeLiterals?

    /// Finds and reads the sources of an export of `root`.
    ///
    /// - Throws: ``LingoToolsError`` when `root` cannot be read.
    static func load(root: String, developmentLanguage: LanguageTag?) throws -> XLIFFExportSources {
        let folders = [root] + outsideFolders(of: root).map { root + "/" + $0 }
        var configuration = ProjectConfiguration()
        configuration.developmentLanguage = developmentLanguage
        var project = try LocalizationProject.load(paths: folders, configuration: configuration)
        shareReferenceTexts(in: &project)
        var interfaceFiles = [String]()
        var infoPlists = [String]()
        for folder in folders {
            for path in Self.files(under: folder) {
                let components = path.split(separator: "/")
                let name = String(components.last ?? "")
                let parent = components.count >= 2 ? String(components[components.count - 2]) : ""
                switch XLIFFOriginal.Kind(fileName: name) {
                case .interfaceBuilder, .intentDefinition:
                    let folder = LprojFolder(name: parent)
                    guard LocalizationDiscovery.isLprojName(parent),
                        folder == .base || folder.tag == project.developmentLanguage
                    else { continue }
                    interfaceFiles.append(path)
                case .infoPlist:
                    if !LocalizationDiscovery.isLprojName(parent) { infoPlists.append(path) }
                default:
                    continue
                }
            }
        }
        var sources = XLIFFExportSources(
            root: root, project: project, interfaceFiles: preferringBase(interfaceFiles), infoPlists: infoPlists)
        if sources.hasTranslationOnlyKeys { sources.codeLiterals = CodeLiterals(root: root) }
        return sources
    }

    /// Whether a `.strings` translation has a key its development-language table lacks.
    private var hasTranslationOnlyKeys: Bool {
        let development = project.developmentLanguage
        return project.tableSets.contains { set in
            set.tables.contains { table in
                guard let reference = table.reference(developmentLanguage: development) else { return false }
                let keys = Set(reference.keys)
                return table.languages.contains { language in
                    language.folder != reference.folder
                        && language.strings?.entries.contains { !keys.contains($0.key) } == true
                }
            }
        }
    }

    /// Whether the app has `key` of a `.strings` table the development language lacks: a key
    /// Xcode extracted from the code (see `CodeLiterals`), or an `Info.plist` key of an
    /// `InfoPlist` table.
    func appHas(_ key: String, table: String) -> Bool {
        if TableSet.Table.isInfoPlist(named: table), PropertyListStrings.isLocalizableInfoPlistKey(key) { return true }
        return codeLiterals?.contains(key) ?? true
    }

    /// The files under `path` (or `path` itself), skipping hidden folders, `DerivedData`, and
    /// Xcode's packages and bundles that hold no sources (`.xcodeproj`, `.xcassets`, built products).
    static func files(under path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [path] }
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
        let skipped = [".xcodeproj", ".xcworkspace", ".xcassets", ".app", ".framework", ".xcframework", ".xcloc"]
        var result = [String]()
        while let relative = enumerator.nextObject() as? String {
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            if name.hasPrefix(".") || name == "DerivedData" || skipped.contains(where: { name.hasSuffix($0) }) {
                enumerator.skipDescendants()
                continue
            }
            result.append(path + "/" + relative)
        }
        return result.sorted()
    }

    /// A storyboard or xib of `Base.lproj` wins over one of the same name in a language's folder.
    private static func preferringBase(_ paths: [String]) -> [String] {
        let base = Set(
            paths.filter { LprojFolder(name: folderName(of: $0)) == .base }.map {
                parentOfLproj($0) + "/" + fileName($0)
            })
        return paths.filter {
            LprojFolder(name: folderName(of: $0)) == .base || !base.contains(parentOfLproj($0) + "/" + fileName($0))
        }
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    private static func folderName(of path: String) -> String {
        let components = path.split(separator: "/")
        return components.count >= 2 ? String(components[components.count - 2]) : ""
    }

    /// The folder holding the `.lproj` folder of `path`.
    static func parentOfLproj(_ path: String) -> String {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        return components.dropLast(2).joined(separator: "/")
    }

    // MARK: Outside the root

    /// Folders and files outside `root` that hold originals, as paths relative to `root`
    /// (`../Packages/Kit`): the local Swift packages of the `.xcodeproj` or `.xcworkspace` in
    /// `root`, and, when `root` is the `Source Contents` of an `.xcloc` package, the files its
    /// XLIFF names outside it (Xcode writes a local package's files there, beside the package).
    static func outsideFolders(of root: String) -> [String] {
        var result = [String]()
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
        for name in names {
            if name.hasSuffix(".xcodeproj"),
                let text = try? String(contentsOfFile: root + "/" + name + "/project.pbxproj", encoding: .utf8)
            {
                result += localPackages(inProject: text)
            } else if name.hasSuffix(".xcworkspace"),
                let text = try? String(contentsOfFile: root + "/" + name + "/contents.xcworkspacedata", encoding: .utf8)
            {
                result += localPackages(inWorkspace: text)
            }
        }
        result += xclocOutsideOriginals(of: root)
        var seen = Set<String>()
        return result.filter { $0.hasPrefix("../") && seen.insert($0).inserted }
    }

    /// The `relativePath` of every `XCLocalSwiftPackageReference` of a `project.pbxproj`.
    static func localPackages(inProject text: String) -> [String] {
        var result = [String]()
        var inside = false
        for line in text.split(separator: "\n") {
            if line.contains("isa = XCLocalSwiftPackageReference;") { inside = true }
            if inside, let range = line.range(of: "relativePath = ") {
                var value = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
                if value.hasSuffix(";") { value.removeLast() }
                if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
                    value = String(value.dropFirst().dropLast())
                }
                result.append(value)
                inside = false
            }
            if line.contains("};") { inside = false }
        }
        return result
    }

    /// The `group:` locations of a workspace's file references.
    static func localPackages(inWorkspace text: String) -> [String] {
        var result = [String]()
        var rest = Substring(text)
        while let range = rest.range(of: "location = \"group:") {
            rest = rest[range.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            result.append(String(rest[..<end]))
            rest = rest[end...]
        }
        return result
    }

    /// For the `Source Contents` of an `.xcloc` package: the folders of the originals outside
    /// it that the package's XLIFF names and that exist (the resources folder holding an
    /// original's `.lproj` folder, or the catalog itself).
    static func xclocOutsideOriginals(of root: String) -> [String] {
        let package = URL(fileURLWithPath: root).deletingLastPathComponent().path
        guard URL(fileURLWithPath: root).lastPathComponent == "Source Contents", package.hasSuffix(".xcloc"),
            let names = try? FileManager.default.contentsOfDirectory(atPath: package + "/Localized Contents")
        else { return [] }
        var result = [String]()
        for name in names.sorted() where name.hasSuffix(".xliff") {
            guard let data = FileManager.default.contents(atPath: package + "/Localized Contents/" + name) else {
                continue
            }
            for file in XLIFFDocument.parse(data, path: name).files where file.original.hasPrefix("../") {
                let components = file.original.split(separator: "/").map(String.init)
                let lproj = components.lastIndex { LocalizationDiscovery.isLprojName($0) }
                let folder = lproj.map { components[..<$0].joined(separator: "/") } ?? file.original
                if FileManager.default.fileExists(atPath: root + "/" + folder) { result.append(folder) }
            }
        }
        return result
    }
}
