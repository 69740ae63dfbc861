// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats

/// Checks an update's tables against the app's bundled development-language source before a
/// lookup can see them.
///
/// Rejects the whole update when a translation's placeholders differ from the source's (by
/// argument index and type class: `%@` → `%d` is refused), when a plural lacks a CLDR category
/// its language needs (Russian without `few`), or when a value is empty where the source has
/// text. Keys the app does not have, and languages it does not ship, are left out and
/// reported, and the rest is applied.
struct UpdateValidator {
    /// The bundled development-language entries: table → key → value.
    let source: [String: [String: TableEntryView]]
    /// The languages the app ships.
    let availableLanguages: Set<LanguageTag>
    /// The bundled entries of each language of the update: a `.strings` value in the update
    /// does not hide a bundled `.stringsdict` plural of the same language (Apple's precedence).
    var bundled: [LanguageTag: [String: [String: TableEntryView]]] = [:]

    /// The overlay to apply and the notes about what was left out.
    struct Outcome {
        var overlay: TableOverlay
        var notes: [String]
    }

    func validate(_ overlay: TableOverlay) throws(UpdateRejection) -> Outcome {
        if let problem = overlay.diagnostics.first(where: { $0.severity == .error }) {
            throw UpdateRejection(.unreadableTable, "\(problem)")
        }
        var notes = [String]()
        var unknown = Set<String>()
        var shadowed = Set<String>()
        for language in overlay.languageTags {
            guard availableLanguages.contains(language) else {
                notes.append("\(language) is not a language of the app: its tables are not applied")
                continue
            }
            let rules = PluralRules(for: language)
            for (table, entries) in overlay.entries(of: language).sorted(by: { $0.key < $1.key }) {
                for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
                    guard let original = source[table]?[key] else {
                        notes.append("\(language): key \"\(key)\" is not in table \(table) of the app: not applied")
                        unknown.insert("\(table)\u{0}\(key)")
                        continue
                    }
                    if value.pluralForms.isEmpty, !(bundled[language]?[table]?[key]?.pluralForms.isEmpty ?? true) {
                        // The bundled .stringsdict plural wins over a .strings text, as on Apple platforms.
                        shadowed.insert("\(language)\u{0}\(table)\u{0}\(key)")
                        notes.append(
                            "\(language): key \"\(key)\" is a plural in the app's \(table).stringsdict; a .strings text does not replace it: not applied"
                        )
                        continue
                    }
                    try check(value, against: original, key: key, table: table, language: language, rules: rules)
                }
            }
        }
        let filtered = overlay.filtered { language, table, key in
            availableLanguages.contains(language) && !unknown.contains("\(table)\u{0}\(key)")
                && !shadowed.contains("\(language)\u{0}\(table)\u{0}\(key)")
        }
        return Outcome(overlay: filtered, notes: notes)
    }

    private func check(
        _ value: TableEntryView, against original: TableEntryView, key: String, table: String,
        language: LanguageTag, rules: PluralRules
    ) throws(UpdateRejection) {
        let place = "\(language).lproj/\(table): \"\(key)\""
        if value.text.isEmpty, value.pluralForms.isEmpty, !Self.isBlank(original) {
            throw UpdateRejection(.emptyValue, "\(place) is empty; the development language has text")
        }
        let expected = FormatString.parse(original.text).argumentTypes
        let actual = FormatString.parse(value.text).argumentTypes
        if expected != actual {
            throw UpdateRejection(
                .placeholderMismatch,
                "\(place) has placeholders \(Self.describe(actual)); the development language has \(Self.describe(expected))"
            )
        }
        for (name, forms) in value.pluralForms.sorted(by: { $0.key < $1.key }) {
            let missing = rules.categories.subtracting(forms.keys).sorted()
            if !missing.isEmpty {
                throw UpdateRejection(
                    .missingPluralForm,
                    "\(place) variable \(name) lacks \(missing.map(\.rawValue).joined(separator: ", ")), which \(language) needs"
                )
            }
            // A form may leave the number out ("one" = "a file"), never add or retype one.
            let sourceOther = original.pluralForms[name]?[.other] ?? original.pluralForms.values.first?[.other] ?? ""
            let allowed = FormatString.parse(sourceOther).argumentTypes
            for (category, form) in forms.sorted(by: { $0.key < $1.key }) {
                if form.isEmpty, !sourceOther.isEmpty {
                    throw UpdateRejection(.emptyValue, "\(place) form \(category.rawValue) of \(name) is empty")
                }
                for (index, type) in FormatString.parse(form).argumentTypes.sorted(by: { $0.key < $1.key })
                where allowed[index] != type {
                    throw UpdateRejection(
                        .placeholderMismatch,
                        "\(place) form \(category.rawValue) of \(name) uses argument \(index) as \(type.rawValue); the development language has \(allowed[index].map(\.rawValue) ?? "no such argument")"
                    )
                }
            }
        }
    }

    private static func isBlank(_ value: TableEntryView) -> Bool {
        value.text.isEmpty && value.pluralForms.values.allSatisfy { $0.values.allSatisfy(\.isEmpty) }
    }

    private static func describe(_ types: [Int: FormatTypeClass]) -> String {
        types.isEmpty
            ? "none" : types.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value.rawValue)" }.joined(separator: " ")
    }
}
