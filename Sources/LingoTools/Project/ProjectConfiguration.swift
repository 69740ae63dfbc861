// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation
public import Lingo
public import LingoFormats
import LingoUtilities

/// How the `lingo` commands read a project: the contents of a `.lingo.json` file — which files
/// belong to it, its development language, its Swift sources, and how seriously `lingo lint`
/// takes each rule.
///
/// ```json
/// {
///   "developmentLanguage": "en",
///   "include": ["App/**"],
///   "exclude": ["**/Pods/**", "**/qqq.lproj/**"],
///   "rules": { "untranslated": "off", "missing-translation": "warning" },
///   "sources": ["App"]
/// }
/// ```
///
/// Every field is optional. Globs are matched against paths relative to the folder holding the
/// configuration file (`*` within a path component, `**` across them, `?` one character); a
/// file is linted when it matches an `include` glob (or there are none) and no `exclude` glob. `rules` maps rule IDs to `"error"`, `"warning"`,
/// `"note"` or `"off"`.
public struct ProjectConfiguration: Sendable, Equatable {
    /// The language every other language is compared with; `nil` to decide from the files: the
    /// catalogs' source language, else `en`, else the language with the most folders.
    public var developmentLanguage: LanguageTag?
    /// Globs a file must match one of to be linted; empty for every file.
    public var include: [String]
    /// Globs of files not to lint.
    public var exclude: [String]
    /// Severity overrides: a rule mapped to `nil` is off.
    public var severities: [RuleID: Finding.Severity?]
    /// Folders of Swift sources for `undefined-key` and `unused-key`, relative to ``baseDirectory``.
    public var sources: [String]
    /// The folder globs and source folders are relative to (the configuration file's folder).
    public var baseDirectory: String?

    /// Creates a configuration.
    public init(
        developmentLanguage: LanguageTag? = nil, include: [String] = [], exclude: [String] = [],
        severities: [RuleID: Finding.Severity?] = [:], sources: [String] = [], baseDirectory: String? = nil
    ) {
        self.developmentLanguage = developmentLanguage
        self.include = include
        self.exclude = exclude
        self.severities = severities
        self.sources = sources
        self.baseDirectory = baseDirectory
    }

    /// Whether `rule` is on.
    public func isEnabled(_ rule: RuleID) -> Bool {
        if let override = severities[rule] { return override != nil }
        return true
    }

    /// The severity of a finding of `rule` whose own severity is `severity`: the configured one
    /// when the configuration sets one, `nil` when the rule is off.
    public func severity(of rule: RuleID, default severity: Finding.Severity) -> Finding.Severity? {
        if let override = severities[rule] { return override }
        return severity
    }

    /// Whether a file is linted: `relativePath` matches an `include` glob (or there are none) and
    /// no `exclude` glob.
    ///
    /// - Parameter relativePath: The file's path relative to ``baseDirectory``, `/`-separated.
    public func includes(_ relativePath: String) -> Bool {
        PathFilter(include: include, exclude: exclude).includes(relativePath)
    }

    /// Reads a `.lingo.json` file.
    ///
    /// - Parameter url: The file.
    /// - Returns: The configuration, with ``baseDirectory`` set to the file's folder.
    /// - Throws: ``LingoToolsError/unreadable(path:reason:)`` when the file cannot be read and
    ///   ``LingoToolsError/invalidConfiguration(_:)`` (with line and column) when its content is wrong.
    public static func load(from url: URL) throws -> ProjectConfiguration {
        let data = try FileAccess.read(url.path)
        var configuration = try parse(data, path: url.path)
        configuration.baseDirectory = url.deletingLastPathComponent().path
        return configuration
    }

    /// Parses the text of a `.lingo.json` file.
    ///
    /// - Throws: ``LingoToolsError/invalidConfiguration(_:)`` for JSON errors, unknown fields,
    ///   unknown rules and unknown severities.
    public static func parse(_ data: Data, path: String) throws -> ProjectConfiguration {
        let document = JSONDocument.parse(data, path: path)
        if let error = document.diagnostics.errors.first {
            throw LingoToolsError.invalidConfiguration(error.description)
        }
        let start = SourceLocation(file: path, line: 1, column: 1)
        guard case .object(let object)? = document.root else {
            throw LingoToolsError.invalidConfiguration("\(start): error: a .lingo.json file holds a JSON object")
        }
        var configuration = ProjectConfiguration()
        for member in object {
            let place = member.valueLocation ?? member.keyLocation ?? start
            func fail(_ message: String) -> LingoToolsError {
                .invalidConfiguration("\(place): error: \(message)")
            }
            switch member.key {
            case "developmentLanguage":
                guard let text = member.value.stringValue, let tag = try? LanguageTag(text) else {
                    throw fail("\"developmentLanguage\" must be a language tag such as \"en\"")
                }
                configuration.developmentLanguage = tag
            case "include", "exclude", "sources":
                guard case .array(let values) = member.value,
                    let strings = Optional(values.compactMap(\.stringValue)), strings.count == values.count
                else {
                    throw fail("\"\(member.key)\" must be an array of strings")
                }
                switch member.key {
                case "include": configuration.include = strings
                case "exclude": configuration.exclude = strings
                default: configuration.sources = strings
                }
            case "rules":
                guard case .object(let rules) = member.value else {
                    throw fail(
                        "\"rules\" must be an object mapping rule IDs to \"error\", \"warning\", \"note\" or \"off\"")
                }
                for rule in rules {
                    let rulePlace = rule.keyLocation ?? place
                    guard let id = RuleID(rawValue: rule.key) else {
                        throw LingoToolsError.invalidConfiguration(
                            "\(rulePlace): error: unknown rule \(rule.key.quotedForMessage) "
                                + "(run `lingo rules` for the list)")
                    }
                    if rule.value.stringValue == "off" {
                        configuration.severities[id] = .some(nil)
                    } else if let text = rule.value.stringValue, let severity = Finding.Severity(rawValue: text) {
                        configuration.severities[id] = severity
                    } else {
                        throw LingoToolsError.invalidConfiguration(
                            "\(rule.valueLocation ?? rulePlace): error: the severity "
                                + "of \(rule.key) must be \"error\", \"warning\", \"note\" or \"off\"")
                    }
                }
            default:
                throw LingoToolsError.invalidConfiguration(
                    "\(member.keyLocation ?? start): error: unknown field "
                        + "\(member.key.quotedForMessage) (expected developmentLanguage, include, exclude, rules or sources)"
                )
            }
        }
        return configuration
    }
}
