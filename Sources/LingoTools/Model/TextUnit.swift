// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// One text and where it is.
struct TextUnit: Sendable {
    /// The text.
    var text: String
    /// Where it is (the value, form or unit as the parser recorded it).
    var location: SourceLocation
    /// The catalog state, for catalog units.
    var state: StringCatalog.State? = nil
    /// Whether a catalog unit has no `value` at all.
    var hasNoValue = false
}
