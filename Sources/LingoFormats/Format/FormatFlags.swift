// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// The flags of a placeholder: `-`, `+`, space, `#`, `0` and `'`.
public struct FormatFlags: OptionSet, Hashable, Sendable {
    /// One bit per flag.
    public let rawValue: UInt8

    /// Creates flags from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `-`: align left within the width.
    public static let leftAlign = FormatFlags(rawValue: 1 << 0)
    /// `+`: always show the sign of a signed number.
    public static let plusSign = FormatFlags(rawValue: 1 << 1)
    /// Space: a space where a positive signed number has no sign.
    public static let space = FormatFlags(rawValue: 1 << 2)
    /// `#`: the alternate form (`0x` prefix, a kept decimal point).
    public static let alternate = FormatFlags(rawValue: 1 << 3)
    /// `0`: pad numbers with zeros instead of spaces.
    public static let zeroPad = FormatFlags(rawValue: 1 << 4)
    /// `'`: group thousands (POSIX).
    public static let grouping = FormatFlags(rawValue: 1 << 5)

    /// The flag for a character of a format string, if it is one.
    public init?(character: Unicode.Scalar) {
        switch character {
        case "-": self = .leftAlign
        case "+": self = .plusSign
        case " ": self = .space
        case "#": self = .alternate
        case "0": self = .zeroPad
        case "'": self = .grouping
        default: return nil
        }
    }
}
