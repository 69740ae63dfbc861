// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoTools
import Testing

@Suite struct SwiftSourceScannerTests {
    /// Source, then the keys found as `key|table` (table empty for Localizable).
    @Test(arguments: [
        (#"NSLocalizedString("settings.title", comment: "The title")"#, ["settings.title|"]),
        (
            #"NSLocalizedString("done", tableName: "Buttons", bundle: .main, value: "Done", comment: "")"#,
            ["done|Buttons"]
        ),
        (#"String(localized: "greeting")"#, ["greeting|"]),
        (#"String(localized: "volume", table: "Settings", comment: "x")"#, ["volume|Settings"]),
        (#"String(localized: "Hello \(name)!")"#, ["Hello %@!|"]),
        (#"Text("Hello \(user.name), you have \(3) new")"#, ["Hello %@, you have %lld new|"]),
        (#"Text("Price: \(2.5)")"#, ["Price: %lf|"]),
        (#"Text("\(count)% done")"#, ["%@%% done|"]),
        (#"Text("50% off")"#, ["50% off|"]),
        (#"Text("title", tableName: "Main")"#, ["title|Main"]),
        (#"Text(verbatim: "not.a.key")"#, []),
        (#"Text(name)"#, []),
        (#"Text("a" + b)"#, []),
        (#"Button("Save") { save() }"#, ["Save|"]),
        (#"Label("Inbox", systemImage: "tray")"#, ["Inbox|"]),
        (#"Toggle("Wi-Fi", isOn: $on)"#, ["Wi-Fi|"]),
        (#".navigationTitle("Settings")"#, ["Settings|"]),
        (#"navigationTitle("Settings")"#, []),
        (#"LocalizedStringKey("key.one")"#, ["key.one|"]),
        (#"LocalizedStringResource("key.two", table: "T")"#, ["key.two|T"]),
        (#"let x = "NSLocalizedString(\"inside\", comment: \"\")""#, []),
        ("// NSLocalizedString(\"commented\", comment: \"\")\n/* Text(\"also\") /* nested */ Text(\"still\") */", []),
        (#"Text("Tab\tand \"quotes\" and \u{1F600}")"#, ["Tab\tand \"quotes\" and 😀|"]),
        (##"Text(#"raw \(not) "quoted""#)"##, ["raw \\(not) \"quoted\"|"]),
        ("Text(\"\"\"\n multi\n \"\"\")", []),
        (#"static let keys = LocalizationKeys(table: "T", keys: ["a", "b.c"])"#, ["a|T", "b.c|T"]),
        (#"static let keys = LocalizationKeys(table: nil, keys: ["a"])"#, ["a|"]),
        // Lingo's own lookups.
        (#"localizer.string("a")"#, ["a|"]),
        (#"localizer.string("b", table: "T", default: "B")"#, ["b|T"]),
        (#"self.localizer.format("c %lld", 3)"#, ["c %lld|"]),
        (#"Localizer.shared.string("d")"#, ["d|"]),
        (#"model.appLocalizer?.format("e", table: "T", 1)"#, ["e|T"]),
        (#"format("f", 1)"#, ["f|"]),
        (#"func format(_ key: String, _ arguments: any CVarArg...) -> String"#, []),
        (#"json.string("not.lingo")"#, []),
        (#"case .string("enum.case")"#, []),
        (#"String(format: "%d", 3)"#, []),
        (#"localizer.string("Hello \(name)")"#, []),
        (#"localizer.string(key)"#, []),
    ])
    func findsKeys(source: String, expected: [String]) {
        let references = SwiftSourceScanner.references(in: source, path: "A.swift")
        #expect(references.map { "\($0.key)|\($0.table ?? "")" } == expected, "\(source)")
    }

    @Test func locationsAreTheLiterals() {
        let source = "import SwiftUI\n\nstruct V {\n    var body: some View { Text(\"title\") }\n}\n"
        let reference = SwiftSourceScanner.references(in: source, path: "V.swift").first
        #expect(reference?.location == SourceLocation(file: "V.swift", line: 4, column: 32))
        #expect(reference?.call == "Text")
    }

    @Test func interpolationsMatchAnyPlaceholder() {
        let reference = SwiftSourceScanner.references(in: #"Text("\(n) files in \(folder)")"#, path: "A.swift")[0]
        #expect(reference.key == "%@ files in %@")
        #expect(reference.matches("%lld files in %@"))
        #expect(reference.matches("%1$d files in %2$@"))
        #expect(!reference.matches("%lld files"))
        #expect(!reference.matches("%lld folders in %@"))
        let plain = SwiftSourceScanner.references(in: #"Text("files")"#, path: "A.swift")[0]
        #expect(plain.matches("files") && !plain.matches("%@"))
    }

    @Test func brokenSourceNeverTraps() {
        for source in [
            "Text(\"unterminated", "NSLocalizedString(", "Text(\"\\(open", "String(localized:", "/* never closed",
            "Text(#\"x\"", "LocalizationKeys(keys: [\"a\"", "\"\\u{ZZZ}\"", "Text(\"\\",
        ] {
            _ = SwiftSourceScanner.references(in: source, path: "Broken.swift")
        }
    }

    /// The accessors `lingo gen` writes, called from other files, are uses of their keys; the
    /// generated key lists are not.
    @Test func generatedAccessorsMapBackToTheirKeys() throws {
        let sources = try Fixtures.url("LingoCalls/Sources")
        let files = ["App.swift", "L10n+Generated.swift"].map { sources.appendingPathComponent($0).path }
        let references = try SwiftSourceScanner.references(inFiles: files)
        let uses = references.filter(\.countsAsUse).map { "\($0.key)|\($0.table ?? "")|\($0.location.line)" }
        #expect(
            uses.sorted() == [
                "cancel|Buttons|14", "done|Buttons|10", "greeting||9", "inbox.count||13", "legacy||15", "legacy||8",
                "missing.button|Buttons|11", "not.defined||7", "settings.title||12",
            ])
        // The generated lists name every key, without using any.
        let listed = references.filter { !$0.countsAsUse }.map(\.key)
        #expect(Set(listed) == ["greeting", "inbox.count", "legacy", "settings.title", "unused.one", "cancel", "done"])
        // Without the generated file, its accessors are not known.
        let alone = try SwiftSourceScanner.references(inFiles: [files[0]])
        #expect(!alone.contains { $0.key == "settings.title" })
    }
}
