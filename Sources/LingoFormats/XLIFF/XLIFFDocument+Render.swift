// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoUtilities

extension XLIFFDocument {
    /// Writes the document as UTF-8 XLIFF 1.2, laid out as Xcode writes it: the same XML
    /// declaration and `<xliff>` element, two spaces per level, `xml:space="preserve"` on every
    /// unit, `<note/>` for a unit without a comment, and only `&`, `<`, `>` escaped in text.
    /// So a document Xcode wrote comes back byte for byte, and `parse(render(d)) == d`.
    ///
    /// Characters XML 1.0 cannot hold as text (C0 controls, and `\r`, which XML turns into
    /// `\n`) are written as character references.
    ///
    /// - Returns: The document's bytes.
    /// - Complexity: O(n) in the size of the output.
    public func render() -> Data {
        var output = """
            <?xml version="1.0" encoding="utf-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 \
            http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">

            """
        for file in files {
            output +=
                "  <file original=\"\(Self.escaped(file.original, attribute: true))\" source-language=\""
                + Self.escaped(file.sourceLanguage, attribute: true) + "\""
            if let target = file.targetLanguage {
                output += " target-language=\"\(Self.escaped(target, attribute: true))\""
            }
            output += " datatype=\"\(Self.escaped(file.datatype, attribute: true))\">\n"
            if let tool = file.tool {
                output += "    <header>\n      <tool tool-id=\"\(Self.escaped(tool.id, attribute: true))\""
                if let name = tool.name { output += " tool-name=\"\(Self.escaped(name, attribute: true))\"" }
                if let version = tool.version {
                    output += " tool-version=\"\(Self.escaped(version, attribute: true))\""
                }
                if let build = tool.buildNumber { output += " build-num=\"\(Self.escaped(build, attribute: true))\"" }
                output += "/>\n    </header>\n"
            }
            output += "    <body>\n"
            for unit in file.units { Self.write(unit, to: &output) }
            output += "    </body>\n  </file>\n"
        }
        output += "</xliff>\n"
        return Data(output.utf8)
    }

    private static func write(_ unit: Unit, to output: inout String) {
        output += "      <trans-unit id=\"\(escaped(unit.id, attribute: true))\" xml:space=\"preserve\">\n"
        output += "        <source>\(escaped(unit.source, attribute: false))</source>\n"
        if let target = unit.target {
            let state = unit.targetState.map { " state=\"\(escaped($0, attribute: true))\"" } ?? ""
            output +=
                target.isEmpty
                ? "        <target\(state)/>\n"
                : "        <target\(state)>\(escaped(target, attribute: false))</target>\n"
        }
        if let note = unit.note, !note.isEmpty {
            output += "        <note>\(escaped(note, attribute: false))</note>\n"
        } else {
            output += "        <note/>\n"
        }
        if let note = unit.targetNote {
            output += "        <note annotates=\"target\">\(escaped(note, attribute: false))</note>\n"
        }
        output += "      </trans-unit>\n"
    }

    /// `text` escaped for XML text (`&`, `<`, `>`) or a double-quoted attribute (also `"` and
    /// white space other than the space, which attribute-value normalization would turn into spaces).
    static func escaped(_ text: String, attribute: Bool) -> String {
        guard
            text.unicodeScalars.contains(where: { $0 == "&" || $0 == "<" || $0 == ">" || $0 == "\"" || $0.value < 0x20 }
            )
        else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where attribute: result += "&quot;"
            case "\n" where !attribute: result += "\n"
            case "\t" where !attribute: result += "\t"
            default:
                if scalar.value < 0x20 {
                    result += "&#\(scalar.value);"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
