// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats
import LingoUtilities

extension LanguageTag {
    /// `en-XA`: the development language's text accented, bracketed and about 40% longer, to
    /// find truncated labels, hard-coded text and concatenations ("[Ŝéţţîñĝš ·········]").
    public static let pseudoAccented = LanguageTag(language: "en", region: "XA")
    /// `ar-XB`: the development language's text shown right to left, to check layouts that
    /// must mirror.
    public static let pseudoBidirectional = LanguageTag(language: "ar", region: "XB")

    /// Whether the tag is one of Lingo's pseudo-languages.
    public var isPseudoLanguage: Bool { self == .pseudoAccented || self == .pseudoBidirectional }
}

/// Turns the development language's text into pseudo-language text, leaving placeholders
/// (`%@`, `%1$d`, `%#@name@`), `%%`, HTML tags and line breaks untouched so the result still
/// formats and lays out like the original.
enum PseudoLocalizer {
    static func transform(_ tables: LanguageTables, to tag: LanguageTag) -> LanguageTables {
        var result = tables
        result.tables = tables.tables.mapValues { table in
            StringTable(entries: table.entries.map { ($0.key, transform($0.value, to: tag)) })
        }
        return result
    }

    static func transform(_ value: LocalizedValue, to tag: LanguageTag) -> LocalizedValue {
        switch value {
        case .text(let text):
            return .text(transform(text, to: tag))
        case .plural(let plural):
            let variables = plural.variables.mapValues { variable in
                PluralValue.Variable(
                    argument: variable.argument,
                    forms: variable.forms.mapValues { transform($0, to: tag) }, conversion: variable.conversion)
            }
            return .plural(PluralValue(format: transform(plural.format, to: tag), variables: variables))
        }
    }

    /// The pseudo-language text of `text`.
    static func transform(_ text: String, to tag: LanguageTag) -> String {
        let pieces = split(text)
        if tag == .pseudoBidirectional {
            // Right-to-left mark first (the paragraph reads right to left); each run of text in a
            // right-to-left override, placeholders outside it so they format normally.
            var result = "\u{200F}"
            for piece in pieces {
                result += piece.isText && !piece.text.isEmpty ? "\u{202E}\(piece.text)\u{202C}" : piece.text
            }
            return result
        }
        var result = "["
        var letters = 0
        for piece in pieces {
            guard piece.isText else {
                result += piece.text
                continue
            }
            for scalar in piece.text.unicodeScalars {
                if let accented = accents[scalar] {
                    result.unicodeScalars.append(accented)
                    letters += 1
                } else {
                    result.unicodeScalars.append(scalar)
                    if scalar.properties.isAlphabetic { letters += 1 }
                }
            }
        }
        // Text with no letters (only placeholders, such as a plural format "%#@count@") stays as
        // it is: its substituted parts are pseudo-localized themselves.
        guard letters > 0 else { return text }
        // About 40% longer, as translations into German or Finnish often are.
        let padding = (letters * 2 + 4) / 5
        if padding > 0 { result += " " + String(repeating: "·", count: padding) }
        return result + "]"
    }

    private struct Piece {
        let text: String
        let isText: Bool
    }

    /// Splits `text` into runs of text and protected runs (placeholders, tags, line breaks).
    private static func split(_ text: String) -> [Piece] {
        let scalars = Array(text.unicodeScalars)
        var protected = [Range<Int>]()
        for placeholder in FormatString.parse(text).placeholders {
            protected.append(placeholder.range)
        }
        // `%%` and HTML/XML tags.
        var index = 0
        while index < scalars.count {
            if scalars[index] == "%", index + 1 < scalars.count, scalars[index + 1] == "%" {
                protected.append(index..<(index + 2))
                index += 2
            } else if scalars[index] == "<", let tag = HTMLTag.tag(in: scalars, at: index) {
                protected.append(index..<tag.end)
                index = tag.end
            } else if scalars[index] == "\n" || scalars[index] == "\t" {
                protected.append(index..<(index + 1))
                index += 1
            } else {
                index += 1
            }
        }
        protected = protected.stablySorted { $0.lowerBound < $1.lowerBound }
        var pieces = [Piece]()
        var position = 0
        for range in protected where range.lowerBound >= position && range.upperBound <= scalars.count {
            if range.lowerBound > position {
                pieces.append(
                    Piece(text: String(String.UnicodeScalarView(scalars[position..<range.lowerBound])), isText: true))
            }
            pieces.append(Piece(text: String(String.UnicodeScalarView(scalars[range])), isText: false))
            position = range.upperBound
        }
        if position < scalars.count {
            pieces.append(Piece(text: String(String.UnicodeScalarView(scalars[position...])), isText: true))
        }
        return pieces
    }

    private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let fancy = "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
        return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, fancy.unicodeScalars))
    }()
}
