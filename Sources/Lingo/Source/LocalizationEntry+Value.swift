// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats
import LingoUtilities

extension LocalizationEntry {
    /// Whether the app shows the same thing for both entries on `device`, whatever file each
    /// comes from: a catalog's plural variations and the `.stringsdict` rule `lingo pack` writes
    /// for them are one value; locations and states do not count.
    package func showsSameValue(as other: LocalizationEntry, device: DeviceClass) -> Bool {
        let mine = LocalizedValue(self, device: device, isSource: false).map(LocalizedValue.canonical)
        let theirs = LocalizedValue(other, device: device, isSource: false).map(LocalizedValue.canonical)
        return mine == theirs
    }

    /// The entry of a runtime value: its text, or its format and plural variables (with their
    /// value types and arguments); for checking against, without file locations.
    init(key: String, value: LocalizedValue) {
        let nowhere = SourceLocation(file: "", line: 0, column: 0)
        self.init(key: key, location: nowhere, main: EntryText(text: value.text, location: nowhere))
        guard case .plural(let plural) = value else { return }
        main = EntryText(text: plural.format, location: nowhere)
        origin = .stringsDict
        isAlwaysFormat = true
        plurals = Sorting.sorted(Array(plural.variables.keys)).map { name in
            let variable = plural.variables[name]!
            return EntryPlural(
                name: name, context: nil, conversion: variable.conversion, argumentNumber: variable.argument,
                // `allCases` lists the categories in CLDR's order, the order `<` sorts them in.
                forms: PluralCategory.allCases.filter { variable.forms[$0] != nil }.map {
                    ($0, EntryText(text: variable.forms[$0]!, location: nowhere))
                },
                location: nowhere)
        }
    }
}

extension LocalizedValue {
    /// A value as compared: its text, or its format with each `%#@name@` token written `%#@@`
    /// followed by each variable's forms, in token order.
    static func canonical(_ value: LocalizedValue) -> [String] {
        guard case .plural(let plural) = value else { return [value.text] }
        let scalars = Array(plural.format.unicodeScalars)
        var format = String.UnicodeScalarView()
        var parts = [String]()
        var position = 0
        for placeholder in FormatString.parse(plural.format).placeholders {
            guard let name = placeholder.variable, placeholder.range.lowerBound >= position,
                placeholder.range.upperBound <= scalars.count
            else { continue }
            format.append(contentsOf: scalars[position..<placeholder.range.lowerBound])
            format.append(contentsOf: "%#@@".unicodeScalars)
            position = placeholder.range.upperBound
            let forms = plural.variables[name]?.forms ?? [:]
            // The forms in CLDR's order (`allCases`' order).
            parts += PluralCategory.allCases.compactMap { category in
                forms[category].map { "\(category.rawValue)=\($0)" }
            }
            parts.append("")
        }
        format.append(contentsOf: scalars[position...])
        return [String(format)] + parts
    }
}
