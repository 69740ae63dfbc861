// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import TestSupport
import Testing

/// Wrong, missing, extra, huge and dangerous input: never a trap, always a visible rendering and
/// a structured issue.
@Suite struct FormatRendererIssueTests {
    private let posix = FormatRenderer(symbols: .posix)

    struct Expectation: Sendable, CustomTestStringConvertible {
        var format: String
        var arguments: [any Sendable]
        var string: String
        var kinds: [FormatIssue.Kind]
        var testDescription: String { "\(format) \(arguments)" }
    }

    static let table: [Expectation] = [
        // Missing arguments render the placeholder as written.
        .init(format: "%d %@", arguments: [1], string: "1 %@", kinds: [.missingArgument]),
        .init(format: "%2$@ hat %1$d", arguments: [3], string: "%2$@ hat 3", kinds: [.missingArgument]),
        .init(format: "%@", arguments: [], string: "%@", kinds: [.missingArgument]),
        .init(format: "%-5.2f|", arguments: [], string: "%-5.2f|", kinds: [.missingArgument]),
        .init(format: "%*d|", arguments: [], string: "%*d|", kinds: [.missingArgument, .missingArgument]),
        .init(format: "%*d|", arguments: [4], string: "%*d|", kinds: [.missingArgument]),
        .init(format: "%.*f|", arguments: [], string: "%.*f|", kinds: [.missingArgument, .missingArgument]),
        // Extra arguments.
        .init(format: "%d", arguments: [1, "x"], string: "1", kinds: [.extraArgument]),
        .init(
            format: "no placeholders", arguments: [1, 2], string: "no placeholders",
            kinds: [.extraArgument, .extraArgument]),
        // Wrong types render the argument's description.
        .init(format: "%d files", arguments: ["abc"], string: "abc files", kinds: [.typeMismatch]),
        .init(format: "%5d|", arguments: ["ab"], string: "   ab|", kinds: [.typeMismatch]),
        .init(format: "%d", arguments: [2.5], string: "2.5", kinds: [.typeMismatch]),
        .init(format: "%x", arguments: [Double.nan], string: "nan", kinds: [.typeMismatch]),
        .init(format: "%f", arguments: ["abc"], string: "abc", kinds: [.typeMismatch]),
        .init(format: "%e", arguments: [Date?.none], string: "nil", kinds: [.nilArgument]),
        .init(format: "%s", arguments: [42], string: "42", kinds: [.typeMismatch]),
        .init(format: "%c", arguments: ["ab"], string: "ab", kinds: [.typeMismatch]),
        .init(format: "%c", arguments: [0xD800], string: "\u{FFFD}", kinds: [.typeMismatch]),
        .init(format: "%c", arguments: [-1], string: "-1", kinds: [.typeMismatch]),
        .init(format: "%p", arguments: ["x"], string: "x", kinds: [.typeMismatch]),
        .init(format: "%d", arguments: [[1, 2]], string: "[1, 2]", kinds: [.typeMismatch]),
        // nil renders "nil", never "(null)".
        .init(format: "%@!", arguments: [String?.none], string: "nil!", kinds: [.nilArgument]),
        .init(format: "%d", arguments: [Int?.none], string: "nil", kinds: [.nilArgument]),
        // What is fine: any value for %@, any number for numeric conversions, optionals unwrapped.
        .init(format: "%@", arguments: [42], string: "42", kinds: []),
        .init(format: "%@ %@", arguments: [true, 1.5], string: "true 1.5", kinds: []),
        .init(format: "%@", arguments: [Optional("x")], string: "x", kinds: []),
        .init(format: "%d", arguments: [Optional(5)], string: "5", kinds: []),
        .init(format: "%d|%u", arguments: [3.0, Float(4)], string: "3|4", kinds: []),
        .init(format: "%.1f", arguments: [UInt8(7)], string: "7.0", kinds: []),
        .init(
            format: "%c%c%c", arguments: ["é", Character("x"), Unicode.Scalar(0x1F600)!], string: "éx😀",
            kinds: []),
        // `*` with something that is not an integer is ignored.
        .init(format: "%*d|", arguments: ["x", 5], string: "5|", kinds: [.invalidWidthOrPrecision]),
        .init(format: "%.*f|", arguments: [1.5, 2.0], string: "2.000000|", kinds: [.invalidWidthOrPrecision]),
        .init(format: "%*d|", arguments: [2.0, 5], string: " 5|", kinds: []),
        // Negative `*`: left-aligned width; omitted precision.
        .init(
            format: "%*d|", arguments: [Int.min, 5], string: "5" + String(repeating: " ", count: 1023) + "|",
            kinds: [.widthTooLarge]),
        // `%n` never writes: it renders nothing and uses its argument.
        .init(format: "ab%ncd", arguments: [0], string: "abcd", kinds: [.countConversion]),
        .init(format: "%n%d", arguments: [0, 7], string: "7", kinds: [.countConversion]),
        // Invalid specifiers and prose render as written.
        .init(format: "%k", arguments: [], string: "%k", kinds: [.invalidSpecifier]),
        .init(format: "100%", arguments: [], string: "100%", kinds: [.invalidSpecifier]),
        .init(format: "%5%", arguments: [], string: "%5%", kinds: [.invalidSpecifier]),
        .init(format: "50% off", arguments: [], string: "50% off", kinds: [.percentInProse]),
        .init(format: "%d% off", arguments: [50], string: "50% off", kinds: [.percentInProse]),
        .init(format: "%d% of %d", arguments: [50, 200], string: "50% of 200", kinds: [.percentInProse]),
        .init(format: "%lld%hhq", arguments: [1], string: "1%hhq", kinds: [.invalidSpecifier]),
        // Positional trouble.
        .init(format: "%1$@ %3$@", arguments: ["a", "b", "c"], string: "a c", kinds: [.unusedPosition]),
        .init(format: "%1$@ %@", arguments: ["a"], string: "a a", kinds: [.mixedPositional]),
        .init(format: "%1$@ %1$d", arguments: [7], string: "7 7", kinds: [.conflictingTypes]),
        // Substitutions without a resolver.
        .init(format: "%#@files@", arguments: [2], string: "%#@files@", kinds: [.unresolvedSubstitution]),
    ]

