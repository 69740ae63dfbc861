// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats

extension LocalizedValue {
    /// The runtime value of a `.stringsdict` entry on `device`, or `nil` when it has nothing to
    /// show.
    init?(_ value: StringsDictFile.Value, device: DeviceClass) {
        switch value {
        case .string(let string):
            self = .text(string)
        case .format(let format):
            var variables = [String: PluralValue.Variable]()
            for variable in format.variables
            where variable.specType == nil
                || variable.specType == StringsDictFile.Variable.pluralRuleType
            {
                variables[variable.name] = PluralValue.Variable(argument: nil, forms: variable.formsByCategory)
            }
            self = .plural(PluralValue(format: format.formatKey, variables: variables))
        case .variableWidth(let variants):
            // Without a requested width, the widest variant: the full text.
            guard let widest = variants.max(by: { ($0.widthValue ?? 0) < ($1.widthValue ?? 0) }) else { return nil }
            self = .text(widest.value)
        case .deviceSpecific(let variants):
            let devices = variants.map(\.device)
            guard let chosen = device.choose(among: devices),
                let variant = variants.first(where: { $0.device == chosen })
            else { return nil }
            self.init(variant.value, device: device)
        }
    }

    /// The runtime value of a String Catalog entry for `language`, or `nil` when the language
    /// has no usable value (missing, or `state: new` without a value): the lookup then falls
    /// back along the chain.
    ///
    /// - Parameters:
    ///   - isSource: Whether `language` is the catalog's source language, where a key with no
    ///     value is its own value.
    init?(catalogEntry entry: StringCatalog.Entry, key: String, language: String, isSource: Bool, device: DeviceClass) {
        guard let localization = entry.localizations[language] else {
            guard isSource else { return nil }
            self = .text(key)
            return
        }
        guard let value = Self.catalogValue(localization, key: key, isSource: isSource, device: device) else {
            return nil
        }
        self = value
    }

    private static func usableText(_ unit: StringCatalog.StringUnit?, key: String, isSource: Bool) -> String? {
        if let value = unit?.value, !(value.isEmpty && unit?.state == .new) { return value }
        return isSource ? key : nil
    }

    private static func catalogValue(
        _ localization: StringCatalog.Localization, key: String, isSource: Bool,
        device: DeviceClass
    ) -> LocalizedValue? {
        if let devices = localization.variations?.device, !devices.isEmpty {
            guard let chosen = device.choose(among: Array(devices.keys)), let variant = devices[chosen] else {
                return nil
            }
            return catalogValue(variant, key: key, isSource: isSource, device: device)
        }
        if let plural = localization.variations?.plural, !plural.isEmpty {
            var forms = [PluralCategory: String]()
            for (category, form) in plural {
                if let text = usableText(form.stringUnit, key: key, isSource: false) { forms[category] = text }
            }
            guard !forms.isEmpty else { return isSource ? .text(key) : nil }
            // The plural varies with the string's one number: the first numeric placeholder.
            let sample = forms[.other] ?? forms.values.first ?? ""
            let argument =
                FormatString.parse(sample).placeholders
                .first { $0.typeClass == .integer || $0.typeClass == .float }?.argumentIndex ?? 1
            let variable = PluralValue.Variable(argument: argument, forms: forms)
            return .plural(
                PluralValue(format: "%#@\(Self.pluralVariable)@", variables: [Self.pluralVariable: variable]))
        }
        guard let text = usableText(localization.stringUnit, key: key, isSource: isSource) else { return nil }
        guard !localization.substitutions.isEmpty else { return .text(text) }

        // Substitutions: each %#@name@ token selects a form by its argNum (or its position).
        var tokenArguments = [String: Int]()
        for placeholder in FormatString.parse(text).placeholders {
            if let name = placeholder.variable, tokenArguments[name] == nil {
                tokenArguments[name] = placeholder.argumentIndex
            }
        }
        var variables = [String: PluralValue.Variable]()
        for (name, substitution) in localization.substitutions {
            let argument = substitution.argNum ?? tokenArguments[name]
            var forms = [PluralCategory: String]()
            for (category, form) in substitution.variations?.plural ?? [:] {
                guard let value = usableText(form.stringUnit, key: key, isSource: false) else { continue }
                forms[category] = StringCatalog.Substitution.expandingArgument(
                    in: value, specifier: substitution.formatSpecifier, argument: argument)
            }
            variables[name] = PluralValue.Variable(argument: argument, forms: forms)
        }
        return .plural(PluralValue(format: text, variables: variables))
    }

    /// The variable name Lingo gives a catalog's top-level plural.
    static let pluralVariable = "lingo_plural"
}
