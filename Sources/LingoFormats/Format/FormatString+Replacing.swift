// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

extension FormatString {
    /// `text` with placeholders replaced: each placeholder for which `replacement` returns a
    /// string is written as that string, the others stay as written. The one placeholder
    /// replacement of every module (plural tokens by their `other` form, placeholders by a
    /// marker or a space, a substitution's own argument by `%arg`).
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - format: `text` parsed, when the caller has it already (a cache).
    ///   - replacement: The text for a placeholder, or `nil` to keep it.
    package static func replacingPlaceholders(
        in text: String, parsed format: FormatString? = nil, _ replacement: (FormatPlaceholder) -> String?
    ) -> String {
        let format = format ?? parse(text)
        guard !format.placeholders.isEmpty else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var position = 0
        for placeholder in format.placeholders
        where placeholder.range.lowerBound >= position && placeholder.range.upperBound <= scalars.count {
            guard let new = replacement(placeholder) else { continue }
            result.append(contentsOf: scalars[position..<placeholder.range.lowerBound])
            result.append(contentsOf: new.unicodeScalars)
            position = placeholder.range.upperBound
        }
        guard position > 0 else { return text }
        result.append(contentsOf: scalars[position...])
        return String(result)
    }
}
