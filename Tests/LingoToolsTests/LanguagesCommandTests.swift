// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

@testable import LingoTools

/// `lingo languages`: the list an app's `CFBundleLocalizations` should hold, printed or written
/// into an `Info.plist` line by line; and `bundle-localizations` on a package's
/// `defaultLocalization`.
@Suite struct LanguagesCommandTests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleDisplayName</key>
        \t<string>Fixture</string>
        \t<key>CFBundleLocalizations</key>
        \t<array>
        \t\t<string>en</string>
        \t\t<string>fr</string>
        \t\t<string>zh_Hans</string>
        \t</array>
        </dict>
        </plist>

        """

    /// An app with en, de and zh-Hans folders, a Base folder and a language only a pod ships.
    static func app(in folder: URL) throws {
        for language in ["en", "de", "zh-Hans", "Base"] {
            try CommandLineTests.write("\"a\" = \"A\";\n", to: "App/\(language).lproj/Localizable.strings", in: folder)
        }
        try CommandLineTests.write("\"a\" = \"A\";\n", to: "App/Pods/Dep/ja.lproj/Localizable.strings", in: folder)
    }

    @Test func printsTheShippedLanguagesAsTextAndJSON() throws {
        try withTemporaryFolder { folder in
            try Self.app(in: folder)
            let text = try LingoExecutable.run(["languages", "App"], in: folder)
            #expect(text.status == 0)
            #expect(text.output == "de\nen\nzh-Hans\n")
            let json = try LingoExecutable.run(["languages", "App", "--format", "json"], in: folder)
            #expect(json.status == 0)
            #expect(
                try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String] == ["de", "en", "zh-Hans"])
        }
    }

    @Test func writesOnlyTheLinesThatChangeAndThenNothing() throws {
        try withTemporaryFolder { folder in
            try Self.app(in: folder)
            let plist = folder.appendingPathComponent("App/Info.plist")
            try Data(Self.plist.utf8).write(to: plist)
            let first = try LingoExecutable.run(["languages", "App", "--write", plist.path], in: folder)
            #expect(first.status == 0, "\(first.error)")
            // fr goes, zh_Hans keeps its spelling and line, de is added at the end.
            let expected = Self.plist.replacingOccurrences(of: "\t\t<string>fr</string>\n", with: "")
                .replacingOccurrences(
                    of: "\t\t<string>zh_Hans</string>\n",
                    with: "\t\t<string>zh_Hans</string>\n\t\t<string>de</string>\n")
            #expect(try String(contentsOf: plist, encoding: .utf8) == expected)
            // The rule agrees with the file now, and a second run changes nothing.
            let lint = try LingoExecutable.run(["lint", "App"], in: folder)
            #expect(!lint.output.contains("bundle-localizations") && !lint.error.contains("[bundle-localizations]"))
            let modified = try FileManager.default.attributesOfItem(atPath: plist.path)[.modificationDate] as? Date
            let second = try LingoExecutable.run(["languages", "App", "--write", plist.path], in: folder)
            #expect(second.status == 0 && second.error.contains("unchanged"))
            #expect(
                try FileManager.default.attributesOfItem(atPath: plist.path)[.modificationDate] as? Date == modified)
            #expect(try String(contentsOf: plist, encoding: .utf8) == expected)
        }
    }

    @Test func addsTheKeyWhereThereIsNoneAndRefusesABinaryList() throws {
        let without =
            "<plist version=\"1.0\">\r\n<dict>\r\n    <key>A</key>\r\n    <string>b</string>\r\n</dict>\r\n</plist>\r\n"
        #expect(
            InfoPlistLocalizations.rewriting(without, languages: ["de", "en"])
                == "<plist version=\"1.0\">\r\n<dict>\r\n    <key>A</key>\r\n    <string>b</string>\r\n"
                + "    <key>CFBundleLocalizations</key>\r\n    <array>\r\n        <string>de</string>\r\n"
                + "        <string>en</string>\r\n    </array>\r\n</dict>\r\n</plist>\r\n")
        let empty = "<plist>\n<dict>\n\t<key>CFBundleLocalizations</key>\n\t<array/>\n</dict>\n</plist>\n"
        #expect(
            InfoPlistLocalizations.rewriting(empty, languages: ["en"])
                == "<plist>\n<dict>\n\t<key>CFBundleLocalizations</key>\n\t<array>\n\t\t<string>en</string>\n\t</array>\n</dict>\n</plist>\n"
        )
        try withTemporaryFolder { folder in
            try Self.app(in: folder)
            let plist = folder.appendingPathComponent("Info.plist")
            let binary = Data("bplist00".utf8) + Data([0xD1, 0x01, 0x02])
            try binary.write(to: plist)
            let result = try LingoExecutable.run(["languages", "App", "--write", plist.path], in: folder)
            #expect(result.status == 2)
            #expect(result.error.contains("not an XML property list"), "\(result.error)")
            #expect(try Data(contentsOf: plist) == binary)
        }
    }

    @Test func aPackagesDefaultLocalizationMustBeALanguageItShips() throws {
        try withTemporaryFolder { folder in
            try CommandLineTests.write(
                "\"a\" = \"A\";\n", to: "Sources/App/Resources/en.lproj/Localizable.strings", in: folder)
            try CommandLineTests.write(
                "\"a\" = \"Ä\";\n", to: "Sources/App/Resources/de.lproj/Localizable.strings", in: folder)
            let manifest = "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n"
            func lint(_ setting: String) throws -> [String] {
                try CommandLineTests.write(manifest + setting + "    name: \"P\")\n", to: "Package.swift", in: folder)
                let result = try LingoExecutable.run(["lint", "Sources", "--format", "json"], in: folder)
                let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
                let findings = object?["findings"] as? [[String: Any]] ?? []
                return findings.filter { $0["rule"] as? String == "bundle-localizations" }.map {
                    "\($0["line"] ?? ""): \($0["message"] ?? "")"
                }
            }
            #expect(try lint("    defaultLocalization: \"en\",\n") == [])
            #expect(
                try lint("    defaultLocalization: \"fr\",\n")
                    == ["5: defaultLocalization 'fr' is not a language the package ships (de, en)"])
            #expect(try lint("").first?.contains("sets no defaultLocalization") == true)
        }
    }
}
