// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats
import LingoUtilities

/// Writes a ``PropertyListNode`` tree as an XML property list laid out the way Xcode (and
/// Foundation's `PropertyListSerialization`) writes one:
///
/// ```
/// <?xml version="1.0" encoding="UTF-8"?>
/// <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
/// <plist version="1.0">
/// <dict>
/// 	<key>name</key>
/// 	<string>value</string>
/// </dict>
/// </plist>
/// ```
///
/// One element per line, a tab per nesting level below the root, `<dict/>` and `<array/>` for
/// empty containers, `<true/>`/`<false/>`, and `&`, `<`, `>` escaped as `&amp;`, `&lt;`,
/// `&gt;` (quotes are written as they are, as Foundation does; control characters other than
/// tab and line feed as `&#N;`: ``XMLEscaping``).
/// Dictionary members are written in the tree's order; Foundation would sort them.
enum XMLPropertyListWriter {
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """

    /// The UTF-8 bytes of the document holding `root`.
    ///
    /// - Complexity: O(n) in the size of the output.
    static func write(_ root: PropertyListNode) -> [UInt8] {
        var output = [UInt8]()
        output.reserveCapacity(4096)
        output.append(contentsOf: header.utf8)
        append(root, depth: 0, to: &output)
        output.append(contentsOf: "</plist>\n".utf8)
        return output
    }

    private static func append(_ node: PropertyListNode, depth: Int, to output: inout [UInt8]) {
        indent(depth, &output)
        switch node.value {
        case .string(let text): element("string", text, &output)
        case .integer(let text): element("integer", text, &output)
        case .real(let text): element("real", text, &output)
        case .date(let text): element("date", text, &output)
        case .data(let text): element("data", text, &output)
        case .boolean(let flag): output.append(contentsOf: (flag ? "<true/>\n" : "<false/>\n").utf8)
        case .array(let elements):
            if elements.isEmpty {
                output.append(contentsOf: "<array/>\n".utf8)
                return
            }
            output.append(contentsOf: "<array>\n".utf8)
            for element in elements { append(element, depth: depth + 1, to: &output) }
            indent(depth, &output)
            output.append(contentsOf: "</array>\n".utf8)
        case .dictionary(let members):
            if members.isEmpty {
                output.append(contentsOf: "<dict/>\n".utf8)
                return
            }
            output.append(contentsOf: "<dict>\n".utf8)
            for member in members {
                indent(depth + 1, &output)
                element("key", member.key, &output)
                append(member.value, depth: depth + 1, to: &output)
            }
            indent(depth, &output)
            output.append(contentsOf: "</dict>\n".utf8)
        }
    }

    private static func element(_ name: StaticString, _ text: String, _ output: inout [UInt8]) {
        let nameBytes = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        output.append(UInt8(ascii: "<"))
        output.append(contentsOf: nameBytes)
        output.append(UInt8(ascii: ">"))
        appendEscaped(text, to: &output)
        output.append(contentsOf: "</".utf8)
        output.append(contentsOf: nameBytes)
        output.append(contentsOf: ">\n".utf8)
    }

    /// Appends `text` escaped for XML text (``XMLEscaping``).
    static func appendEscaped(_ text: String, to output: inout [UInt8]) {
        XMLEscaping.append(text, to: &output)
    }

    private static func indent(_ depth: Int, _ output: inout [UInt8]) {
        for _ in 0..<depth { output.append(UInt8(ascii: "\t")) }
    }
}
