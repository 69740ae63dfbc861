// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
public import Lingo
import LingoUtilities

/// Which files a `lingo` command reads and how: the paths, the `.lingo.json` file and the
/// development language given on the command line. `lint`, `gen`, `convert` and `stats` all
/// start from one.
///
/// ```swift
/// var selection = ProjectSelection(paths: ["App/Resources"])
/// try selection.setDevelopmentLanguage("en")
/// let project = try selection.load()
/// ```
public struct ProjectSelection: Sendable, Equatable {
    /// Folders and files to read; the current folder when empty.
    public var paths: [String]
    /// A `.lingo.json` file; when `nil`, `.lingo.json` in the current folder or in the first
    /// path (when it is a folder) is used if there is one.
    public var configurationPath: String?
    /// Overrides the configuration's development language.
    public var developmentLanguage: LanguageTag?

    /// Creates a selection.
    public init(paths: [String] = [], configurationPath: String? = nil, developmentLanguage: LanguageTag? = nil) {
        self.paths = paths
        self.configurationPath = configurationPath
        self.developmentLanguage = developmentLanguage
    }

    /// Sets ``developmentLanguage`` from a tag such as `en` or `zh-Hans`.
    ///
    /// - Throws: ``LingoToolsError/invalidInput(_:)`` when `text` is not a language tag.
    public mutating func setDevelopmentLanguage(_ text: String) throws {
        developmentLanguage = try Self.languageTag(text)
    }

    /// ``paths``, or the current folder when there are none.
    var effectivePaths: [String] { paths.isEmpty ? ["."] : paths }

    /// The configuration: the given file, else `.lingo.json` in the current folder, else in the
    /// first path; the default configuration when there is none. ``developmentLanguage``, when
    /// set, replaces the file's.
    ///
    /// - Throws: ``LingoToolsError`` for an unreadable or invalid configuration file.
    public func configuration() throws -> ProjectConfiguration {
        var configuration = try findConfiguration()
        if let developmentLanguage { configuration.developmentLanguage = developmentLanguage }
        return configuration
    }

    private func findConfiguration() throws -> ProjectConfiguration {
        if let configurationPath { return try ProjectConfiguration.load(from: URL(fileURLWithPath: configurationPath)) }
        var candidates = [".lingo.json"]
        if let first = effectivePaths.first {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory), isDirectory.boolValue {
                candidates.append(first + "/.lingo.json")
            }
        }
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate) {
            return try ProjectConfiguration.load(from: URL(fileURLWithPath: candidate))
        }
        return ProjectConfiguration()
    }

    /// Finds and parses the files, with the configuration and development language.
    ///
    /// - Throws: ``LingoToolsError`` for paths that do not exist, unreadable files and bad
    ///   configuration files.
    package func load() throws -> LocalizationProject {
        try LocalizationProject.load(paths: effectivePaths, configuration: configuration())
    }

    /// `text` as a language tag, or an error a user understands.
    static func languageTag(_ text: String) throws -> LanguageTag {
        do {
            return try LanguageTag(text)
        } catch {
            throw LingoToolsError.invalidInput("\(text.quotedForMessage) is not a language tag: \(error)")
        }
    }
}
