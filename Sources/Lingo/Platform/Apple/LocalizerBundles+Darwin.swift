// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

#if canImport(Darwin)
import Foundation

/// What ``Localizer/bundle`` answers on Apple platforms: one ``LocalizerBundle`` per
/// localizer, made on first use, that asks the localizer on every call.
final class LocalizerBundles: Sendable {
    private let bundle = Protected<Bundle?>(nil)
    private let issues: IssueReporter

    init(issues: IssueReporter) {
        self.issues = issues
    }

    /// The localizer's bundle; when it cannot be made, `Bundle.main` this time (not
    /// remembered) and a ``LocalizationIssue/bundleUnavailable(language:reason:)``.
    func bundle(for localizer: Localizer) -> Bundle {
        bundle.withLock { bundle in
            if let bundle { return bundle }
            guard let made = LocalizerBundle(localizer: localizer) else {
                issues.report(.bundleUnavailable(language: localizer.language,
                                                 reason: "Foundation does not open \(localizer.resources.path) as a bundle"))
                return .main
            }
            bundle = made
            return made
        }
    }
}
#endif
