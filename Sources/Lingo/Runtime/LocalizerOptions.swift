// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// Options of a `Localizer`.
public struct LocalizerOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Offer the pseudo-languages ``LanguageTag/pseudoAccented`` (`en-XA`) and
    /// ``LanguageTag/pseudoBidirectional`` (`ar-XB`) among the available languages, selectable
    /// like any other (never chosen from the system's languages). For debug builds.
    public static let pseudoLanguages = LocalizerOptions(rawValue: 1 << 0)

    /// Show every key instead of its text (`string` and `format` return the key): for UI tests
    /// that look elements up by key, whatever the language.
    public static let showKeys = LocalizerOptions(rawValue: 1 << 1)
}
