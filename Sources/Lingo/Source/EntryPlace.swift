// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// Where a text is within a LocalizationEntry.
package enum EntryPlace: Hashable, Sendable, CustomStringConvertible {
    /// The main text.
    case main
    /// A form of a plural set.
    case plural(set: String?, context: String?, PluralCategory)
    /// A device or width variant.
    case alternative(String)

    package var description: String {
        switch self {
        case .main: "the text"
        case .plural(let set, let context, let category):
            "the \"\(category.rawValue)\" form" + (set.map { " of \($0)" } ?? "") + (context.map { " (\($0))" } ?? "")
        case .alternative(let name): "the \(name) variant"
        }
    }
}
