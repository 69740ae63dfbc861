// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// An error from a `Localizer`.
public enum LocalizerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The requested language matches none of the available localizations.
    case languageNotAvailable(LanguageTag, available: [LanguageTag])
    /// The resources folder cannot be read.
    case unreadableResources(path: String, reason: String)

    public var description: String {
        switch self {
        case let .languageNotAvailable(tag, available):
            "\(tag) matches none of the available languages (\(available.map(\.identifier).joined(separator: ", ")))"
        case let .unreadableResources(path, reason):
            "cannot read the resources folder \(path): \(reason)"
        }
    }
}
