// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo
import LingoFormats

/// How Xcode writes a String Catalog's substitutions in XLIFF, and back: a form's `%arg` as
/// the placeholder of the substitution's argument (`%1$lld`, from its `argNum` and
/// `formatSpecifier`), and the `%#@name@` token of the text that holds it with the argument's
/// position (`%1$#@name@`). Xcode documents neither; this follows the issue's reading of
/// Xcode 15–26 exports of catalogs with substitutions.
struct CatalogSubstitutions {
    /// Each substitution's argument (1-based; `nil` when neither `argNum` nor its token's
    /// position gives one) and conversion (`lld` when the catalog gives none).
    private(set) var arguments: [String: (number: Int?, specifier: String)] = [:]

    /// The substitutions of `localization`, the localization of `key`.
    init(key: String, localization: StringCatalog.Localization?) {
        guard let localization else { return }
        let entry = LocalizationEntry(
            key: key, location: SourceLocation(file: "", line: 0, column: 0), localization: localization)
        for set in entry.plurals where set.usesArgToken {
            guard let name = set.name, arguments[name] == nil else { continue }
            let format =
                set.context.flatMap { context in
                    entry.alternatives.first { $0.variant == .device(StringCatalog.DeviceClass(rawValue: context)) }?
                        .unit.text
                } ?? entry.main?.text
            arguments[name] = (
                entry.argument(of: set, in: format),
                set.conversion ?? StringCatalog.Substitution.defaultFormatSpecifier
            )
        }
    }

    /// The substitution a path is inside, if any.
    static func substitution(in path: [XLIFFUnitID.CatalogStep]) -> String? {
        for step in path { if case .substitution(let name) = step { return name } }
        return nil
    }

    /// `text`, the catalog's text at `path`, as Xcode exports it.
    func exported(_ text: String, at path: [XLIFFUnitID.CatalogStep]) -> String {
        if let name = Self.substitution(in: path) {
            guard let argument = arguments[name] else { return text }
            return StringCatalog.Substitution.expandingArgument(
                in: text, specifier: argument.specifier, argument: argument.number)
        }
        guard text.contains("%#@") else { return text }
        return FormatString.replacingPlaceholders(in: text) { placeholder in
            guard let name = placeholder.variable, !placeholder.isPositional,
                let number = arguments[name]?.number
            else { return nil }
            return "%\(number)$#@\(name)@"
        }
    }

    /// `text`, an XLIFF text for `path`, as the catalog writes it: the inverse of
    /// ``exported(_:at:)``, unless `reference` (the catalog's text at the path: the
    /// translation's, else the source language's) spells the argument itself (`%1$lld` with no
    /// `%arg`, or `%1$#@name@`): then the text is kept as it is, so an export imported back
    /// into its catalog changes no byte.
    func imported(_ text: String, at path: [XLIFFUnitID.CatalogStep], reference: String?) -> String {
        if let name = Self.substitution(in: path) {
            guard let argument = arguments[name] else { return text }
            let spelled = argument.number.map { "%\($0)$\(argument.specifier)" } ?? "%\(argument.specifier)"
            if let reference, !reference.contains("%arg"), reference.contains(spelled) { return text }
            return FormatString.replacingPlaceholders(in: text) { $0.text == spelled ? "%arg" : nil }
        }
        guard text.contains("$#@") else { return text }
        return FormatString.replacingPlaceholders(in: text) { placeholder in
            guard let name = placeholder.variable, placeholder.isPositional,
                let number = arguments[name]?.number, placeholder.argumentIndex == number,
                !(reference?.contains("%\(number)$#@\(name)@") ?? false)
            else { return nil }
            return "%#@\(name)@"
        }
    }
}
