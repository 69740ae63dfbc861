// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

/// One edge-case resources folder the runtime, `lingo stats`, `lint`, `export` and `pack` must
/// read alike: add a case to ``all`` and ``ReaderAgreementTests`` asks every component about it.
struct AgreementCase: Sendable, CustomTestStringConvertible {
    /// What one entry of the folder is.
    enum Item: Sendable {
        /// A file of this text, UTF-8.
        case text(String)
        /// A file of these bytes.
        case bytes([UInt8])
        /// A FIFO.
        case fifo
        /// An empty folder.
        case folder
        /// A symbolic link to this path.
        case link(String)
    }

    /// What the case is about.
    var name: String
    /// Path inside the folder → what it is. `en` is the development language.
    var items: [String: Item]
    /// The keys of the development language's `Localizable` table.
    var keys: [String] = ["title", "body"]
    /// The languages every component must find (the development language included).
    var languages: Set<String>
    /// The files every component must call unreadable, by path inside the folder.
    var refused: Set<String> = []
    /// The errors every component must find, as `path:line:column kind`.
    var broken: Set<String> = []

    var testDescription: String { name }

    static let english: Item = .text(#""title" = "Title"; "body" = "Body";"#)
    static let french: Item = .text(#""title" = "Titre"; "body" = "Corps";"#)

    /// Every case.
    static let all: [AgreementCase] = [
        AgreementCase(
            name: "a NUL character in a value",
            items: [
                "en.lproj/Localizable.strings": english,
                "fr.lproj/Localizable.strings": .bytes(
                    Array(#""title" = "Ti"#.utf8) + [0] + Array(#"tre"; "body" = "Corps";"#.utf8)),
            ],
            languages: ["en", "fr"], broken: ["fr.lproj/Localizable.strings:1:14 nul-character"]),
        AgreementCase(
            name: "a FIFO named like a table",
            items: ["en.lproj/Localizable.strings": english, "fr.lproj/Localizable.strings": .fifo],
            languages: ["en"], refused: ["fr.lproj/Localizable.strings"]),
        AgreementCase(
            name: "a folder named like a table",
            items: ["en.lproj/Localizable.strings": english, "fr.lproj/Localizable.strings": .folder],
            languages: ["en"], refused: ["fr.lproj/Localizable.strings"]),
        AgreementCase(
            name: "a link to nothing named like a table",
            items: ["en.lproj/Localizable.strings": english, "fr.lproj/Localizable.strings": .link("missing")],
            languages: ["en"], refused: ["fr.lproj/Localizable.strings"]),
        AgreementCase(
            name: "a link from an .lproj folder to the folder holding it",
            items: ["en.lproj/Localizable.strings": english, "sub.lproj": .link(".")], languages: ["en"]),
        AgreementCase(
            name: "a nested compiled bundle",
            items: [
                "en.lproj/Localizable.strings": english, "Embedded.framework/it.lproj/Localizable.strings": french,
            ],
            languages: ["en"]),
        AgreementCase(
            name: "odd .lproj names",
            items: [
                "en.lproj/Localizable.strings": english, "FR.LPROJ/Localizable.strings": french,
                "zh_Hans.lproj/Localizable.strings": french, "qqq.lproj/Localizable.strings": french,
                "mul.lproj/Localizable.strings": french, "und.lproj/Localizable.strings": french,
            ],
            languages: ["en", "fr", "zh-Hans"]),
        AgreementCase(
            name: "a language folder with no table",
            items: ["en.lproj/Localizable.strings": english, "de.lproj": .folder], languages: ["en"]),
        AgreementCase(
            name: "a table that is not text",
            items: [
                "en.lproj/Localizable.strings": english,
                "fr.lproj/Localizable.strings": .bytes((0..<256).map { UInt8(0x80 | $0 & 0x3F) }),
            ],
            languages: ["en", "fr"], broken: ["fr.lproj/Localizable.strings:1:1 not-text"]),
    ]

    /// Makes the folder in `root`.
    func make(in root: URL) throws {
        let manager = FileManager.default
        for (path, item) in items.sorted(by: { $0.key < $1.key }) {
            let url = root.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            switch item {
            case .text(let text): try Data(text.utf8).write(to: url)
            case .bytes(let bytes): try Data(bytes).write(to: url)
            case .fifo: guard mkfifo(url.path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
            case .folder: try manager.createDirectory(at: url, withIntermediateDirectories: true)
            case .link(let target): try manager.createSymbolicLink(atPath: url.path, withDestinationPath: target)
            }
        }
    }
}