    @Test(arguments: table)
    func rendersVisiblyAndReports(expectation: Expectation) {
        let result = posix.render(expectation.format, arguments: expectation.arguments.map { $0 as Any })
        #expect(result.string == expectation.string)
        #expect(result.issues.map(\.kind) == expectation.kinds, "\(result.issues)")
    }

    @Test func nullIsNil() {
        let result = posix.render("%s|%@", NSNull(), NSNull())
        #expect(result.string == "nil|nil")
        #expect(result.issues.map(\.kind) == [.nilArgument, .nilArgument])
    }

    @Test func missingArgumentIssueSaysWhichAndWhat() throws {
        let result = posix.render("Hi %1$@, %2$ld new", "Mia")
        let issue = try #require(result.issues.first)
        #expect(result.string == "Hi Mia, %2$ld new")
        #expect(issue.kind == .missingArgument)
        #expect(issue.text == "%2$ld")
        #expect(issue.range == 9..<14)
        #expect(issue.argumentIndex == 2)
        #expect(issue.expected == .integer)
        #expect(issue.actualType == nil)
        #expect(issue.variable == nil)
        #expect(issue.description == "column 10: \"%2$ld\": missing argument 2 (expected integer); rendered as written")
    }

    @Test func typeMismatchIssueNamesBothTypes() throws {
        let result = posix.render("%d and %s", "abc", 42)
        #expect(result.string == "abc and 42")
        #expect(result.issues.map(\.expected) == [.integer, .cString])
        #expect(result.issues.map(\.actualType) == ["String", "Int"])
        #expect(result.issues.map(\.argumentIndex) == [1, 2])
        #expect(result.issues.map(\.text) == ["%d", "%s"])
    }

