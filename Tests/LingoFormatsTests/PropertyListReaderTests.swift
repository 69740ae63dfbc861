// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

@testable import LingoFormats

/// The XML property list reader under `.stringsdict`: values, positions, and its agreement with
/// Foundation on what a property list means.
@Suite struct PropertyListReaderTests {
    /// Reads `text`; returns the root (offsets kept), the locations of the given offsets, and the
    /// diagnostics.
    private func read(_ text: String) -> (
        root: PropertyListNode?, diagnostics: [Diagnostic], locate: (Int) -> LingoFormats.SourceLocation
    ) {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var reader = XMLPropertyListReader(bytes: buffer, path: "r.plist")
            let root = reader.readDocument()
            var locations = [Int: LingoFormats.SourceLocation]()
            for offset in 0...bytes.count { locations[offset] = reader.location(of: offset) }
            let table = locations
            return (
                root, reader.diagnostics, { table[$0] ?? LingoFormats.SourceLocation(file: "", line: 0, column: 0) }
            )
        }
    }

    private static let everyKind = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>string</key>
        \t<string>a &lt;b&gt;</string>
        \t<key>integer</key>
        \t<integer>-42</integer>
        \t<key>real</key>
        \t<real>3.5</real>
        \t<key>yes</key>
        \t<true/>
        \t<key>no</key>
        \t<false></false>
        \t<key>date</key>
        \t<date>2024-01-02T03:04:05Z</date>
        \t<key>data</key>
        \t<data>
        \tAAEC
        \t</data>
        \t<key>array</key>
        \t<array>
        \t\t<string>x</string>
        \t\t<dict/>
        \t\t<array/>
        \t</array>
        \t<key>string</key>
        \t<string>again</string>
        </dict>
        </plist>
        """

    @Test func everyKindOfValueInFileOrderWithDuplicatesKept() throws {
        let (root, diagnostics, _) = read(Self.everyKind)
        #expect(diagnostics.isEmpty)
        let expected = PropertyListNode(
            .dictionary([
                .init(key: "string", value: .init(.string("a <b>"))),
                .init(key: "integer", value: .init(.integer("-42"))),
                .init(key: "real", value: .init(.real("3.5"))),
                .init(key: "yes", value: .init(.boolean(true))),
                .init(key: "no", value: .init(.boolean(false))),
                .init(key: "date", value: .init(.date("2024-01-02T03:04:05Z"))),
                .init(key: "data", value: .init(.data("\n\tAAEC\n\t"))),
                .init(
                    key: "array",
                    value: .init(.array([.init(.string("x")), .init(.dictionary([])), .init(.array([]))]))),
                .init(key: "string", value: .init(.string("again"))),
            ]))
        #expect(try #require(root).withoutOffsets == expected)
    }

    @Test func everyKeyAndValueKnowsWhereItIs() throws {
        let (root, _, locate) = read(Self.everyKind)
        let members = try #require(root?.members)
        let keyLines = members.map { locate($0.keyOffset).line }
        #expect(keyLines == [4, 6, 8, 10, 12, 14, 16, 20, 26])
        #expect(members.allSatisfy { locate($0.keyOffset).column == 2 })
        #expect(members.map { locate($0.value.offset).line } == [5, 7, 9, 11, 13, 15, 17, 21, 27])
        guard case .array(let elements)? = members.first(where: { $0.key == "array" })?.value.value else {
            Issue.record("no array")
            return
        }
        #expect(elements.map { "\(locate($0.offset).line):\(locate($0.offset).column)" } == ["22:3", "23:3", "24:3"])
        #expect(locate(root?.offset ?? -1) == LingoFormats.SourceLocation(file: "r.plist", line: 3, column: 1))
    }

    @Test func whatFoundationReadsTheReaderReadsTheSame() throws {
        let (root, _, _) = read(Self.everyKind)
        let foundation = try PropertyListSerialization.propertyList(
            from: Data(Self.everyKind.utf8), options: [], format: nil)
        let dictionary = try #require(foundation as? [String: Any])
        let members = try #require(root?.members)
        #expect(dictionary["string"] as? String == "again")  // Foundation keeps the last duplicate
        #expect(members.last { $0.key == "string" }?.value.string == "again")
        #expect(dictionary["integer"] as? Int == -42)
        #expect(dictionary["yes"] as? Bool == true)
        #expect((dictionary["array"] as? [Any])?.count == 3)
        #expect(Set(dictionary.keys) == Set(members.map(\.key)))
    }

    @Test(arguments: [
        ("<plist><dict><key>k</key><true>x</true></dict></plist>", "<true> must be empty, as in <true/>"),
        ("<plist><dict><key>k</key><key>m</key><string/></dict></plist>", "the key \"k\" has no value"),
        ("<plist><array><key>k</key></array></plist>", "a <key> must be inside a <dict>, followed by its value"),
        ("<plist><dict><key>k</key><plist/></dict></plist>", "<plist> can only be the outermost element"),
        ("<plist><dict><key>k</key><string>a</string", "expected </string> to close the <string> opened at 1:26"),
        ("<plist><array><string>a</string>", "the <array> opened here is never closed"),
        (
            "<plist><array><string>a</string></dict></plist>",
            "expected </array> to close the <array> opened at 1:8, found </dict>"
        ),
        ("<!DOCTYPE plist \"never closed <plist/>", "the <!DOCTYPE declaration opened here is never closed"),
        (
            "<plist><dict><key>k</key><string>a<?pi?></string></dict></plist>",
            "a processing instruction inside <string> text: Foundation's property list parser rejects the whole file"
        ),
    ])
    func problems(text: String, message: String) {
        let (_, diagnostics, _) = read(text)
        #expect(diagnostics.contains { $0.message.contains(message) }, "\(diagnostics)")
    }

    @Test func tagsWithSpacesAndAttributes() throws {
        let (root, diagnostics, _) = read(
            "<plist version='1.0' note=\"a > b\"><dict ><key >k</key ><string lang=\"x\">v</string\n></dict></plist >")
        #expect(diagnostics.isEmpty)
        #expect(root?.members?.first?.value.string == "v")
    }

    // MARK: Positions

    /// The cursor answers like the line table, forwards and backwards, on text with every
    /// kind of line break and multi-byte characters, and on text whose lines all end at `\n`
    /// (which the cursor reads another way).
    @Test(arguments: [true, false])
    func positionCursorAgreesWithLineTable(carriageReturns: Bool) {
        var generator = SeededGenerator()
        let pieces =
            ["a", "é", "🐭", "\n", "\t", "<key>", "longer run of ASCII text", "日本語"]
            + (carriageReturns ? ["\r\n", "\r"] : ["\n\n"])
        for _ in 0..<200 {
            let text = (0..<Int.random(in: 0..<60, using: &generator)).map { _ in
                pieces.randomElement(using: &generator) ?? ""
            }.joined()
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                let table = LineTable(buffer)
                var cursor = PositionCursor()
                var offsets = (0...bytes.count).map { $0 }
                offsets += (0..<20).map { _ in Int.random(in: 0...bytes.count, using: &generator) }
                for offset in offsets {
                    let expected = table.position(of: offset, in: buffer)
                    let found = cursor.position(of: offset, in: buffer)
                    #expect(
                        found.line == expected.line && found.column == expected.column,
                        "\(text.debugDescription) @\(offset)")
                }
            }
        }
    }
}

extension PropertyListNode {
    /// The tree with every offset 0, to compare with a built one.
    var withoutOffsets: PropertyListNode {
        switch value {
        case .array(let elements): PropertyListNode(.array(elements.map(\.withoutOffsets)))
        case .dictionary(let members):
            PropertyListNode(
                .dictionary(members.map { PropertyListNode.Member(key: $0.key, value: $0.value.withoutOffsets) }))
        default: PropertyListNode(value)
        }
    }
}
