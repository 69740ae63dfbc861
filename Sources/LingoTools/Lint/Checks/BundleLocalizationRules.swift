// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats

/// `bundle-localizations`: the languages an `Info.plist`'s `CFBundleLocalizations` lists against
/// the languages the app ships (its `.lproj` folders and String Catalogs).
///
/// The `Info.plist` is the one found beside the `.lproj` folders of a table set, or in the folder
/// above. Languages only a dependency ships (resources under `.build/checkouts`,
/// `SourcePackages/checkouts`, `Pods` or `Carthage`) are not the app's: the OS would offer them
/// in the app's language list although the app's own texts are not translated. One finding per
/// language: missing from the list, listed but not shipped, or listed and shipped only by a
/// dependency. `Base`, `qqq` and private-use folders are never languages an app offers. For a
/// package, the `defaultLocalization` of its `Package.swift` must be one of the languages its
/// resources ship.
package enum BundleLocalizationRules {
    /// The languages the project's own files ship and those only its dependencies ship.
    package struct Shipped: Equatable, Sendable {
        package var own: [String]
        package var dependencyOnly: [String]
    }

    static func check(_ project: LocalizationProject) -> FindingList {
        var findings = FindingList()
        checkManifests(project, into: &findings)
        let plists = infoPlists(of: project)
        guard !plists.isEmpty else { return findings }
        let shipped = shippedLanguages(project)
        for plist in plists {
            guard let listed = InfoPlistLocalizations(path: plist) else { continue }
            let own = Set(shipped.own)
            let fileStart = SourceLocation(file: plist, line: listed.keyLine, column: 1)
            for entry in listed.entries {
                if shipped.dependencyOnly.contains(entry.tag) {
                    findings.add(
                        .bundleLocalizations, at: entry.location(in: plist),
                        "CFBundleLocalizations lists '\(entry.tag)', which only a dependency ships: "
                            + "the app's own texts are not in it", language: entry.tag)
                } else if !own.contains(entry.tag) {
                    findings.add(
                        .bundleLocalizations, at: entry.location(in: plist),
                        "CFBundleLocalizations lists '\(entry.tag)', which the app does not ship",
                        language: entry.tag)
                }
            }
            let listedTags = Set(listed.entries.map(\.tag))
            for language in shipped.own where !listedTags.contains(language) {
                findings.add(
                    .bundleLocalizations, at: fileStart,
                    "CFBundleLocalizations lacks '\(language)', which the app ships", language: language)
            }
        }
        return findings
    }

    /// The `defaultLocalization` of each `Package.swift` above the project's own resources
    /// against the languages those resources ship: one finding when a package with localized
    /// resources sets none (SwiftPM refuses to build it), or sets one it does not ship.
    static func checkManifests(_ project: LocalizationProject, into findings: inout FindingList) {
        for manifest in packageManifests(of: project) {
            guard let data = try? FileAccess.read(manifest), let text = String(data: data, encoding: .utf8) else {
                continue
            }
            let languages = shippedLanguages(
                project, under: URL(fileURLWithPath: manifest).deletingLastPathComponent().path)
            guard !languages.isEmpty else { continue }
            let list = languages.joined(separator: ", ")
            guard let setting = defaultLocalization(in: text) else {
                findings.add(
                    .bundleLocalizations, at: SourceLocation(file: manifest, line: 1, column: 1),
                    "Package.swift sets no defaultLocalization, though its resources are localized (\(list)): "
                        + "SwiftPM requires one")
                continue
            }
            let tag = (try? LanguageTag(setting.value))?.identifier ?? setting.value
            if !languages.contains(tag) {
                findings.add(
                    .bundleLocalizations,
                    at: SourceLocation(file: manifest, line: setting.line, column: setting.column),
                    "defaultLocalization '\(setting.value)' is not a language the package ships (\(list))",
                    language: tag)
            }
        }
    }

    /// The value of `defaultLocalization: "…"` in a manifest's text, with the 1-based line and
    /// column of the value; `nil` when the manifest sets none.
    static func defaultLocalization(in text: String) -> (value: String, line: Int, column: Int)? {
        guard let name = text.range(of: "defaultLocalization") else { return nil }
        var rest = text[name.upperBound...].drop(while: \.isWhitespace)
        guard rest.first == ":" else { return nil }
        rest = rest.dropFirst().drop(while: \.isWhitespace)
        guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { return nil }
        let value = String(rest[rest.index(after: rest.startIndex)..<close])
        let before = text[..<rest.startIndex]
        let line = before.reduce(1) { $1.isNewline ? $0 + 1 : $0 }
        let column =
            before.count
            - (before.lastIndex(where: \.isNewline).map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0)
            + 1
        return (value, line, column)
    }

    /// The `Package.swift` of each package whose targets hold the project's own table sets and
    /// catalogs (a resource under `ROOT/Sources/TARGET/` belongs to `ROOT/Package.swift`), each once.
    static func packageManifests(of project: LocalizationProject) -> [String] {
        var result = [String]()
        let folders =
            project.tableSets.map(\.directory)
            + project.catalogs.map { URL(fileURLWithPath: $0.path).deletingLastPathComponent().path }
        for folder in Set(folders) where !isDependency(folder) {
            let components = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
            guard let sources = components.lastIndex(of: "Sources"), sources > 0 else { continue }
            let root = NSString.path(withComponents: Array(components[..<sources]))
            let manifest = URL(fileURLWithPath: root).appending(path: "Package.swift").path
            if !result.contains(manifest), FileManager.default.fileExists(atPath: manifest) { result.append(manifest) }
        }
        return result.sorted()
    }

    /// The languages of the project's own `.lproj` folders and catalogs inside `root`.
    static func shippedLanguages(_ project: LocalizationProject, under root: String) -> [String] {
        let prefix = URL(fileURLWithPath: root).standardizedFileURL.path + "/"
        func inside(_ path: String) -> Bool { URL(fileURLWithPath: path).standardizedFileURL.path.hasPrefix(prefix) }
        var scoped = project
        scoped.tableSets = project.tableSets.filter { inside($0.directory) }
        scoped.catalogs = project.catalogs.filter { inside($0.path) }
        return shippedLanguages(scoped).own
    }

    /// The languages of the project's `.lproj` folders and catalogs, own and dependency-only,
    /// canonical and sorted.
    package static func shippedLanguages(_ project: LocalizationProject) -> Shipped {
        var own = Set<String>()
        var dependencies = Set<String>()
        // Each name and path once: a catalog spells its few languages in every entry.
        func add(_ names: some Sequence<String>, path: String) {
            let dependency = isDependency(path)
            for name in names {
                guard let tag = try? LanguageTag(name), !tag.isUndetermined, !tag.isPrivateUse else { continue }
                if dependency { dependencies.insert(tag.identifier) } else { own.insert(tag.identifier) }
            }
        }
        for set in project.tableSets {
            for folder in set.folders where folder.isLanguage {
                add(CollectionOfOne(folder.language), path: folder.path)
            }
        }
        for catalog in project.catalogs { add(catalog.languageNames, path: catalog.path) }
        return Shipped(own: own.sorted(), dependencyOnly: dependencies.subtracting(own).sorted())
    }

    /// Whether `path` lies in a dependency's checkout rather than the app's own sources.
    static func isDependency(_ path: String) -> Bool {
        let wrapped = "/" + path + "/"
        return ["/.build/checkouts/", "/SourcePackages/checkouts/", "/Pods/", "/Carthage/"].contains {
            wrapped.contains($0)
        }
    }

    /// The `Info.plist` files beside the table sets' folders or one folder up, each once.
    static func infoPlists(of project: LocalizationProject) -> [String] {
        var result = [String]()
        for set in project.tableSets where !isDependency(set.directory) {
            let directory = URL(fileURLWithPath: set.directory)
            for folder in [directory, directory.deletingLastPathComponent()] {
                let path = folder.appending(path: "Info.plist").path
                if FileManager.default.fileExists(atPath: path), !result.contains(path) {
                    result.append(path)
                    break
                }
            }
        }
        return result
    }
}
