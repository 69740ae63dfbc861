// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// One symbol Xcode 26 generates for a String Catalog key: a `static var` on
/// `LocalizedStringResource` for a text without arguments, a `static func` for one with some,
/// inside a nested type for a table other than the default one.
///
/// Parameters follow the source language's text (observed in generated files and the notes of
/// projects that use them):
/// - an unnamed placeholder is an unlabeled parameter `_ argN` (`%lld` → `_ arg1: Int`), also
///   in a plural variation of the string itself;
/// - a named placeholder `%(count)lld` and a substitution `%#@count@` are labelled with their
///   name (`count: Int`), the substitution's type coming from its `formatSpecifier`;
/// - parameters are in argument order (`%2$@` is the second).
///
/// Types: `%@` → `String`, `%lld`/`%ld` → `Int`, `%d`/`%i` → `Int32`, `%f`/`%lf`/`%e`/`%g` →
/// `Double` (observed); `%llu`/`%lu` → `UInt`, `%u`/`%x`/`%o` → `UInt32`, `%c` → `Int32`,
/// `%s` → `String` (inferred from the specifier Swift's string interpolation writes for each type).
public struct XcodeSymbol: Sendable, Hashable {
    /// The catalog's table name (`Localizable` for `Localizable.xcstrings`).
    public var table: String
    /// The catalog key.
    public var key: String
    /// The member's name (`settings`).
    public var name: String
    /// The nested type the member is declared in (`Paywall`), `nil` in the default table.
    public var typeName: String?
    /// The function's parameters; empty for a `static var`.
    public var parameters: [Parameter]

    /// Whether Xcode declares a `static var` or a `static func`.
    public enum Kind: String, Sendable {
        /// `static var name: LocalizedStringResource`.
        case `var`
        /// `static func name(...) -> LocalizedStringResource`.
        case `func`
    }

    /// One parameter of a symbol's function.
    public struct Parameter: Sendable, Hashable {
        /// The argument label; `nil` when unlabeled (`_`).
        public var label: String?
        /// The Swift type (`Int`, `String`, `Double`...).
        public var type: String
        /// The 1-based argument number in the format.
        public var argument: Int

        /// The parameter's name inside the function: its label, or `argN`.
        public var name: String { label ?? "arg\(argument)" }
        /// `label:Type`, `_:Type` when unlabeled: the form `lingo symbols` prints.
        public var summary: String { "\(label ?? "_"):\(type)" }
    }

    /// `var` or `func`.
    public var kind: Kind { parameters.isEmpty ? .var : .func }
    /// What makes two declarations the same one for Swift: the name and the parameter types
    /// (`itemsCount(_:Int)`), the name alone for a `static var`.
    var signature: String {
        kind == .var ? name : name + "(" + parameters.map(\.summary).joined(separator: ",") + ")"
    }

    /// The member path under `LocalizedStringResource`: `name`, or `Table.name`.
    public var path: String { typeName.map { "\($0).\(name)" } ?? name }

    /// The Swift type Xcode gives a placeholder's argument, from its length modifier and
    /// conversion (`lld` → `Int`); substitutions without a `formatSpecifier` count as `lld`.
    static func swiftType(forSpecifier specifier: String) -> String {
        guard let conversion = specifier.last else { return "Int" }
        let isLong = specifier.dropLast().contains { "lqzjt".contains($0) }
        switch conversion {
        case "@", "s", "S": return "String"
        case "d", "i", "D": return isLong ? "Int" : "Int32"
        case "u", "x", "X", "o", "U", "O": return isLong ? "UInt" : "UInt32"
        case "f", "F", "e", "E", "g", "G", "a", "A": return "Double"
        case "p": return "UInt"
        default: return "Int32"
        }
    }
}
