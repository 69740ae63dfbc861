// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// What one language says for one key, from a `.strings`, `.stringsdict` or `.xcstrings` file,
/// reduced to what the rules compare: a main text, plural sets and device texts.
///
/// - `.strings`: the value is ``main``.
/// - `.stringsdict`: `NSStringLocalizedFormatKey` is ``main``; each variable is a ``EntryPlural``
///   named after it; width and device variants are ``alternatives``.
/// - `.xcstrings`: the string unit is ``main``; each substitution is a named ``EntryPlural``
///   whose forms write `%arg` for its argument; plural variations of the localization itself
///   are an unnamed ``EntryPlural`` whose forms are complete formats; device variations are
///   ``alternatives``.
package struct LocalizationEntry: Sendable {
    /// The file formats an entry is read from.
    package enum Origin: Sendable {
        /// A `.strings` file.
        case strings
        /// A `.stringsdict` file.
        case stringsDict
        /// A String Catalog.
        case catalog
    }

    /// The key.
    package var key: String
    /// Where the key is.
    package var location: SourceLocation
    /// The main text, if any.
    package var main: EntryText?
    /// The plural sets.
    package var plurals: [EntryPlural] = []
    /// Other texts for the same key: device or width variants.
    package var alternatives: [(variant: EntryVariant, unit: EntryText)] = []
    /// The file format the entry was read from.
    package var origin: Origin = .strings
    /// Whether every text is used as a format (`.stringsdict` and catalog variations are; a
    /// `.strings` value or a plain catalog unit only when it has placeholders).
    package var isAlwaysFormat = false

    /// An entry for `key` with only a main text (or none).
    package init(key: String, location: SourceLocation, main: EntryText? = nil) {
        self.key = key
        self.location = location
        self.main = main
    }

    /// The entry of an app whose keys are their development-language texts
    /// (`NSLocalizedString("Open File…", …)`): the key, as its own source text.
    package var keyAsSourceText: LocalizationEntry {
        LocalizationEntry(key: key, location: location, main: EntryText(text: key, location: location))
    }

    /// Every text with a description of where in the key it is, for rules that look at each.
    package var units: [(place: EntryPlace, unit: EntryText)] {
        var result = [(place: EntryPlace, unit: EntryText)]()
        if let main { result.append((.main, main)) }
        for set in plurals {
            for form in set.forms {
                result.append((.plural(set: set.name, context: set.context, form.category), form.unit))
            }
        }
        for alternative in alternatives { result.append((.alternative(alternative.variant.name), alternative.unit)) }
        return result
    }

    /// Calls `body` with every text and where in the key it is, as ``units`` lists them,
    /// without building the array.
    package func forEachUnit(_ body: (EntryPlace, EntryText) throws -> Void) rethrows {
        if let main { try body(.main, main) }
        for set in plurals {
            for form in set.forms { try body(.plural(set: set.name, context: set.context, form.category), form.unit) }
        }
        for alternative in alternatives { try body(.alternative(alternative.variant.name), alternative.unit) }
    }

    /// How many texts the key has: the count of ``units``.
    package var unitCount: Int {
        (main == nil ? 0 : 1) + plurals.reduce(0) { $0 + $1.forms.count } + alternatives.count
    }

    /// The plural set named `name` in `context`.
    package func pluralSet(named name: String?, context: String?) -> EntryPlural? {
        plurals.first { $0.name == name && $0.context == context } ?? plurals.first { $0.name == name }
    }
}
