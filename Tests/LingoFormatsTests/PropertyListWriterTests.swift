// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import LingoFormats
@testable import LingoToolFormats

/// The XML property list writer: Xcode's layout, escaping, and round trips through the reader
/// and through Foundation.
@Suite struct PropertyListWriterTests {
    private static let tree = PropertyListNode(
        .dictionary([
            .init(key: "z first", value: .init(.string("Tom & Jerry <3> \"quoted\" 'single'"))),
            .init(key: "a <second>", value: .init(.integer("7"))),
            .init(key: "real", value: .init(.real("2.5"))),
            .init(key: "flags", value: .init(.array([.init(.boolean(true)), .init(.boolean(false))]))),
            .init(key: "empty", value: .init(.dictionary([]))),
            .init(key: "none", value: .init(.array([]))),
            .init(key: "text", value: .init(.string(""))),
            .init(key: "multi\nline", value: .init(.string("  spaced\n\tand tabbed  "))),
            .init(key: "nested", value: .init(.dictionary([.init(key: "deeper", value: .init(.string("🐭")))]))),
        ]))

    @Test func writesXcodesLayout() {
        let text = String(decoding: XMLPropertyListWriter.write(Self.tree), as: UTF8.self)
        #expect(
            text == """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                \t<key>z first</key>
                \t<string>Tom &amp; Jerry &lt;3&gt; "quoted" 'single'</string>
                \t<key>a &lt;second&gt;</key>
                \t<integer>7</integer>
                \t<key>real</key>
                \t<real>2.5</real>
                \t<key>flags</key>
                \t<array>
                \t\t<true/>
                \t\t<false/>
                \t</array>
                \t<key>empty</key>
                \t<dict/>
                \t<key>none</key>
                \t<array/>
                \t<key>text</key>
                \t<string></string>
                \t<key>multi
                line</key>
                \t<string>  spaced
                \tand tabbed  </string>
                \t<key>nested</key>
                \t<dict>
                \t\t<key>deeper</key>
                \t\t<string>🐭</string>
                \t</dict>
                </dict>
                </plist>

                """)
    }

    @Test func readerReadsBackWhatTheWriterWrote() throws {
        let bytes = XMLPropertyListWriter.write(Self.tree)
        let root: PropertyListNode? = bytes.withUnsafeBufferPointer { buffer in
            var reader = XMLPropertyListReader(bytes: buffer, path: "w.plist")
            let root = reader.readDocument()
            #expect(reader.diagnostics.isEmpty)
            return root
        }
        #expect(root?.withoutOffsets == Self.tree)
        #expect(root?.members?.first?.value.string == "Tom & Jerry <3> \"quoted\" 'single'")
    }

    /// Foundation reads the writer's output as the same values (and writes the same layout,
    /// apart from sorting keys).
    @Test func foundationReadsWhatTheWriterWrote() throws {
        let data = Data(XMLPropertyListWriter.write(Self.tree))
        let value = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        let dictionary = try #require(value as? [String: Any])
        #expect(dictionary["z first"] as? String == "Tom & Jerry <3> \"quoted\" 'single'")
        #expect(dictionary["a <second>"] as? Int == 7)
        #expect(dictionary["real"] as? Double == 2.5)
        #expect(dictionary["text"] as? String == "")
        #expect(dictionary["multi\nline"] as? String == "  spaced\n\tand tabbed  ")
        #expect((dictionary["nested"] as? [String: String]) == ["deeper": "🐭"])
        #expect((dictionary["empty"] as? [String: Any])?.isEmpty == true)

        let sortedTree = PropertyListNode(
            .dictionary([
                .init(key: "a", value: .init(.dictionary([.init(key: "b", value: .init(.string("x & y")))]))),
                .init(key: "c", value: .init(.string(""))),
            ]))
        let foundationBytes = try PropertyListSerialization.data(
            fromPropertyList: ["a": ["b": "x & y"], "c": ""], format: .xml, options: 0)
        #expect(Data(XMLPropertyListWriter.write(sortedTree)) == foundationBytes)
    }
}
