// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation
public import LingoFormats

/// An XLIFF 1.2 document, as Xcode's *Export Localizations* writes it (one per language, inside
/// an `.xcloc` package) and *Import Localizations* reads it.
///
/// Read one with ``parse(_:path:)`` (never fails: a malformed document becomes ``diagnostics``
/// and every unit read before the problem survives); write one with ``render()``.
///
/// ```swift
/// let document = XLIFFDocument.parse(data, path: "de.xliff")
/// for diagnostic in document.diagnostics { print(diagnostic) }
/// // de.xliff:12:9: error: ...
/// for file in document.files {
///     // en.lproj/Localizable.strings de
///     print(file.original, file.targetLanguage ?? "?")
///     for unit in file.units {
///         print(unit.id, unit.target ?? "(untranslated)")
///     }
/// }
/// ```
///
/// The reader is hardened for files from outside: it expands no entities (a DOCTYPE declaring
/// any is refused), nests at most 256 elements, and reports invalid UTF-8, truncated XML and a
/// `target-language` that is no language tag with `file:line:column`.
///
/// Two documents are equal when their files are; paths, locations and diagnostics are not compared.
public struct XLIFFDocument: ParsableFile, Equatable {
    /// The path the document was read from, as given to the parser; used in locations.
    @NotCompared public var path: String
    /// The `<file>` elements, in document order: one per source table.
    public var files: [File]
    /// Problems found while reading, in document order.
    @NotCompared public var diagnostics: [Diagnostic] = []

    /// Creates a document, for writing with ``render()``.
    public init(path: String = "", files: [File]) {
        self.path = path
        self.files = files
    }

    /// Parses the bytes of an XLIFF 1.2 document. Never fails and never traps.
    ///
    /// - Parameters:
    ///   - data: UTF-8 (as Xcode writes it), or UTF-16 with a byte order mark.
    ///   - path: The path to put in diagnostics and unit locations.
    /// - Returns: Every unit that could be read, and a diagnostic for each problem.
    /// - Complexity: O(n) in the size of `data`.
    public static func parse(_ data: Data, path: String) -> XLIFFDocument {
        XLIFFReader.read(Array(data), path: path)
    }

    /// Parses the bytes of an XLIFF 1.2 document as `parse(_:path:)` parses its `Data`, without copying them.
    package static func parse(_ bytes: [UInt8], path: String) -> XLIFFDocument {
        XLIFFReader.read(bytes, path: path)
    }

    /// Parses as ``parse(_:path:)`` does, giving `take` each unit as it is read, with the
    /// `original` and the location of its `<file>`, in document order: a unit `take` keeps
    /// (returns `true` for) is not in its file's `units`, so a reader of a large document can
    /// hold its units in another form, never all as units.
    package static func parse(
        _ bytes: [UInt8], path: String,
        taking take: @escaping (_ original: String, _ file: SourceLocation, _ unit: Unit) -> Bool
    ) -> XLIFFDocument {
        XLIFFReader.read(bytes, path: path, take: take)
    }

    /// Parses the document of a mapped file as ``parse(_:path:taking:)`` parses its bytes; the
    /// pages of the file the reader has passed are given back as it reads, so a large document
    /// is never all in memory beside what is read from it.
    package static func parse(
        _ file: MappedFile, path: String,
        taking take: @escaping (_ original: String, _ file: SourceLocation, _ unit: Unit) -> Bool
    ) -> XLIFFDocument {
        XLIFFReader.read(file, path: path, take: take)
    }

    /// The one place the XLIFF reader makes diagnostics.
    package static func diagnostic(
        at location: SourceLocation, _ severity: Diagnostic.Severity,
        _ kind: Diagnostic.Kind, key: String? = nil, _ message: String
    ) -> Diagnostic {
        Diagnostic(location: location, severity: severity, kind: kind, key: key, message: message)
    }
}

