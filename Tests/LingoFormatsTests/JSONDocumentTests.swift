// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import TestSupport
import Testing

/// The JSON reader: order, exact numbers, escapes, positions, errors and recovery.
@Suite struct JSONDocumentTests {
    private func parse(_ text: String) -> JSONDocument {
        JSONDocument.parse(Data(text.utf8), path: "t.json")
    }

    // MARK: Values

    @Test func membersKeepFileOrderAndNumbersTheirText() throws {
        let document = parse(
            #"{"z": 1.50, "a": -0, "m": 1E+2, "b": [true, false, null], "k": 12345678901234567890123}"#)
        #expect(document.diagnostics.isEmpty)
        guard case .object(let object)? = document.root else {
            Issue.record("not an object")
            return
        }
        #expect(object.members.map(\.key) == ["z", "a", "m", "b", "k"])
        #expect(object["z"] == .number("1.50"))
        #expect(object["a"] == .number("-0"))
        #expect(object["m"] == .number("1E+2"))
        #expect(object["k"] == .number("12345678901234567890123"))
        #expect(object["b"] == [true, false, nil])
        #expect(document.root?["z"]?.intValue == nil)
        let rendered = String(decoding: document.render(), as: UTF8.self)
        #expect(rendered.contains("\"z\" : 1.50"))
        #expect(rendered.contains("\"k\" : 12345678901234567890123"))
    }

    @Test(arguments: [
        (#""plain""#, "plain"),
        (#""a\nb\tc\rd\be\ff""#, "a\nb\tc\rd\u{8}e\u{C}f"),
        (#""q\"b\\s\/""#, "q\"b\\s/"),
        (#""\u00e9\u00E9""#, "éé"),
        (#""\ud83d\ude00""#, "😀"),
        (#""\u0000""#, "\u{0}"),
        ("\"多语言 한국어 😀\"", "多语言 한국어 😀"),
    ])
    func stringEscapes(json: String, expected: String) {
        let document = parse(json)
        #expect(document.diagnostics.isEmpty)
        #expect(document.root == .string(expected))
    }

    @Test(arguments: [
        (#""\ud800x""#, "\u{FFFD}x"),
        (#""\udc00""#, "\u{FFFD}"),
        (#""\ud800\u0041""#, "\u{FFFD}A"),
    ])
    func loneSurrogatesAreReplacedWithAWarning(json: String, expected: String) {
        let document = parse(json)
        #expect(document.root == .string(expected))
        #expect(document.diagnostics.map(\.severity) == [.warning])
        #expect(document.diagnostics.first?.location.column == 2)
    }

    @Test func locationsOfKeysAndValuesCountScalars() throws {
        let document = parse("{\n  \"é😀\" : \"x\",\n\t\"b\":[1]\n}")
        guard case .object(let object)? = document.root else {
            Issue.record("not an object")
            return
        }
        #expect(object[0].keyLocation == SourceLocation(file: "t.json", line: 2, column: 3))
        #expect(object[0].valueLocation == SourceLocation(file: "t.json", line: 2, column: 10))
        #expect(object[1].keyLocation == SourceLocation(file: "t.json", line: 3, column: 2))
        #expect(object[1].valueLocation == SourceLocation(file: "t.json", line: 3, column: 6))
    }

    @Test func lineBreaksOfEveryKindCount() {
        let document = parse("{\r\n\"a\" : 1,\r\"b\" : x\n}")
        #expect(document.diagnostics.first?.location == SourceLocation(file: "t.json", line: 3, column: 7))
    }

    @Test(arguments: [
        (TextEncoding.utf16LittleEndian, true), (.utf16BigEndian, true), (.utf16LittleEndian, false),
        (.utf16BigEndian, false),
    ])
    func utf16(encoding: TextEncoding, byteOrderMark: Bool) {
        let text = "{\"ключ\" : \"значение 😀\"}"
        var bytes = [UInt8]()
        let bigEndian = encoding == .utf16BigEndian
        if byteOrderMark { bytes += bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE] }
        for unit in text.utf16 {
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        let document = JSONDocument.parse(Data(bytes), path: "u.json")
        #expect(document.diagnostics.isEmpty)
        #expect(document.encoding == encoding)
        #expect(document.root?["ключ"] == "значение 😀")
    }

    // MARK: Errors

    /// (JSON, line, column, message fragment) of the first diagnostic; all are errors.
    @Test(arguments: [
        ("", 1, 1, "the file is empty"),
        ("{\"a\" 1}", 1, 6, "expected ':' after the key \"a\""),
        ("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' between members"),
        ("{\"a\": 1,}", 1, 8, "trailing comma before '}'"),
        ("[1, 2,]", 1, 6, "trailing comma before ']'"),
        ("{\"a\": tru}", 1, 7, "expected a value, found 'tru'"),
        ("{\"a\": 01}", 1, 7, "malformed number '01'"),
        ("{\"a\": 1.}", 1, 7, "malformed number '1.'"),
        ("{\"a\": -}", 1, 7, "malformed number '-'"),
        ("{\"a\": +1}", 1, 7, "expected a value, found '+'"),
        ("{\"a\": \"x\\q\"}", 1, 9, "invalid escape '\\q'"),
        ("{\"a\": \"x\\u12\"}", 1, 9, "'\\u' must be followed by four hexadecimal digits"),
        ("{\"a\": \"tab\there\"}", 1, 11, "a control character (U+0009) must be escaped"),
        ("{\"a\": \"open\n}", 1, 7, "unterminated string"),
        ("{\"a\": [1, 2}", 1, 12, "expected ',' or ']' after an array element, found '}'"),
        ("{\"a\": {\"b\": 1}", 1, 15, "unexpected end of file: the object opened at 1:1 is not closed"),
        ("{a: 1}", 1, 2, "expected a key in double quotes, found 'a'"),
        ("{\"a\": 1} x", 1, 10, "unexpected 'x' after the end of the JSON value"),
        ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate key \"a\""),
        ("// comment\n{}", 1, 1, "expected a value, found '/'"),
    ])
    func errorPositions(json: String, line: Int, column: Int, message: String) throws {
        let document = parse(json)
        let first = try #require(document.diagnostics.first)
        #expect(first.location.line == line && first.location.column == column, "\(first)")
        #expect(first.message.contains(message), "\(first.message)")
    }

    @Test func aMalformedNumberIsSkippedSoThatWritingBackGivesValidJSON() {
        // Found by the fuzzer: `-` was kept as a number and written back as is.
        let document = parse(#"{"a": -, "b": [1, 1., 2], "c": 3}"#)
        #expect(document.root?["a"] == nil)
        #expect(document.root?["b"] == [1, 2])
        #expect(document.root?["c"] == 3)
        #expect(document.diagnostics.count == 2)
        #expect(JSONDocument.parse(document.render(), path: "again").diagnostics.isEmpty)
    }

    @Test func invalidUTF8IsReportedWhereItIs() {
        var bytes = Array("{\n  \"a\" : \"x".utf8)
        bytes.append(0xC3)  // a lead byte without its continuation
        bytes += Array("y\"\n}".utf8)
        let document = JSONDocument.parse(Data(bytes), path: "t.json")
        #expect(document.root?["a"] == "x\u{FFFD}y")
        #expect(document.diagnostics.count == 1)
        #expect(document.diagnostics.first?.location == SourceLocation(file: "t.json", line: 2, column: 11))
        #expect(document.diagnostics.first?.message.contains("UTF-8") == true)
    }

    // MARK: Recovery

    @Test func aBrokenMemberIsSkippedInAPrettyPrintedFile() {
        let document = parse(
            """
            {
              "first" : 1,
              "broken" : {
                "x" : [1, 2, oops],
                "y" : 2
              },
              "last" : 3
            }
            """)
        #expect(document.root?["first"] == 1)
        #expect(document.root?["last"] == 3)
        #expect(document.root?["broken"]?["y"] == 2, "the member after the broken one in the same object survives")
        #expect(document.diagnostics.count == 1)
        #expect(document.diagnostics.first?.location.line == 4)
    }

    @Test func aBrokenMemberIsSkippedInAMinifiedFile() {
        let document = parse(#"{"first":1,"broken":{"x":[1,{"deep":tru}],"z":{}},"last":3}"#)
        #expect(document.root?["first"] == 1)
        #expect(document.root?["last"] == 3)
        #expect(document.diagnostics.count == 1)
    }

    @Test func aMissingClosingBraceIsFoundByIndentation() {
        let document = parse(
            """
            {
              "a" : {
                "inner" : {
                  "x" : 1

              },
              "b" : 2
            }
            """)
        #expect(document.root?["a"]?["inner"]?["x"] == 1)
        #expect(document.root?["b"] == 2)
        #expect(document.root?["a"]?["b"] == nil)
        #expect(document.diagnostics.count == 1)
        #expect(document.diagnostics.first?.message.contains("expected '}' to close the object opened at 3:15") == true)
    }

    @Test func unterminatedStringInsideAnObjectSkipsOnlyThatMember() {
        let document = parse("{\n  \"a\" : \"never closed,\n  \"b\" : \"kept\"\n}")
        #expect(document.root?["a"] == nil)
        #expect(document.root?["b"] == "kept")
        #expect(document.diagnostics.count == 1)
    }

    @Test func nestingDeeperThanTheLimitIsAnErrorNotACrash() {
        let document = parse(String(repeating: "[", count: 100_000))
        #expect(document.diagnostics.contains { $0.message.contains("nested more than 100 deep") })
    }

    @Test func randomBytesNeverTrap() {
        var generator = SeededGenerator()
        let alphabet = Array("{}[]\":,\\ \n\r\tu0123e.-+tfnlé".utf8) + [0xFF, 0x00, 0xD8, 0xDC]
        for _ in 0..<3_000 {
            let length = Int.random(in: 0..<60, using: &generator)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            let document = JSONDocument.parse(Data(bytes), path: "fuzz.json")
            #expect(document.diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
            _ = document.render()
        }
    }
}
