// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

extension SwiftSourceScanner {
    /// `localizer.string("key", table: "T")`, `localizer.format("key", ...)` or `format("key", ...)`
    /// at `index` (the `string` or `format` identifier, followed by `(`), when it is a Lingo lookup.
    static func lingoCall(_ tokens: [SwiftToken], name: String, at index: Int, path: String) -> SourceReference? {
        if punctuation(tokens, index - 1) == "." {
            guard receiverIsALocalizer(tokens, dotAt: index - 1) else { return nil }
        } else {
            // A bare `format("key", ...)`: inside a Localizer extension. Not a declaration.
            guard name == "format", identifier(tokens, index - 1) != "func" else { return nil }
        }
        guard
            var reference = reference(
                tokens, at: index + 2, call: "Localizer.\(name)", tableLabels: ["table"],
                defaultLabels: ["default"], path: path),
            !reference.hasInterpolation
        else { return nil }
        reference.call = "Localizer.\(name)"
        return reference
    }

    /// Whether the expression before the `.` at `dot` names a localizer: one of the identifiers of
    /// the chain (`self.localizer`, `Localizer.shared`, `env.appLocalizer?`) says `localizer` or
    /// `lingo`.
    private static func receiverIsALocalizer(_ tokens: [SwiftToken], dotAt dot: Int) -> Bool {
        var index = dot - 1
        while index >= 0 {
            switch tokens[index].kind {
            case .identifier(let name):
                let lowered = name.lowercased()
                if lowered.contains("localizer") || lowered.contains("lingo") { return true }
            case .punctuation("."), .punctuation("?"), .punctuation("!"):
                break
            default:
                return false
            }
            index -= 1
        }
        return false
    }
}
