// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation
import LingoUtilities

extension Localizer {
    /// The locale for dates, numbers and lists in the language in use: the language plus the
    /// user's region, calendar, numbering system and hour cycle where the system states them
    /// (``SystemLanguages/regionalPreferences``). With none stated it is
    /// `Locale(identifier: language.identifier)`.
    ///
    /// It follows every switch and is already the new locale when observers are told. Inside
    /// ``withLanguage(_:_:)``, the locale of that scope's language. Reading it registers with
    /// Observation like ``language``.
    ///
    /// ```swift
    /// try localizer.setLanguage("de")
    /// localizer.locale.identifier
    /// // "de" (or "de_US" for a user whose region is the US)
    /// ```
    public var locale: Locale {
        formats.locale
    }

    /// Foundation's date, number, list and relative-date styles for ``locale``, made once per
    /// language and dropped on a switch.
    ///
    /// ```swift
    /// try localizer.setLanguage("de")
    /// localizer.formats.number(1234.5)   // 1.234,5
    /// ```
    public var formats: LocalizedFormats {
        let language = self.language
        if let cached = formatCache.withLock({ $0[language] }) { return cached }
        let made = LocalizedFormats(
            locale: systemLanguages.regionalPreferences.locale(for: language), language: language)
        formatCache.withLock { $0[language] = made }
        return made
    }

    /// Forgets the formats made so far: the language or the system's preferences changed.
    func dropFormats() {
        formatCache.withLock { $0.removeAll() }
    }
}
