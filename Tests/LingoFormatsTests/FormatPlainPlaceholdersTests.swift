// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import TestSupport
import Testing

/// ``FormatString/haveSamePlainPlaceholders(_:_:)`` may say `true` only where both texts parse
/// without an issue and take the same arguments, each of the same type.
@Suite struct FormatPlainPlaceholdersTests {
    /// The arguments of a parse: index and type class of each placeholder, in argument order;
    /// `nil` when the parse has an issue, a substitution or a `*` amount.
    static func arguments(_ text: String) -> [String]? {
        let format = FormatString.parse(text)
        guard format.issues.isEmpty else { return nil }
        var result = [String]()
        for placeholder in format.placeholders {
            guard let typeClass = placeholder.typeClass, placeholder.variable == nil else { return nil }
            if case .argument = placeholder.width { return nil }
            if case .argument = placeholder.precision { return nil }
            result.append("\(placeholder.argumentIndex):\(typeClass.rawValue)")
        }
        return result.sorted()
    }

    @Test(arguments: [
        ("Hello", "Bonjour"), ("100%% sure", "sûr à 100%%"), ("%@ has %d items", "%@ a %d éléments"),
        ("%lld files", "%lld fichiers"), ("%.2f km", "%.2f km"), ("%05d", "n° %05d"), ("%-10s|", "%-10s|"),
        ("%hhu %zu %qd %lx", "%hhu, %zu, %qd, %lx"), ("%c%p%e%G%A", "%c %p %e %G %A"), ("%.f", "(%.f)"),
        ("%1$@", "%1$@"), ("%1$@ and %2$lld", "%2$lld et %1$@"), ("%2$d %1$@ %3$s", "%1$@ %3$s %2$d"),
        // A position written or not: the same argument.
        ("%1$@", "%@"),
    ])
    func samePlainPlaceholders(text: String, other: String) {
        #expect(FormatString.haveSamePlainPlaceholders(text, other))
        #expect(FormatString.haveSamePlainPlaceholders(other, text))
        #expect(Self.arguments(text) != nil && Self.arguments(text) == Self.arguments(other))
    }

    @Test(arguments: [
        // Different placeholders, or in another order.
        ("%@ %d", "%d %@"), ("%d", "%ld"), ("%d", "%d %d"), ("%@", "no placeholder"), ("%.2f", "%.1f"),
        // Not plain: positions, `*`, substitutions, the space flag, names, `%n`, prose, the end.
        ("%1$@ %2$d", "%1$d %2$@"), ("%1$@ %2$d", "%1$@"),
        ("%*d", "%*d"), ("%.*f", "%.*f"), ("%#@files@", "%#@files@"), ("% d", "% d"),
        ("%(count)lld", "%(count)lld"), ("%n", "%n"), ("50% off", "50% off"), ("100%", "100%"),
        ("%100d", "%100d"), ("%.100f", "%.100f"), ("%lf", "%lf"), ("%l@", "%l@"), ("%Lf", "%Lf"), ("%'d", "%'d"),
        ("%D", "%D"), ("%S", "%S"), ("%y", "%y"), ("%-", "%-"), ("%1$@ %@", "%1$@ %@"),
        // Positions that leave one out, take one twice, or are not 1 to 9.
        ("%2$@", "%2$@"), ("%1$@ %1$@", "%1$@ %1$@"), ("%10$@", "%10$@"), ("%0$@", "%0$@"), ("%01$@", "%01$@"),
        ("%@%@%@%@%@%@%@%@%@%@", "%@%@%@%@%@%@%@%@%@%@"),
    ])
    func notTold(text: String, other: String) {
        #expect(!FormatString.haveSamePlainPlaceholders(text, other))
    }

    /// Every text of the real apps' `.strings` files, against itself and against the next text
    /// with a `%`: wherever the answer is `true`, the parser agrees.
    @Test(.sharedData) func theParserAgreesOnTheCorpora() throws {
        let files = SharedData.files(under: SharedData.corpora, withExtension: "strings")
        try #require(!files.isEmpty, "\(SharedData.missingMessage)")
        var told = 0, formats = 0
        var previous: String?
        for url in files {
            for entry in try StringsFile(contentsOf: url).entries where entry.value.contains("%") {
                formats += 1
                for other in [entry.value, previous].compactMap({ $0 })
                where FormatString.haveSamePlainPlaceholders(entry.value, other) {
                    told += 1
                    let arguments = Self.arguments(entry.value)
                    #expect(arguments != nil && arguments == Self.arguments(other), "\(entry.value) | \(other)")
                }
                previous = entry.value
            }
        }
        // It tells most formats of a real app without parsing them.
        #expect(formats > 1_000)
        #expect(told * 2 > formats, "\(told) of \(formats)")
    }
}
