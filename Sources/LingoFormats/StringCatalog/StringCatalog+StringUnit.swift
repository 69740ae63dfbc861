// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

extension StringCatalog {
    /// A translated text and its state.
    public struct StringUnit: Sendable, Hashable {
        /// The translation state; `nil` when the file gives none.
        public var state: State?
        /// The text; `nil` when the file gives none (an empty text is `""`).
        public var value: String?
        /// Fields Lingo does not know (or could not read as the expected type), written back as read.
        package var extraFields: JSONObject
        /// Where the value is in the file it was read from (the unit itself when it has no value).
        /// Not part of the unit's identity.
        @NotCompared public var location: SourceLocation?

        /// Creates a string unit.
        public init(state: State? = .translated, value: String?) {
            self.init(state: state, value: value, extraFields: [:])
        }

        /// A string unit with the fields Lingo does not know, as read.
        package init(state: State?, value: String?, extraFields: JSONObject) {
            self.state = state
            self.value = value
            self.extraFields = extraFields
        }

        /// The value shown, or `nil` when the unit has none: no `value`, or state `new` with an
        /// empty one (what Xcode writes for a string nobody translated). The one rule behind
        /// Lingo's `TranslationState`, which every reader of a catalog follows.
        package var shownValue: String? {
            Self.shownValue(value, state: state)
        }

        /// `value` as shown in state `state`; see ``shownValue``.
        package static func shownValue(_ value: String?, state: State?) -> String? {
            guard let value, !(value.isEmpty && state == .new) else { return nil }
            return value
        }
    }
}
