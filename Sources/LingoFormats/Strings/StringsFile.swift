// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation
import LingoUtilities

/// A `.strings` file: the key–value tables of `<lang>.lproj/Localizable.strings`.
///
/// Read one with ``parse(_:path:)`` (never fails: bad content becomes ``diagnostics`` and every
/// valid entry around it survives) or ``ParsableFile/init(contentsOf:)``; write one with ``render()``.
///
/// ```swift
/// let file = StringsFile.parse(data, path: "fr.lproj/Localizable.strings")
/// for diagnostic in file.diagnostics { print(diagnostic) }
/// // path:683:44: error: ...
/// let title = file["settings.title"]
/// ```
///
/// The reader accepts what Apple's parser accepts: UTF-8 or UTF-16 (either byte order, with or
/// without a byte order mark), `/* */` and `//` comments, quoted and unquoted keys and values,
/// the escapes `\n \t \r \" \\ \' \a \b \f \v`, `\UXXXX` (and the lowercase `\uXXXX` real files
/// use), octal `\101`, the `"key";` shorthand (the key is its own value), values spanning lines,
/// an optional pair of braces around the whole table, and binary or XML property lists holding
/// a dictionary of strings (what Xcode may put in a built app).
///
/// Two files are equal when they hold the same entries (keys, values and comments) in the same
/// order; paths, locations, duplicates and diagnostics are not compared, so `parse(render(x)) == x`.
public struct StringsFile: ParsableFile, Equatable {
    /// One `key = value;` pair.
    public struct Entry: Sendable, Hashable {
        /// The key, escapes resolved.
        public var key: String
        /// The value, escapes resolved.
        public var value: String
        /// The text of the comment just before the entry, without `/*`, `*/` or `//`, trimmed.
        public var comment: String?
        /// Where the key starts in the file it was read from. Not part of the entry's identity:
        /// two entries with the same key, value and comment are equal wherever they were read.
        @NotCompared public var location: SourceLocation

        /// Creates an entry.
        public init(
            key: String, value: String, comment: String? = nil,
            location: SourceLocation = SourceLocation(file: "", line: 0, column: 0)
        ) {
            self.key = key
            self.value = value
            self.comment = comment
            self.location = location
        }
    }

    /// The path the file was read from, as given to the parser; used in locations.
    @NotCompared public var path: String
    /// The entries in file order, one per key. When a key appears more than once, the last
    /// occurrence wins (as in Foundation): the entry keeps the position of the first occurrence
    /// and takes the value, comment and location of the last.
    public var entries: [Entry]
    /// Earlier occurrences of keys that appear more than once, in file order. Each has a
    /// `duplicate key` warning in ``diagnostics``.
    @NotCompared public var duplicates: [Entry] = []
    /// Problems found while reading, in file order.
    @NotCompared public var diagnostics: [Diagnostic] = []
    /// The encoding the file was stored in (``TextEncoding/utf8`` for property lists).
    @NotCompared public var encoding: TextEncoding = .utf8

    /// Creates a file from entries, for writing with ``render()``.
    public init(path: String = "", entries: [Entry]) {
        self.path = path
        self.entries = entries
    }

    /// Parses the bytes of a `.strings` file. Never fails and never traps.
    ///
    /// - Parameters:
    ///   - data: The file's bytes, in any of the encodings described on ``StringsFile``.
    ///   - path: The path to put in diagnostics and entry locations.
    /// - Returns: Every entry that could be read, and a diagnostic for each problem.
    /// - Complexity: O(n) in the size of `data`.
    public static func parse(_ data: consuming Data, path: String) -> StringsFile {
        if data.starts(with: Array("bplist".utf8)) || Self.looksLikeXMLPropertyList(data) {
            return parsePropertyList(data, path: path)
        }
        let byteCount = data.count
        // The bytes as read are not kept while the decoded text is parsed (when the caller gave
        // them up): a large file is not in memory twice.
        let text = DecodedText(decoding: consume data)
        if let reason = text.notTextReason(byteCount: byteCount) { return notText(path, reason) }
        return StringsParser.parse(text, path: path)
    }

