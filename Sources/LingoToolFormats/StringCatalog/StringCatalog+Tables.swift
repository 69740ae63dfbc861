// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import LingoFormats

extension StringCatalog {
    /// The `.strings` and `.stringsdict` files of one language of a catalog.
    public struct LanguageFiles: Sendable, Equatable {
        /// The language, as the catalog names it (`pt-BR`): the `.lproj` folder is `<language>.lproj`.
        public var language: String
        /// The plain strings; `nil` when the language has none.
        public var strings: StringsFile?
        /// The plural, device and width rules; `nil` when the language has none.
        public var stringsDict: StringsDictFile?
    }

    /// The variable name that stands for a catalog localization's own plural variations in a
    /// `.stringsdict` file.
    public static let pluralVariableName = "plural"

    /// The catalog as one `.strings` and one `.stringsdict` file per language: what Xcode
    /// compiles a catalog into, and what `lingo convert` and `lingo pack` write.
    ///
    /// A plain string unit is a `.strings` entry (with the entry's comment); a localization with
    /// plural or device variations or substitutions is a `.stringsdict` entry (a catalog
    /// substitution's `%arg` written as `%<argNum>$<formatSpecifier>`). States are not kept, and a
    /// unit or plural form with no value shown (state `new` without a text) is left out, as the
    /// runtime leaves it out.
    ///
    /// - Returns: The files, sorted by language, keys in Xcode's order.
    public func tableFiles() -> [LanguageFiles] {
        var strings = [String: [StringsFile.Entry]]()
        var dictionaries = [String: [StringsDictFile.Entry]]()
        for key in XcodeKeyOrder.sorted(entries.keys) {
            guard let entry = self[key] else { continue }
            for (language, localization) in entry.localizations {
                if let value = localization.stringsDictValue(pluralVariableName: Self.pluralVariableName) {
                    dictionaries[language, default: []].append(StringsDictFile.Entry(key: key, value: value))
                } else if let text = localization.stringUnit?.shownValue {
                    strings[language, default: []].append(
                        StringsFile.Entry(key: key, value: text, comment: entry.comment))
                }
            }
        }
        let languages = Set(strings.keys).union(dictionaries.keys).sorted()
        return languages.map { language in
            LanguageFiles(
                language: language,
                strings: strings[language].map { StringsFile(entries: $0) },
                stringsDict: dictionaries[language].map { StringsDictFile(entries: $0) })
        }
    }
}

extension StringCatalog.Localization {
    /// The `.stringsdict` value of a localization with variations or substitutions; `nil` for a
    /// plain string unit.
    ///
    /// - Parameter pluralVariableName: The variable that stands for the localization's own
    ///   plural variations.
    package func stringsDictValue(pluralVariableName: String) -> StringsDictFile.Value? {
        if let device = variations?.device, !device.isEmpty {
            let variants = device.map { deviceClass, variant in
                StringsDictFile.DeviceVariant(
                    device: deviceClass,
                    value: variant.stringsDictValue(pluralVariableName: pluralVariableName)
                        ?? .string(variant.stringUnit?.value ?? ""))
            }
            return .deviceSpecific(variants)
        }
        if let plural = variations?.plural, !plural.isEmpty {
            return .format(pluralFormat(plural, variableName: pluralVariableName))
        }
        if !substitutions.isEmpty, let formatKey = stringUnit?.value {
            let tokens = FormatString.parse(formatKey).placeholders.filter { $0.variable != nil }
            let variables = substitutions.map { name, substitution in
                let argument = substitution.argNum ?? tokens.first { $0.variable == name }?.argumentIndex ?? 1
                let forms = (substitution.variations?.plural ?? [:]).compactMap { category, form in
                    form.stringUnit?.shownValue.map {
                        StringsDictFile.PluralForm(
                            category,
                            StringCatalog.Substitution.expandingArgument(
                                in: $0, specifier: substitution.formatSpecifier, argument: argument))
                    }
                }
                return StringsDictFile.Variable(
                    name: name,
                    valueType: substitution.formatSpecifier ?? StringCatalog.Substitution.defaultFormatSpecifier,
                    forms: forms)
            }
            return .format(StringsDictFile.LocalizedFormat(formatKey: formatKey, variables: variables))
        }
        return nil
    }

    /// The localization's own plural variations as a `.stringsdict` rule with one variable: its
    /// value type is the `other` form's first number placeholder (`lld` without one).
    private func pluralFormat(
        _ plural: StringCatalog.OrderedMap<PluralCategory, StringCatalog.Localization>, variableName: String
    ) -> StringsDictFile.LocalizedFormat {
        let forms = plural.compactMap { category, form in
            form.stringUnit?.shownValue.map { StringsDictFile.PluralForm(category, $0) }
        }
        let other = plural[.other]?.stringUnit?.value ?? forms.last?.value ?? ""
        let number = FormatString.parse(other).placeholders.first {
            $0.variable == nil && ($0.typeClass == .integer || $0.typeClass == .float)
        }
        let valueType =
            number.map { placeholder -> String in
                let text = placeholder.text
                guard placeholder.isPositional, let dollar = text.firstIndex(of: "$") else {
                    return String(text.dropFirst())
                }
                return String(text[text.index(after: dollar)...])
            } ?? "lld"
        let token =
            (number?.isPositional ?? false)
            ? "%\(number?.argumentIndex ?? 1)$#@\(variableName)@"
            : "%#@\(variableName)@"
        let variable = StringsDictFile.Variable(name: variableName, valueType: valueType, forms: forms)
        return StringsDictFile.LocalizedFormat(formatKey: token, variables: [variable])
    }
}
