// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

package import Lingo
import LingoFormats

/// Whether a translation is the development language's text left as it was: what `lingo lint`
/// reports as `untranslated`, `lingo stats` counts as missing, and ``TranslationState`` calls
/// ``TranslationState/new``.
///
/// A text is a copy of its source when it is the same text, in a language that is not the
/// development language's (`en-GB` may well repeat `en`), and the source has three letters or
/// more outside its placeholders (`OK`, `%1$ds` and `%@` are the same in many languages).
package enum SourceCopy {
    /// Whether `text` (in a language whose base language is not the source's when
    /// `sameBaseLanguage` is false) is `source` left untranslated.
    package static func isCopy(
        _ text: String, of source: String, sameBaseLanguage: Bool, formats: FormatCache
    ) -> Bool {
        !sameBaseLanguage && text == source && hasWords(source, minimum: 3, formats: formats)
    }

    /// Whether `text` has at least `minimum` letters outside its placeholders (`%#@cores@` has none).
    package static func hasWords(_ text: String, minimum: Int = 1, formats: FormatCache) -> Bool {
        guard text.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else { return false }
        let words =
            text.utf8.contains(UInt8(ascii: "%"))
            ? FormatString.replacingPlaceholders(in: text, parsed: formats.format(for: text)) { _ in "" } : text
        var letters = 0
        for scalar in words.unicodeScalars where scalar.properties.isAlphabetic {
            letters += 1
            if letters >= minimum { return true }
        }
        return false
    }
}
