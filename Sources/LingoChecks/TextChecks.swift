// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
package import Lingo
import LingoFormats
import LingoUtilities

/// The rules that compare each translated text with its counterpart in the development
/// language: `empty-value`, `untranslated`, `whitespace-mismatch`, `markup-mismatch` and
/// `url-mismatch`.
///
/// - `whitespace-mismatch`: the source starts (ends) with whitespace and the translation does
///   not, or the other way round; a line break and a space count as different. A translation that
///   ends (starts) with a full-width character instead of the space is fine (CJK punctuation
///   carries its own spacing); the ends of a plural form inside a longer format are not compared
///   (translators move spaces between the format and its forms).
/// - `markup-mismatch`: the HTML tags (by name, opening and closing, case-insensitively) or the
///   number of Markdown links `[text](url)` differ.
/// - `url-mismatch`: the number of `http(s)://` or `mailto:` URLs differs, or a source URL's
///   site (its host without the first label, so `en.wikipedia.org` and `fr.wikipedia.org`
///   match) is missing: localized paths and language subdomains are fine.
/// - `untranslated` (a note): the translation is the source text itself, where the text has
///   three letters or more outside its placeholders (`OK`, `%1$ds` are the same in many
///   languages) and the languages differ (`en-GB` may well repeat `en`).
package enum TextChecks {
    package struct Pair {
        package var place: EntryPlace
        package var translation: EntryText
        package var source: EntryText
        /// Whether the text's ends are the ends of what is shown (not a plural form in the middle
        /// of a sentence, whose spaces a translator may move into the format).
        package var edgesAreShown = true

        package init(place: EntryPlace, translation: EntryText, source: EntryText) {
            self.place = place
            self.translation = translation
            self.source = source
        }
    }

    package static func check(
        _ pair: Pair, key: String, language: String, sameBaseLanguage: Bool, sourceLanguage: String,
        formats: FormatCache, into results: inout CheckResults
    ) {
        let text = pair.translation.text, source = pair.source.text
        let location = pair.translation.location
        if BlankText.isBlank(text) {
            if !BlankText.isBlank(source), !pair.translation.hasNoValue, BlankText.isEmpty(text, translating: source) {
                let what = text.isEmpty ? "is empty" : "shows nothing (\(invisibleNames(text)))"
                results.add(
                    .emptyValue, at: location,
                    "\(pair.place) \(what); \(sourceLanguage) has "
                        + source.quotedForMessage, key: key, language: language)
                return
            }
            if text.isEmpty { return }
        }
        if pair.translation.state != .new,
            SourceCopy.isCopy(text, of: source, sameBaseLanguage: sameBaseLanguage, formats: formats)
        {
            results.add(
                .untranslated, at: location,
                "\(pair.place) is the same as in \(sourceLanguage): "
                    + text.quotedForMessage, key: key, language: language)
            return
        }
        if pair.edgesAreShown {
            checkWhitespace(
                text, source, place: pair.place, at: location, key: key, language: language,
                sourceLanguage: sourceLanguage, into: &results)
        }
        checkMarkup(
            text, source, place: pair.place, at: location, key: key, language: language,
            sourceLanguage: sourceLanguage, into: &results)
        checkURLs(
            text, source, place: pair.place, at: location, key: key, language: language,
            sourceLanguage: sourceLanguage, into: &results)
    }

    /// The characters of a blank `text`, for messages: "U+200B", "NUL", "white space".
    private static func invisibleNames(_ text: String) -> String {
        var names = [String]()
        for scalar in text.unicodeScalars {
            let name =
                scalar.value == 0
                ? "NUL"
                : BlankText.isWhiteSpace(scalar)
                    ? "white space" : "U+" + String(scalar.value, radix: 16, uppercase: true)
            if !names.contains(name) { names.append(name) }
            if names.count == 3 { break }
        }
        return "only " + names.joined(separator: ", ")
    }

    // MARK: Whitespace

    /// The whitespace at one end of a text: none, a line break, or another white space
    /// (compared as classes, named as written).
    private struct Edge: Equatable {
        enum Kind: Equatable { case none, space, lineBreak }
        var kind: Kind
        var name: String

        init(_ scalar: Unicode.Scalar?) {
            guard let scalar, BlankText.isWhiteSpace(scalar) else {
                self.init(kind: .none, name: "no whitespace")
                return
            }
            switch scalar {
            case "\n", "\r", "\u{2028}", "\u{2029}": self.init(kind: .lineBreak, name: "a line break")
            case " ": self.init(kind: .space, name: "a space")
            case "\t": self.init(kind: .space, name: "a tab")
            default: self.init(kind: .space, name: "a space (U+\(String(scalar.value, radix: 16, uppercase: true)))")
            }
        }

        private init(kind: Kind, name: String) {
            self.kind = kind
            self.name = name
        }

        static func == (lhs: Edge, rhs: Edge) -> Bool { lhs.kind == rhs.kind }
    }

    private static func checkWhitespace(
        _ text: String, _ source: String, place: EntryPlace, at location: SourceLocation,
        key: String, language: String, sourceLanguage: String,
        into results: inout CheckResults
    ) {
        guard !source.isEmpty else { return }
        // Both texts start and end with a visible ASCII character, which is no white space: the
        // usual case, answered from four bytes.
        if isVisibleASCII(text.utf8.first), isVisibleASCII(text.utf8.last), isVisibleASCII(source.utf8.first),
            isVisibleASCII(source.utf8.last)
        {
            return
        }
        var problems = [String]()
        let scalars = text.unicodeScalars
        let leading = (Edge(scalars.first), Edge(source.unicodeScalars.first))
        // A full-width character brings its own spacing: "上次編輯：" needs no space after the colon.
        let leadingIsWide =
            leading.0.kind == .none && leading.1.kind == .space && scalars.first.map(isFullWidth) == true
        if leading.0 != leading.1, !leadingIsWide {
            problems.append("starts with \(leading.0.name) where \(sourceLanguage) has \(leading.1.name)")
        }
        let trailing = (Edge(scalars.last), Edge(source.unicodeScalars.last))
        let trailingIsWide =
            trailing.0.kind == .none && trailing.1.kind == .space && scalars.last.map(isFullWidth) == true
        if trailing.0 != trailing.1, !trailingIsWide {
            problems.append("ends with \(trailing.0.name) where \(sourceLanguage) has \(trailing.1.name)")
        }
        guard !problems.isEmpty else { return }
        results.add(
            .whitespaceMismatch, at: location,
            "\(place) " + problems.joined(separator: " and ") + ": "
                + text.quotedForMessage, key: key, language: language)
    }

    /// Whether `byte` is a printable ASCII character other than the space.
    private static func isVisibleASCII(_ byte: UInt8?) -> Bool {
        byte.map { $0 > 0x20 && $0 < 0x7F } ?? false
    }

    /// CJK punctuation and full-width forms (`：`, `。`, `」`), and ideographs and kana.
    package static func isFullWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xFF00...0xFF60, 0xFFE0...0xFFE6: true
        default: false
        }
    }

    // MARK: Markup

    /// The HTML tags of `text` (`b`, `/b`, `a`, `br/`), lowercased and sorted, and its number of
    /// Markdown links.
    package static func markup(of text: String) -> (tags: [String], links: Int) {
        guard text.hasByte(UInt8(ascii: "<")) || text.hasByte(UInt8(ascii: "]")) else { return ([], 0) }
        let scalars = Array(text.unicodeScalars)
        var tags = [String]()
        var links = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "<", let (tag, end) = HTMLTag.tag(in: scalars, at: index) {
                tags.append(tag)
                index = end
                continue
            }
            if scalar == "]", index + 1 < scalars.count, scalars[index + 1] == "(",
                scalars[..<index].contains("["),
                let close = scalars[(index + 2)...].firstIndex(of: ")"), close > index + 2,
                !scalars[(index + 2)..<close].contains(where: { $0.properties.isWhitespace })
            {
                links += 1
                index = close + 1
                continue
            }
            index += 1
        }
        return (tags.sorted(), links)
    }

    private static func checkMarkup(
        _ text: String, _ source: String, place: EntryPlace, at location: SourceLocation,
        key: String, language: String, sourceLanguage: String,
        into results: inout CheckResults
    ) {
        let expected = markup(of: source), actual = markup(of: text)
        guard expected.tags != actual.tags || expected.links != actual.links else { return }
        var problems = [String]()
        if expected.tags != actual.tags {
            let show = { (tags: [String]) in tags.isEmpty ? "none" : tags.map { "<\($0)>" }.joined(separator: " ") }
            problems.append("HTML tags \(show(actual.tags)) where \(sourceLanguage) has \(show(expected.tags))")
        }
        if expected.links != actual.links {
            problems.append("\(actual.links) Markdown link(s) where \(sourceLanguage) has \(expected.links)")
        }
        results.add(
            .markupMismatch, at: location, "\(place) has " + problems.joined(separator: " and "),
            key: key, language: language)
    }

    // MARK: URLs

    /// The URLs in `text`: `http://`, `https://` and `mailto:` up to whitespace or a closing bracket.
    package static func urls(in text: String) -> [String] {
        guard text.hasByte(UInt8(ascii: ":")),
            text.hasBytes("://") && text.contains("://") || text.hasBytes("mailto:") && text.contains("mailto:")
        else { return [] }
        var result = [String]()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let rest = String(String.UnicodeScalarView(scalars[index..<min(scalars.count, index + 8)])).lowercased()
            let isStart = rest.hasPrefix("http://") || rest.hasPrefix("https://") || rest.hasPrefix("mailto:")
            let atBoundary = index == 0 || !(scalars[index - 1].properties.isAlphabetic)
            guard isStart, atBoundary else {
                index += 1
                continue
            }
            var end = index
            while end < scalars.count, !scalars[end].properties.isWhitespace,
                !"\"'<>)]}".unicodeScalars.contains(scalars[end])
            {
                end += 1
            }
            var url = String(String.UnicodeScalarView(scalars[index..<end]))
            while let last = url.last, ".,;:!?".contains(last) { url.removeLast() }
            result.append(url)
            index = end
        }
        return result
    }

    /// The site of a URL: its host without a language-like first label (`en.wikipedia.org` →
    /// `wikipedia.org`), or the address of a `mailto:` URL.
    package static func site(of url: String) -> String {
        let lowered = url.lowercased()
        if lowered.hasPrefix("mailto:") { return lowered }
        guard let schemeEnd = lowered.range(of: "://") else { return lowered }
        let afterScheme = lowered[schemeEnd.upperBound...]
        let host = afterScheme.prefix { $0 != "/" && $0 != "?" && $0 != "#" && $0 != ":" }
        let labels = host.split(separator: ".")
        if labels.count > 2 { return labels.dropFirst().joined(separator: ".") }
        return String(host)
    }

    private static func checkURLs(
        _ text: String, _ source: String, place: EntryPlace, at location: SourceLocation,
        key: String, language: String, sourceLanguage: String,
        into results: inout CheckResults
    ) {
        let expected = urls(in: source), actual = urls(in: text)
        guard !expected.isEmpty || !actual.isEmpty else { return }
        let actualSites = Set(actual.map(site))
        let lost = expected.filter { !actualSites.contains(site(of: $0)) }
        guard expected.count != actual.count || !lost.isEmpty else { return }
        let message: String
        if !lost.isEmpty {
            message =
                "\(place) does not have the URL" + (lost.count > 1 ? "s " : " ")
                + lost.map(\.quotedForMessage).joined(separator: ", ") + " of \(sourceLanguage)'s text"
                + (actual.isEmpty ? "" : " (it has " + actual.map(\.quotedForMessage).joined(separator: ", ") + ")")
        } else {
            message = "\(place) has \(actual.count) URL(s) where \(sourceLanguage) has \(expected.count)"
        }
        results.add(.urlMismatch, at: location, message, key: key, language: language)
    }
}
