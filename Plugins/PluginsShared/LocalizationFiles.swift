// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Which of a target's files the Lingo plugins hand to `lingo`: its `.strings`, `.stringsdict`
/// and `.xcstrings` files, and the folders that hold them.
///
/// A plugin cannot depend on a library target, so this file is compiled into each plugin: every
/// plugin folder holds `PluginsShared`, a symbolic link to `Plugins/PluginsShared`. The same
/// rules serve a package's targets (`SourceModuleTarget.sourceFiles`) and an Xcode project's
/// (`XcodeTarget.inputFiles`).
enum LocalizationFiles {
    /// The extensions of the files `lingo` reads.
    static let extensions: Set<String> = ["strings", "stringsdict", "xcstrings"]

    /// Every localization file among `files`, sorted by path. A folder among them (a folder
    /// copied as a whole, `.copy("Resources")`, or a folder reference in Xcode) is searched.
    static func find(in files: [URL]) -> [URL] {
        var result = [URL]()
        for file in files {
            if extensions.contains(file.pathExtension) {
                result.append(file)
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), isDirectory.boolValue,
                let enumerator = FileManager.default.enumerator(at: file, includingPropertiesForKeys: nil)
            else { continue }
            for case let url as URL in enumerator where extensions.contains(url.pathExtension) { result.append(url) }
        }
        return result.sorted { $0.path < $1.path }
    }

    /// The folders to lint among `files`: each folder holding `.lproj` folders or catalogs,
    /// sorted, each once.
    static func folders(of files: [URL]) -> [String] {
        var folders = Set<String>()
        for file in find(in: files) {
            var folder = file.deletingLastPathComponent()
            if folder.pathExtension == "lproj" { folder = folder.deletingLastPathComponent() }
            folders.insert(folder.path)
        }
        return folders.sorted()
    }

    /// The folder to give `lingo gen`: the parent of the first `.lproj` folder, else the folder
    /// of the first catalog.
    static func resourcesFolder(of files: [URL]) -> URL? {
        if let table = files.first(where: { $0.deletingLastPathComponent().pathExtension == "lproj" }) {
            return table.deletingLastPathComponent().deletingLastPathComponent()
        }
        return files.first { $0.pathExtension == "xcstrings" }?.deletingLastPathComponent()
    }
}
