// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Where the shared test data lives: `../shared` next to the package (override with the
/// `LINGO_SHARED` environment variable).
public enum SharedData {
    /// The package's root folder.
    public static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }  // Tests/TestSupport/SharedData.swift
        return url
    }()

    /// `../shared`, or `$LINGO_SHARED`.
    public static let root: URL = {
        if let override = ProcessInfo.processInfo.environment["LINGO_SHARED"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    }()

    /// `../shared/corpora`: real apps' localization files.
    public static var corpora: URL { root.appendingPathComponent("corpora") }

    /// `../shared/cldr`.
    public static var cldr: URL { root.appendingPathComponent("cldr") }

    /// A message for `#require` when the shared data is missing: corpus tests never skip.
    public static let missingMessage =
        "The shared test data is missing: expected ../shared next to the package (or set LINGO_SHARED)."

    /// Whether the shared data is present.
    public static var isPresent: Bool {
        FileManager.default.fileExists(atPath: corpora.path)
    }

    /// Every file under `folder` whose name ends with `.suffix`, sorted by path.
    public static func files(under folder: URL, withExtension suffix: String) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        var result = [URL]()
        for case let url as URL in enumerator where url.pathExtension == suffix {
            result.append(url)
        }
        return result.sorted { $0.path < $1.path }
    }

    /// `url`'s path relative to `base`.
    public static func relativePath(_ url: URL, to base: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = base.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
