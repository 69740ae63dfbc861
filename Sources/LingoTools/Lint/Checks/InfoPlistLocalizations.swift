// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats

/// The `CFBundleLocalizations` array of an XML `Info.plist`, with the line of each entry, so that
/// findings point at it and a rewrite changes only those lines.
package struct InfoPlistLocalizations {
    /// One `<string>` of the array.
    struct Entry {
        /// The entry as a canonical tag (`zh_Hans` → `zh-Hans`), or as written when it is not one.
        var tag: String
        /// Its 1-based line.
        var line: Int

        func location(in file: String) -> SourceLocation {
            SourceLocation(file: file, line: line, column: 1)
        }
    }

    /// The line of the `CFBundleLocalizations` key, or 1 when the file has none.
    var keyLine: Int
    var entries: [Entry]
    /// The lines of the array, `<array>` to `</array>` (0-based, half-open), when it exists.
    var arrayLines: Range<Int>?

    /// Reads the file; `nil` when it cannot be read or is not an XML property list.
    init?(path: String) {
        guard let text = try? Self.xmlText(at: path) else { return nil }
        self.init(text: text)
    }

    /// The text of the XML property list at `path`, read as every command reads a file (a FIFO
    /// or a device is refused, not opened).
    ///
    /// - Throws: ``LingoToolsError/unreadable(path:reason:)`` when it cannot be read or is not
    ///   an XML property list (a binary one included).
    package static func xmlText(at path: String) throws(LingoToolsError) -> String {
        let data = try FileAccess.read(path)
        guard let text = String(data: data, encoding: .utf8), text.contains("<plist") else {
            throw LingoToolsError.unreadable(
                path: path, reason: "not an XML property list (convert it with `plutil -convert xml1`)")
        }
        return text
    }

    init(text: String) {
        let lines = Self.lines(of: text).lines
        keyLine = 1
        entries = []
        arrayLines = nil
        guard let key = lines.firstIndex(where: { $0.contains("<key>CFBundleLocalizations</key>") }) else { return }
        keyLine = key + 1
        guard key + 1 < lines.count, lines[key + 1].contains("<array>") || lines[key + 1].contains("<array/>")
        else { return }
        var index = key + 1
        while index < lines.count {
            let line = lines[index]
            if let start = line.range(of: "<string>"), let end = line.range(of: "</string>"),
                start.upperBound <= end.lowerBound
            {
                let name = String(line[start.upperBound..<end.lowerBound])
                let tag = (try? LanguageTag(name))?.identifier ?? name
                entries.append(Entry(tag: tag, line: index + 1))
            }
            if line.contains("</array>") || line.contains("<array/>") { break }
            index += 1
        }
        arrayLines = (key + 1)..<min(index + 1, lines.count)
    }

    /// `text` (an XML `Info.plist`) with `CFBundleLocalizations` listing exactly `languages`,
    /// changing only the lines it must: entries still wanted keep their line and spelling,
    /// entries no longer wanted lose theirs, new ones are added at the end of the array in the
    /// indentation of the file; a missing key is added with its array before the last `</dict>`.
    /// `text` itself when the list is right; `nil` when the file has no `</dict>` to add to or
    /// its key is not followed by an `<array>` line.
    package static func rewriting(_ text: String, languages: [String]) -> String? {
        let current = InfoPlistLocalizations(text: text)
        var (lines, separator) = Self.lines(of: text)
        func indentation(_ line: String) -> String { String(line.prefix { $0 == " " || $0 == "\t" }) }
        func entry(_ tag: String, _ indent: String) -> String { indent + "<string>" + tag + "</string>" }

        guard let arrayLines = current.arrayLines else {
            // A key without an array on the next line is left to the user.
            guard !lines.contains(where: { $0.contains("<key>CFBundleLocalizations</key>") }),
                let close = lines.lastIndex(where: { $0.contains("</dict>") })
            else { return nil }
            let keyIndent =
                lines.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("<key>") }.map(indentation) ?? "\t"
            let block =
                [keyIndent + "<key>CFBundleLocalizations</key>", keyIndent + "<array>"]
                + languages.map { entry($0, keyIndent + keyIndent) } + [keyIndent + "</array>"]
            lines.insert(contentsOf: block, at: close)
            return lines.joined(separator: separator)
        }
        let wanted = Set(languages)
        if Set(current.entries.map(\.tag)) == wanted, current.entries.count == languages.count { return text }
        let arrayIndent = indentation(lines[arrayLines.lowerBound])
        let entryIndent =
            current.entries.first.map { indentation(lines[$0.line - 1]) } ?? arrayIndent
            + (arrayIndent.isEmpty ? "\t" : arrayIndent)
        var kept = Set<String>()
        var dropped = Set<Int>()  // 0-based lines of entries no longer wanted (or repeated)
        for item in current.entries {
            if wanted.contains(item.tag), kept.insert(item.tag).inserted { continue }
            dropped.insert(item.line - 1)
        }
        let added = languages.filter { !kept.contains($0) }.map { entry($0, entryIndent) }
        var result = [String]()
        for (index, line) in lines.enumerated() {
            if arrayLines.count == 1, index == arrayLines.lowerBound {
                // `<array/>` or an array on one line: one line per entry.
                let indent = indentation(line)
                result.append(indent + "<array>")
                result += languages.map { entry($0, indent + (indent.isEmpty ? "\t" : indent)) }
                result.append(indent + "</array>")
                continue
            }
            if dropped.contains(index) { continue }
            if index == arrayLines.upperBound - 1, line.contains("</array>") { result += added }
            result.append(line)
        }
        return result.joined(separator: separator)
    }

    /// The lines of `text` and what separates them (`\r\n` in a file that uses it, else `\n`).
    private static func lines(of text: String) -> (lines: [String], separator: String) {
        let separator = text.contains("\r\n") ? "\r\n" : "\n"
        return (text.components(separatedBy: separator), separator)
    }
}
