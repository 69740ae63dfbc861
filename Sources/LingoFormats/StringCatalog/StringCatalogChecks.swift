// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

/// Checks that need a whole localization: `%#@name@` placeholders against substitutions.
///
/// - A placeholder with no substitution of that name (in its localization or in an enclosing
///   variation case) is a warning: the text is readable, but the placeholder would be shown as is.
/// - A substitution no placeholder refers to is a warning: it is never used, and if it has no
///   `argNum` its argument cannot be known either.
/// - A substitution without `formatSpecifier` is a warning: the argument's type is unknown.
///
/// A missing `argNum` alone is not reported: Xcode omits it when the placeholder's own position
/// gives the argument (IceCubes' catalog does so 42 times).
enum StringCatalogChecks {
    static func checkSubstitutions(of localization: StringCatalog.Localization, reader: inout JSONReader) {
        guard containsPlaceholderOrSubstitution(localization) else { return }
        var referenced = Set<String>()
        check(localization, inScope: [], referenced: &referenced, reader: &reader)
        reportSubstitutions(of: localization, referenced: referenced, reader: &reader)
    }

    /// Cheap pre-check: most localizations have neither, and need no walk.
    private static func containsPlaceholderOrSubstitution(_ localization: StringCatalog.Localization) -> Bool {
        if !localization.substitutions.isEmpty || localization.variations != nil { return true }
        guard var value = localization.stringUnit?.value else { return false }
        return value.withUTF8 { $0.contains(UInt8(ascii: "#")) }
    }

    private static func check(
        _ node: StringCatalog.Localization, inScope outer: Set<String>,
        referenced: inout Set<String>, reader: inout JSONReader
    ) {
        var scope = outer
        for name in node.substitutions.keys { scope.insert(name) }
        if let unit = node.stringUnit, let value = unit.value {
            for name in VariableReference.names(in: value) {
                referenced.insert(name)
                if !scope.contains(name), let location = unit.location {
                    reader.report(
                        .warning, .undefinedVariable, at: location, key: name,
                        "the placeholder %#@\(name.escapedForMessage)@ has no "
                            + "substitution named \"\(name.escapedForMessage)\"")
                }
            }
        }
        for child in children(of: node.variations) {
            check(child, inScope: scope, referenced: &referenced, reader: &reader)
        }
        for substitution in node.substitutions.values {
            for child in children(of: substitution.variations) {
                check(child, inScope: scope, referenced: &referenced, reader: &reader)
            }
        }
    }

    private static func reportSubstitutions(
        of node: StringCatalog.Localization, referenced: Set<String>,
        reader: inout JSONReader
    ) {
        for (name, substitution) in node.substitutions {
            guard let location = substitution.location else { continue }
            if !referenced.contains(name) {
                let argument = substitution.argNum == nil ? " (and without \"argNum\" its argument is unknown)" : ""
                reader.report(
                    .warning, .unusedVariable, at: location, key: name,
                    "no %#@\(name.escapedForMessage)@ placeholder refers to the "
                        + "substitution \"\(name.escapedForMessage)\"\(argument)")
            }
            if substitution.formatSpecifier == nil {
                reader.report(
                    .warning, .missingFormatSpecifier, at: location, key: name,
                    "the substitution \"\(name.escapedForMessage)\" has no "
                        + "\"formatSpecifier\": the type of its argument is unknown")
            }
            for child in children(of: substitution.variations) {
                reportSubstitutions(of: child, referenced: referenced, reader: &reader)
            }
        }
        for child in children(of: node.variations) {
            reportSubstitutions(of: child, referenced: referenced, reader: &reader)
        }
    }

    private static func children(of variations: StringCatalog.Variations?) -> [StringCatalog.Localization] {
        guard let variations else { return [] }
        return (variations.plural?.values ?? []) + (variations.device?.values ?? [])
    }
}
