// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

extension StringCatalog {
    /// A set of phrases in place of a text (`stringSet`): the phrases an App Shortcut answers to,
    /// in an `AppShortcuts.xcstrings` catalog.
    package struct StringSet: Sendable, Hashable {
        /// The translation state.
        package var state: State?
        /// The phrases, in order.
        package var values: [String]

        package init(state: State?, values: [String]) {
            self.state = state
            self.values = values
        }
    }
}

extension StringCatalog.Localization {
    /// The localization's set of phrases (`stringSet`), kept among the fields Lingo writes back
    /// as read; `nil` when it has none or it is not an object of a state and string values.
    package var stringSet: StringCatalog.StringSet? {
        get {
            guard case .object(let object)? = extraFields["stringSet"], case .array(let items)? = object["values"]
            else { return nil }
            let values = items.compactMap(\.stringValue)
            guard values.count == items.count else { return nil }
            return StringCatalog.StringSet(
                state: object["state"]?.stringValue.map(StringCatalog.State.init), values: values)
        }
        set {
            guard let newValue else {
                extraFields["stringSet"] = nil
                return
            }
            var object: JSONObject
            if case .object(let existing)? = extraFields["stringSet"] { object = existing } else { object = [:] }
            object["state"] = newValue.state.map { .string($0.rawValue) }
            object["values"] = .array(newValue.values.map(JSONValue.string))
            extraFields["stringSet"] = .object(object)
        }
    }
}
