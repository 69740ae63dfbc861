// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

#if canImport(SwiftUI)
public import SwiftUI

private struct LocalizerEnvironmentKey: EnvironmentKey {
    static let defaultValue: Localizer? = nil
}

extension EnvironmentValues {
    /// The localizer set with ``SwiftUI/View/localizer(_:)``, for views below it.
    public var localizer: Localizer? {
        get { self[LocalizerEnvironmentKey.self] }
        set { self[LocalizerEnvironmentKey.self] = newValue }
    }
}

private struct LocalizerModifier: ViewModifier {
    let localizer: Localizer

    func body(content: Content) -> some View {
        // Reading `language` makes this body depend on it (Localizer is Observable): a switch
        // re-renders the subtree with the new locale (the user's region and calendar kept)
        // and layout direction.
        let interface = InterfaceEnvironment(language: localizer.language, locale: localizer.locale)
        content
            .environment(\.localizer, localizer)
            .environment(\.locale, interface.locale)
            .environment(\.layoutDirection, interface.isRightToLeft ? .rightToLeft : .leftToRight)
    }
}

extension View {
    /// Puts `localizer` in the environment (``SwiftUI/EnvironmentValues/localizer``) and sets
    /// `\.locale` (``Localizer/locale``) and `\.layoutDirection` from the language in use, again
    /// after every switch: `Text(date, style: .date)` and `Text(value, format: .number)` follow
    /// the choice.
    ///
    /// ```swift
    /// ContentView().localizer(localizer)
    /// // in a view: @Environment(\.localizer) var localizer
    /// //            Text(localizer?.string("settings.title") ?? "")
    /// ```
    ///
    /// Views that call `localizer.string(...)` in their body re-render on a switch by
    /// themselves: lookups register with Observation.
    public func localizer(_ localizer: Localizer) -> some View {
        modifier(LocalizerModifier(localizer: localizer))
    }
}
#endif
