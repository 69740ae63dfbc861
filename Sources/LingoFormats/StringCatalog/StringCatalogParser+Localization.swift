// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

extension StringCatalogParser {
    /// Reads a localization, or one case of a variation (they have the same shape). The reader
    /// is at its `{`.
    mutating func parseLocalization() -> StringCatalog.Localization {
        var localization = StringCatalog.Localization()
        let open = reader.mark
        guard var scope = reader.beginObject() else { return localization }
        var seen = SeenFields()
        while let key = reader.nextKey(&scope) {
            if reader.key(key, is: "stringUnit") {
                noteField(0, key, in: &seen, extras: &localization.extraFields)
                localization.stringUnit = objectField(key, in: &localization.extraFields) { $0.parseStringUnit() }
            } else if reader.key(key, is: "variations") {
                noteField(1, key, in: &seen, extras: &localization.extraFields)
                localization.variations = objectField(key, in: &localization.extraFields) { $0.parseVariations() }
            } else if reader.key(key, is: "substitutions") {
                noteField(2, key, in: &seen, extras: &localization.extraFields)
                if reader.peek == UInt8(ascii: "{") {
                    localization.substitutions = [:]  // a repeated "substitutions" replaces the first
                    parseSubstitutions(into: &localization)
                } else {
                    localization.substitutions = [:]
                    localization.hadEmptySubstitutions = false
                    keepMistyped(key, expected: "an object", in: &localization.extraFields)
                }
            } else {
                keepUnknown(key, in: &localization.extraFields)
            }
        }
        if scope.isClosed, !seen.contains(0), !seen.contains(1) {
            reader.report(
                .warning, .emptyLocalization, at: open,
                "the localization has neither a \"stringUnit\" nor \"variations\"")
        }
        return localization
    }

    /// Reads a `stringUnit` object.
    private mutating func parseStringUnit() -> StringCatalog.StringUnit {
        var unit = StringCatalog.StringUnit(state: nil, value: nil)
        let open = reader.mark
        guard var scope = reader.beginObject() else { return unit }
        var seen = SeenFields()
        while let key = reader.nextKey(&scope) {
            if reader.key(key, is: "state") {
                noteField(0, key, in: &seen, extras: &unit.extraFields)
                unit.state = stringField(key, in: &unit.extraFields).map(StringCatalog.State.init)
            } else if reader.key(key, is: "value") {
                noteField(1, key, in: &seen, extras: &unit.extraFields)
                unit.location = reader.location(of: reader.mark)
                unit.value = stringField(key, in: &unit.extraFields)
            } else {
                keepUnknown(key, in: &unit.extraFields)
            }
        }
        if unit.location == nil {
            unit.location = reader.location(of: open)
        }
        if scope.isClosed {
            if !seen.contains(1) {
                reader.report(.warning, .incompleteStringUnit, at: open, "the string unit has no \"value\"")
            }
            if !seen.contains(0) {
                reader.report(.warning, .incompleteStringUnit, at: open, "the string unit has no \"state\"")
            }
        }
        return unit
    }

    /// Reads a `variations` object.
    private mutating func parseVariations() -> StringCatalog.Variations {
        var variations = StringCatalog.Variations()
        guard var scope = reader.beginObject() else { return variations }
        var seen = SeenFields()
        while let key = reader.nextKey(&scope) {
            if reader.key(key, is: "plural") {
                noteField(0, key, in: &seen, extras: &variations.extraFields)
                variations.plural = objectField(key, in: &variations.extraFields) { $0.parsePluralCases(at: key.mark) }
            } else if reader.key(key, is: "device") {
                noteField(1, key, in: &seen, extras: &variations.extraFields)
                variations.device = objectField(key, in: &variations.extraFields) { $0.parseDeviceCases() }
            } else {
                keepUnknown(key, in: &variations.extraFields)
            }
        }
        return variations
    }

    /// Reads the cases of a plural variation.
    ///
    /// A plural variation without `other` is a warning, not an error: everything in it was read,
    /// and every language has an `other` category — the form for every count no other rule takes
    /// (and the one Foundation falls back to when a category has no form). Without it those
    /// counts have no text in this language, so a lookup falls back to the next language.
    private mutating func parsePluralCases(at pluralKey: JSONMark)
        -> StringCatalog.OrderedMap<PluralCategory, StringCatalog.Localization>
    {
        var cases = StringCatalog.OrderedMap<PluralCategory, StringCatalog.Localization>()
        guard var scope = reader.beginObject() else { return cases }
        while let key = reader.nextKey(&scope) {
            let name = reader.string(of: key)
            guard let category = PluralCategory(rawValue: name) else {
                reader.report(
                    .error, .unknownPluralCategory, at: key.mark, key: name,
                    "unknown plural category \"\(name.escapedForMessage)\"; "
                        + "expected zero, one, two, few, many or other")
                _ = reader.readValue()
                continue
            }
            guard reader.peek == UInt8(ascii: "{") else {
                rejectMember(key, "the plural form \"\(name)\" must be an object")
                continue
            }
            if cases.updateValue(parseLocalization(), forKey: category) != nil {
                reader.report(
                    .warning, .duplicateVariation, at: key.mark, key: name,
                    "duplicate plural form \"\(name)\"; the last one wins")
            }
        }
        if scope.isClosed, cases[.other] == nil {
            reader.report(
                .warning, .missingOtherForm, at: pluralKey,
                "the plural variation has no \"other\" form: counts in the "
                    + "\"other\" category have no text in this language")
        }
        return cases
    }

