// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoTools
import LingoUtilities

/// `lingo languages`: the languages an app ships, as `CFBundleLocalizations` should list them.
enum LanguagesCommand {
    static let command = LingoCommand(
        name: "languages", synopsis: "languages [PATH...] [options]",
        summary: "The languages the app ships, for CFBundleLocalizations (lingo languages --help)", usage: usage,
        valueOptions: ["format", "development-language", "config"], run: run)

    static let usage = """
        USAGE: lingo languages [PATH...] [options]

        Prints the languages the app ships, one BCP 47 tag per line, sorted: those of its .lproj
        folders and String Catalogs. Base, qqq and private-use folders are not languages, and
        languages only a dependency ships (under .build/checkouts, SourcePackages/checkouts,
        Pods or Carthage) are left out: paste the list into Info.plist's CFBundleLocalizations.
        `lingo lint` reports a list that differs (rule bundle-localizations).

        OPTIONS:
          --format text|json             Output format (default: text; json: one array of tags)
          --config FILE                  A .lingo.json (default: the one in the current folder)
          --development-language TAG     The development language, if not configured

        Exit status: 0 printed, 2 usage or I/O error.
        """

    static func run(_ parsed: CommandLineArguments) throws -> ExitStatus {
        var json = false
        switch parsed.value("format") {
        case nil, "text": break
        case "json": json = true
        case let other?:
            throw CommandLineArguments.UsageError(description: "unknown format \(other) (expected text or json)")
        }
        let project = try parsed.selection(paths: parsed.positionals).load()
        let languages = BundleLocalizationRules.shippedLanguages(project).own
        if json {
            Terminal.write("[" + languages.map(JSONWriter.quoted).joined(separator: ", ") + "]\n")
        } else {
            Terminal.write(languages.map { $0 + "\n" }.joined())
        }
        return .success
    }
}