extension XLIFFDocument {
    /// One `<file>`: the units of one source table in one target language.
    public struct File: Sendable, Hashable {
        /// The source table's path relative to the project (`original`), such as
        /// `App/en.lproj/Localizable.strings` or `App/Localizable.xcstrings`.
        public var original: String
        /// The language of the sources (`source-language`).
        public var sourceLanguage: String
        /// The language of the targets (`target-language`); `nil` when the file does not say.
        public var targetLanguage: String?
        /// `datatype`; Xcode writes `plaintext`.
        public var datatype: String
        /// The `<header><tool>` element, if any.
        public var tool: Tool?
        /// The `<trans-unit>` elements, in document order (those inside `<group>` included).
        public var units: [Unit]
        /// Where the `<file>` element starts. Not part of the file's identity.
        @NotCompared public var location: SourceLocation
        /// The names of the `<file>` element's attributes in the order the document wrote them
        /// (Xcode writes `original`, `source-language`, `target-language`, `datatype` in varying
        /// orders); empty for that usual order. Not part of the file's identity.
        @NotCompared public var attributeOrder: [String] = []

        /// Creates a file.
        public init(
            original: String, sourceLanguage: String, targetLanguage: String?, datatype: String = "plaintext",
            tool: Tool? = nil, units: [Unit] = [],
            location: SourceLocation = SourceLocation(file: "", line: 0, column: 0)
        ) {
            self.original = original
            self.sourceLanguage = sourceLanguage
            self.targetLanguage = targetLanguage
            self.datatype = datatype
            self.tool = tool
            self.units = units
            self.location = location
        }
    }

    /// The `<tool>` element of a file's header.
    public struct Tool: Sendable, Hashable {
        /// `tool-id`, such as `com.apple.dt.xcode`.
        public var id: String
        /// `tool-name`, such as `Xcode`.
        public var name: String?
        /// `tool-version`, such as `26.5`.
        public var version: String?
        /// `build-num`, such as `17F42`.
        public var buildNumber: String?

        /// Creates a tool element.
        public init(id: String, name: String? = nil, version: String? = nil, buildNumber: String? = nil) {
            self.id = id
            self.name = name
            self.version = version
            self.buildNumber = buildNumber
        }
    }

    /// One `<trans-unit>`: a source text, its translation if there is one, and the comment.
    public struct Unit: Sendable, Hashable {
        /// The unit's `id`: the key, or for `.stringsdict` and String Catalog variations a path
        /// such as `/%d files:dict/files:dict/one:dict/:string` or `%d files|==|plural.one`.
        public var id: String
        /// The source text (for a set of phrases, the phrases one per line).
        public var source: String
        /// The translation; `nil` when the unit has no `<target>` (untranslated).
        public var target: String?
        /// The target's `state` attribute (`translated`, `new`, `needs-review-l10n`, ...).
        public var targetState: String?
        /// The target's `state-qualifier` attribute (`leveraged-mt` for a machine translation).
        public var targetStateQualifier: String?
        /// Whether the unit is to be translated: `false` for `translate="no"`, what Xcode writes
        /// for a catalog string marked *Don't Translate* and for a `.strings` key that a
        /// `.stringsdict` of the same table overrides.
        public var isTranslatable: Bool
        /// The developer comment (the first `<note>` that does not annotate the target);
        /// `nil` for `<note/>` or no note.
        public var note: String?
        /// Whether the comment is `<note from="auto-generated">`: written by Xcode, not a developer.
        public var isNoteAutoGenerated: Bool
        /// A `<note annotates="target">`: the translation's own comment, when it has one.
        public var targetNote: String?
        /// The phrases of a source that is a set (`<mrk mtype="x-set" mid="N">` per phrase, what
        /// Xcode writes for an App Shortcuts phrase list); `nil` for a plain source.
        public var sourcePhrases: [String]?
        /// The phrases of a target that is a set; `nil` for a plain target or none.
        public var targetPhrases: [String]?
        /// Where the `<trans-unit>` starts. Not part of the unit's identity.
        @NotCompared public var location: SourceLocation
        /// Where the target's text starts (the unit's location when it has no target).
        @NotCompared public var targetLocation: SourceLocation

        /// Creates a unit.
        public init(
            id: String, source: String, target: String? = nil, targetState: String? = nil,
            note: String? = nil, targetNote: String? = nil,
            location: SourceLocation = SourceLocation(file: "", line: 0, column: 0),
            targetLocation: SourceLocation? = nil
        ) {
            self.id = id
            self.source = source
            self.target = target
            self.targetState = targetState
            self.targetStateQualifier = nil
            self.isTranslatable = true
            self.note = note
            self.isNoteAutoGenerated = false
            self.targetNote = targetNote
            self.sourcePhrases = nil
            self.targetPhrases = nil
            self.location = location
            self.targetLocation = targetLocation ?? location
        }
    }
}
