// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats
import Observation

extension Localizer {
    /// The string for `key` formatted with `arguments`, printf-style, in the language in use.
    ///
    /// The format comes from `table` along the fallback chain, like ``string(_:table:default:)``
    /// (the key itself is the format when no language has it). Plural forms from
    /// `.stringsdict` files and String Catalogs (`%#@name@` variables, catalog substitutions
    /// with `argNum`, plural variations) are chosen by the CLDR plural rules of the language in
    /// use, for every variable of the format; a `zero` form applies to 0 in any language, as on
    /// Apple platforms, and a missing form falls back to `other`.
    ///
    /// Numbers are written the way the language writes them (`1,234.5` in English, `1.234,5` in
    /// German), as `String.localizedStringWithFormat` does on Apple platforms. Positional
    /// arguments (`%2$@ %1$@`) work on every platform. A format found further down the fallback
    /// chain selects its plural forms by the rules of the language it is written in.
    ///
    /// Never traps: `%@` takes any value, numeric conversions take any number, and a missing or
    /// wrongly typed argument renders visibly (the placeholder as written, or the value's
    /// description) and is reported to ``issueHandler``.
    ///
    /// - Parameters:
    ///   - key: The key of the format.
    ///   - table: The table (`Localizable` when `nil`).
    ///   - arguments: The values for the format's placeholders.
    public func format(_ key: String, table: String? = nil, _ arguments: any CVarArg...) -> String {
        format(key, table: table, cArguments: arguments)
    }

    /// The string for `key` formatted with `arguments` of any type; see
    /// ``format(_:table:_:)``.
    public func format(_ key: String, table: String? = nil, arguments: [Any]) -> String {
        registrar.access(self, keyPath: languageKeyPath)
        return withSnapshot { snapshot in
            render(
                key, table: table, in: snapshot,
                argument: { index in index >= 0 && index < arguments.count ? FormatArgument(arguments[index]) : nil }
            ) { renderer, format, resolver in
                renderer.render(format, arguments: arguments, substitutions: resolver)
            }
        }
    }

    /// Formats `format` itself (not a key) with the number symbols of the language in use.
    public func localizedFormat(_ format: String, _ arguments: any CVarArg...) -> String {
        withSnapshot { $0.renderer.render(format, arguments: arguments).string }
    }

    func format(_ key: String, table: String?, cArguments arguments: [any CVarArg]) -> String {
        registrar.access(self, keyPath: languageKeyPath)
        return withSnapshot { format(key, table: table, cArguments: arguments, in: $0) }
    }

    /// The format for `key` in `snapshot` with `arguments`, without Observation tracking.
    func format(_ key: String, table: String?, cArguments arguments: [any CVarArg], in snapshot: LanguageSnapshot)
        -> String
    {
        render(
            key, table: table, in: snapshot,
            argument: { index in index >= 0 && index < arguments.count ? FormatArgument(arguments[index]) : nil }
        ) { renderer, format, resolver in
            renderer.render(format, arguments: arguments, substitutions: resolver)
        }
    }

    /// Renders the format of `key` in `snapshot` (or `key` itself when missing), found by the
    /// one lookup-and-report path, choosing plural forms by the snapshot's rules.
    private func render(
        _ key: String, table: String?, in snapshot: LanguageSnapshot,
        argument: @escaping (Int) -> FormatArgument?,
        using render: (FormatRenderer, String, FormatRenderer.SubstitutionResolver?) -> FormatResult
    ) -> String {
        if snapshot.showsKeys { return key }
        let hit = reported(snapshot.hitCalled(key, table: table), key: key, table: table, in: snapshot)
        let result: FormatResult
        switch hit?.value {
        case .text(let text):
            result = render(snapshot.renderer, text, nil)
        case .plural(let plural):
            let rules = snapshot.pluralRules(source: hit?.source ?? 0)
            result = render(snapshot.renderer, plural.format) { name, tokenArgument in
                guard let variable = plural.variables[name] else { return nil }
                let selector = variable.argument.flatMap { argument($0 - 1) } ?? tokenArgument
                return variable.form(rules.category(for: selector, hasZeroForm: variable.forms[.zero] != nil))
            }
        case nil:
            result = render(snapshot.renderer, key, nil)
        }
        if !result.issues.isEmpty, issues.isActive.value {
            for issue in result.issues { report(.format(key: key, language: snapshot.language, issue: issue)) }
        }
        return result.string
    }
}

extension PluralRules {
    /// The plural category of a format argument.
    ///
    /// A `zero` form, when the file has one, applies to 0 in every language, as Apple's
    /// `.stringsdict` handling does (CLDR gives English 0 `other`). Text is read as a decimal
    /// number as written (`"1.0"`); anything that is not a number selects `other`.
    func category(for argument: FormatArgument, hasZeroForm: Bool) -> PluralCategory {
        let category: PluralCategory
        let isZero: Bool
        switch argument {
        case .signed(let value):
            isZero = value == 0
            category = Int(exactly: value).map { self.category(for: $0) } ?? self.category(forDecimal: String(value))
        case .unsigned(let value):
            isZero = value == 0
            category = self.category(forDecimal: String(value))
        case .float(let value):
            isZero = value == 0
            category = self.category(for: value)
        case .text(let text):
            guard let operands = PluralOperands(decimal: text) else { return .other }
            isZero = operands.n == 0
            category = self.category(for: operands)
        case .pointer, .null, .object:
            return .other
        }
        return isZero && hasZeroForm ? .zero : category
    }
}
