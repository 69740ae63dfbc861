// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import TestSupport
import Testing

/// A symlinked `language.json` (a dotfile manager's) stays a link; its target gets the new
/// preference, atomically (issue 13, item 4), and is created when the link was made before it
/// (issue 27, item 3).
@Suite struct SymlinkedPreferenceTests {
    /// `folder`'s new `dotfiles` and `config` folders: a dotfile manager links files of the
    /// first into the second.
    private func dotfilesAndConfig(in folder: URL) throws -> (dotfiles: URL, config: URL) {
        let dotfiles = folder.appendingPathComponent("dotfiles", isDirectory: true)
        let config = folder.appendingPathComponent("config", isDirectory: true)
        try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        return (dotfiles, config)
    }

    private func isSymbolicLink(_ url: URL) throws -> Bool {
        try FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType == .typeSymbolicLink
    }

    @Test(arguments: [false, true])
    func savingThroughALinkKeepsTheLinkAndWritesItsTarget(relative: Bool) throws {
        try withTemporaryFolder { folder in
            let (dotfiles, config) = try dotfilesAndConfig(in: folder)
            let target = dotfiles.appendingPathComponent("language.json")
            try FilePreferenceStore(url: target).save(.explicit("es"))
            let link = config.appendingPathComponent("language.json")
            try FileManager.default.createSymbolicLink(
                atPath: link.path,
                withDestinationPath: relative ? "../dotfiles/language.json" : target.path)

            let localizer = try AppFixture.localizer(store: .file(link))
            #expect(localizer.language == "es")
            try localizer.setLanguage("ko")
            localizer.flush()

            #expect(try isSymbolicLink(link))
            #expect(try String(contentsOf: target, encoding: .utf8).contains("\"ko\""))
            #expect(try FilePreferenceStore(url: link).load() == .explicit("ko"))
            // Nothing but the target was left in its folder (the temporary file was renamed).
            #expect(try FileManager.default.contentsOfDirectory(atPath: dotfiles.path) == ["language.json"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: config.path) == ["language.json"])
        }
    }

    /// How a dotfile manager may have linked `language.json` before the file was made.
    enum DanglingLink: CaseIterable, Sendable {
        case absolute, relative, chainOfTwo
    }

    @Test(arguments: DanglingLink.allCases)
    func aChoiceSavedThroughALinkToAFileNotMadeYetIsThereAtTheNextLaunch(link kind: DanglingLink) throws {
        try withTemporaryFolder { folder in
            let (dotfiles, config) = try dotfilesAndConfig(in: folder)
            let target = dotfiles.appendingPathComponent("language.json")
            let link = config.appendingPathComponent("language.json")
            switch kind {
            case .absolute:
                try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
            case .relative:
                try FileManager.default.createSymbolicLink(
                    atPath: link.path, withDestinationPath: "../dotfiles/language.json")
            case .chainOfTwo:
                try FileManager.default.createSymbolicLink(
                    atPath: link.path, withDestinationPath: "../dotfiles/current.json")
                try FileManager.default.createSymbolicLink(
                    atPath: dotfiles.appendingPathComponent("current.json").path, withDestinationPath: "language.json")
            }
            #expect(!FileManager.default.fileExists(atPath: target.path))

            let first = try AppFixture.localizer(store: .file(link))
            try first.setLanguage("ko")
            first.flush()

            #expect(try isSymbolicLink(link))
            #expect(try String(contentsOf: target, encoding: .utf8).contains("\"ko\""))
            let nextLaunch = try AppFixture.localizer(store: .file(link))
            #expect(nextLaunch.preference == .explicit("ko"))
            #expect(nextLaunch.language == "ko")
            // The target was made by a rename in its own folder: no temporary file is left there.
            let expected = kind == .chainOfTwo ? ["current.json", "language.json"] : ["language.json"]
            #expect(try FileManager.default.contentsOfDirectory(atPath: dotfiles.path).sorted() == expected)
            #expect(try FileManager.default.contentsOfDirectory(atPath: config.path) == ["language.json"])
        }
    }

    @Test func aLinkIntoAFolderThatDoesNotExistIsAClearErrorAndStaysALink() throws {
        try withTemporaryFolder { folder in
            let link = folder.appendingPathComponent("language.json")
            try FileManager.default.createSymbolicLink(
                atPath: link.path, withDestinationPath: folder.appendingPathComponent("gone/x.json").path)
            let error = #expect(throws: PreferenceStoreError.self) {
                try FilePreferenceStore(url: link).save(.explicit("ko"))
            }
            #expect(error?.message.contains("symbolic link to") == true)
            #expect(error?.message.contains(link.path) == true)
            #expect(try isSymbolicLink(link))
            // As a shell's `>` would not, the save made no folder where the link points.
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("gone").path))
        }
    }

    @Test func aLinkInALoopIsAClearErrorAndAReportedIssue() throws {
        try withTemporaryFolder { folder in
            let first = folder.appendingPathComponent("language.json"),
                second = folder.appendingPathComponent("other.json")
            try FileManager.default.createSymbolicLink(atPath: first.path, withDestinationPath: second.path)
            try FileManager.default.createSymbolicLink(atPath: second.path, withDestinationPath: first.path)
            let error = #expect(throws: PreferenceStoreError.self) {
                try FilePreferenceStore(url: first).save(.explicit("ko"))
            }
            #expect(error?.message.contains("a symbolic link in a loop") == true)

            let log = IssueLog()
            let localizer = try AppFixture.localizer(store: .file(first), issues: log)
            try localizer.setLanguage("ko")
            localizer.flush()
            #expect(localizer.language == "ko")
            #expect(
                log.issues.contains {
                    if case .preferenceStore(let message) = $0 { message.contains("loop") } else { false }
                })
            #expect(try isSymbolicLink(first) && isSymbolicLink(second))
        }
    }

    @Test func aNewFileIsWrittenWithoutATemporaryLeftBehind() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("nested/language.json")
            try FilePreferenceStore(url: url).save(.explicit("zh-Hant"))
            try FilePreferenceStore(url: url).save(.system)
            #expect(try FilePreferenceStore(url: url).load() == .system)
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path) == [
                    "language.json"
                ])
        }
    }
}
