// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoCommandLine
import LingoPublishing
import LingoRemote

/// `lingo pack RESOURCES --output DIR --version N --key KEYFILE`.
enum PackCommand {
    static let command = LingoCommand(
        name: "pack", synopsis: "pack RESOURCES",
        summary: "Build a signed over-the-air update (lingo pack --help)", usage: usage,
        valueOptions: [
            "output", "version", "key", "min-app-version", "max-app-version", "base", "development-language",
            "app-id", "expires", "previous",
        ],
        flagOptions: ["revoke", "sign-with-problems", "allow-version-jump"], run: run)

    static let usage = """
        USAGE: lingo pack RESOURCES --output DIR --version N --key KEYFILE
                          [--min-app-version V] [--max-app-version V] [--base BUNDLED] [--revoke]
                          [--development-language TAG] [--app-id ID] [--sign-with-problems]
                          [--expires DATE] [--previous MANIFEST] [--allow-version-jump]

        Builds an over-the-air update from the .lproj tables and .xcstrings catalogs in
        RESOURCES: DIR gets the tables in Apple's formats, manifest.json (versions, languages,
        every file's path, size and SHA-256) and manifest.json.sig (its Ed25519 signature with
        KEYFILE, from `lingo keygen`). Serve DIR from any static host.

        Nothing an app would refuse is signed: every translation is checked against the
        development language first, as apps check updates (placeholders by index and type, the
        plural forms its language needs, no empty text, tables that parse). Any problem exits
        with status 1 and signs nothing, listing each, placeholder problems first. With --base,
        what the app's bundled strings already ship never blocks (a device accepts it). Without
        --base, what the app ships is not known, so every problem blocks; --sign-with-problems
        signs anyway and lists them as warnings (a device that does not ship the same values
        refuses the update).

        OPTIONS:
          --output DIR       Where to write the update (created when missing)
          --version N        The update's version, a whole number: apps take only a version
                             newer than the one they have. It must be above the version of
                             the update in DIR (or --previous), and at most 100000000 above it
          --previous MANIFEST
                             The update published last (its manifest.json or folder), when
                             DIR does not hold it
          --allow-version-jump
                             Accept a version more than 100000000 above the previous one
          --expires DATE     When apps stop taking and showing the update: 2027-01-31,
                             2027-01-31T12:00:00Z (UTC) or 30d (days from now). Publish a
                             newer version before then (default: never)
          --key KEYFILE      The private key from `lingo keygen` that signs the manifest
          --min-app-version V, --max-app-version V
                             The app versions the update is for (default: every version)
          --base BUNDLED     The app's bundled resources: only the tables that differ from them
                             are packed, and what they already ship never blocks
          --development-language TAG
                             The language translations are checked against (default: the
                             catalogs' source language, else en)
          --revoke           Write a signed, revoked manifest: apps drop their update
          --app-id ID        The app the update is for (its bundle identifier): only apps
                             configured with this app id take it (default: CFBundleIdentifier
                             of RESOURCES/Info.plist, else none, with a warning: then only apps
                             configured without an app id take it)
          --sign-with-problems
                             Sign what an app would refuse too, listing it as warnings

        Exit status: 0 signed, 1 problems an app would refuse (nothing signed), 2 usage or I/O
        error (an unreadable folder or key, an unwritable output).
        """

    static func run(_ parsed: CommandLineArguments) throws -> ExitStatus {
        guard parsed.positionals.count == 1, let output = parsed.value("output"), let key = parsed.value("key"),
            let versionText = parsed.value("version")
        else {
            throw CommandLineArguments.UsageError(
                description: "expected RESOURCES --output DIR --version N --key KEYFILE")
        }
        guard let version = Int(versionText), version >= 0 else {
            throw CommandLineArguments.UsageError(description: "--version takes a whole number, not \(versionText)")
        }
        var request = UpdatePacker.Request(
            resources: URL(fileURLWithPath: parsed.positionals[0]), output: URL(fileURLWithPath: output),
            version: version, keyFile: URL(fileURLWithPath: key))
        request.minimumAppVersion = parsed.value("min-app-version")
        request.maximumAppVersion = parsed.value("max-app-version")
        request.base = parsed.value("base").map { URL(fileURLWithPath: $0) }
        request.revoke = parsed.has("revoke")
        request.signWithProblems = parsed.has("sign-with-problems")
        request.allowsVersionJump = parsed.has("allow-version-jump")
        request.previous = parsed.value("previous").map { URL(fileURLWithPath: $0) }
        request.expires = try parsed.value("expires").map(expiry)
        request.appID = parsed.value("app-id") ?? bundleIdentifier(in: request.resources)
        if request.appID == nil {
            Terminal.error(
                "lingo pack: warning: the update names no app (no --app-id, no CFBundleIdentifier in "
                    + "RESOURCES/Info.plist): only apps configured without an app id take it")
        }
        request.developmentLanguage = try parsed.value("development-language").map { text in
            do {
                return try LanguageTag(text)
            } catch {
                throw CommandLineArguments.UsageError(description: "--development-language: \(error)")
            }
        }
        let summary: UpdatePacker.Summary
        do {
            summary = try UpdatePacker.pack(request)
        } catch UpdatePackError.refused(let problems) {
            Terminal.error("lingo pack: \(UpdatePackError.refused(problems))")
            return .failure
        }
        for problem in summary.shippedProblems {
            Terminal.error("lingo pack: warning: \(problem) (signed with --sign-with-problems)")
        }
        if !summary.shippedProblems.isEmpty {
            Terminal.error(
                "lingo pack: warning: signed \(summary.shippedProblems.count) problem"
                    + "\(summary.shippedProblems.count == 1 ? "" : "s") an app refuses unless it ships the same "
                    + "values already (pass --base BUNDLED to check against the app's bundle)")
        }
        Terminal.write("packed \(summary) into \(output)\n")
        return .success
    }

    /// The date `--expires` names: `2027-01-31` (midnight UTC), `2027-01-31T12:00:00Z`, or `30d`
    /// (that many days from now).
    static func expiry(_ text: String) throws -> Date {
        if text.hasSuffix("d"), let days = Int(text.dropLast()), (1...36_500).contains(days) {
            return Date(timeIntervalSince1970: (Date().timeIntervalSince1970 + Double(days) * 86_400).rounded(.down))
        }
        if let date = UpdateDate.parse(text) ?? UpdateDate.parse(text + "T00:00:00Z") { return date }
        throw CommandLineArguments.UsageError(
            description: "--expires takes a date such as 2027-01-31 or 2027-01-31T12:00:00Z (UTC), or days "
                + "such as 30d, not \(text)")
    }

    /// `CFBundleIdentifier` of `resources`/Info.plist, when there is one.
    static func bundleIdentifier(in resources: URL) -> String? {
        guard let data = try? Data(contentsOf: resources.appendingPathComponent("Info.plist")),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
            let identifier = plist["CFBundleIdentifier"] as? String, !identifier.isEmpty
        else { return nil }
        return identifier
    }
}
