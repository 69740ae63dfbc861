// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import Testing

@Suite struct FormatStringParserTests {
    private func only(_ text: String) throws -> FormatPlaceholder {
        let format = FormatString.parse(text)
        #expect(format.issues.isEmpty, "\(text): \(format.issues)")
        let placeholders = format.placeholders
        try #require(placeholders.count == 1, "\(text): \(placeholders)")
        return placeholders[0]
    }

    // MARK: Conversions

    @Test(arguments: [
        ("%@", FormatConversion.object, FormatTypeClass.object),
        ("%d", .decimal, .integer), ("%i", .integer, .integer), ("%u", .unsigned, .integer),
        ("%o", .octal, .integer), ("%x", .hex, .integer), ("%X", .upperHex, .integer),
        ("%D", .longDecimal, .integer), ("%U", .longUnsigned, .integer), ("%O", .longOctal, .integer),
        ("%c", .character, .character), ("%C", .wideCharacter, .character),
        ("%s", .cString, .cString), ("%S", .wideCString, .cString),
        ("%f", .fixed, .float), ("%F", .upperFixed, .float), ("%e", .exponential, .float),
        ("%E", .upperExponential, .float), ("%g", .general, .float), ("%G", .upperGeneral, .float),
        ("%a", .hexFloat, .float), ("%A", .upperHexFloat, .float),
        ("%p", .pointer, .pointer),
    ])
    func conversion(text: String, conversion: FormatConversion, typeClass: FormatTypeClass) throws {
        let placeholder = try only("<\(text)>")
        #expect(placeholder.conversion == conversion)
        #expect(placeholder.typeClass == typeClass)
        #expect(placeholder.text == text)
        #expect(placeholder.range == 1..<(1 + text.count))
        #expect(placeholder.argumentIndex == 1)
        #expect(!placeholder.isPositional)
        #expect(placeholder.flags.isEmpty && placeholder.width == nil && placeholder.precision == nil)
        #expect(placeholder.length == nil && placeholder.variable == nil)
    }

    /// Xcode 26's named placeholders (`%(count)lld`) are placeholders like any other; the name
    /// only labels the parameter of Xcode's generated symbol.
    @Test func argumentNames() throws {
        let format = FormatString.parse("%(name)@ has %(count)lld")
        #expect(format.issues.isEmpty)
        #expect(format.placeholders.map(\.text) == ["%(name)@", "%(count)lld"])
        #expect(format.placeholders.map(\.argumentIndex) == [1, 2])
        #expect(format.placeholders.map(\.conversion) == [.object, .decimal])
        let positional = FormatString.parse("%2$(count)lld by %1$(name)@")
        #expect(positional.issues.isEmpty)
        #expect(positional.placeholders.map(\.argumentIndex) == [2, 1])
        #expect(!FormatString.parse("%()@").issues.isEmpty, "an empty name is no placeholder")
    }

    @Test func everyConversionIsCovered() {
        #expect(FormatConversion.allCases.count == 24)
    }

    // MARK: Flags, width, precision, length

    @Test(
        arguments: [
            ("%-d", FormatFlags.leftAlign), ("%+d", FormatFlags.plusSign), ("% 5d", .space), ("%#x", .alternate),
            ("%05d", .zeroPad), ("%'d", .grouping),
            ("%-+ #0'd", [.leftAlign, .plusSign, .space, .alternate, .zeroPad, .grouping]),
            ("%+-d", [.plusSign, .leftAlign]), ("%00d", .zeroPad),
        ] as [(String, FormatFlags)])
    func flags(text: String, flags: FormatFlags) throws {
        let placeholder = try only(text)
        #expect(placeholder.flags == flags)
    }

    @Test(arguments: [
        ("%5d", FormatAmount?.some(.fixed(5)), FormatAmount?.none),
        ("%.3f", nil, .fixed(3)),
        ("%.f", nil, .fixed(0)),
        ("%10.4f", .fixed(10), .fixed(4)),
        ("%*d", .argument(index: 1, isPositional: false), nil),
        ("%.*f", nil, .argument(index: 1, isPositional: false)),
        ("%*.*f", .argument(index: 1, isPositional: false), .argument(index: 2, isPositional: false)),
        ("%3$*1$.*2$f", .argument(index: 1, isPositional: true), .argument(index: 2, isPositional: true)),
        ("%-08.3e", .fixed(8), .fixed(3)),
    ])
    func widthAndPrecision(text: String, width: FormatAmount?, precision: FormatAmount?) throws {
        let placeholder = try only(text)
        #expect(placeholder.width == width)
        #expect(placeholder.precision == precision)
    }

    @Test func starArgumentsComeBeforeTheValue() throws {
        let both = try only("%*.*f")
        let width = try only("%*d")
        #expect(both.argumentIndex == 3)
        #expect(width.argumentIndex == 2)
        let format = FormatString.parse("%*d %d")
        #expect(format.placeholders.map(\.argumentIndex) == [2, 3])
        #expect(format.argumentTypes == [1: .integer, 2: .integer, 3: .integer])
        #expect(format.argumentCount == 3)
    }

