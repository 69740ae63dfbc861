// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats

/// Runs `lingo lint`.
public enum LintRun: Sendable {
    /// Runs a lint request.
    ///
    /// - Throws: ``LingoToolsError`` for paths that do not exist, unreadable files, bad
    ///   configuration or baseline files, and a development language the project has no files
    ///   in (the `lingo` executable exits with status 2).
    public static func run(_ request: LintRequest) throws -> LintResult {
        let selection = request.selection
        let configuration = try selection.configuration()
        var project = try LocalizationProject.load(paths: selection.effectivePaths, configuration: configuration)
        let fileCount = project.fileCount
        if fileCount > 0 { try project.requireDevelopmentLanguage(configuration.developmentLanguage) }
        let base = configuration.baseDirectory ?? "."
        let sourceFolders = request.sources + configuration.sources.map { $0.hasPrefix("/") ? $0 : base + "/" + $0 }
        var references: [SourceReference]? = nil
        if !sourceFolders.isEmpty {
            let sources = try ProjectScanner(configuration: ProjectConfiguration()).scan(sourceFolders, wantSwift: true)
            project.skippedFiles += sources.skipped
            let swiftFiles = sources.swift.map(\.path)
            // The accessors LingoGenPlugin generated live in the build folder, not in the sources.
            let scanned = Set(swiftFiles)
            let pluginFiles = PluginOutputs.generatedFiles(for: sourceFolders).filter { !scanned.contains($0) }
            references = try SwiftSourceScanner.references(inFiles: swiftFiles, accessorFiles: pluginFiles)
        }
        let findings = Linter(configuration: configuration).lint(project, sources: references)
        releaseInBackground(consume project)
        var result = LintResult(findings: findings, fileCount: fileCount)
        try applyBaseline(request, to: &result)
        return result
    }

    /// Filters the findings through the request's baseline, or writes them to it.
    private static func applyBaseline(_ request: LintRequest, to result: inout LintResult) throws {
        guard let baselinePath = request.baselinePath else {
            if request.updateBaseline { throw LingoToolsError.invalidInput("--update-baseline needs --baseline FILE") }
            return
        }
        let directory = URL(fileURLWithPath: baselinePath).deletingLastPathComponent().path
        if request.updateBaseline {
            let data = Baseline(findings: result.findings, relativeTo: directory).render()
            try FileAccess.write(data, to: baselinePath)
            result.wroteBaseline = true
            result.suppressed = result.findings.count
            result.findings = []
        } else {
            let baseline = try Baseline.load(from: URL(fileURLWithPath: baselinePath))
            (result.findings, result.suppressed) = baseline.filter(result.findings, relativeTo: directory)
        }
    }
}
