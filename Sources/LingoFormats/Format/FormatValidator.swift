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
        var first: (isPositional: Bool, placeholder: FormatPlaceholder)? = nil
        for placeholder in placeholders {
            for isPositional in Self.styles(of: placeholder) {
                guard let first else {
                    first = (isPositional, placeholder)
                    continue
                }
                if first.isPositional != isPositional {
                    issues.append(
                        FormatIssue(
                            kind: .mixedPositional, range: placeholder.range,
                            text: placeholder.text, argumentIndex: placeholder.argumentIndex,
                            relatedText: first.placeholder.text))
                    return
                }
            }
        }
    }

    private mutating func checkTypesAndPositions() {
        var classes = [Int: FormatTypeClass]()
        var used = Set<Int>()
        var reported = Set<Int>()
        for placeholder in placeholders {
            for (index, typeClass) in Self.uses(of: placeholder) {
                used.insert(index)
                guard let typeClass else { continue }
                if let earlier = classes[index] {
                    if earlier != typeClass, reported.insert(index).inserted {
                        issues.append(
                            FormatIssue(
                                kind: .conflictingTypes, range: placeholder.range,
                                text: placeholder.text, argumentIndex: index,
                                expected: earlier, actualType: typeClass.rawValue))
                    }
                } else {
                    classes[index] = typeClass
                }
            }
        }
        // Holes only matter when positions are written: sequential arguments cannot skip.
        guard placeholders.contains(where: { Self.styles(of: $0).contains(true) }),
            let highest = used.max(), highest > 1
        else { return }
        for missing in 1..<highest where !used.contains(missing) {
            // Point at the first placeholder that uses a later argument.
            let culprit = placeholders.first { placeholder in
                Self.uses(of: placeholder).contains { $0.index > missing }
            }
            guard let culprit else { continue }
            issues.append(
                FormatIssue(
                    kind: .unusedPosition, range: culprit.range, text: culprit.text,
                    argumentIndex: missing))
        }
    }

    /// The arguments a placeholder uses and their type classes (`nil` for a substitution).
    private static func uses(of placeholder: FormatPlaceholder) -> [(index: Int, typeClass: FormatTypeClass?)] {
        var uses = [(index: Int, typeClass: FormatTypeClass?)]()
        if case .argument(let index, _) = placeholder.width { uses.append((index, .integer)) }
        if case .argument(let index, _) = placeholder.precision { uses.append((index, .integer)) }
        uses.append((placeholder.argumentIndex, placeholder.typeClass))
        return uses
    }

    /// Whether each argument reference of a placeholder is positional, in order.
    private static func styles(of placeholder: FormatPlaceholder) -> [Bool] {
        var styles = [Bool]()
        if case .argument(_, let isPositional) = placeholder.width { styles.append(isPositional) }
        if case .argument(_, let isPositional) = placeholder.precision { styles.append(isPositional) }
        styles.append(placeholder.isPositional)
        return styles
    }
}
