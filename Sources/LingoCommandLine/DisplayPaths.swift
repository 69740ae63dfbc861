// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
package import LingoFormats
package import LingoTools

/// Paths as the commands print them: relative to a folder — where `lingo` runs, or for GitHub
/// annotations `$GITHUB_WORKSPACE` — when they are inside it (`App/fr.lproj/Localizable.strings`,
/// not `/home/ci/work/app/App/fr.lproj/...`), else as they were given.
package struct DisplayPaths {
    /// The folder paths are made relative to, absolute and standardized.
    package let base: String
    private let currentFolder: String
    private var cache: [String: String] = [:]

    /// Paths relative to `base`, or to the current folder when `base` is `nil` or empty.
    package init(base: String? = nil) {
        currentFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        if let base, !base.isEmpty {
            self.base =
                URL(fileURLWithPath: base, relativeTo: URL(fileURLWithPath: currentFolder, isDirectory: true))
                .standardizedFileURL.path
        } else {
            self.base = currentFolder
        }
    }

    /// `path` (absolute, or relative to the current folder) relative to ``base`` when inside it
    /// (`.` for the base itself), else `path` as it is.
    package mutating func display(_ path: String) -> String {
        if let known = cache[path] { return known }
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentFolder, isDirectory: true))
            .standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        let shown =
            absolute == base ? "." : absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : path
        cache[path] = shown
        return shown
    }

    /// `diagnostic` with its file displayed so.
    package mutating func relocate(_ diagnostic: Diagnostic) -> Diagnostic {
        var copy = diagnostic
        copy.location.file = display(diagnostic.location.file)
        return copy
    }

    /// `findings` with their files displayed so.
    package mutating func relocate(_ findings: [Finding]) -> [Finding] {
        var findings = findings
        relocate(&findings)
        return findings
    }

    /// Displays the files of `findings` so, in place: a finding whose file is displayed as it
    /// was given is left as it is. The findings of one file come in runs: the file is looked up
    /// once a run.
    package mutating func relocate(_ findings: inout [Finding]) {
        var last: (path: String, shown: String, same: Bool)?
        for index in findings.indices {
            let path = findings[index].location.file
            if last == nil || last?.path != path {
                let shown = display(path)
                last = (path, shown, shown == path)
            }
            guard let last, !last.same else { continue }
            findings[index].location.file = last.shown
        }
    }
}