    /// The entries as a dictionary, key to value.
    public var dictionary: [String: String] {
        var result = [String: String](minimumCapacity: entries.count)
        for entry in entries { result[entry.key] = entry.value }
        return result
    }

    /// The value for `key`, or `nil` when the file has no such key.
    ///
    /// - Complexity: O(n); build ``dictionary`` once for many lookups.
    public subscript(key: String) -> String? {
        entries.last(where: { $0.key == key })?.value
    }
}

extension StringsFile {
    package static func looksLikeXMLPropertyList(_ data: Data) -> Bool {
        var prefix = data.prefix(64)
        if prefix.starts(with: [0xEF, 0xBB, 0xBF]) { prefix = prefix.dropFirst(3) }
        let text = String(decoding: prefix, as: UTF8.self).drop(while: { $0.isWhitespace })
        return text.hasPrefix("<?xml") || text.hasPrefix("<!DOCTYPE plist") || text.hasPrefix("<plist")
    }

    /// Reads a binary or XML property list holding a dictionary of strings, as Xcode may
    /// compile `.strings` files into a built app. Positions are not available in this form.
    private static func parsePropertyList(_ data: Data, path: String) -> StringsFile {
        let start = SourceLocation(file: path, line: 1, column: 1)
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            let diagnostic = Diagnostic(
                location: start, severity: .error, kind: .unreadableFile,
                message: "not a readable property list: \(error.localizedDescription)")
            return unreadable(path, diagnostic)
        }
        guard let dictionary = plist as? [String: Any] else {
            let diagnostic = Diagnostic(
                location: start, severity: .error, kind: .unexpectedType,
                message: "the property list is not a dictionary of strings")
            return unreadable(path, diagnostic)
        }
        var entries = [Entry]()
        var diagnostics = [Diagnostic]()
        for key in Sorting.sorted(Array(dictionary.keys)) {
            if let value = dictionary[key] as? String {
                entries.append(Entry(key: key, value: value, location: start))
            } else {
                diagnostics.append(
                    Diagnostic(
                        location: start, severity: .error, kind: .unexpectedType,
                        key: key, message: "the value of \"\(key)\" is not a string"))
            }
        }
        var file = StringsFile(path: path, entries: entries)
        file.diagnostics = diagnostics
        return file
    }

    /// A file of no entries, with one diagnostic: it is no text (``Diagnostic/Kind/notText``).
    static func notText(_ path: String, _ reason: String) -> StringsFile {
        unreadable(
            path,
            Diagnostic(
                location: SourceLocation(file: path, line: 1, column: 1), severity: .error, kind: .notText,
                message: "not a text file: \(reason)"))
    }

    /// A file of no entries with the one diagnostic that says why.
    private static func unreadable(_ path: String, _ diagnostic: Diagnostic) -> StringsFile {
        var file = StringsFile(path: path, entries: [])
        file.diagnostics = [diagnostic]
        return file
    }
}

extension StringsFile {
    /// Keys and values only (the last definition of a key wins) and the error diagnostics:
    /// what a runtime needs, faster than ``parse(_:path:)`` because it records no comments,
    /// locations or duplicate warnings.
    package static func parsePairs(_ data: consuming Data, path: String) -> (
        pairs: [(key: String, value: String)], diagnostics: [Diagnostic]
    ) {
        if data.starts(with: Array("bplist".utf8)) || looksLikeXMLPropertyList(data) {
            let file = parse(data, path: path)
            return (file.entries.map { ($0.key, $0.value) }, file.diagnostics)
        }
        let byteCount = data.count
        // As in ``parse(_:path:)``: the bytes as read are not kept while the decoded text is parsed.
        let text = DecodedText(decoding: consume data)
        if let reason = text.notTextReason(byteCount: byteCount) { return ([], notText(path, reason).diagnostics) }
        return StringsParser.parsePairs(text, path: path)
    }
}
