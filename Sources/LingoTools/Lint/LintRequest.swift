// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Lingo

/// What `lingo lint` is asked to do: the files, the configuration, the Swift sources, the
/// baseline and whether warnings fail; ``LintRun/run(_:)`` does it.
///
/// ```swift
/// var request = LintRequest(paths: ["App"])
/// request.baselinePath = "lingo-baseline.json"
/// let result = try LintRun.run(request)
/// print(ReportFormat.xcode.render(result.findings), terminator: "")
/// let failed = result.count(.error) > 0
/// ```
public struct LintRequest: Sendable {
    /// The files to lint and how to read them: the paths, the `.lingo.json` file and the
    /// development language.
    public var selection: ProjectSelection
    /// A baseline file: findings it lists are not reported.
    public var baselinePath: String?
    /// Write the findings to ``baselinePath`` instead of reporting them.
    public var updateBaseline: Bool
    /// Warnings fail the run too.
    public var strict: Bool
    /// Folders of Swift sources for `undefined-key` and `unused-key` (added to the configuration's).
    public var sources: [String]

    /// Creates a request.
    public init(
        paths: [String] = [], configurationPath: String? = nil, baselinePath: String? = nil,
        updateBaseline: Bool = false, strict: Bool = false, sources: [String] = [],
        developmentLanguage: LanguageTag? = nil
    ) {
        selection = ProjectSelection(
            paths: paths, configurationPath: configurationPath, developmentLanguage: developmentLanguage)
        self.baselinePath = baselinePath
        self.updateBaseline = updateBaseline
        self.strict = strict
        self.sources = sources
    }
}

extension LintRequest {
    /// Folders and files to lint; the current folder when empty.
    public var paths: [String] {
        get { selection.paths }
        set { selection.paths = newValue }
    }

    /// A `.lingo.json` file; when `nil`, `.lingo.json` in the current folder or in the first
    /// path (when it is a folder) is used if there is one.
    public var configurationPath: String? {
        get { selection.configurationPath }
        set { selection.configurationPath = newValue }
    }

    /// Overrides the configuration's development language.
    public var developmentLanguage: LanguageTag? {
        get { selection.developmentLanguage }
        set { selection.developmentLanguage = newValue }
    }

    /// Sets ``developmentLanguage`` from a tag such as `en` or `zh-Hans`.
    ///
    /// - Throws: ``LingoToolsError/invalidInput(_:)`` when `text` is not a language tag.
    public mutating func setDevelopmentLanguage(_ text: String) throws {
        try selection.setDevelopmentLanguage(text)
    }
}
