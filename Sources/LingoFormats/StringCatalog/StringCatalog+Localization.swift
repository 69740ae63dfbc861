// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

extension StringCatalog {
    /// The text of a key in one language: a string unit, variations, or both, with the
    /// substitutions its `%#@name@` placeholders refer to.
    ///
    /// Each case of a variation (a plural category, a device class) has the same shape, so
    /// variations nest: a device variation may hold plural variations and vice versa.
    ///
    /// ```swift
    /// let fr = entry.localizations["fr"]
    /// fr?.stringUnit?.value   // "%#@files@"
    /// fr?.substitutions["files"]?.variations?.plural?[.one]?.stringUnit?.value
    /// // "%arg fichier"
    /// ```
    public struct Localization: Sendable, Hashable {
        /// The text, when it does not vary (or the value used when no variation applies).
        public var stringUnit: StringUnit?
        /// Plural or device variations.
        public var variations: Variations?
        /// The substitutions named by `%#@name@` placeholders, name → substitution, in file order.
        public var substitutions: OrderedMap<String, Substitution>
        /// Fields Lingo does not know (or could not read as the expected type), written back as read.
        package var extraFields: JSONObject
        /// The file had `"substitutions" : {}`: written back as such while ``substitutions`` is empty.
        @NotCompared package var hadEmptySubstitutions = false

        /// Creates a localization.
        public init(
            stringUnit: StringUnit? = nil, variations: Variations? = nil,
            substitutions: OrderedMap<String, Substitution> = [:]
        ) {
            self.init(stringUnit: stringUnit, variations: variations, substitutions: substitutions, extraFields: [:])
        }

        /// The same, with the fields Lingo does not know (read from a file, written back as read).
        package init(
            stringUnit: StringUnit?, variations: Variations?,
            substitutions: OrderedMap<String, Substitution>, extraFields: JSONObject
        ) {
            self.stringUnit = stringUnit
            self.variations = variations
            self.substitutions = substitutions
            self.extraFields = extraFields
        }

        /// A localization with a single translated value.
        public init(_ value: String, state: State = .translated) {
            self.init(stringUnit: StringUnit(state: state, value: value))
        }
    }
}
