// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// A token of Swift source, as much of Swift's grammar as finding localized string literals needs.
struct SwiftToken: Sendable {
    enum Kind: Sendable, Equatable {
        /// An identifier or keyword.
        case identifier(String)
        /// A single-line string literal (plain or raw): its literal parts and interpolations.
        case string(StringLiteral)
        /// A multi-line string literal (not read).
        case multilineString
        /// Any other character: `(`, `)`, `,`, `:`, `.`, `[`, `]`, ...
        case punctuation(Unicode.Scalar)
    }

    var kind: Kind
    /// Where the token starts.
    var line: Int
    var column: Int
}

/// The content of a string literal: literal text and interpolations `\(...)`, in order.
struct StringLiteral: Sendable, Equatable {
    enum Segment: Sendable, Equatable {
        case text(String)
        /// The source text of an interpolated expression.
        case interpolation(String)
    }

    var segments: [Segment]

    var hasInterpolation: Bool {
        segments.contains { if case .interpolation = $0 { true } else { false } }
    }

    /// The text when the literal has no interpolation.
    var plainText: String {
        segments.map { if case .text(let text) = $0 { text } else { "" } }.joined()
    }
}
