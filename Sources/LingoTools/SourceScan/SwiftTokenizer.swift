// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// Splits Swift source into the tokens ``SwiftSourceScanner`` looks at: identifiers, string
/// literals (with escapes resolved and interpolations kept as source text) and punctuation;
/// comments and whitespace are skipped; numbers are read as identifiers.
///
/// It never traps: an unterminated literal or comment ends at the end of the file.
struct SwiftTokenizer {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    static func tokens(of text: String) -> [SwiftToken] {
        var tokenizer = SwiftTokenizer(text)
        return tokenizer.run()
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        let position = index + offset
        return position < scalars.count ? scalars[position] : nil
    }

    private mutating func advance() {
        guard index < scalars.count else { return }
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    private static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
    }

    private mutating func run() -> [SwiftToken] {
        var tokens = [SwiftToken]()
        while let scalar = peek() {
            let startLine = line, startColumn = column
            if scalar.properties.isWhitespace {
                advance()
            } else if scalar == "/", peek(1) == "/" {
                while let next = peek(), next != "\n" { advance() }
            } else if scalar == "/", peek(1) == "*" {
                skipBlockComment()
            } else if scalar == "\"" || (scalar == "#" && isRawStringStart()) {
                tokens.append(SwiftToken(kind: readString(), line: startLine, column: startColumn))
            } else if Self.isIdentifierPart(scalar) {
                var name = ""
                while let next = peek(), Self.isIdentifierPart(next) {
                    name.unicodeScalars.append(next)
                    advance()
                }
                tokens.append(SwiftToken(kind: .identifier(name), line: startLine, column: startColumn))
            } else if scalar == "`" {
                advance()
                var name = ""
                while let next = peek(), next != "`", next != "\n" {
                    name.unicodeScalars.append(next)
                    advance()
                }
                advance()
                tokens.append(SwiftToken(kind: .identifier(name), line: startLine, column: startColumn))
            } else {
                tokens.append(SwiftToken(kind: .punctuation(scalar), line: startLine, column: startColumn))
                advance()
            }
        }
        return tokens
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while let scalar = peek() {
            if scalar == "/", peek(1) == "*" {
                depth += 1
                advance()
                advance()
            } else if scalar == "*", peek(1) == "/" {
                depth -= 1
                advance()
                advance()
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    private func isRawStringStart() -> Bool {
        var offset = 0
        while peek(offset) == "#" { offset += 1 }
        return peek(offset) == "\""
    }

    /// Reads a string literal starting at `"` or `#"`.
    private mutating func readString() -> SwiftToken.Kind {
        var hashes = 0
        while peek() == "#" {
            hashes += 1
            advance()
        }
        if peek() == "\"", peek(1) == "\"", peek(2) == "\"" {
            advance(); advance(); advance()
            skipMultiline(hashes: hashes)
            return .multilineString
        }
        advance()  // the opening quote
        var segments = [StringLiteral.Segment]()
        var text = ""
        while let scalar = peek() {
            if scalar == "\n" { break }
            if scalar == "\"", closes(hashes: hashes, after: 1) {
                advance()
                for _ in 0..<hashes { advance() }
                break
            }
            if scalar == "\\", escapeHashesMatch(hashes) {
                for _ in 0...hashes { advance() }
                guard let escaped = peek() else { break }
                if escaped == "(" {
                    if !text.isEmpty { segments.append(.text(text)) }
                    text = ""
                    segments.append(.interpolation(readInterpolation()))
                    continue
                }
                advance()
                switch escaped {
                case "n": text += "\n"
                case "t": text += "\t"
                case "r": text += "\r"
                case "0": text += "\0"
                case "\"": text += "\""
                case "'": text += "'"
                case "\\": text += "\\"
                case "u":
                    if peek() == "{" {
                        advance()
                        var digits = ""
                        while let digit = peek(), digit != "}", digit != "\"", digit != "\n" {
                            digits.unicodeScalars.append(digit)
                            advance()
                        }
                        if peek() == "}" { advance() }
                        if let value = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(value) {
                            text.unicodeScalars.append(decoded)
                        }
                    }
                default: text.unicodeScalars.append(escaped)
                }
                continue
            }
            text.unicodeScalars.append(scalar)
            advance()
        }
        if !text.isEmpty || segments.isEmpty { segments.append(.text(text)) }
        return .string(StringLiteral(segments: segments))
    }

    private func closes(hashes: Int, after offset: Int) -> Bool {
        for position in 0..<hashes where peek(offset + position) != "#" { return false }
        return true
    }

    private func escapeHashesMatch(_ hashes: Int) -> Bool {
        closes(hashes: hashes, after: 1)
    }

    /// Reads `(expression)` after a backslash; returns the expression's text.
    private mutating func readInterpolation() -> String {
        advance()  // (
        var depth = 1
        var expression = ""
        while let scalar = peek() {
            if scalar == "\n" { break }
            if scalar == "(" { depth += 1 }
            if scalar == ")" {
                depth -= 1
                if depth == 0 {
                    advance()
                    break
                }
            }
            if scalar == "\"" {
                // A nested string literal: copy it whole.
                expression.unicodeScalars.append(scalar)
                advance()
                while let inner = peek(), inner != "\"", inner != "\n" {
                    expression.unicodeScalars.append(inner)
                    advance()
                    if inner == "\\", let escaped = peek() {
                        expression.unicodeScalars.append(escaped)
                        advance()
                    }
                }
                if peek() == "\"" {
                    expression += "\""
                    advance()
                }
                continue
            }
            expression.unicodeScalars.append(scalar)
            advance()
        }
        return expression.trimmingCharacters(in: " ")
    }

    private mutating func skipMultiline(hashes: Int) {
        while let scalar = peek() {
            if scalar == "\"", peek(1) == "\"", peek(2) == "\"", closes(hashes: hashes, after: 3) {
                for _ in 0..<(3 + hashes) { advance() }
                return
            }
            if scalar == "\\" { advance() }
            advance()
        }
    }
}

private extension String {
    func trimmingCharacters(in character: Unicode.Scalar) -> String {
        var scalars = Substring(self).unicodeScalars
        while scalars.first == character { scalars.removeFirst() }
        while scalars.last == character { scalars.removeLast() }
        return String(scalars)
    }
}
