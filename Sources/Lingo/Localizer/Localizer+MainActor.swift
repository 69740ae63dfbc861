// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

extension Localizer {
    /// Calls `apply` now and again on the main actor after every switch, for as long as the
    /// returned observation is kept.
    ///
    /// This is what `keepApplyingTexts(to:)` does for UIKit, usable from any interface
    /// framework: set your labels in `apply`; it always runs on the main actor and always
    /// sees the language in use when it runs.
    ///
    /// ```swift
    /// let observation = localizer.keepApplying { localizer in
    ///     titleLabel.text = localizer.string("settings.title")
    /// }
    /// ```
    ///
    /// - Returns: The observation; cancel it or let it go to stop.
    @MainActor
    public func keepApplying(_ apply: @escaping @MainActor @Sendable (Localizer) -> Void) -> LanguageObservation {
        apply(self)
        return observe { [weak self] _ in
            Task { @MainActor in
                guard let self else { return }
                apply(self)
            }
        }
    }
}
