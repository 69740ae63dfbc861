// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

extension LocalizedValue {
    /// The runtime value of an entry on `device`, or `nil` when it has nothing to show: the
    /// lookup then falls back along the chain.
    ///
    /// - A device variant wins when the entry has any (this device's, else `other`, else the
    ///   nearest kin); a width rule shows its widest text; else the main text.
    /// - A text shows when it has a value (``TranslationState/hasValue``): a catalog unit in
    ///   state `new` without a value does not.
    /// - `.stringsdict` variables and catalog substitutions select their form by their argument
    ///   (a substitution's `%arg` spelled out, see ``LocalizationEntry/expandedForms(of:)``); a
    ///   catalog's own plural variations by the first number of its `other` form.
    ///
    /// - Parameter isSource: Whether the entry is in a catalog's source language, where a key
    ///   with no value is its own value.
    init?(_ entry: borrowing LocalizationEntry, device: DeviceClass, isSource: Bool) {
        if entry.alternatives.isEmpty, entry.plurals.isEmpty {
            self.init(oneText: entry, isSource: isSource)
        } else {
            self.init(variants: entry, device: device, isSource: isSource)
        }
    }

    /// ``init(_:device:isSource:)`` for an entry with no variant and no plural set (most
    /// entries): the value ``init(variants:device:isSource:)`` makes of it, without its arrays.
    init?(oneText entry: borrowing LocalizationEntry, isSource: Bool) {
        guard let main = entry.main else {
            guard isSource, entry.origin != .stringsDict else { return nil }
            self = .text(entry.key)
            return
        }
        if entry.origin == .stringsDict || main.translationState.hasValue {
            self = .text(main.text)
        } else if isSource {
            self = .text(entry.key)
        } else {
            return nil
        }
    }

    /// ``init(_:device:isSource:)`` for any entry: variants and plural sets as described there.
    init?(variants entry: borrowing LocalizationEntry, device: DeviceClass, isSource: Bool) {
        let devices = entry.devices
        if !devices.isEmpty {
            guard let chosen = device.choose(among: devices) else { return nil }
            let text = entry.alternatives.first { $0.variant == .device(chosen) }?.unit
            self.init(entry, text: text, context: chosen.rawValue, isSource: isSource)
            return
        }
        let widths = entry.alternatives.compactMap { alternative -> (width: Int, unit: EntryText)? in
            guard case .width(let width) = alternative.variant else { return nil }
            return (Int(width) ?? 0, alternative.unit)
        }
        if let widest = widths.max(by: { $0.width < $1.width }) {
            // Without a requested width, the widest variant: the full text.
            self = .text(widest.unit.text)
            return
        }
        self.init(entry, text: entry.main, context: nil, isSource: isSource)
    }

    /// The value made of `text` and the plural sets of `context` (a device, or `nil`).
    private init?(_ entry: borrowing LocalizationEntry, text: EntryText?, context: String?, isSource: Bool) {
        let sets = entry.plurals.filter { $0.context == context }
        if entry.origin == .stringsDict {
            guard let text else { return nil }
            guard !sets.isEmpty else {
                self = .text(text.text)
                return
            }
            var variables = [String: PluralValue.Variable]()
            for set in sets where set.isPluralRule {
                guard let name = set.name else { continue }
                variables[name] = PluralValue.Variable(
                    argument: nil, forms: Dictionary(set.forms.map { ($0.category, $0.unit.text) }) { _, last in last },
                    conversion: set.conversion)
            }
            self = .plural(PluralValue(format: text.text, variables: variables))
            return
        }
        if let own = sets.first(where: { $0.name == nil }), !own.forms.isEmpty {
            let forms = entry.expandedForms(of: own)
            guard !forms.isEmpty else {
                guard isSource else { return nil }
                self = .text(entry.key)
                return
            }
            let variable = PluralValue.Variable(argument: entry.argument(of: own), forms: forms)
            self = .plural(
                PluralValue(format: "%#@\(Self.pluralVariable)@", variables: [Self.pluralVariable: variable]))
            return
        }
        let shown = text.flatMap { $0.translationState.hasValue ? $0.text : nil } ?? (isSource ? entry.key : nil)
        guard let shown else { return nil }
        let substitutions = sets.filter { $0.name != nil }
        guard !substitutions.isEmpty else {
            self = .text(shown)
            return
        }
        var variables = [String: PluralValue.Variable]()
        for set in substitutions {
            guard let name = set.name else { continue }
            variables[name] = PluralValue.Variable(
                argument: entry.argument(of: set, in: shown), forms: entry.expandedForms(of: set, in: shown),
                conversion: set.conversion)
        }
        self = .plural(PluralValue(format: shown, variables: variables))
    }

    /// The variable name Lingo gives a catalog's top-level plural.
    static let pluralVariable = "lingo_plural"
}
