// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// Swift names made from localization keys: `settings.followSystem` → `Settings` and
/// `followSystem`, `inbox-count` → `inboxCount`, `%lld Cores` → `cores`, `2fa.title` → `_2fa`.
enum SwiftIdentifier {
    /// The words of a key segment: runs of letters and digits, placeholders left out.
    static func words(_ text: String) -> [String] {
        let source = text.contains("%") ? FormatString.replacingPlaceholders(in: text) { _ in " " } : text
        var words = [String]()
        var current = ""
        for scalar in source.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// A member name (lower camel case), never a keyword and never starting with a digit.
    static func member(_ text: String) -> String {
        let parts = words(text)
        guard let first = parts.first else { return "key" }
        var name = lowercasingFirst(first) + parts.dropFirst().map(uppercasingFirst).joined()
        if let leading = name.unicodeScalars.first, ("0"..."9").contains(leading) { name = "_" + name }
        return name
    }

    /// A type name (upper camel case), never a keyword and never starting with a digit.
    static func type(_ text: String) -> String {
        let parts = words(text)
        guard !parts.isEmpty else { return "Key" }
        var name = parts.map(uppercasingFirst).joined()
        if let leading = name.unicodeScalars.first, ("0"..."9").contains(leading) { name = "_" + name }
        if reservedTypeNames.contains(name) { name += "_" }
        return name
    }

    /// `name` in backticks when it is a keyword.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    private static func lowercasingFirst(_ word: String) -> String {
        // "URLs" → "urls", "HTTPServer" → "httpServer", "Title" → "title".
        let scalars = Array(word.unicodeScalars)
        var upperRun = 0
        while upperRun < scalars.count, scalars[upperRun].properties.isUppercase { upperRun += 1 }
        if upperRun <= 1 { return word.prefix(1).lowercased() + word.dropFirst() }
        if upperRun == scalars.count { return word.lowercased() }
        let keep = upperRun - 1  // the last capital starts the next word
        return String(String.UnicodeScalarView(scalars[..<keep])).lowercased()
            + String(String.UnicodeScalarView(scalars[keep...]))
    }

    private static func uppercasingFirst(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "some", "any",
    ]

    static let reservedTypeNames: Set<String> = ["Type", "Self", "Protocol", "Any", "Sendable"]
}
