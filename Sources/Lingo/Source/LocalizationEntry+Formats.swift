// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

extension LocalizationEntry {
    /// A `.strings` entry.
    package init(_ entry: StringsFile.Entry) {
        self.init(
            key: entry.key, location: entry.location, main: EntryText(text: entry.value, location: entry.location))
    }

    /// A `.strings` entry read as a pair (``StringsPairs``): its UTF-8 `key` and `text`, with
    /// `place` (the file's start, for readers that do not keep each entry's place) for both.
    package init(key: UnsafeBufferPointer<UInt8>, text: UnsafeBufferPointer<UInt8>, at place: SourceLocation) {
        self.init(
            key: String(decoding: key, as: UTF8.self), location: place,
            main: EntryText(text: String(decoding: text, as: UTF8.self), location: place))
    }

    /// A `.stringsdict` entry.
    package init(_ entry: StringsDictFile.Entry) {
        self.init(key: entry.key, location: entry.location)
        origin = .stringsDict
        isAlwaysFormat = true
        add(entry.value, context: nil, at: entry.location)
    }

    private mutating func add(
        _ value: StringsDictFile.Value, context: StringCatalog.DeviceClass?, at location: SourceLocation
    ) {
        switch value {
        case .string(let text):
            let unit = EntryText(text: text, location: location)
            if let context { alternatives.append((.device(context), unit)) } else { main = unit }
        case .format(let format):
            let unit = EntryText(text: format.formatKey, location: location)
            if let context { alternatives.append((.device(context), unit)) } else { main = unit }
            for variable in format.variables {
                var set = EntryPlural(
                    name: variable.name, context: context?.rawValue, conversion: variable.conversion,
                    forms: variable.forms.map { ($0.category, EntryText(text: $0.value, location: $0.location)) },
                    location: variable.location)
                set.isPluralRule =
                    variable.specType == nil || variable.specType == StringsDictFile.Variable.pluralRuleType
                plurals.append(set)
            }
        case .variableWidth(let variants):
            for variant in variants {
                alternatives.append((.width(variant.width), EntryText(text: variant.value, location: variant.location)))
            }
        case .deviceSpecific(let variants):
            for variant in variants {
                add(variant.value, context: variant.device, at: variant.location)
            }
        }
    }

    /// A catalog localization of `key` (at `location`, the key's place in the file).
    package init(key: String, location: SourceLocation, localization: StringCatalog.Localization) {
        self.init(key: key, location: location)
        origin = .catalog
        add(localization, context: nil, fallback: location)
        isAlwaysFormat = !plurals.isEmpty
    }

    private mutating func add(
        _ localization: StringCatalog.Localization, context: StringCatalog.DeviceClass?, fallback: SourceLocation
    ) {
        if let unit = localization.stringUnit {
            let text = EntryText(
                text: unit.value ?? "", location: unit.location ?? fallback, state: unit.state,
                hasNoValue: unit.value == nil)
            if let context { alternatives.append((.device(context), text)) } else if main == nil { main = text }
        }
        if let plural = localization.variations?.plural {
            var set = EntryPlural(name: nil, context: context?.rawValue, forms: [], location: fallback)
            for (category, form) in plural {
                if let unit = form.stringUnit {
                    set.forms.append(
                        (
                            category,
                            EntryText(
                                text: unit.value ?? "", location: unit.location ?? fallback,
                                state: unit.state, hasNoValue: unit.value == nil)
                        ))
                }
            }
            if let first = set.forms.first { set.location = first.unit.location }
            plurals.append(set)
        }
        if let device = localization.variations?.device {
            for (deviceClass, variant) in device {
                add(variant, context: deviceClass, fallback: fallback)
            }
        }
        for (name, substitution) in localization.substitutions {
            var set = EntryPlural(
                name: name, context: context?.rawValue, conversion: substitution.formatSpecifier,
                argumentNumber: substitution.argNum, usesArgToken: true, forms: [],
                location: substitution.location ?? fallback)
            for (category, form) in substitution.variations?.plural ?? [:] {
                if let unit = form.stringUnit {
                    set.forms.append(
                        (
                            category,
                            EntryText(
                                text: unit.value ?? "", location: unit.location ?? set.location,
                                state: unit.state, hasNoValue: unit.value == nil)
                        ))
                }
            }
            plurals.append(set)
        }
    }
}
