// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// One string of a String Catalog with its typed arguments, as a symbol Xcode 26 generates
/// names it (`LocalizedStringResource.itemsCount(3)`), rendered by a ``Localizer`` in the
/// language in use: what `lingo gen --xcode-symbols` generates, on every platform.
///
/// ```swift
/// // Generated:
/// // extension Lingo.StringSymbol {
/// //     static func itemsCount(_ arg1: Int) -> Self
/// // }
/// localizer.string(.itemsCount(3))  // after setLanguage("de"): "3 Elemente"
/// ```
///
/// The arguments are rendered by Lingo: numbers as the language in use writes them, and the
/// plural form (catalog plural variations and substitutions, `.stringsdict` rules) chosen by
/// that language's CLDR rules.
public struct StringSymbol: Sendable, Hashable {
    /// The catalog key.
    public var key: String
    /// The table (`nil`: `Localizable`).
    public var table: String?
    /// The arguments, in the format's argument order.
    public var arguments: [Argument]

    /// One typed argument: the types Xcode gives a symbol's parameters.
    public enum Argument: Sendable, Hashable {
        /// `%lld`, `%ld`.
        case int(Int)
        /// `%d`, `%i`, `%c`.
        case int32(Int32)
        /// `%llu`, `%lu`.
        case uint(UInt)
        /// `%u`, `%x`, `%o`.
        case uint32(UInt32)
        /// `%f`, `%lf`, `%e`, `%g`.
        case double(Double)
        /// `%@`, `%s`.
        case string(String)

        /// The value as a C variadic argument, for the format renderer.
        var value: any CVarArg {
            switch self {
            case .int(let value): value
            case .int32(let value): value
            case .uint(let value): value
            case .uint32(let value): value
            case .double(let value): value
            case .string(let value): value
            }
        }
    }

    /// Creates a symbol's string: `key` in `table` with `arguments`.
    public init(_ key: String, table: String? = nil, arguments: [Argument] = []) {
        self.key = key
        self.table = table
        self.arguments = arguments
    }
}

extension Localizer {
    /// The string of a generated symbol in the language in use: its key looked up in its table
    /// along the fallback chain (an over-the-air update applied), formatted with its arguments
    /// when it has some, plural forms chosen by the language in use.
    ///
    /// A symbol without arguments reads like ``string(_:table:default:)`` (a `%` is kept as
    /// written); one with arguments formats like ``format(_:table:_:)``. Observation tracks the
    /// read, so a SwiftUI view that shows it follows a switch.
    public func string(_ symbol: StringSymbol) -> String {
        if symbol.arguments.isEmpty { return string(symbol.key, table: symbol.table) }
        return format(symbol.key, table: symbol.table, cArguments: symbol.arguments.map(\.value))
    }
}
