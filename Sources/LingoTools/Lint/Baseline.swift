// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

package import Foundation
import LingoFormats
import LingoUtilities

/// The findings a legacy project has accepted for now: `lingo lint --baseline F` reports only
/// findings that are not in it; `--update-baseline` writes it.
///
/// Findings are matched on rule, file, key and language — never on line numbers, so editing a
/// file does not bring its accepted findings back. Each identity has a count: with three accepted
/// syntax errors in a file, a fourth is reported. File paths are stored relative to the
/// baseline file's folder, so the baseline works from any working directory.
///
/// ```json
/// {
///   "version" : 1,
///   "findings" : [
///     {"rule": "missing-translation", "file": "App/en.lproj/Localizable.strings", "key": "title", "language": "fr", "count": 1}
///   ]
/// }
/// ```
package struct Baseline: Sendable, Equatable {
    /// What a finding is matched on.
    package struct Identity: Hashable, Sendable, Comparable {
        /// The rule's ID (kept as text, so that a baseline naming a rule this version does not
        /// know still loads).
        package var rule: String
        /// The file, relative to the baseline's folder.
        package var file: String
        /// The key, if the finding has one.
        package var key: String?
        /// The language, if the finding has one.
        package var language: String?

        /// Creates an identity.
        package init(rule: String, file: String, key: String?, language: String?) {
            self.rule = rule
            self.file = file
            self.key = key
            self.language = language
        }

        package static func < (lhs: Identity, rhs: Identity) -> Bool {
            (lhs.file, lhs.rule, lhs.key ?? "", lhs.language ?? "") < (
                rhs.file, rhs.rule, rhs.key ?? "", rhs.language ?? ""
            )
        }
    }

    /// How many findings of each identity are accepted.
    package var counts: [Identity: Int]

    /// Creates a baseline.
    package init(counts: [Identity: Int] = [:]) {
        self.counts = counts
    }

    /// A baseline accepting `findings`.
    ///
    /// - Parameters:
    ///   - findings: The findings to accept.
    ///   - directory: The folder of the baseline file: file paths are stored relative to it.
    package init(findings: [Finding], relativeTo directory: String) {
        counts = [:]
        var paths = RelativePaths(directory: directory)
        for finding in findings { counts[paths.identity(of: finding), default: 0] += 1 }
    }

    /// The identity of a finding.
    package static func identity(of finding: Finding, relativeTo directory: String) -> Identity {
        var paths = RelativePaths(directory: directory)
        return paths.identity(of: finding)
    }

    /// Finding paths made relative to the baseline's folder, each file once.
    private struct RelativePaths {
        let directory: String
        var cache: [String: String] = [:]

        init(directory: String) {
            self.directory = ProjectScanner.absolute(directory)
        }

        mutating func identity(of finding: Finding) -> Identity {
            let path = finding.location.file
            let file: String
            if let known = cache[path] {
                file = known
            } else {
                file = ProjectScanner.relative(ProjectScanner.absolute(path), to: directory)
                cache[path] = file
            }
            return Identity(rule: finding.rule.rawValue, file: file, key: finding.key, language: finding.language)
        }
    }

    /// The findings the baseline does not accept, and how many it accepted.
    ///
    /// - Parameters:
    ///   - findings: The findings of a run.
    ///   - directory: The folder of the baseline file.
    package func filter(_ findings: [Finding], relativeTo directory: String) -> (reported: [Finding], suppressed: Int) {
        var remaining = counts
        var reported = [Finding]()
        var suppressed = 0
        var paths = RelativePaths(directory: directory)
        for finding in findings {
            let identity = paths.identity(of: finding)
            if let count = remaining[identity], count > 0 {
                remaining[identity] = count - 1
                suppressed += 1
            } else {
                reported.append(finding)
            }
        }
        return (reported, suppressed)
    }

    /// Reads a baseline file.
    ///
    /// - Throws: ``LingoToolsError/unreadable(path:reason:)`` or
    ///   ``LingoToolsError/invalidConfiguration(_:)`` when its content is not a baseline.
    package static func load(from url: URL) throws -> Baseline {
        let data = try FileAccess.read(url.path)
        return try parse(data, path: url.path)
    }

    /// Parses the text of a baseline file.
    package static func parse(_ data: Data, path: String) throws -> Baseline {
        let document = JSONDocument.parse(data, path: path)
        if let error = document.diagnostics.errors.first {
            throw LingoToolsError.invalidConfiguration(error.description)
        }
        guard case .array(let items)? = document.root?["findings"] else {
            throw LingoToolsError.invalidConfiguration(
                "\(path):1:1: error: a baseline is an object with a \"findings\" array")
        }
        var baseline = Baseline()
        for item in items {
            guard let rule = item["rule"]?.stringValue, let file = item["file"]?.stringValue else {
                throw LingoToolsError.invalidConfiguration(
                    "\(path): error: each baseline finding needs \"rule\" and \"file\"")
            }
            let identity = Identity(
                rule: rule, file: file, key: item["key"]?.stringValue,
                language: item["language"]?.stringValue)
            baseline.counts[identity, default: 0] += max(1, item["count"]?.intValue ?? 1)
        }
        return baseline
    }

    /// The baseline as JSON, sorted by file, rule, key and language so it diffs well.
    package func render() -> Data {
        var writer = JSONWriter(capacity: counts.count * 160, layout: .lines(depth: 2))
        writer.beginObject()
        writer.member("version", 1)
        writer.key("findings")
        writer.writeObjects(counts.keys.sorted()) { writer, identity in
            writer.member("rule", identity.rule)
            writer.member("file", identity.file)
            writer.member("key", identity.key)
            writer.member("language", identity.language)
            writer.member("count", counts[identity] ?? 1)
        }
        writer.endObject()
        return Data((writer.text + "\n").utf8)
    }
}
