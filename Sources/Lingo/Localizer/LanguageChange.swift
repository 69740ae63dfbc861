// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// A change of the language in use, as told to observers.
public struct LanguageChange: Hashable, Sendable, CustomStringConvertible {
    /// The language in use before the change.
    public let oldLanguage: LanguageTag
    /// The language in use now.
    public let newLanguage: LanguageTag
    /// The preference now in effect.
    public let preference: LanguagePreference
    /// How the new language was chosen.
    public let selection: LanguageSelection

    public var description: String { "\(oldLanguage) → \(newLanguage) (\(selection))" }
}
