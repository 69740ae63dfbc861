// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo
import LingoFormats
import TestSupport
import Testing

/// `%#@name@` tokens: the resolver supplies the variable's text (as a `.stringsdict` plural
/// rule would), which renders with the same arguments.
@Suite struct FormatSubstitutionTests {
    private let renderer = FormatRenderer(symbols: .posix)

    /// English-like plural forms keyed by variable: `one` for 1, `other` otherwise.
    private func forms(_ table: [String: (one: String, other: String)]) -> FormatRenderer.SubstitutionResolver {
        { name, argument in
            guard let forms = table[name] else { return nil }
            return argument == .signed(1) ? forms.one : forms.other
        }
    }

    @Test(arguments: [(1, "1 file"), (0, "0 files"), (3, "3 files")])
    func pluralForm(count: Int, expected: String) {
        let result = renderer.render("%#@files@", count, substitutions: forms(["files": ("%d file", "%d files")]))
        #expect(result.string == expected)
        #expect(result.issues.isEmpty)
    }

    /// The variable's sequential placeholders start at its own argument: `folders` formats
    /// argument 2 even though the `files` form used no number.
    @Test func sequentialPlaceholdersStartAtTheVariablesArgument() {
        let resolver = forms(["files": ("one file", "%d files"), "folders": ("one folder", "%d folders")])
        let format = "%#@files@ in %#@folders@"
        #expect(renderer.render(format, 1, 5, substitutions: resolver).string == "one file in 5 folders")
        #expect(renderer.render(format, 4, 1, substitutions: resolver).string == "4 files in one folder")
        let result = renderer.render("%#@files@ in %#@folders@", 4, 5, substitutions: resolver)
        #expect(result.string == "4 files in 5 folders")
        #expect(result.issues.isEmpty)
    }

    @Test func positionalPlaceholdersInTheTextKeepTheirIndex() {
        let resolver = forms(["files": ("%2$@ has one file", "%2$@ has %1$d files")])
        #expect(renderer.render("%1$#@files@", 3, "Mia", substitutions: resolver).string == "Mia has 3 files")
        #expect(renderer.render("%#@files@", 1, "Mia", substitutions: resolver).string == "Mia has one file")
    }

    @Test func positionalTokensSelectTheirArgument() {
        let resolver = forms(["a": ("one a", "%d a"), "b": ("one b", "%d b")])
        #expect(renderer.render("%2$#@b@, %1$#@a@", 1, 7, substitutions: resolver).string == "7 b, one a")
    }

    @Test func resolverReceivesTheArgumentAsTheEngineSeesIt() {
        var seen: [String: FormatArgument] = [:]
        let result = renderer.render("%#@a@ %#@b@ %#@c@", 3, 1.5, "x") { name, argument in
            seen[name] = argument
            return name
        }
        #expect(result.string == "a b c")
        #expect(seen == ["a": .signed(3), "b": .float(1.5), "c": .text("x")])
    }

    @Test func textAroundTheTokenAndNumbersAreLocalized() {
        let german = FormatRenderer(symbols: NumberSymbols(for: "de"))
        let result = german.render("Noch %#@n@.", 1234, substitutions: forms(["n": ("eine Datei", "%d Dateien")]))
        #expect(result.string == "Noch 1.234 Dateien.")
    }

    @Test func issuesInsideTheVariableNameIt() throws {
        let result = renderer.render("%#@files@", 2, substitutions: forms(["files": ("", "%d %k files, %@")]))
        #expect(result.string == "2 %k files, %@")
        let invalid = try #require(result.issues.first { $0.kind == .invalidSpecifier })
        #expect(invalid.variable == "files")
        #expect(invalid.range == 3..<5)
        let missing = try #require(result.issues.first { $0.kind == .missingArgument })
        #expect(missing.variable == "files")
        #expect(missing.argumentIndex == 2)
    }

    @Test func argumentsUsedOnlyInsideVariablesAreNotExtra() {
        let resolver = forms(["pair": ("", "%d and %d")])
        let result = renderer.render("%#@pair@", 2, 3, substitutions: resolver)
        #expect(result.string == "2 and 3")
        #expect(result.issues.isEmpty)
        let extra = renderer.render("%#@pair@", 2, 3, 4, substitutions: resolver)
        #expect(extra.issues.map(\.kind) == [.extraArgument])
        #expect(extra.issues.first?.argumentIndex == 3)
    }

    @Test func unknownVariableRendersAsWritten() throws {
        let result = renderer.render("%#@nope@ left", 2, substitutions: forms([:]))
        #expect(result.string == "%#@nope@ left")
        let issue = try #require(result.issues.first)
        #expect(issue.kind == .unresolvedSubstitution)
        #expect(issue.text == "%#@nope@")
        #expect(issue.argumentIndex == 1)
    }

    @Test func missingArgumentForTheToken() {
        let result = renderer.render("%#@files@", substitutions: forms(["files": ("one", "%d")]))
        #expect(result.string == "%#@files@")
        #expect(result.issues.map(\.kind) == [.missingArgument])
    }

    /// A form that refers to its own variable is shown once, the repeated token as written:
    /// never eight copies of the form.
    @Test func selfReferenceIsShownOnce() {
        let result = renderer.render("%#@loop@", 2) { _, _ in "x%#@loop@" }
        #expect(result.string == "x%#@loop@")
        #expect(result.issues.map(\.kind) == [.recursiveSubstitution])
        // Through another variable too.
        let cycle = renderer.render("%#@a@", 2) { name, _ in name == "a" ? "a%#@b@" : "b%#@a@" }
        #expect(cycle.string == "ab%#@a@")
        #expect(cycle.issues.map(\.kind) == [.recursiveSubstitution])
    }

    /// Texts with several tokens each would multiply the output at every level (3 tokens and
    /// 8 levels make 6561 copies); a rendering stops after 64 substitutions.
    @Test func fanOutIsBounded() {
        let result = renderer.render("%#@x0@", 2) { name, _ in
            let next = "x\(Int(name.dropFirst())! + 1)"
            return "(%1$#@\(next)@%1$#@\(next)@%1$#@\(next)@)"
        }
        #expect(result.string.count < 64 * 30)
        #expect(result.string.hasPrefix("(((((((("))
        #expect(result.issues.allSatisfy { $0.kind == .substitutionLimit })
        #expect(!result.issues.isEmpty)
    }
}
