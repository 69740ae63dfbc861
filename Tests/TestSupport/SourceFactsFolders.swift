// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation

/// Small resource folders about the facts every component must agree on ("empty",
/// "translated"), with what each component should say: for the runtime, `stats` and `lint`
/// tests, and for a cross-component agreement test to add as cases.
public enum SourceFactsFolders {
    /// The development language's texts: `key` → text.
    public static let english: [(key: String, text: String)] = [
        ("title", "Settings"), ("at", " at "), ("zeroWidth", "Hello"), ("braille", "Done"), ("empty", "Cancel"),
        ("filler", "Delete"), ("space", "Open"),
    ]

    /// German: two translations, a separator (`" "` for `" at "`), and five blank-looking
    /// values (U+200B, U+2800, `""`, U+3164, `" "`) that are empty.
    public static let german: [(key: String, text: String)] = [
        ("title", "Einstellungen"), ("at", " "), ("zeroWidth", "\u{200B}"), ("braille", "\u{2800}"), ("empty", ""),
        ("filler", "\u{3164}"), ("space", " "),
    ]

    /// What the runtime shows in German for each key of ``english``: the translation, the
    /// separator, else (blank values are absent) the English text.
    public static let germanShown: [String: String] = [
        "title": "Einstellungen", "at": " ", "zeroWidth": "Hello", "braille": "Done", "empty": "Cancel",
        "filler": "Delete", "space": "Open",
    ]

    /// The German keys `lint` calls `empty-value` (and `stats` missing).
    public static let germanEmpty: Set<String> = ["zeroWidth", "braille", "empty", "filler", "space"]

    /// The Russian keys left in English (`ru.lproj` is a copy of `en.lproj`): every text of
    /// three letters or more, so all but `" at "`.
    public static let russianUntranslated: Set<String> = ["title", "zeroWidth", "braille", "empty", "filler", "space"]

    /// Writes `en.lproj`, `de.lproj` (``german``) and `ru.lproj` (a copy of English), each with
    /// a `Localizable.strings`, into `folder`.
    public static func writeBlankAndCopied(into folder: URL) throws {
        try write(english, language: "en", into: folder)
        try write(german, language: "de", into: folder)
        try write(english, language: "ru", into: folder)
    }

    /// Writes `pairs` as `<language>.lproj/Localizable.strings` under `folder`.
    public static func write(_ pairs: [(key: String, text: String)], language: String, into folder: URL) throws {
        let lproj = folder.appendingPathComponent("\(language).lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        let text = pairs.map { "\"\($0.key)\" = \"\($0.text)\";\n" }.joined()
        try Data(text.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
    }
}
