// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// What "empty" means for a localized value: the one predicate the runtime, `lingo lint`
/// (`empty-value`), `lingo stats`, `lingo export`, `lingo pack` and the update client share.
///
/// A text is *blank* when a reader would see nothing: it is empty, or each of its characters is
///
/// - white space: Unicode's `White_Space` property (PropList.txt of the Unicode Character
///   Database, UAX #44; stable since Unicode 6.3);
/// - invisible: `Default_Ignorable_Code_Point` (DerivedCoreProperties.txt: zero-width space and
///   joiners U+200B…U+200D, word joiner U+2060, byte order mark U+FEFF, soft hyphen, variation
///   selectors, the Hangul fillers U+115F, U+1160, U+3164, U+FFA0, tags…), a format (`Cf`) or
///   control (`Cc`, NUL included) character;
/// - or U+2800 BRAILLE PATTERN BLANK, a symbol whose glyph has no dot, which fonts draw as
///   nothing.
///
/// A blank value is *empty* (the translation is missing), except a separator: a value made only
/// of white space (nothing invisible) translating a source that has white space at an end, as
/// `" "` for `" at "` where a language needs no word between two texts.
package enum BlankText {
    /// Whether `text` shows nothing (see ``BlankText``). Read from the text's own UTF-8 buffer
    /// where it has one (a visible ASCII first byte decides it), else scalar by scalar.
    package static func isBlank(_ text: some StringProtocol) -> Bool {
        if let answer = text.utf8.withContiguousStorageIfAvailable(isBlank(utf8:)) { return answer }
        return text.unicodeScalars.allSatisfy { isWhiteSpace($0) || isInvisible($0) }
    }

    /// Whether UTF-8 `bytes` show nothing: ``isBlank(_:)`` without making a `String` when the
    /// first visible ASCII byte decides it.
    package static func isBlank(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if let first = bytes.first, first > 0x20 && first < 0x7F { return false }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if !isWhiteSpace(scalar) && !isInvisible(scalar) { return false }
            case .emptyInput: return true
            case .error: return false  // U+FFFD, as the text shows it
            }
        }
    }

    /// Whether `text` is empty as a translation of `source` (`nil` when there is none to compare
    /// with): blank, and not a separator (white space translating a source padded with white
    /// space).
    package static func isEmpty(_ text: some StringProtocol, translating source: String?) -> Bool {
        guard isBlank(text) else { return false }
        guard let source else { return true }
        return !isSeparator(text, translating: source)
    }

    /// Whether a blank `text` is a separator on purpose: white space (nothing invisible) for a
    /// source that is itself a fragment between other texts, padded with white space at an end
    /// (`" at "` shown as `" "` where the language needs no word there).
    package static func isSeparator(_ text: some StringProtocol, translating source: String) -> Bool {
        guard !text.isEmpty, text.unicodeScalars.allSatisfy(isWhiteSpace) else { return false }
        guard let first = source.unicodeScalars.first, let last = source.unicodeScalars.last else { return false }
        return isWhiteSpace(first) || isWhiteSpace(last)
    }

    /// Unicode's `White_Space` property, from its list (PropList.txt, stable since Unicode 6.3):
    /// the same answer as `properties.isWhitespace` without a property lookup for every
    /// first and last letter of every text.
    package static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
            true
        default:
            false
        }
    }

    /// Whether `scalar` is drawn as nothing (white space aside): default-ignorable, a format
    /// or control character, or the braille blank.
    package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        // Printable ASCII, and blocks of letters and marks none of which is a control, format or
        // default-ignorable character (Latin, Greek, Cyrillic, Hebrew and Arabic letters,
        // Devanagari, Thai, kana, CJK ideographs, Hangul syllables): answered without a
        // property lookup, as most texts' first letter is one of them.
        case 0x21...0x7E, 0xC0...0x24F, 0x370...0x52F, 0x5D0...0x5EA, 0x620...0x64A, 0x904...0x939,
            0xE01...0xE30, 0x3041...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3:
            return false
        case 0x2800: return true
        default: break
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control, .format: return true
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .decimalNumber:
            return false
        case .otherLetter:
            // The Hangul fillers are the only default-ignorable letters.
            return scalar.value == 0x115F || scalar.value == 0x1160 || scalar.value == 0x3164 || scalar.value == 0xFFA0
        default: return properties.isDefaultIgnorableCodePoint
        }
    }
}
