// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// Reads String Catalog localizations as the unit paths of ``XLIFFUnitID`` and writes texts
/// into them at such paths.
enum CatalogPatch {
    typealias Step = XLIFFUnitID.CatalogStep
    typealias Localization = StringCatalog.Localization

    /// Every string unit of `localization` with its path, in file order. A localization with
    /// neither a unit, variations nor substitutions counts as one empty unit.
    static func units(of localization: Localization) -> [(path: [Step], unit: StringCatalog.StringUnit?)] {
        var result = [(path: [Step], unit: StringCatalog.StringUnit?)]()
        var stack: [(localization: Localization, path: [Step])] = [(localization, [])]
        // Depth-first in file order: push children in reverse.
        while let (current, path) = stack.popLast() {
            var children = [(Localization, [Step])]()
            if let plural = current.variations?.plural {
                for (category, form) in plural { children.append((form, path + [.plural(category)])) }
            }
            if let device = current.variations?.device {
                for (deviceClass, form) in device { children.append((form, path + [.device(deviceClass)])) }
            }
            for (name, substitution) in current.substitutions {
                for (category, form) in substitution.variations?.plural ?? [:] {
                    children.append((form, path + [.substitution(name), .plural(category)]))
                }
                for (deviceClass, form) in substitution.variations?.device ?? [:] {
                    children.append((form, path + [.substitution(name), .device(deviceClass)]))
                }
            }
            if current.stringUnit != nil || children.isEmpty { result.append((path, current.stringUnit)) }
            stack.append(contentsOf: children.reversed())
        }
        return result
    }

    /// The string unit at `path`, or `nil`.
    static func unit(at path: [Step], in localization: Localization?) -> StringCatalog.StringUnit? {
        guard var current = localization else { return nil }
        var remaining = path[...]
        while let step = remaining.popFirst() {
            switch step {
            case .plural(let category):
                guard let next = current.variations?.plural?[category] else { return nil }
                current = next
            case .device(let device):
                guard let next = current.variations?.device?[device] else { return nil }
                current = next
            case .substitution(let name):
                // Its variations, as those of a localization with nothing else (as `set` writes
                // them): a path that ends here, or goes on with a substitution, finds no unit.
                guard let substitution = current.substitutions[name] else { return nil }
                current = Localization(variations: substitution.variations)
            }
        }
        return current.stringUnit
    }

    /// Sets the string unit at `path`, creating the variations and substitutions on the way; a
    /// substitution created here copies `argNum` and `formatSpecifier` from the same path of
    /// `template` (the source language's localization).
    ///
    /// - Returns: `false` when `path` cannot be written (a substitution step not followed by a variation).
    @discardableResult
    static func set(
        _ unit: StringCatalog.StringUnit, at path: ArraySlice<Step>, in localization: inout Localization,
        template: Localization?
    ) -> Bool {
        guard let step = path.first else {
            if var existing = localization.stringUnit {  // keep the fields Lingo does not know
                existing.state = unit.state
                existing.value = unit.value
                existing.location = unit.location
                localization.stringUnit = existing
            } else {
                localization.stringUnit = unit
            }
            return true
        }
        let rest = path.dropFirst()
        switch step {
        case .plural(let category):
            var variations = localization.variations ?? StringCatalog.Variations()
            var form = variations.plural?[category] ?? Localization()
            guard set(unit, at: rest, in: &form, template: template?.variations?.plural?[category]) else {
                return false
            }
            variations.plural = (variations.plural ?? [:])
            variations.plural?[category] = form
            localization.variations = variations
        case .device(let device):
            var variations = localization.variations ?? StringCatalog.Variations()
            var form = variations.device?[device] ?? Localization()
            guard set(unit, at: rest, in: &form, template: template?.variations?.device?[device]) else { return false }
            variations.device = (variations.device ?? [:])
            variations.device?[device] = form
            localization.variations = variations
        case .substitution(let name):
            guard let inner = rest.first else { return false }
            let templateSubstitution = template?.substitutions[name]
            var substitution =
                localization.substitutions[name]
                ?? StringCatalog.Substitution(
                    argNum: templateSubstitution?.argNum,
                    formatSpecifier: templateSubstitution?.formatSpecifier)
            var wrapper = Localization(variations: substitution.variations)
            let templateWrapper = templateSubstitution.map { Localization(variations: $0.variations) }
            if case .substitution = inner { return false }
            guard set(unit, at: rest, in: &wrapper, template: templateWrapper) else { return false }
            substitution.variations = wrapper.variations
            localization.substitutions[name] = substitution
        }
        return true
    }
}
