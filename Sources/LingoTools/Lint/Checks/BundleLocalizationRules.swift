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
/// dependency. `Base`, `qqq` and private-use folders are never languages an app offers.
package enum BundleLocalizationRules {
    /// The languages the project's own files ship and those only its dependencies ship.
    package struct Shipped: Equatable, Sendable {
        package var own: [String]
        package var dependencyOnly: [String]
    }

    static func check(_ project: LocalizationProject) -> FindingList {
        var findings = FindingList()
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
