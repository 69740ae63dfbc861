// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import TestSupport
import Testing

/// Only readable folders are languages; a `<lang>.lproj` that is a file, cannot be read, or is
/// a link to nothing or in a loop is reported instead (issue 13, item 5).
@Suite struct UnreadableLocalizationTests {
    /// A resources folder with `en.lproj` and `ko.lproj`, and `ko.lproj`'s strings.
    private func resources() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-tests-\(UUID().uuidString)")
        for (language, greeting) in [("en", "Hello"), ("ko", "안녕하세요")] {
            let folder = root.appendingPathComponent("\(language).lproj", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("\"greeting\" = \"\(greeting)\";\n".utf8).write(
                to: folder.appendingPathComponent("Localizable.strings"))
        }
        return root
    }

    private func notALocalization(_ issues: [LocalizationIssue]) -> [String: String] {
        var found = [String: String]()
        for case let .notALocalization(path, reason) in issues {
            found[URL(fileURLWithPath: path).lastPathComponent] = reason
        }
        return found
    }

    private func localizer(_ root: URL, _ log: IssueLog) throws -> Localizer {
        try Localizer(resources: root, developmentLanguage: "en", store: .inMemory(), systemLanguages: .fixed(["ru"])) {
            log.append($0)
        }
    }

    @Test func aFileALinkToNothingAndALinkInALoopAreNoLanguages() throws {
        let root = try resources()
        try Data("not a folder".utf8).write(to: root.appendingPathComponent("ru.lproj"))
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("de.lproj").path, withDestinationPath: "de.lproj")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("fr.lproj").path, withDestinationPath: "missing")
        let log = IssueLog()
        let localizer = try localizer(root, log)

        #expect(localizer.availableLanguages == ["en", "ko"])
        #expect(localizer.language == "en", "ru is not offered, so the system's ru does not match")
        #expect(throws: LocalizerError.self) { try localizer.setLanguage("ru") }
        let reported = notALocalization(log.issues)
        #expect(reported["ru.lproj"] == "not a folder")
        #expect(reported["de.lproj"] == "a symbolic link in a loop")
        #expect(reported["fr.lproj"]?.hasPrefix("a symbolic link to nothing") == true)
        #expect(reported.count == 3)
        let issue = try #require(log.issues.first { if case .notALocalization = $0 { true } else { false } })
        #expect(issue.description.contains(root.path))
    }

    @Test func aFolderThatCannotBeReadIsNoLanguage() throws {
        let root = try resources()
        let locked = root.appendingPathComponent("ru.lproj", isDirectory: true)
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        // A table in it: a folder of no table is no language, readable or not.
        try Data(#""k" = "v";"#.utf8).write(to: locked.appendingPathComponent("Localizable.strings"))
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        // Root reads a mode-000 folder all the same: then it is a language, as the system says.
        let readable = access(locked.path, R_OK | X_OK) == 0
        let log = IssueLog()
        let localizer = try localizer(root, log)

        #expect(localizer.availableLanguages.contains("ru") == readable)
        #expect(notALocalization(log.issues)["ru.lproj"]?.hasPrefix("the folder cannot be") == (readable ? nil : true))
    }

    @Test func aLinkToAFolderIsALanguage() throws {
        let root = try resources()
        let elsewhere = root.appendingPathComponent("shared-ko", isDirectory: true)
        try FileManager.default.copyItem(at: root.appendingPathComponent("ko.lproj"), to: elsewhere)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("ko-KR.lproj").path, withDestinationPath: "shared-ko")
        let log = IssueLog()
        let localizer = try localizer(root, log)
        #expect(localizer.availableLanguages == ["en", "ko", "ko-KR"])
        try localizer.setLanguage("ko-KR")
        #expect(localizer.string("greeting") == "안녕하세요")
        #expect(notALocalization(log.issues).isEmpty)
    }
}
