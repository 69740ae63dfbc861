// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// Reads `.stringsdict` values as the XLIFF unit paths of ``XLIFFUnitID`` and writes texts into
/// them at such paths.
enum StringsDictPatch {
    static let formatKey = "NSStringLocalizedFormatKey"
    static let widthRule = "NSStringVariableWidthRuleType"
    static let deviceRule = "NSStringDeviceSpecificRuleType"

    /// Every text of `value` with its path, in file order.
    static func texts(of value: StringsDictFile.Value) -> [(path: [String], text: String)] {
        switch value {
        case .string(let text):
            return [([], text)]
        case .format(let format):
            var result: [(path: [String], text: String)] = [([formatKey], format.formatKey)]
            for variable in format.variables {
                for form in variable.forms { result.append(([variable.name, form.category.rawValue], form.value)) }
            }
            return result
        case .variableWidth(let variants):
            return variants.map { ([widthRule, $0.width], $0.value) }
        case .deviceSpecific(let variants):
            return variants.flatMap { variant in
                texts(of: variant.value).map { ([deviceRule, variant.device.rawValue] + $0.path, $0.text) }
            }
        }
    }

    /// The text at `path` in `value`, or `nil`.
    static func text(at path: [String], in value: StringsDictFile.Value?) -> String? {
        guard let value else { return nil }
        return texts(of: value).first { $0.path == path }?.text
    }

    /// Writes `text` at `path` into `value`, creating what is missing; a variable created here
    /// takes its `NSStringFormatValueTypeKey` from `template` (the development language's
    /// value), else from the first placeholder of `text`.
    ///
    /// - Returns: `false` when `path` is not a `.stringsdict` path.
    @discardableResult
    static func set(
        _ text: String, at path: ArraySlice<String>, in value: inout StringsDictFile.Value?,
        template: StringsDictFile.Value?, location: SourceLocation
    ) -> Bool {
        guard let first = path.first else {
            value = .string(text)
            return true
        }
        switch first {
        case formatKey where path.count == 1:
            var format = formatValue(value)
            format.formatKey = text
            value = .format(format)
        case widthRule:
            guard path.count == 2 else { return false }
            var variants = [StringsDictFile.WidthVariant]()
            if case .variableWidth(let existing) = value { variants = existing }
            let width = path[path.startIndex + 1]
            if let index = variants.firstIndex(where: { $0.width == width }) {
                variants[index].value = text
            } else {
                variants.append(StringsDictFile.WidthVariant(width: width, value: text, location: location))
            }
            value = .variableWidth(variants)
        case deviceRule:
            guard path.count >= 2 else { return false }
            var variants = [StringsDictFile.DeviceVariant]()
            if case .deviceSpecific(let existing) = value { variants = existing }
            let device = StringCatalog.DeviceClass(rawValue: path[path.startIndex + 1])
            var templateVariant: StringsDictFile.Value?
            if case .deviceSpecific(let templates) = template {
                templateVariant = templates.first { $0.device == device }?.value
            }
            let index = variants.firstIndex { $0.device == device }
            var inner = index.map { variants[$0].value }
            guard set(text, at: path.dropFirst(2), in: &inner, template: templateVariant, location: location),
                let inner
            else { return false }
            if let index {
                variants[index].value = inner
            } else {
                variants.append(StringsDictFile.DeviceVariant(device: device, value: inner, location: location))
            }
            value = .deviceSpecific(variants)
        default:
            guard path.count == 2, let category = PluralCategory(rawValue: path[path.startIndex + 1]) else {
                return false
            }
            var format = formatValue(value)
            let name = first
            var variableIndex = format.variables.firstIndex { $0.name == name }
            if variableIndex == nil {
                var templateVariable: StringsDictFile.Variable?
                if case .format(let templateFormat) = template { templateVariable = templateFormat[variable: name] }
                format.variables.append(
                    StringsDictFile.Variable(
                        name: name, specType: templateVariable?.specType ?? StringsDictFile.Variable.pluralRuleType,
                        valueType: templateVariable?.valueType ?? inferredValueType(text), forms: [], location: location
                    ))
                variableIndex = format.variables.count - 1
            }
            guard let variableIndex else { return false }
            var forms = format.variables[variableIndex].forms
            if let formIndex = forms.firstIndex(where: { $0.category == category }) {
                forms[formIndex].value = text
            } else {
                forms.append(StringsDictFile.PluralForm(category, text, location: location))
            }
            format.variables[variableIndex].forms = forms
            value = .format(format)
        }
        return true
    }

    private static func formatValue(_ value: StringsDictFile.Value?) -> StringsDictFile.LocalizedFormat {
        if case .format(let format) = value { return format }
        return StringsDictFile.LocalizedFormat(formatKey: "", variables: [])
    }

    /// The length and conversion of the first placeholder of `text` (`%1$ld` → `ld`), or `nil`.
    static func inferredValueType(_ text: String) -> String? {
        guard let placeholder = FormatString.parse(text).placeholders.first(where: { !$0.isSubstitution }) else {
            return nil
        }
        let letters = placeholder.text.reversed().prefix { $0.isLetter }
        return letters.isEmpty ? nil : String(letters.reversed())
    }
}
