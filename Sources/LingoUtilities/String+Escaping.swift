// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// How `String.appendEscaped(_:to:limit:)` writes the characters a quoted string cannot
/// hold as they are. Every style escapes `"`, `\`, line feed, tab and carriage return as
/// `\"`, `\\`, `\n`, `\t`, `\r`; they differ in the other characters they escape and how.
/// (JSON strings are written by ``JSONWriter``.)
package enum EscapeStyle: Sendable {
    /// A quoted `.strings` string, and parser messages: other control characters and DEL as
    /// `\U001B`.
    case strings
    /// Lint messages: other control characters, DEL, C1 controls and the bidirectional
    /// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) as `\u{1b}`.
    case message
    /// A Swift string literal: other control characters, DEL, default-ignorable characters and
    /// U+2028/U+2029 as `\u{1B}`, so the literal shows what it holds.
    case swift

    func escape(_ scalar: Unicode.Scalar) -> String? {
        switch self {
        case .strings:
            guard scalar.value < 0x20 || scalar.value == 0x7F else { return nil }
            return "\\U" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
        case .message:
            // Control characters and the bidirectional controls that reorder a line: a message
            // shown in a terminal or a CI log must show them, not obey them.
            let value = scalar.value
            guard
                value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
                    || (0x2066...0x2069).contains(value)
            else { return nil }
            return "\\u{\(String(scalar.value, radix: 16))}"
        case .swift:
            guard
                scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.isDefaultIgnorableCodePoint
                    || (0x2028...0x2029).contains(scalar.value)
            else { return nil }
            return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }
}

extension String {
    /// How many characters of a string a message quotes before it shortens it with `…`.
    package static let messageQuoteLimit = 80

    /// Appends the string to `output` with the escapes of `style` (without quotes), shortened
    /// with `…` after `limit` Unicode scalars.
    package func appendEscaped(_ style: EscapeStyle, to output: inout String, limit: Int = .max) {
        var count = 0
        for scalar in unicodeScalars {
            if count == limit {
                output += "…"
                return
            }
            count += 1
            if let escape = Self.commonEscape(scalar) ?? style.escape(scalar) {
                output += escape
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
    }

    /// The escape every style shares: `\"`, `\\`, `\n`, `\t`, `\r`.
    private static func commonEscape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": #"\""#
        case "\\": #"\\"#
        case "\n": #"\n"#
        case "\t": #"\t"#
        case "\r": #"\r"#
        default: nil
        }
    }

    /// The string with the escapes of `style`, without quotes.
    package func escaped(_ style: EscapeStyle, limit: Int = .max) -> String {
        // Fast path: nothing to escape or shorten (UTF-8 bytes are at least as many as scalars).
        let plain =
            utf8.count <= limit
            && !utf8.contains {
                $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
                    || ($0 >= 0x80 && style == .swift)
                    // The lead bytes of C1 controls and of the bidirectional controls.
                    || (($0 == 0xC2 || $0 == 0xE2) && style == .message)
            }
        if plain { return self }
        var output = ""
        appendEscaped(style, to: &output, limit: limit)
        return output
    }

    /// The string as a message shows it between quotes: escaped as in a `.strings` file and
    /// shortened past ``messageQuoteLimit`` characters. Not for tools to read back: a
    /// diagnostic's ``Diagnostic/key`` holds the whole key.
    package var escapedForMessage: String {
        escaped(.strings, limit: Self.messageQuoteLimit)
    }

    /// The string between double quotes for a lint message: escaped in the `message` style and
    /// shortened past ``messageQuoteLimit`` characters.
    package var quotedForMessage: String {
        "\"" + escaped(.message, limit: Self.messageQuoteLimit) + "\""
    }

    /// The string with `pad` in front up to `width` characters.
    package func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }

    /// The string without leading and trailing whitespace.
    package func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
