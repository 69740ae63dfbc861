// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoUtilities
import TestSupport
import Testing

@testable import Lingo

/// Where `Bundle` cannot be subclassed, `localizer.bundle` writes real bundles: into a private
/// folder (unique name, mode 0700), once per language and atomically, removed at exit, with
/// dead processes' folders swept and no fallback remembered (issue 13, item 6).
@Suite struct BundleFolderTests {
    private func mode(_ url: URL) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
    }

    private func names(_ url: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    /// The id of a process that has exited.
    private func deadProcessID() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func folderNamesAreUniqueAndPrivate() throws {
        try withTemporaryFolder { parent in
            let first = try BundleFolder.makeUniqueFolder(in: parent, prefix: "lingo-bundles-1-")
            let second = try BundleFolder.makeUniqueFolder(in: parent, prefix: "lingo-bundles-1-")
            #expect(first != second)
            #expect(try mode(first) == 0o700 && mode(second) == 0o700)
            #expect(
                first.lastPathComponent.hasPrefix("lingo-bundles-1-")
                    && first.lastPathComponent.count == "lingo-bundles-1-".count + 6)

            let processFolder = try BundleFolder.processFolder()
            #expect(try mode(processFolder) == 0o700)
            #expect(processFolder.lastPathComponent.hasPrefix("lingo-bundles-\(getpid())-"))
            #expect(
                processFolder.deletingLastPathComponent().standardizedFileURL.path
                    == FileManager.default.temporaryDirectory.standardizedFileURL.path)
        }
    }

    @Test func eachLanguageIsWrittenOnceIntoAPrivateFolderThatGoesWithItsWriter() throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        try withTemporaryFolder { parent in
            var writer: BundleWriter? = BundleWriter(parent: { parent })
            let korean = localizer.loader.snapshot(for: "ko")
            let bundle = try #require(try writer?.bundle(for: korean))
            #expect(try writer?.bundle(for: korean) === bundle, "written once")
            #expect(bundle.localizedString(forKey: "greeting", value: nil, table: nil) == "안녕하세요")
            let folder = try #require(writer?.folder)
            #expect(try mode(folder) == 0o700)
            let name = "ko-\(korean.serial).bundle"
            #expect(try names(folder) == [name], "the staging folder was renamed into place")
            #expect(try names(folder.appendingPathComponent(name)).contains("Localizable.strings"))
            writer = nil
            #expect(!FileManager.default.fileExists(atPath: folder.path))
            #expect(try names(parent) == [])
        }
    }

    @Test func aFailedWriteIsNotRememberedAndIsReported() throws {
        try withTemporaryFolder { parent in
            let blocker = parent.appendingPathComponent("not-a-folder")
            try Data("x".utf8).write(to: blocker)
            let usable = Protected(false)
            let writer = BundleWriter(parent: { usable.withLock { $0 } ? parent : blocker })
            let localizer = try AppFixture.localizer(system: ["en"])
            let snapshot = localizer.loader.snapshot(for: "es")
            #expect(throws: BundleFolderError.self) { try writer.bundle(for: snapshot) }
            usable.withLock { $0 = true }
            let bundle = try writer.bundle(for: snapshot)
            #expect(bundle.localizedString(forKey: "greeting", value: nil, table: nil) == "Hola")
            #if !canImport(Darwin)
            let log = IssueLog()
            let failing = LocalizerBundles(
                issues: IssueReporter(handler: { log.append($0) }),
                writer: BundleWriter(parent: { blocker }))
            #expect(failing.bundle(for: snapshot) === Bundle.main)
            let issue = try #require(log.issues.first)
            guard case .bundleUnavailable(let language, let reason) = issue else {
                Issue.record("expected bundleUnavailable, got \(issue)")
                return
            }
            #expect(language == "es")
            #expect(reason.contains(blocker.path))
            #endif
        }
    }

    @Test func foldersOfProcessesThatAreGoneAreSwept() throws {
        try withTemporaryFolder { parent in
            let dead = "lingo-bundles-\(try deadProcessID())-a1b2c3"
            let alive = "lingo-bundles-\(getppid())-d4e5f6"
            for name in [dead, alive, "lingo-bundles-x-123456", "lingo-bundles", "other"] {
                try FileManager.default.createDirectory(
                    at: parent.appendingPathComponent(name), withIntermediateDirectories: true)
            }
            try FileManager.default.createDirectory(
                at: parent.appendingPathComponent("\(dead)/localizer-1/ko.bundle"),
                withIntermediateDirectories: true)
            BundleFolder.sweep(parent)
            #expect(try names(parent) == [alive, "lingo-bundles", "lingo-bundles-x-123456", "other"].sorted())
        }
    }

    @Test(.timeLimit(.minutes(5)))
    func aProcessThatUsedTheBundleLeavesNothingInItsTemporaryFolder() throws {
        let demo = Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("lingo-demo")
        try #require(
            FileManager.default.isExecutableFile(atPath: demo.path),
            "lingo-demo is not built next to the tests (\(demo.path)); run `swift build` first")
        try withTemporaryFolder { temporary in
            try withTemporaryFolder { config in
                let stale = temporary.appendingPathComponent(
                    "lingo-bundles-\(try deadProcessID())-zzzzzz/localizer-1", isDirectory: true)
                try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)

                let process = Process()
                process.executableURL = demo
                process.arguments = ["--bundle-string", "settings.title", "--config-dir", config.path]
                process.environment = [
                    "TMPDIR": temporary.path, "LANGUAGE": "ja", "LANG": "ja_JP.UTF-8", "HOME": config.path,
                    "PATH": "/usr/bin:/bin",
                ]
                let output = Pipe()
                process.standardOutput = output
                try process.run()
                let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()

                #expect(process.terminationStatus == 0)
                #expect(printed == "設定\n", "the string came from the bundle written for ja")
                #expect(try names(temporary) == [], "the bundles' folder was removed at exit, the stale one swept")
            }
        }
    }

    @Test(.timeLimit(.minutes(5)))
    func anUnwritableTemporaryFolderFallsBackToTheMainBundle() throws {
        let demo = Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("lingo-demo")
        try #require(FileManager.default.isExecutableFile(atPath: demo.path))
        try withTemporaryFolder { config in
            let process = Process()
            process.executableURL = demo
            process.arguments = ["--bundle-string", "settings.title", "--config-dir", config.path]
            process.environment = [
                "TMPDIR": config.appendingPathComponent("missing").path, "LANGUAGE": "ja", "HOME": config.path,
            ]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            #expect(printed == "settings.title\n")
        }
    }
}
