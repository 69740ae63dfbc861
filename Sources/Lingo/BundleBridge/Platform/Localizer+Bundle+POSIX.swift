// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

#if !canImport(Darwin)
public import Foundation

extension Localizer {
    /// A `Bundle` whose strings follow the language in use, for code that calls
    /// `NSLocalizedString(_:tableName:bundle:value:comment:)` or
    /// `Bundle.localizedString(forKey:value:table:)`:
    ///
    /// ```swift
    /// NSLocalizedString("settings.title", bundle: localizer.bundle, comment: "")
    /// ```
    ///
    /// On Apple platforms it is one `Bundle` subclass that asks the localizer on every call
    /// (strings with their fallback chain, `url(forResource:...)`, `path(forResource:ofType:)`,
    /// `preferredLocalizations`), so it can be kept and follows every switch.
    ///
    /// On Linux, Foundation's `Bundle` cannot be subclassed (the class has members Swift cannot
    /// override there), so this is a real bundle that Lingo writes once per language into a
    /// temporary folder: the language's tables with the fallback chain already applied (plural
    /// entries as their `other` text). Read `localizer.bundle` where you use it, not once: after
    /// a switch it is another bundle. Resources are not copied there: use
    /// ``url(forResource:withExtension:subdirectory:)``. The folder is private to the process
    /// (a unique name, mode 0700) and removed when the process exits normally; when it cannot
    /// be written, this is `Bundle.main` and the issue handler hears
    /// ``LocalizationIssue/bundleUnavailable(language:reason:)``.
    public var bundle: Bundle {
        withSnapshot { bundles.bundle(for: $0) }
    }
}
#endif
