// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A view controller (or any main-actor object) that sets its texts from a localizer; see
/// ``Localizer/keepApplyingTexts(to:)``.
@MainActor
public protocol LocalizedInterface: AnyObject {
    /// Sets every label, button title and navigation item from `localizer`.
    func applyLocalizedTexts(from localizer: Localizer)
}

extension Localizer {
    /// Calls `target.applyLocalizedTexts(from:)` now and on the main actor after every switch,
    /// for as long as `target` exists and the returned observation is kept: a UIKit spelling of
    /// ``keepApplying(_:)``.
    ///
    /// ```swift
    /// final class SettingsViewController: UIViewController, LocalizedInterface {
    ///     private var observation: LanguageObservation?
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         observation = localizer.keepApplyingTexts(to: self)
    ///     }
    ///     func applyLocalizedTexts(from localizer: Localizer) {
    ///         title = localizer.string("settings.title")
    ///     }
    /// }
    /// ```
    @MainActor
    public func keepApplyingTexts(to target: some LocalizedInterface) -> LanguageObservation {
        let reference = WeakInterface(target)
        return keepApplying { localizer in reference.value?.applyLocalizedTexts(from: localizer) }
    }
}

/// A weak reference to a main-actor object, handed to other threads but read on the main actor.
private final class WeakInterface: @unchecked Sendable {
    // @unchecked: `value` is only read and written on the main actor.
    @MainActor weak var value: (any LocalizedInterface)?

    @MainActor
    init(_ value: any LocalizedInterface) {
        self.value = value
    }
}
#endif