    @Test(arguments: [
        ("%hhd", FormatLength.char), ("%hd", .short), ("%ld", .long), ("%lld", .longLong), ("%qd", .quad),
        ("%Lf", .longDouble), ("%zu", .size), ("%td", .pointerDifference), ("%jd", .intMax), ("%lx", .long),
        ("%llu", .longLong), ("%hhx", .char),
    ])
    func lengthModifier(text: String, length: FormatLength) throws {
        let placeholder = try only(text)
        #expect(placeholder.length == length)
        #expect(placeholder.text == text)
    }

    // MARK: Positions

    @Test func positionalArguments() {
        let format = FormatString.parse("%2$@ owes %1$@ %3$.2f")
        #expect(format.issues.isEmpty)
        #expect(format.placeholders.map(\.argumentIndex) == [2, 1, 3])
        #expect(format.placeholders.allSatisfy { $0.isPositional })
        #expect(format.argumentTypes == [1: .object, 2: .object, 3: .float])
        #expect(format.isPositional)
    }

    @Test func sameArgumentTwice() {
        let format = FormatString.parse("%1$d and again %1$d")
        #expect(format.issues.isEmpty)
        #expect(format.argumentCount == 1)
    }

    @Test func holeInPositionsIsReported() throws {
        let format = FormatString.parse("%1$@ %3$@")
        #expect(format.placeholders.map(\.argumentIndex) == [1, 3])
        let issue = try #require(format.issues.first)
        #expect(format.issues.count == 1)
        #expect(issue.kind == .unusedPosition)
        #expect(issue.argumentIndex == 2)
        #expect(issue.text == "%3$@")
        #expect(issue.range == 5..<9)
    }

    @Test func mixingPositionalAndSequentialIsReported() throws {
        let format = FormatString.parse("%1$@ and %@")
        let issue = try #require(format.issues.first { $0.kind == .mixedPositional })
        #expect(issue.text == "%@")
        #expect(issue.range == 9..<11)
        // Foundation's rule: sequential placeholders count only among themselves.
        #expect(format.placeholders.map(\.argumentIndex) == [1, 1])
        #expect(FormatString.parse("%2$@ %@").placeholders.map(\.argumentIndex) == [2, 1])
    }

    @Test func conflictingTypesForOneArgument() throws {
        let format = FormatString.parse("%1$@ is %1$d")
        let issue = try #require(format.issues.first)
        #expect(format.issues.count == 1)
        #expect(issue.kind == .conflictingTypes)
        #expect(issue.argumentIndex == 1)
        #expect(issue.expected == .object)
        #expect(issue.actualType == "integer")
        #expect(issue.range == 8..<12)
        #expect(format.argumentTypes == [1: .object])
        // A length-only difference is not a conflict.
        #expect(FormatString.parse("%1$d %1$ld").issues.isEmpty)
    }

    @Test func starArgumentConflictingWithValue() {
        let format = FormatString.parse("%1$*1$@")
        #expect(format.issues.map(\.kind) == [.conflictingTypes])
    }

    // MARK: Percent signs

    @Test func doublePercentIsLiteral() {
        let format = FormatString.parse("100%% sure, %d%%")
        #expect(format.issues.isEmpty)
        #expect(format.segments == [.literal("100% sure, "), format.segments[1], .literal("%")])
        #expect(format.placeholders.map(\.range) == [12..<14])
    }

    @Test(arguments: [
        ("50% off", "% o", 2..<5),
        ("Save 20% de plus", "% d", 7..<10),
        ("100% sure", "% s", 3..<6),
        ("x%  do", "%  d", 1..<5),
        ("100% !", "% !", 3..<6),
        ("done 100% ", "% ", 8..<10),
        ("% @home", "% @", 0..<3),
        ("50 % terminé", "%", 3..<4),  // not `% te` followed by "rminé"
        ("à 80 % lors", "%", 5..<6),  // not `% lo`
    ])
    func percentInProse(text: String, directive: String, range: Range<Int>) throws {
        let format = FormatString.parse(text)
        #expect(format.placeholders.isEmpty)
        #expect(format.segments == [.literal(text)])
        let issue = try #require(format.issues.first)
        #expect(format.issues.count == 1)
        #expect(issue.kind == .percentInProse)
        #expect(issue.text == directive)
        #expect(issue.range == range)
    }

    @Test func proseDoesNotShiftArguments() {
        let format = FormatString.parse("%d% of %d")
        #expect(format.placeholders.map(\.argumentIndex) == [1, 2])
        #expect(format.issues.map(\.kind) == [.percentInProse])
    }

    @Test(arguments: ["% 5d", "%1$ d", "% +d", "% ld", "% .2f", "% d", "x:% i.", "%  d"])
    func spaceFlagWithMoreIsAPlaceholder(text: String) throws {
        let placeholder = try only(text)
        #expect(placeholder.flags.contains(.space))
    }

    // MARK: Invalid specifiers

