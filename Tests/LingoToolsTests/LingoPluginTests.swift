// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import TestSupport
import Testing

/// The SwiftPM plugins, used the way an app uses them: a package that depends on Lingo by path,
/// built with `swift build`, whose accessors `LingoGenPlugin` generated at build time.
///
/// Slow (it builds Lingo from scratch in the fixture's own build folder), so not in the default
/// `swift test`: it runs when `LINGO_PLUGIN_TESTS=1`, as `.ci/run` does in a step of its own.
@Suite(
    .enabled(
        if: TestRequirement.isEnabled("LINGO_PLUGIN_TESTS"),
        "slow: builds Lingo from scratch in a client package; run with LINGO_PLUGIN_TESTS=1 (a step of .ci/run)"))
struct LingoPluginTests {
    @Test(.timeLimit(.minutes(20)))
    func buildToolPluginGeneratesAccessorsThatReturnTheLocalizersStrings() async throws {
        let fixture = try Fixtures.url("PluginClient")
        let folder = try TemporaryFolder("lingo-plugin-client")
        defer { folder.remove() }
        let client = folder.url.appendingPathComponent("PluginClient")
        try FileManager.default.copyItem(at: fixture, to: client)
        let root = SharedData.packageRoot.standardizedFileURL
        let manifest = try String(contentsOf: client.appendingPathComponent("Package.swift.in"), encoding: .utf8)
            .replacingOccurrences(of: "@LINGO_PATH@", with: root.path)
            .replacingOccurrences(of: "@LINGO_ID@", with: root.lastPathComponent)
        try Data(manifest.utf8).write(to: client.appendingPathComponent("Package.swift"))
        try FileManager.default.removeItem(at: client.appendingPathComponent("Package.swift.in"))

        let started = Date()
        let run = try Self.swift(["run", "--package-path", client.path, "PluginClient"])
        print("LingoPluginTests: swift run took \(Int(Date().timeIntervalSince(started))) s")
        try #require(run.status == 0, "swift run failed:\n\(run.error.suffix(4000))")

        // No generated file among the sources: it is in the build folder.
        let sources = SharedData.files(under: client.appendingPathComponent("Sources"), withExtension: "swift")
        #expect(sources.map(\.lastPathComponent) == ["main.swift"])

        let resources = client.appendingPathComponent("Sources/PluginClient/Resources")
        let localizer = try Localizer(
            resources: resources, developmentLanguage: "en", store: .inMemory(),
            systemLanguages: .fixed(["fr"]))
        let expected = [
            "settings.title=" + localizer.string("settings.title"),
            "greeting=" + localizer.format("greeting", "Mia"),
            "files.count=" + localizer.format("files.count", 3),
            "done=" + localizer.string("done"),
        ]
        #expect(expected[0] == "settings.title=Réglages")
        #expect(run.output.split(separator: "\n").map(String.init) == expected)

        // The command plugin lints the same files: clean, so it succeeds even with --strict.
        let lint = try Self.swift([
            "package", "--package-path", client.path, "lingo-lint", "--strict", "--format", "github",
        ])
        #expect(lint.status == 0, "\(lint.error.suffix(2000))")
        #expect((lint.output + lint.error).contains("0 errors, 0 warnings"))
    }

    /// Runs `swift arguments...`; standard error goes to a file so that neither pipe can fill up.
    static func swift(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lingo-plugin-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorText = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), errorText)
    }
}
