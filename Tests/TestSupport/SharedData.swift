// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation

/// Where the shared test data lives: `../shared` next to the package (override with the
/// `LINGO_SHARED` environment variable). It is not part of the repository: tests that read it
/// carry the ``Testing/Trait/sharedData`` trait, and are skipped where it is absent (they fail
/// there under `LINGO_STRICT_TESTS=1`).
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

    /// A message for `#require` when a loop over the shared data finds nothing to check.
    public static var missingMessage: String {
        "The shared test data is missing or empty: expected \(corpora.path) and \(cldr.path) "
            + "(../shared next to the package, or set LINGO_SHARED)."
    }

    /// Why a test that reads the shared data does not run here: what is missing, and where to put
    /// it. The reason of the skip (``Testing/Trait/sharedData``), or of the failure under
    /// `LINGO_STRICT_TESTS=1`.
    public static var absenceReason: String {
        "needs the shared test data (real apps' localization files and CLDR data), absent here: "
            + "expected \(corpora.path) and \(cldr.path); put it next to the package as ../shared or set LINGO_SHARED"
    }

    /// Whether the shared data is present: its corpora and its CLDR data.
    public static var isPresent: Bool {
        var isFolder: ObjCBool = false
        return [corpora, cldr].allSatisfy {
            FileManager.default.fileExists(atPath: $0.path, isDirectory: &isFolder) && isFolder.boolValue
        }
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