    /// Reads the cases of a device variation.
    private mutating func parseDeviceCases()
        -> StringCatalog.OrderedMap<StringCatalog.DeviceClass, StringCatalog.Localization>
    {
        var cases = StringCatalog.OrderedMap<StringCatalog.DeviceClass, StringCatalog.Localization>()
        guard var scope = reader.beginObject() else { return cases }
        while let key = reader.nextKey(&scope) {
            let device = StringCatalog.DeviceClass(rawValue: reader.string(of: key))
            guard reader.peek == UInt8(ascii: "{") else {
                rejectMember(key, "the device form \"\(device.rawValue.escapedForMessage)\" must be an object")
                continue
            }
            if !StringCatalog.DeviceClass.known.contains(device) {
                reader.report(
                    .warning, .unknownDeviceClass, at: key.mark, key: device.rawValue,
                    "unknown device class \"\(device.rawValue.escapedForMessage)\"; "
                        + "Xcode knows " + StringCatalog.DeviceClass.known.map(\.rawValue).joined(separator: ", "))
            }
            if cases.updateValue(parseLocalization(), forKey: device) != nil {
                reader.report(
                    .warning, .duplicateVariation, at: key.mark, key: device.rawValue,
                    "duplicate device form \"\(device.rawValue.escapedForMessage)\"; "
                        + "the last one wins")
            }
        }
        return cases
    }

    /// Reads a `substitutions` object into `localization`.
    private mutating func parseSubstitutions(into localization: inout StringCatalog.Localization) {
        guard var scope = reader.beginObject() else { return }
        while let key = reader.nextKey(&scope) {
            let name = reader.string(of: key)
            let location = reader.location(of: key.mark)
            guard reader.peek == UInt8(ascii: "{") else {
                rejectMember(key, "the substitution \"\(name.escapedForMessage)\" must be an object")
                continue
            }
            var substitution = parseSubstitution()
            substitution.location = location
            if localization.substitutions.updateValue(substitution, forKey: name) != nil {
                reader.report(
                    .warning, .duplicateSubstitution, at: location, key: name,
                    "duplicate substitution \"\(name.escapedForMessage)\"; "
                        + "the last one wins")
            }
        }
        localization.hadEmptySubstitutions = scope.isClosed && scope.memberCount == 0
    }

    private mutating func parseSubstitution() -> StringCatalog.Substitution {
        var substitution = StringCatalog.Substitution()
        guard var scope = reader.beginObject() else { return substitution }
        var seen = SeenFields()
        while let key = reader.nextKey(&scope) {
            if reader.key(key, is: "argNum") {
                noteField(0, key, in: &seen, extras: &substitution.extraFields)
                substitution.argNum = argumentNumber(key, in: &substitution.extraFields)
            } else if reader.key(key, is: "formatSpecifier") {
                noteField(1, key, in: &seen, extras: &substitution.extraFields)
                substitution.formatSpecifier = stringField(key, in: &substitution.extraFields)
            } else if reader.key(key, is: "variations") {
                noteField(2, key, in: &seen, extras: &substitution.extraFields)
                substitution.variations = objectField(key, in: &substitution.extraFields) { $0.parseVariations() }
            } else {
                keepUnknown(key, in: &substitution.extraFields)
            }
        }
        return substitution
    }

    /// `argNum`: a whole number written plainly (`2`); anything else is kept as read.
    private mutating func argumentNumber(_ key: JSONKey, in extras: inout JSONObject) -> Int? {
        guard let byte = reader.peek,
            byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        else {
            keepMistyped(key, expected: "a whole number", in: &extras)
            return nil
        }
        let valueMark = reader.mark
        let valueLocation = reader.location(of: valueMark)
        guard let text = reader.readNumber() else { return nil }
        guard let number = Int(text), String(number) == text else {
            reader.report(
                .error, .invalidArgumentNumber, at: valueLocation,
                "\"argNum\" must be a whole number, found \(text.escapedForMessage)")
            extras.append(
                JSONObject.Member(
                    key: "argNum", value: .number(text), keyLocation: reader.location(of: key.mark),
                    valueLocation: valueLocation))
            return nil
        }
        if number < 1 {
            reader.report(
                .warning, .invalidArgumentNumber, at: valueLocation,
                "\"argNum\" counts arguments from 1, found \(number)")
        }
        return number
    }
}
