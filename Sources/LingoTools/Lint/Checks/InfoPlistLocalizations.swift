// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats

/// The `CFBundleLocalizations` array of an XML `Info.plist`, with the line of each entry, so that
/// findings point at it and a rewrite changes only those lines.
struct InfoPlistLocalizations {
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
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8),
            text.contains("<plist")
        else { return nil }
        self.init(text: text)
    }

    init(text: String) {
        let lines = text.components(separatedBy: "\n")
        keyLine = 1
        entries = []
        arrayLines = nil
        guard let key = lines.firstIndex(where: { $0.contains("<key>CFBundleLocalizations</key>") }) else { return }
        keyLine = key + 1
        guard key + 1 < lines.count, lines[key + 1].contains("<array>") else { return }
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
}
