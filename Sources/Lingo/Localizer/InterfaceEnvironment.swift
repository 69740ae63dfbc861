// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The locale and writing direction an interface in a language uses: what the SwiftUI
/// modifier `localizer(_:)` puts in the environment, derived here so it is the
/// same, and tested, on every platform.
struct InterfaceEnvironment: Equatable, Sendable {
    /// The locale for dates, numbers and SwiftUI's own texts (`\.locale`).
    let locale: Locale
    /// Whether the layout runs right to left (`\.layoutDirection`).
    let isRightToLeft: Bool

    /// The environment of an interface shown in `language`.
    ///
    /// - Parameters:
    ///   - language: The language in use.
    ///   - locale: Its locale (``Localizer/locale``); `Locale(identifier: language.identifier)`
    ///     by default.
    init(language: LanguageTag, locale: Locale? = nil) {
        self.locale = locale ?? Locale(identifier: language.identifier)
        isRightToLeft = language.isRightToLeft
    }
}
