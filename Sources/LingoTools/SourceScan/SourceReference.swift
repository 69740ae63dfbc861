// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
package import LingoFormats
import LingoUtilities

/// A key Swift code looks up: the literal of a localization call.
package struct SourceReference: Hashable, Sendable, CustomStringConvertible {
    /// The key as the runtime looks it up. Interpolations become placeholders as SwiftUI and
    /// `String(localized:)` make them: `"Hello \(name)"` → `Hello %@`, an integer literal →
    /// `%lld`, a floating-point literal → `%lf`; a literal `%` next to an interpolation is `%%`.
    /// Lingo does not type-check Swift, so an interpolated variable is written `%@` here and
    /// matches a key with any placeholder there (see ``matches(_:)``).
    package var key: String
    /// The table (`tableName:` or `table:`); `nil` for `Localizable`.
    package var table: String?
    /// Where the literal is.
    package var location: SourceLocation
    /// The call, such as `NSLocalizedString` or `Text`.
    package var call: String
    /// Whether the literal has interpolations.
    package var hasInterpolation: Bool
    /// Whether the reference uses the key. The key lists of a file `lingo gen` wrote do not: they
    /// name every key of a table (a key no table defines any more is still reported as undefined),
    /// and only the accessors the code calls use one.
    package var countsAsUse: Bool
    /// Whether the call gives a default value to show when no table has the key
    /// (`localizer.string("k", default: "…")`, `NSLocalizedString("k", value: "…", comment: "")`):
    /// an undefined key is then only a note.
    package var hasDefault = false

    /// Creates a reference.
    package init(
        key: String, table: String? = nil, location: SourceLocation, call: String, hasInterpolation: Bool = false,
        countsAsUse: Bool = true
    ) {
        self.key = key
        self.table = table
        self.location = location
        self.call = call
        self.hasInterpolation = hasInterpolation
        self.countsAsUse = countsAsUse
    }

    /// Whether `tableKey`, a key of a strings table, is what this reference looks up: the same
    /// text, or — for an interpolated literal — the same text with any placeholder where each
    /// interpolation is.
    package func matches(_ tableKey: String) -> Bool {
        if tableKey == key { return true }
        guard hasInterpolation else { return false }
        return SourceReference.pattern(of: tableKey) == SourceReference.pattern(of: key)
    }

    /// `key` with every placeholder replaced by U+FFFC, so keys differing only in placeholder
    /// types compare equal.
    static func pattern(of key: String) -> String {
        guard key.utf8.contains(UInt8(ascii: "%")) else { return key }
        return FormatString.replacingPlaceholders(in: key) { _ in "\u{FFFC}" }
    }

    /// `file:line:column: Call("key")`.
    package var description: String { "\(location): \(call)(\(key.quotedForMessage))" }
}
