// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation

/// A `.stringsdict` file: the plural, width and device rules of
/// `<lang>.lproj/Localizable.stringsdict`.
///
/// Read one with ``parse(_:path:)`` (never fails: bad content becomes ``diagnostics`` and every
/// valid entry around it survives) or ``ParsableFile/init(contentsOf:)``; write one with
/// `render()` (in `LingoToolFormats`).
///
/// ```swift
/// let file = StringsDictFile.parse(
///     data,
///     path: "ru.lproj/Localizable.stringsdict"
/// )
/// for diagnostic in file.diagnostics { print(diagnostic) }  // path:12:3: …
/// let files = file["%d files"]?.variables.first   // the `files` plural rule
/// files?[.few]                                    // "%d файла"
/// ```
///
/// The file is an XML property list whose root dictionary maps each key to one of
/// (see ``Value``):
/// - a plural rule: `NSStringLocalizedFormatKey` with `%#@name@` variables, each a dictionary
///   with `NSStringFormatSpecTypeKey` = `NSStringPluralRuleType`, `NSStringFormatValueTypeKey`
///   and the forms `zero one two few many other`;
/// - a width rule, `NSStringVariableWidthRuleType`: strings for widths such as `20`, `50`;
/// - a device rule, `NSStringDeviceSpecificRuleType`: strings (or nested rules) for `iphone`,
///   `ipad`, `mac`, ...;
/// - a plain string.
///
/// The reader is Lingo's own (`XMLPropertyListReader`): it reports each problem with its line
/// and column, reads UTF-8 and UTF-16 files, and does not build Foundation's object graph the
/// way `PropertyListSerialization` does. Binary property lists (what Xcode may put in a built app) are
/// read too, through Foundation, without positions.
///
/// Two files are equal when they hold the same entries in the same order; paths, locations and
/// diagnostics are not compared, so `parse(render(x)) == x`.
public struct StringsDictFile: ParsableFile, Equatable {
    /// The path the file was read from, as given to the parser; used in locations.
    @NotCompared public var path: String
    /// The entries in file order, one per key. When a key appears more than once, the last
    /// occurrence wins (as in Foundation) at the position of the first; each repetition has a
    /// `duplicate key` warning in ``diagnostics``.
    public var entries: [Entry]
    /// Problems found while reading, in file order.
    @NotCompared public var diagnostics: [Diagnostic] = []
    /// The encoding the file was stored in (``TextEncoding/utf8`` for binary property lists).
    @NotCompared public var encoding: TextEncoding = .utf8

    /// Creates a file from entries, for writing with `render()` (in `LingoToolFormats`).
    public init(path: String = "", entries: [Entry]) {
        self.path = path
        self.entries = entries
    }

    /// Parses the bytes of a `.stringsdict` file. Never fails and never traps.
    ///
    /// - Parameters:
    ///   - data: The file's bytes: an XML property list in UTF-8 or UTF-16 (either byte order,
    ///     with or without a byte order mark), or a binary property list.
    ///   - path: The path to put in diagnostics and entry locations.
    /// - Returns: Every entry that could be read, and a diagnostic for each problem.
    /// - Complexity: O(n) in the size of `data`.
    public static func parse(_ data: Data, path: String) -> StringsDictFile {
        if data.starts(with: Array("bplist".utf8)) {
            return StringsDictParser.parseBinary(data, path: path)
        }
        return StringsDictParser.parse(decode(data), path: path)
    }

    /// Decodes the text of an XML property list. `DecodedText` takes text with many NUL bytes
    /// near its start for UTF-16 without a byte order mark; but a document whose first two
    /// bytes are `<` and a byte other than NUL is UTF-8 whatever follows (the XML
    /// specification's encoding detection, appendix F), so it is read as UTF-8 (by giving
    /// `DecodedText` a byte order mark to go by).
    private static func decode(_ data: Data) -> DecodedText {
        let utf8WithNulBytes = data.withUnsafeBytes { raw in
            raw.count >= 2 && raw[0] == UInt8(ascii: "<") && raw[1] != 0 && raw.prefix(1024).contains(0)
        }
        return DecodedText(decoding: utf8WithNulBytes ? [0xEF, 0xBB, 0xBF] + Array(data) : Array(data))
    }

    /// The entry for `key`, or `nil` when the file has no such key.
    ///
    /// - Complexity: O(n); build a dictionary from ``entries`` for many lookups.
    public subscript(key: String) -> Entry? {
        entries.first(where: { $0.key == key })
    }
}
