// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The accessors LingoGenPlugin generated at build time. SwiftPM writes a build plugin's output
/// under the package's `.build/plugins/outputs` (for LingoGenPlugin,
/// `<package>/<target>/destination/LingoGenPlugin/L10n+Generated.swift`), never among the
/// sources `--sources` names: without them, every key the code uses only through its accessors
/// would look unused.
enum PluginOutputs {
    /// The files `lingo gen` wrote under `.build/plugins/outputs` of the packages that hold
    /// `folders` or the current folder: the nearest folder above each with a `Package.swift`.
    ///
    /// - Parameter folders: Source folders, as given to `--sources`.
    /// - Returns: The paths, sorted; empty when no package was built with the plugin.
    static func generatedFiles(for folders: [String]) -> [String] {
        var packages = Set<String>()
        for folder in folders + ["."] {
            if let root = packageRoot(containing: ProjectScanner.absolute(folder)) { packages.insert(root) }
        }
        var files = [String]()
        for root in packages.sorted() {
            let outputs = root + "/.build/plugins/outputs"
            guard let enumerator = FileManager.default.enumerator(atPath: outputs) else { continue }
            while let relative = enumerator.nextObject() as? String {
                guard relative.hasSuffix(".swift") else { continue }
                let path = ProjectScanner.displayPath(outputs + "/" + relative)
                if FileAccess.problemReading(path) == nil, isGenerated(path) { files.append(path) }
            }
        }
        return files.sorted()
    }

    /// The nearest folder at or above `path` holding a `Package.swift`.
    static func packageRoot(containing path: String) -> String? {
        var url = URL(fileURLWithPath: path)
        while true {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url.path
            }
            let parent = url.deletingLastPathComponent()
            guard parent.path != url.path else { return nil }
            url = parent
        }
    }

    /// Whether the file at `path` starts as `lingo gen` writes its files (reads only its start).
    private static func isGenerated(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let start = handle.readData(ofLength: 64)
        return GeneratedAccessors.isGenerated(String(decoding: start, as: UTF8.self))
    }
}
