// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// Checks how a format's placeholders use their arguments: positional and sequential
/// placeholders mixed, positions skipped, one argument with two type classes, `%n`.
///
/// These follow gettext's `msgfmt -c` checks for C formats (which reject mixed numbered and
/// unnumbered arguments, "refers to argument number 3 but ignores argument number 2", and
/// incompatible types for one argument), applied to Foundation's syntax.
struct FormatValidator {
    private let placeholders: [FormatPlaceholder]
    private var issues: [FormatIssue] = []

    init(segments: [FormatString.Segment]) {
        placeholders = segments.compactMap {
            if case .placeholder(let placeholder) = $0 { placeholder } else { nil }
        }
    }

    mutating func run() -> [FormatIssue] {
        checkMixedStyles()
        checkTypesAndPositions()
        for placeholder in placeholders where placeholder.conversion == .count {
            issues.append(
                FormatIssue(
                    kind: .countConversion, range: placeholder.range, text: placeholder.text,
                    argumentIndex: placeholder.argumentIndex, expected: .pointer))
        }
        return issues
    }

    /// One issue, at the first placeholder whose style differs from the first one's, naming the
    /// first one too.
    private mutating func checkMixedStyles() {
        var first: (isPositional: Bool, placeholder: Int)? = nil
        for (position, placeholder) in placeholders.enumerated() {
            var mixed = false
            Self.forEachUse(of: placeholder) { use in
                guard let known = first else {
                    first = (use.isPositional, position)
                    return
                }
                if known.isPositional != use.isPositional { mixed = true }
            }
            if mixed, let first {
                issues.append(
                    FormatIssue(
                        kind: .mixedPositional, range: placeholder.range,
                        text: placeholder.text, argumentIndex: placeholder.argumentIndex,
                        relatedText: placeholders[first.placeholder].text))
                return
            }
        }
    }

    private mutating func checkTypesAndPositions() {
        // A format has a few placeholders: short arrays searched in order, not hash tables.
        var classes = [(index: Int, typeClass: FormatTypeClass)]()
        var used = [Int]()
        var reported = [Int]()
        var hasPositional = false
        for placeholder in placeholders {
            var found = [FormatIssue]()
            Self.forEachUse(of: placeholder) { use in
                hasPositional = hasPositional || use.isPositional
                if !used.contains(use.index) { used.append(use.index) }
                guard let typeClass = use.typeClass else { return }
                if let earlier = classes.first(where: { $0.index == use.index })?.typeClass {
                    if earlier != typeClass, !reported.contains(use.index) {
                        reported.append(use.index)
                        found.append(
                            FormatIssue(
                                kind: .conflictingTypes, range: placeholder.range,
                                text: placeholder.text, argumentIndex: use.index,
                                expected: earlier, actualType: typeClass.rawValue))
                    }
                } else {
                    classes.append((use.index, typeClass))
                }
            }
            issues += found
        }
        // Holes only matter when positions are written: sequential arguments cannot skip.
        guard hasPositional, let highest = used.max(), highest > 1 else { return }
        for missing in 1..<highest where !used.contains(missing) {
            // Point at the first placeholder that uses a later argument.
            let culprit = placeholders.first { placeholder in
                var later = false
                Self.forEachUse(of: placeholder) { later = later || $0.index > missing }
                return later
            }
            guard let culprit else { continue }
            issues.append(
                FormatIssue(
                    kind: .unusedPosition, range: culprit.range, text: culprit.text,
                    argumentIndex: missing))
        }
    }

    /// One argument a placeholder uses.
    private struct Use {
        let index: Int
        /// `nil` for a substitution.
        let typeClass: FormatTypeClass?
        let isPositional: Bool
    }

    /// Calls `body` with each argument a placeholder uses, in order: a `*` width's, a `*`
    /// precision's, then its own.
    private static func forEachUse(of placeholder: FormatPlaceholder, _ body: (Use) -> Void) {
        if case .argument(let index, let isPositional) = placeholder.width {
            body(Use(index: index, typeClass: .integer, isPositional: isPositional))
        }
        if case .argument(let index, let isPositional) = placeholder.precision {
            body(Use(index: index, typeClass: .integer, isPositional: isPositional))
        }
        body(
            Use(
                index: placeholder.argumentIndex, typeClass: placeholder.typeClass,
                isPositional: placeholder.isPositional))
    }
}
