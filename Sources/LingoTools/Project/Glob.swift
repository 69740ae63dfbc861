// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// A path pattern of a `.lingo.json` file: `*` matches within one path component, `**` any
/// number of components, `?` one character; everything else matches itself.
///
/// ```swift
/// Glob("**/qqq.lproj/**").matches("Wikipedia/Localizations/qqq.lproj/Localizable.strings")  // true
/// Glob("App/*.xcstrings").matches("App/Localizable.xcstrings")                            // true
/// Glob("App/*.xcstrings").matches("App/Sub/Localizable.xcstrings")                        // false
/// ```
///
/// A pattern without `/` matches a file name in any folder (`*.stringsdict`), as in `.gitignore`.
package struct Glob: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    package let pattern: String
    private let components: [Substring]

    /// Creates a glob.
    package init(_ pattern: String) {
        self.pattern = pattern
        var components = pattern.split(separator: "/", omittingEmptySubsequences: true)
        if !pattern.contains("/") { components.insert("**", at: 0) }
        self.components = components
    }

    /// Whether `path` (`/`-separated, relative) matches the pattern.
    ///
    /// - Complexity: O(p × c) in the number of path and pattern components.
    package func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        // matched[i][j]: the first i pattern components match the first j path components.
        var previous = [Bool](repeating: false, count: parts.count + 1)
        previous[0] = true
        for component in components {
            var current = [Bool](repeating: false, count: parts.count + 1)
            if component == "**" {
                var reachable = false
                for index in 0...parts.count {
                    reachable = reachable || previous[index]
                    current[index] = reachable
                }
            } else {
                for index in 0..<parts.count where previous[index] {
                    if Self.matches(component, parts[index]) { current[index + 1] = true }
                }
            }
            previous = current
        }
        return previous[parts.count]
    }

    /// Whether one path component matches one pattern component (`*` and `?` inside).
    private static func matches(_ pattern: Substring, _ name: Substring) -> Bool {
        let pattern = Array(pattern.unicodeScalars), name = Array(name.unicodeScalars)
        var patternIndex = 0, nameIndex = 0
        var starPattern = -1, starName = 0
        while nameIndex < name.count {
            if patternIndex < pattern.count, pattern[patternIndex] == "?" || pattern[patternIndex] == name[nameIndex] {
                patternIndex += 1
                nameIndex += 1
            } else if patternIndex < pattern.count, pattern[patternIndex] == "*" {
                starPattern = patternIndex
                starName = nameIndex
                patternIndex += 1
            } else if starPattern >= 0 {
                patternIndex = starPattern + 1
                starName += 1
                nameIndex = starName
            } else {
                return false
            }
        }
        while patternIndex < pattern.count, pattern[patternIndex] == "*" { patternIndex += 1 }
        return patternIndex == pattern.count
    }

    /// The pattern as written.
    package var description: String { pattern }
}
