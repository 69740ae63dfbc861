// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoUtilities

/// Finds a localizer's resource files along a fallback chain and reads its unlocalized
/// `Info.plist`, remembering both answers behind its own lock.
final class ResourceLookup: Sendable {
    private struct State {
        /// Resolved resource URLs: language, subdirectory and file name → URL or nil.
        var urls: [String: URL?] = [:]
        /// The unlocalized Info.plist, once read.
        var infoDictionary: [String: any Sendable]?
    }

    private let directory: ResourceDirectory
    private let state = Protected(State())

    init(directory: ResourceDirectory) {
        self.directory = directory
    }

    /// The first `name` (with `ext`, in `subdirectory`) in the folders of `chain`, then in
    /// `Base.lproj`, then at the top of the resources folder.
    func url(
        forResource name: String, withExtension ext: String?, subdirectory: String?,
        chain: [LanguageTag]
    ) -> URL? {
        var file = name
        if let ext, !ext.isEmpty { file += ext.hasPrefix(".") ? ext : "." + ext }
        let cacheKey = "\(chain.first?.identifier ?? "")\u{0}\(subdirectory ?? "")\u{0}\(file)"
        if let cached = state.withLock({ $0.urls[cacheKey] }) { return cached }

        var folders = chain.flatMap { directory.folders[$0] ?? [] }
        if let base = directory.baseFolder { folders.append(base) }
        folders.append(directory.root)
        var found: URL? = nil
        for folder in folders {
            var candidate = folder
            if let subdirectory, !subdirectory.isEmpty {
                candidate.appendPathComponent(subdirectory, isDirectory: true)
            }
            candidate.appendPathComponent(file)
            if FileManager.default.fileExists(atPath: candidate.path) {
                found = candidate
                break
            }
        }
        state.withLock { $0.urls[cacheKey] = .some(found) }
        return found
    }

    /// The unlocalized Info.plist, read once: the one in the resources folder or next to it (a
    /// macOS bundle's `Contents/Info.plist`), or the main bundle's.
    var infoDictionary: [String: any Sendable] {
        if let cached = state.withLock({ $0.infoDictionary }) { return cached }
        let resources = directory.root
        var dictionary = [String: any Sendable]()
        let candidates = [
            resources.appendingPathComponent("Info.plist"),
            resources.deletingLastPathComponent().appendingPathComponent("Info.plist"),
        ]
        for url in candidates {
            if let data = try? Data(contentsOf: url),
                let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
                    as? [String: Any]
            {
                dictionary = plist.compactMapValues { $0 as? String }
                break
            }
        }
        if dictionary.isEmpty, let main = PlatformDefaults.mainBundleInfo(forResources: resources) {
            dictionary = main
        }
        state.withLock { $0.infoDictionary = dictionary }
        return dictionary
    }
}
