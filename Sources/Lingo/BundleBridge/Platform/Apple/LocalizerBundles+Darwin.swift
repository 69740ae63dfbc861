// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

#if canImport(Darwin)
import Foundation
import LingoUtilities

/// What ``Localizer/bundle`` answers on Apple platforms: one ``LocalizerBundle`` per
/// localizer, made on first use, that asks the localizer on every call.
final class LocalizerBundles: Sendable {
    private let bundle = Protected<Bundle?>(nil)
    private let issues: IssueReporter
    /// Writes the bundle folders of string resources (`LocalizedStringResource`'s
    /// `bundle: .atURL(...)` takes a folder, not a `Bundle` object), on first use.
    private let writer = BundleWriter()

    init(issues: IssueReporter) {
        self.issues = issues
    }

    /// The localizer's bundle; when it cannot be made, `Bundle.main` this time (not
    /// remembered) and a ``LocalizationIssue/bundleUnavailable(language:reason:)``.
    func bundle(for localizer: Localizer) -> Bundle {
        let made = bundle.withLock { bundle -> Bundle? in
            if bundle == nil { bundle = LocalizerBundle(localizer: localizer) }
            return bundle
        }
        if let made { return made }
        // Outside the lock: the handler may ask for the bundle again.
        issues.report(
            .bundleUnavailable(
                language: localizer.language,
                reason: "Foundation does not open \(localizer.resources.path) as a bundle"))
        return .main
    }

    /// A bundle folder holding the tables of `snapshot`'s language, for a string resource's
    /// `bundle: .atURL(...)`; `nil`, and the issue reported, when it cannot be written.
    func folder(for snapshot: LanguageSnapshot) -> URL? {
        writer.folder(for: snapshot, reportingTo: issues)
    }
}
#endif
