// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoTools
import LingoUtilities

/// `lingo languages`: the languages an app ships, as `CFBundleLocalizations` should list them.
enum LanguagesCommand {
    static let command = LingoCommand(
        name: "languages", synopsis: "languages [PATH...] [options]",
        summary: "The languages the app ships, for CFBundleLocalizations (lingo languages --help)", usage: usage,
        valueOptions: ["format", "development-language", "config", "write"], run: run)

    static let usage = """
        USAGE: lingo languages [PATH...] [options]

        Prints the languages the app ships, one BCP 47 tag per line, sorted: those of its .lproj
        folders and String Catalogs. Base, qqq and private-use folders are not languages, and
        languages only a dependency ships (under .build/checkouts, SourcePackages/checkouts,
        Pods or Carthage) are left out: paste the list into Info.plist's CFBundleLocalizations.
        `lingo lint` reports a list that differs (rule bundle-localizations).

        With --write, sets the list in an XML Info.plist instead, changing only the lines it
        must: entries still shipped keep their line, others are removed, new ones are added at
        the end of the array (or the key and its array before the last </dict>). A list that is
        already right leaves the file untouched.

        OPTIONS:
          --format text|json             Output format (default: text; json: one array of tags)
          --write INFO_PLIST             Write the list into this Info.plist's CFBundleLocalizations
          --config FILE                  A .lingo.json (default: the one in the current folder)
          --development-language TAG     The development language, if not configured

        Exit status: 0 printed, or written (or already right); 2 usage or I/O error (a file
        that is not an XML property list, or whose list cannot be edited line by line).
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
        if let plist = parsed.value("write") {
            return try write(languages, into: plist)
        }
        if json {
            Terminal.write("[" + languages.map(JSONWriter.quoted).joined(separator: ", ") + "]\n")
        } else {
            Terminal.write(languages.map { $0 + "\n" }.joined())
        }
        return .success
    }

    /// Sets `languages` as `CFBundleLocalizations` in the property list at `path`.
    static func write(_ languages: [String], into path: String) throws -> ExitStatus {
        let text = try InfoPlistLocalizations.xmlText(at: path)
        guard let rewritten = InfoPlistLocalizations.rewriting(text, languages: languages) else {
            throw LingoToolsError.unwritable(
                path: path,
                reason: "its CFBundleLocalizations is not an <array> on the line after the key, or it has no </dict>")
        }
        let count = "\(languages.count) language\(languages.count == 1 ? "" : "s")"
        guard rewritten != text else {
            Terminal.error("\(path): CFBundleLocalizations already lists the \(count) the app ships; unchanged")
            return .success
        }
        try FileAccess.write(Data(rewritten.utf8), to: path)
        Terminal.error("\(path): CFBundleLocalizations now lists the \(count) the app ships")
        return .success
    }
}