    @Test(arguments: [
        ("a%kb", "%k", 1..<3),
        ("end %", "%", 4..<5),
        ("%5%", "%5%", 0..<3),
        ("%0$d", "%0$", 0..<3),
        ("%128$d", "%128$", 0..<5),
        ("%ll", "%ll", 0..<3),
        ("%lld%hhq", "%hhq", 4..<8),
        ("%.*k", "%.*k", 0..<4),
        ("%#@name", "%#@name", 0..<7),
        ("%#@@", "%#@@", 0..<4),
        ("%é", "%é", 0..<2),
        ("%\n", "%", 0..<1),
        ("%1$", "%1$", 0..<3),
        ("%*1$", "%*1$", 0..<4),
    ])
    func invalidSpecifierStaysLiteral(text: String, directive: String, range: Range<Int>) throws {
        let format = FormatString.parse(text)
        let issue = try #require(format.issues.first { $0.kind == .invalidSpecifier })
        #expect(issue.text == directive)
        #expect(issue.range == range)
        let literal = format.segments.compactMap { segment -> String? in
            if case .literal(let text) = segment { text } else { nil }
        }.joined()
        #expect(literal.contains(directive))
    }

    @Test func invalidDirectiveDoesNotConsumeAnArgument() {
        let format = FormatString.parse("%*k %d")
        #expect(format.placeholders.map(\.argumentIndex) == [1])
    }

    @Test func countConversionIsReported() throws {
        let format = FormatString.parse("ab%nc")
        #expect(format.placeholders.first?.conversion == .count)
        let issue = try #require(format.issues.first)
        #expect(issue.kind == .countConversion)
        #expect(issue.range == 2..<4)
    }

    @Test func hugeWidthAndPrecisionAreClamped() throws {
        let format = FormatString.parse("%999999999999999999999d|%.99999f")
        #expect(format.placeholders.map(\.width) == [.fixed(FormatString.maximumWidth), nil])
        #expect(format.placeholders.map(\.precision) == [nil, .fixed(FormatString.maximumPrecision)])
        #expect(format.issues.map(\.kind) == [.widthTooLarge, .precisionTooLarge])
        #expect(format.issues.map(\.range) == [1..<22, 26..<31])
        #expect(FormatString.parse("%1024d").issues.isEmpty)
    }

    // MARK: Substitutions

    @Test func substitutionTokens() {
        let format = FormatString.parse("%#@files@ in %#@folders@, %2$#@again@")
        #expect(format.placeholders.map(\.variable) == ["files", "folders", "again"])
        #expect(format.placeholders.map(\.argumentIndex) == [1, 2, 2])
        #expect(format.placeholders.map(\.text) == ["%#@files@", "%#@folders@", "%2$#@again@"])
        #expect(format.placeholders.allSatisfy { $0.isSubstitution && $0.typeClass == nil })
        #expect(format.argumentTypes.isEmpty)
        #expect(format.issues.map(\.kind) == [.mixedPositional])
    }

    /// A name is everything up to the next `@`, as `.stringsdict` files and String Catalogs
    /// read it (one rule: `VariableReference`).
    @Test(arguments: [
        ("%#@count_2@", "count_2"), ("%#@na me@", "na me"), ("%#@item-count.v2@", "item-count.v2"),
        ("%#@été@", "été"),
    ])
    func substitutionNamesRunToTheNextAt(text: String, name: String) throws {
        #expect(try only(text).variable == name)
        #expect(FormatString.parse(text).issues.isEmpty)
    }

    @Test func positionalSubstitution() throws {
        let positional = try only("%1$#@N@")
        #expect(positional.variable == "N")
        #expect(positional.isPositional)
    }

    // MARK: Positions in text

    @Test func rangesCountUnicodeScalars() {
        let format = FormatString.parse("é👍 %d — %1$@")
        #expect(format.placeholders.map(\.range) == [3..<5, 8..<12])
        #expect(format.issues.first?.kind == .mixedPositional)
        #expect(format.issues.first?.range == 8..<12)
    }

    @Test func segmentsRoundTripTheText() {
        for text in ["", "plain", "%d", "a %d b %@ c %%", "%1$@ %3$@", "50% off", "%k%", "%#@x@ and %#@y"] {
            let format = FormatString.parse(text)
            let rebuilt = format.segments.map { segment -> String in
                switch segment {
                case .literal(let literal): literal
                case .placeholder(let placeholder): placeholder.text
                }
            }.joined()
            #expect(rebuilt == text.replacingOccurrences(of: "%%", with: "%"), "\(text)")
        }
    }

    @Test func issuesAreSortedByPosition() {
        let format = FormatString.parse("%k %1$d %@ %3$d %z")
        let starts = format.issues.map(\.range.lowerBound)
        #expect(starts == starts.sorted())
        // `%@` is argument 1 (sequential placeholders count among themselves), which `%1$d`
        // uses as an integer.
        #expect(
            format.issues.map(\.kind) == [
                .invalidSpecifier, .mixedPositional, .conflictingTypes,
                .unusedPosition, .invalidSpecifier,
            ])
    }

    @Test func issueDescriptionSaysWhereAndWhat() throws {
        let issue = try #require(FormatString.parse("%1$@ %3$@").issues.first)
        #expect(issue.description == "column 6: \"%3$@\": argument 2 is never used by this positional format")
    }
}
