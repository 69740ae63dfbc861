// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

#if !canImport(Darwin)
import Foundation

/// What ``Localizer/bundle`` answers where `Bundle` cannot be subclassed: a real bundle per
/// language, written by a ``BundleWriter``; when writing fails, `Bundle.main` this time (not
/// remembered: the next call tries again) and a ``LocalizationIssue/bundleUnavailable(language:reason:)``.
final class LocalizerBundles: Sendable {
    private let writer: BundleWriter
    private let issues: IssueReporter

    init(issues: IssueReporter, writer: BundleWriter = BundleWriter()) {
        self.issues = issues
        self.writer = writer
    }

    /// The bundle of `snapshot`'s language.
    func bundle(for snapshot: LanguageSnapshot) -> Bundle {
        do {
            return try writer.bundle(for: snapshot)
        } catch {
            issues.report(.bundleUnavailable(language: snapshot.language, reason: "\(error)"))
            return .main
        }
    }

    /// The folder of the bundle of `snapshot`'s language (the one ``bundle(for:)`` answers), for
    /// a string resource's `bundle: .atURL(...)`; `nil`, and the issue reported, when it
    /// cannot be written.
    func folder(for snapshot: LanguageSnapshot) -> URL? {
        writer.folder(for: snapshot, reportingTo: issues)
    }

    /// The folder holding the written bundles, if one was made (for tests).
    var folder: URL? { writer.folder }
}
#endif
