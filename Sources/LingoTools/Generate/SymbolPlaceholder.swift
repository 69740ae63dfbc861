// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// One placeholder of a String Catalog text as Xcode's symbol generator reads it: printf
/// conversions (`%@`, `%lld`, `%2$.1f`), Xcode 26's named placeholders (`%(count)lld`) and
/// substitutions (`%#@files@`).
struct SymbolPlaceholder: Hashable, Sendable {
    /// The explicit argument number (`%2$@` → 2), if any.
    var position: Int?
    /// The name of a named placeholder (`%(count)lld` → `count`) or a substitution
    /// (`%#@files@` → `files`).
    var name: String?
    /// The length modifier and conversion (`lld`, `@`, `f`); empty for a substitution.
    var specifier: String
    /// Whether this is a `%#@name@` substitution.
    var isSubstitution: Bool

    /// The index just past the placeholder that starts at `start` (a `%`), or `nil` when the
    /// text there is not one. `%%` counts as a placeholder with no argument.
    static func end(in text: String, at start: String.Index) -> String.Index? {
        parse(in: text, at: start)?.end
    }

    /// The placeholders of `text` that take an argument, in text order.
    static func all(in text: String) -> [SymbolPlaceholder] {
        var result = [SymbolPlaceholder]()
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "%", let parsed = parse(in: text, at: index) {
                if let placeholder = parsed.placeholder { result.append(placeholder) }
                index = parsed.end
            } else {
                index = text.index(after: index)
            }
        }
        return result
    }

    private static let lengthModifiers: Set<Character> = ["h", "l", "q", "L", "z", "t", "j"]
    private static let conversions: Set<Character> = Set("@dDiuUxXoOfFeEgGaAcCsSp")

    /// Parses the placeholder at `start`: its end, and the placeholder (`nil` for `%%`).
    private static func parse(in text: String, at start: String.Index) -> (end: String.Index, placeholder: Self?)? {
        var index = text.index(after: start)
        guard index < text.endIndex else { return nil }
        if text[index] == "%" { return (text.index(after: index), nil) }
        if text[index] == "#", let substitution = parseSubstitution(in: text, after: index) { return substitution }
        var placeholder = SymbolPlaceholder(position: nil, name: nil, specifier: "", isSubstitution: false)
        let digits = text[index...].prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, text[digits.endIndex...].first == "$" {
            placeholder.position = Int(digits)
            index = text.index(after: digits.endIndex)
        }
        if index < text.endIndex, text[index] == "(" {
            guard let close = text[index...].firstIndex(of: ")") else { return nil }
            placeholder.name = String(text[text.index(after: index)..<close])
            index = text.index(after: close)
        }
        while index < text.endIndex, "-+ #0'".contains(text[index]) { index = text.index(after: index) }
        while index < text.endIndex, text[index].isASCII,
            text[index].isNumber || text[index] == "*" || text[index] == "."
        {
            index = text.index(after: index)
        }
        var specifier = ""
        while index < text.endIndex, lengthModifiers.contains(text[index]) {
            specifier.append(text[index])
            index = text.index(after: index)
        }
        guard index < text.endIndex, conversions.contains(text[index]) else { return nil }
        specifier.append(text[index])
        placeholder.specifier = specifier
        return (text.index(after: index), placeholder)
    }

    private static func parseSubstitution(in text: String, after hash: String.Index) -> (String.Index, Self?)? {
        let at = text.index(after: hash)
        guard at < text.endIndex, text[at] == "@" else { return nil }
        let nameStart = text.index(after: at)
        guard let close = text[nameStart...].firstIndex(of: "@"), close > nameStart else { return nil }
        let placeholder = SymbolPlaceholder(
            position: nil, name: String(text[nameStart..<close]), specifier: "", isSubstitution: true)
        return (text.index(after: close), placeholder)
    }
}
