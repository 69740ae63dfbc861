// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The screen fitted to a terminal of `width` × `height` cells: the whole screen when it fits,
/// else without the banner, else without the details; else the title, the language list
/// (scrolled when it is still too long), what is in use and the keys. Each line is cut to the
/// width.
struct ScreenLayout {
    var width: Int
    var height: Int

    /// The lines to draw, at most `height`, none wider than `width - 1` cells (a character in
    /// the last column makes some terminals wrap). `scroll` is the first list row shown; it is
    /// moved so that the row in use stays visible when `followInUse`.
    func lines(of parts: SettingsScreen.Parts, scroll: inout Int, followInUse: Bool) -> [String] {
        let hint = Self.wrap(parts.hint, width: width - 1, maxLines: 2)
        // The whole screen; without the banner; without the details.
        let body = [parts.title, ""] + parts.samples + ["", parts.listTitle] + parts.list + ["", parts.status]
        for candidate in [parts.header + body + parts.details + [""] + hint, body + parts.details + [""] + hint,
                          body + [""] + hint] where candidate.count <= height {
            scroll = 0
            return candidate.map { Self.cut($0, width: width - 1) }
        }
        var top = [parts.title]
        var status = [parts.status]
        var keys = hint
        // Drop what matters least until the list has three rows: the status, the hint's second
        // line, the title, the hint.
        while top.count + status.count + keys.count + min(3, parts.list.count) > height {
            if !status.isEmpty {
                status = []
            } else if keys.count > 1 {
                keys.removeLast()
            } else if !top.isEmpty {
                top = []
            } else if !keys.isEmpty {
                keys = []
            } else {
                break
            }
        }
        let bottom = status + keys
        let rows = max(0, height - top.count - bottom.count)
        let list = window(parts.list, rows: rows, inUse: parts.inUseRow, scroll: &scroll, followInUse: followInUse)
        return (top + list + bottom).prefix(max(height, 0)).map { Self.cut($0, width: width - 1) }
    }

    /// `rows` rows of `list` from `scroll`, with `↑ n` / `↓ n` on the first and last row when
    /// rows are hidden above or below.
    private func window(_ list: [String], rows: Int, inUse: Int, scroll: inout Int, followInUse: Bool) -> [String] {
        guard rows > 0 else { return [] }
        guard list.count > rows else {
            scroll = 0
            return list
        }
        if followInUse {
            if inUse < scroll + 1 { scroll = inUse - 1 }
            if inUse > scroll + rows - 2 { scroll = inUse - rows + 2 }
        }
        scroll = min(max(scroll, 0), list.count - rows)
        var shown = Array(list[scroll..<(scroll + rows)])
        if rows >= 3 {
            if scroll > 0 { shown[0] = "   ↑ \(scroll + 1)" }
            let below = list.count - (scroll + rows)
            if below > 0 { shown[rows - 1] = "   ↓ \(below + 1)" }
        }
        return shown
    }

    /// `text` cut into lines of at most `width` cells, at spaces when there are some.
    static func wrap(_ text: String, width: Int, maxLines: Int) -> [String] {
        var lines = [String]()
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if cells(candidate) <= width || current.isEmpty {
                current = candidate
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty { lines.append(current) }
        if lines.count > maxLines {
            lines = Array(lines.prefix(maxLines))
            lines[maxLines - 1] += " …"
        }
        return lines.map { cut($0, width: width) }
    }

    /// `text` cut to `width` cells, ending with `…` when cut.
    static func cut(_ text: String, width: Int) -> String {
        guard cells(text) > width else { return text }
        guard width > 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let size = cells(character)
            if used + size > width - 1 { break }
            result.append(character)
            used += size
        }
        return result + "…"
    }

    /// How many terminal cells `text` takes: two for a character of East_Asian_Width W or F
    /// (Hangul, kana, Han, most emoji), none for combining marks, one for the rest (ambiguous
    /// characters such as box drawing included, as terminals outside East Asian locales draw them).
    static func cells(_ text: String) -> Int {
        text.reduce(0) { $0 + cells($1) }
    }

    static func cells(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        return isWide(scalar) ? 2 : 1
    }

    /// Whether `scalar` is East_Asian_Width W or F: a binary search of the generated ranges.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let ranges = EastAsianWidth.wideRanges
        var low = 0, high = ranges.count / 2
        while low < high {
            let middle = (low + high) / 2
            if scalar.value < ranges[2 * middle] {
                high = middle
            } else if scalar.value > ranges[2 * middle + 1] {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
