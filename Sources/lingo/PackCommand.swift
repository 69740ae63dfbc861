// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoCommandLine
import LingoRemote

/// `lingo pack RESOURCES --output DIR --version N --key KEYFILE`.
enum PackCommand {
    static let command = LingoCommand(
        name: "pack", synopsis: "pack RESOURCES",
        summary: "Build a signed over-the-air update (lingo pack --help)", usage: usage,
        valueOptions: [
            "output", "version", "key", "min-app-version", "max-app-version", "base", "development-language",
            "app-id",
        ],
        flagOptions: ["revoke"], run: run)

    static let usage = """
        USAGE: lingo pack RESOURCES --output DIR --version N --key KEYFILE
                          [--min-app-version V] [--max-app-version V] [--base BUNDLED] [--revoke]
                          [--development-language TAG] [--app-id ID]

        Builds an over-the-air update from the .lproj tables and .xcstrings catalogs in
        RESOURCES: DIR gets the tables in Apple's formats, manifest.json (versions, languages,
        every file's path, size and SHA-256) and manifest.json.sig (its Ed25519 signature with
        KEYFILE, from `lingo keygen`). Serve DIR from any static host.

        Nothing an app would refuse is signed: every translation is checked against the
        development language first, as apps check updates (placeholders by index and type, the
        plural forms its language needs, no empty text, tables that parse). With --base, any
        problem the app's bundled strings do not already ship exits with status 1, listing
        each. Without --base, RESOURCES are taken to be what the app ships (an app's own
        resources always pack): their problems are printed as a warning.

        OPTIONS:
          --output DIR       Where to write the update (created when missing)
          --version N        The update's version, a whole number: apps take only a version
                             newer than the one they have
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
        if !summary.shippedProblems.isEmpty {
            let shown = summary.shippedProblems.prefix(10).map { "  " + $0 }.joined(separator: "\n")
            let more = summary.shippedProblems.count > 10 ? "\n  … and \(summary.shippedProblems.count - 10) more" : ""
            Terminal.error(
                "lingo pack: warning: \(summary.shippedProblems.count) problem(s) an app refuses unless it ships "
                    + "the same values already (pass --base BUNDLED to check against the app's bundle):\n" + shown
                    + more)
        }
        Terminal.write("packed \(summary) into \(output)\n")
        return .success
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
