// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoTools
import Testing

/// The test fixtures: `Fixtures/` copied into the test bundle.
enum Fixtures {
    /// The `Fixtures` folder.
    static func root() throws -> URL {
        try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil), "the Fixtures folder is missing")
    }

    /// A path under `Fixtures`.
    static func url(_ path: String) throws -> URL {
        try root().appendingPathComponent(path)
    }

    /// Lints the files under `paths` (absolute), with Swift sources under `sources` when given.
    static func lint(
        _ paths: [URL], sources: URL? = nil,
        configuration: ProjectConfiguration = ProjectConfiguration()
    ) throws -> [Finding] {
        let project = try LocalizationProject.load(paths: paths.map(\.path), configuration: configuration)
        var references: [SourceReference]? = nil
        if let sources {
            let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path)
                .filter { $0.hasSuffix(".swift") }.sorted().map { sources.appendingPathComponent($0).path }
            references = try SwiftSourceScanner.references(inFiles: files)
        }
        return Linter(configuration: configuration).lint(project, sources: references)
    }

    /// `finding` as `path:line:column language`, the path relative to `base`.
    static func describe(_ finding: Finding, relativeTo base: URL) -> String {
        let prefix = base.standardizedFileURL.path + "/"
        var path = URL(fileURLWithPath: finding.location.file).standardizedFileURL.path
        if path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
        let language = finding.language.map { " " + $0 } ?? ""
        return "\(path):\(finding.location.line):\(finding.location.column)\(language)"
    }
}