    @Test func extraArgumentIssueNamesTheType() throws {
        let result = posix.render("%@", "a", 2.5)
        let issue = try #require(result.issues.first)
        #expect(issue.kind == .extraArgument)
        #expect(issue.argumentIndex == 2)
        #expect(issue.actualType == "Double")
    }

    @Test func hugeWidthAndPrecisionAreClampedNotAllocated() {
        let wide = posix.render("%999999999d", 5)
        #expect(wide.string.count == FormatString.maximumWidth)
        #expect(wide.string.hasSuffix(" 5"))
        #expect(wide.issues.map(\.kind) == [.widthTooLarge])

        let precise = posix.render("%.999999f", 1.0)
        #expect(precise.string == "1." + String(repeating: "0", count: FormatString.maximumPrecision))
        #expect(precise.issues.map(\.kind) == [.precisionTooLarge])

        let starred = posix.render("%*d|%.*f", 50_000_000, 1, 50_000_000, 0.5)
        #expect(starred.string.count == FormatString.maximumWidth + 1 + 2 + FormatString.maximumPrecision)
        #expect(starred.issues.map(\.kind) == [.widthTooLarge, .precisionTooLarge])

        let localized = FormatRenderer(symbols: NumberSymbols(for: "de")).render("%0999999999d", 5)
        #expect(localized.string.count > FormatString.maximumWidth)  // grouped zeros
        #expect(localized.string.hasSuffix(".005"))
    }

    @Test func manyPlaceholdersAndArguments() {
        let format = String(repeating: "%d,", count: 500)
        let arguments = Array(0..<500)
        let result = posix.render(format, arguments: arguments.map { $0 as Any })
        #expect(result.issues.isEmpty)
        #expect(result.string == arguments.map { "\($0)," }.joined())
    }

    @Test func localizedMismatchUsesTheLanguagesSeparator() {
        let german = FormatRenderer(symbols: NumberSymbols(for: "de"))
        let result = german.render("%d", 2.5)
        #expect(result.string == "2,5")
        #expect(result.issues.map(\.kind) == [.typeMismatch])
    }

    /// Random formats and arguments: nothing traps, and every argument index an issue names is
    /// one the format or the arguments have.
    @Test func randomInputNeverTraps() {
        var generator = SeededGenerator()
        let pieces = [
            "%", "d", "@", "1$", "2$", "*", ".", "5", "0", "-", "+", " ", "#", "'", "l", "h", "hh", "q",
            "L", "f", "e", "g", "a", "x", "s", "c", "p", "n", "%", "#@v@", "é", "\n", "999", "$",
        ]
        let values: [Any] = [
            1, -7, "s", 2.5, UInt64.max, Int.min, Double.nan, Float(1.5), true, Int?.none as Any,
            NSNull(), Character("x"), 0x10FFFF + 1, -0.0,
        ]
        let renderers = [
            posix, FormatRenderer(symbols: NumberSymbols(for: "fa")),
            FormatRenderer(symbols: NumberSymbols(for: "hi")),
        ]
        for round in 0..<3000 {
            var format = ""
            for _ in 0..<Int(generator.next() % 8) { format += pieces[Int(generator.next() % UInt64(pieces.count))] }
            let count = Int(generator.next() % 4)
            let arguments = (0..<count).map { _ in values[Int(generator.next() % UInt64(values.count))] }
            let result = renderers[round % 3].render(format, arguments: arguments) { _, _ in
                generator.next() % 2 == 0 ? nil : "%d %#@v@"
            }
            let highest = max(arguments.count, FormatString.parse(format).argumentCount) + 8
            #expect(result.issues.allSatisfy { ($0.argumentIndex ?? 1) >= 1 && ($0.argumentIndex ?? 1) <= highest })
        }
    }
}
