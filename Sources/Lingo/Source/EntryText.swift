// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// One text of a LocalizationEntry and where it is: a `.strings` value, a `.stringsdict`
/// format or form, a catalog string unit.
package struct EntryText: Sendable {
    /// The text, as written in the file (a catalog substitution's forms keep `%arg`).
    package var text: String
    /// Where it is (the value, form or unit as the parser recorded it).
    package var location: SourceLocation
    /// The catalog state, for catalog units; `nil` for `.strings` and `.stringsdict` texts.
    package var state: StringCatalog.State?
    /// Whether a catalog unit has no `value` at all (then text is empty).
    package var hasNoValue: Bool

    /// A text at `location`.
    package init(text: String, location: SourceLocation, state: StringCatalog.State? = nil, hasNoValue: Bool = false) {
        self.text = text
        self.location = location
        self.state = state
        self.hasNoValue = hasNoValue
    }
}
