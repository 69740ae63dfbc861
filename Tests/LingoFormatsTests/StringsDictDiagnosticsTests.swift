// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoToolFormats
import TestSupport
import Testing

/// Every diagnostic of the `.stringsdict` reader, with its exact line and column, and the
/// entries that survive it.
///
/// Each case's body goes into this frame, so the body starts at line 6 and the keys `before`
/// and `after` around it must survive:
///
/// ```
/// 1  <?xml version="1.0" encoding="UTF-8"?>
/// 2  <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
/// 3  <plist version="1.0">
/// 4  <dict>
/// 5  	<key>before</key><string>kept</string>
/// 6  (body)
///    	<key>after</key><string>kept</string>
///    </dict>
///    </plist>
/// ```
@Suite struct StringsDictDiagnosticsTests {
    /// One expected diagnostic: line, column, severity, and a part of the message.
    struct Expected: CustomStringConvertible {
        var line: Int
        var column: Int
        var severity: Diagnostic.Severity
        var message: String

        init(_ line: Int, _ column: Int, _ severity: Diagnostic.Severity, _ message: String) {
            self.line = line
            self.column = column
            self.severity = severity
            self.message = message
        }

        var description: String { "\(line):\(column) \(severity.rawValue): \(message)" }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var body: [String]
        var diagnostics: [Expected]
        /// The keys read besides `before` and `after`.
        var keys: [String] = []

        var testDescription: String { name }
    }

    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>before</key><string>kept</string>

        """
    static let footer = "\t<key>after</key><string>kept</string>\n</dict>\n</plist>\n"

    static func parse(_ body: [String]) -> StringsDictFile {
        let text = header + body.map { $0 + "\n" }.joined() + footer
        return StringsDictFile.parse(Data(text.utf8), path: "t.stringsdict")
    }

    /// A plural variable `n` (lines: key, open, three members, close), indented for a key's
    /// dictionary. `members` replaces the default spec type, value type and forms.
    static func variable(_ name: String = "n", _ members: [String]? = nil) -> [String] {
        ["\t\t<key>\(name)</key>", "\t\t<dict>"]
            + (members ?? [
                "\t\t\t<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>",
                "\t\t\t<key>NSStringFormatValueTypeKey</key><string>d</string>",
                "\t\t\t<key>other</key><string>%d</string>",
            ])
            + ["\t\t</dict>"]
    }

    static let spec = "\t\t\t<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
    static let valueType = "\t\t\t<key>NSStringFormatValueTypeKey</key><string>d</string>"
    static let other = "\t\t\t<key>other</key><string>%d items</string>"

    static let semanticCases: [Case] = [
        Case(
            name: "a plural rule with no other form",
            body: ["\t<key>k</key>", "\t<dict>", "\t\t<key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"]
                + variable("n", [spec, valueType, "\t\t\t<key>one</key><string>%d item</string>"]) + ["\t</dict>"],
            diagnostics: [
                Expected(9, 3, .error, "the variable \"n\" has no \"other\" form, which every plural rule needs")
            ],
            keys: ["k"]),
        Case(
            name: "an unknown plural category",
            body: ["\t<key>k</key>", "\t<dict>", "\t\t<key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"]
                + variable("n", [spec, valueType, "\t\t\t<key>several</key><string>%d items</string>", other]) + [
                    "\t</dict>"
                ],
            diagnostics: [
                Expected(
                    13, 4, .error,
                    "unknown plural category \"several\" in the variable \"n\" "
                        + "(expected zero, one, two, few, many or other); it is ignored")
            ],
            keys: ["k"]),
        Case(
            name: "a variable with no rule dictionary",
            body: [
                "\t<key>k</key>", "\t<dict>",
                "\t\t<key>NSStringLocalizedFormatKey</key><string>%#@n@ in %2$#@m@</string>",
            ]
                + variable() + ["\t</dict>"],
            diagnostics: [
                Expected(
                    8, 40, .error, "NSStringLocalizedFormatKey uses the variable \"m\", which has no rule dictionary")
            ],
            keys: ["k"]),
        Case(
            name: "a form that uses a variable with no rule dictionary",
            body: ["\t<key>k</key>", "\t<dict>", "\t\t<key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"]
                + variable("n", [spec, valueType, "\t\t\t<key>other</key><string>%d of %2$#@total@</string>"]) + [
                    "\t</dict>"
                ],
            diagnostics: [
                Expected(
                    13, 4, .error,
                    "the \"other\" form of \"n\" uses the variable \"total\", which has no rule dictionary")
            ],
            keys: ["k"]),
        Case(
            name: "a variable reference with no closing @",
            body: [
                "\t<key>k</key>", "\t<dict>", "\t\t<key>NSStringLocalizedFormatKey</key><string>%#@n@ %#@n</string>",
            ]
                + variable() + ["\t</dict>"],
            diagnostics: [
                Expected(8, 40, .warning, "NSStringLocalizedFormatKey has a %#@ variable reference with no closing '@'")
            ],
            keys: ["k"]),
        Case(
            name: "a rule with no spec type",
            body: ["\t<key>k</key>", "\t<dict>", "\t\t<key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"]
                + variable("n", [valueType, other]) + ["\t</dict>"],
            diagnostics: [
                Expected(
                    9, 3, .error,
                    "the variable \"n\" has no NSStringFormatSpecTypeKey (expected NSStringPluralRuleType)")
            ],
            keys: ["k"]),
        Case(
            name: "an unknown spec type",
            body: ["\t<key>k</key>", "\t<dict>", "\t\t<key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"]
                + variable(
                    "n",
                    [
                        "\t\t\t<key>NSStringFormatSpecTypeKey</key><string>NSStringGenderRuleType</string>",
                        valueType, other,
                    ]) + ["\t</dict>"],
            diagnostics: [
                Expected(
                    11, 40, .error,
                    "unknown NSStringFormatSpecTypeKey \"NSStringGenderRuleType\" for the "
                        + "variable \"n\": the only rule type is NSStringPluralRuleType")
            ],
            keys: ["k"]),
        Case(
            name: "a spec type that is not a string (found by fuzzing)",
            body: ["\t<key>k</key>", "\t<dict>", "\t\t<key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"]
                + variable("n", ["\t\t\t<key>NSStringFormatSpecTypeKey</key><true/>", valueType, other]) + [
                    "\t</dict>"
                ],
            diagnostics: [Expected(11, 40, .error, "NSStringFormatSpecTypeKey must be a <string>, found <true/>")],
            keys: ["k"]),
        Case(
            name: "a value type that is not a string",
            body: ["\t<key>k</key>", "\t<dict>", "\t\t<key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"]
                + variable("n", [spec, "\t\t\t<key>NSStringFormatValueTypeKey</key><integer>4</integer>", other]) + [
                    "\t</dict>"
                ],
            diagnostics: [Expected(12, 41, .error, "NSStringFormatValueTypeKey must be a <string>, found <integer>")],
            keys: ["k"]),
        Case(
            name: "a value type written with %",
            body: ["\t<key>k</key>", "\t<dict>", "\t\t<key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"]
                + variable("n", [spec, "\t\t\t<key>NSStringFormatValueTypeKey</key><string>%ld</string>", other]) + [
                    "\t</dict>"
                ],
            diagnostics: [
                Expected(
                    12, 41, .warning,
                    "NSStringFormatValueTypeKey \"%ld\" starts with '%'; the documented "
                        + "spelling is without it: \"ld\"")
            ],
            keys: ["k"]),
        Case(
            name: "a rule with no value type",
            body: ["\t<key>k</key>", "\t<dict>", "\t\t<key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"]
                + variable("n", [spec, other]) + ["\t</dict>"],
            diagnostics: [Expected(9, 3, .warning, "the variable \"n\" has no NSStringFormatValueTypeKey")],
            keys: ["k"]),
        Case(
            name: "a variable never used",
            body: ["\t<key>k</key>", "\t<dict>", "\t\t<key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"]
                + variable("n") + variable("m") + ["\t</dict>"],
            diagnostics: [
                Expected(15, 3, .warning, "the variable \"m\" is never used: NSStringLocalizedFormatKey has no %#@m@")
            ],
            keys: ["k"]),
        Case(
            name: "a duplicate key (the last wins)",
            body: ["\t<key>before</key><string>second</string>"],
            diagnostics: [
                Expected(6, 2, .warning, "duplicate key \"before\"; first defined at line 5; the last definition wins")
            ]),
        Case(
            name: "a duplicate form",
            body: ["\t<key>k</key>", "\t<dict>", "\t\t<key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"]
                + variable("n", [spec, valueType, other, "\t\t\t<key>other</key><string>%d things</string>"]) + [
                    "\t</dict>"
                ],
            diagnostics: [Expected(14, 4, .warning, "duplicate key \"other\"; the last definition wins")],
            keys: ["k"]),
        Case(
            name: "a form that is not a string",
            body: ["\t<key>k</key>", "\t<dict>", "\t\t<key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"]
                + variable("n", [spec, valueType, "\t\t\t<key>other</key><integer>2</integer>"]) + ["\t</dict>"],
            diagnostics: [
                Expected(9, 3, .error, "the variable \"n\" has no \"other\" form"),
                Expected(
                    13, 20, .error,
                    "the \"other\" form of the variable \"n\" must be a <string>, found <integer>; it is ignored"),
            ],
            keys: ["k"]),
        Case(
            name: "a key whose value is an array",
            body: ["\t<key>k</key><array/>"],
            diagnostics: [
                Expected(
                    6, 14, .error,
                    "the value of the key \"k\" must be a <dict> or a <string>, found <array>; the key is ignored")
            ]),
        Case(
            name: "a dictionary with no format key",
            body: ["\t<key>k</key><dict><key>n</key><dict/></dict>"],
            diagnostics: [
                Expected(
                    6, 2, .error,
                    "the dictionary of \"k\" has no NSStringLocalizedFormatKey (nor an "
                        + "NSStringVariableWidthRuleType or NSStringDeviceSpecificRuleType rule); the key is ignored")
            ]),
        Case(
            name: "a format key that is not a string",
            body: ["\t<key>k</key><dict><key>NSStringLocalizedFormatKey</key><true/></dict>"],
            diagnostics: [
                Expected(
                    6, 57, .error,
                    "NSStringLocalizedFormatKey must be a <string>, found <true/>; the key \"k\" is ignored")
            ]),
        Case(
            name: "a variable whose rule is not a dictionary",
            body: [
                "\t<key>k</key>", "\t<dict>", "\t\t<key>NSStringLocalizedFormatKey</key><string>%#@n@</string>",
                "\t\t<key>n</key><string>%d</string>", "\t</dict>",
            ],
            diagnostics: [
                Expected(8, 40, .error, "uses the variable \"n\", which has no rule dictionary"),
                Expected(
                    9, 15, .error, "the rule of the variable \"n\" must be a <dict>, found <string>; it is ignored"),
            ],
            keys: ["k"]),
        Case(
            name: "an unknown device class (kept)",
            body: [
                "\t<key>k</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>",
                "\t\t<key>iphone</key><string>Tap</string>", "\t\t<key>toaster</key><string>Toast</string>",
                "\t</dict></dict>",
            ],
            diagnostics: [
                Expected(
                    8, 3, .warning,
                    "unknown device class \"toaster\" (Apple's are iphone, ipod, ipad, mac, "
                        + "applewatch, appletv, applevision, other)")
            ],
            keys: ["k"]),
        Case(
            name: "a device rule that is not a dictionary",
            body: ["\t<key>k</key><dict><key>NSStringDeviceSpecificRuleType</key><string>Tap</string></dict>"],
            diagnostics: [
                Expected(
                    6, 61, .error, "NSStringDeviceSpecificRuleType must be a <dict> of device classes, found <string>")
            ]),
        Case(
            name: "an empty device rule",
            body: ["\t<key>k</key><dict><key>NSStringDeviceSpecificRuleType</key><dict/></dict>"],
            diagnostics: [Expected(6, 20, .warning, "NSStringDeviceSpecificRuleType has no device variants")],
            keys: ["k"]),
        Case(
            name: "a width that is not a number (kept)",
            body: [
                "\t<key>k</key><dict><key>NSStringVariableWidthRuleType</key><dict>",
                "\t\t<key>20</key><string>Hi</string>", "\t\t<key>wide</key><string>Hello</string>", "\t</dict></dict>",
            ],
            diagnostics: [Expected(8, 3, .warning, "the width \"wide\" is not a number")],
            keys: ["k"]),
        Case(
            name: "a width variant that is not a string",
            body: [
                "\t<key>k</key><dict><key>NSStringVariableWidthRuleType</key><dict>",
                "\t\t<key>20</key><dict/>", "\t</dict></dict>",
            ],
            diagnostics: [
                Expected(7, 16, .error, "the variant for width \"20\" must be a <string>, found <dict>; it is ignored")
            ],
            keys: ["k"]),
        Case(
            name: "a rule dictionary mixing a device rule and a format",
            body: [
                "\t<key>k</key><dict>",
                "\t\t<key>NSStringLocalizedFormatKey</key><string>x</string>",
                "\t\t<key>NSStringDeviceSpecificRuleType</key><dict><key>mac</key><string>Click</string></dict>",
                "\t</dict>",
            ],
            diagnostics: [
                Expected(
                    7, 3, .warning,
                    "\"NSStringLocalizedFormatKey\" is ignored: a dictionary with "
                        + "NSStringDeviceSpecificRuleType holds nothing else")
            ],
            keys: ["k"]),
        Case(
            name: "a device variant with a broken plural rule",
            body: [
                "\t<key>k</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>",
                "\t\t<key>mac</key><dict><key>n</key><dict/></dict>",
                "\t\t<key>other</key><string>Tap</string>",
                "\t</dict></dict>",
            ],
            diagnostics: [Expected(7, 3, .error, "the dictionary of \"mac\" has no NSStringLocalizedFormatKey")],
            keys: ["k"]),
    ]

    static let xmlCases: [Case] = [
        Case(
            name: "an unknown entity",
            body: ["\t<key>k</key><string>Tom &nbsp; Jerry</string>"],
            diagnostics: [
                Expected(
                    6, 26, .error,
                    "unknown entity &nbsp; (property lists know &amp; &lt; &gt; &quot; &apos; and &#NNN;)")
            ]),
        Case(
            name: "a bare ampersand",
            body: ["\t<key>k</key><string>Tom & Jerry</string>"],
            diagnostics: [
                Expected(6, 26, .error, "'&' must start an entity such as &amp; (write a literal '&' as &amp;)")
            ]),
        Case(
            name: "a character reference to a surrogate",
            body: ["\t<key>k</key><string>&#xD800;</string>"],
            diagnostics: [Expected(6, 22, .error, "&#xD800; is not a Unicode scalar value")]),
        Case(
            name: "a malformed character reference",
            body: ["\t<key>k</key><string>&#12a;</string>"],
            diagnostics: [Expected(6, 22, .error, "malformed character reference &#12a;")]),
        Case(
            name: "an uppercase X in a character reference (XML allows only x)",
            body: ["\t<key>k</key><string>&#X41;</string>"],
            diagnostics: [Expected(6, 22, .error, "malformed character reference &#X41;")]),
        Case(
            name: "a mismatched close tag",
            body: ["\t<key>k</key>", "\t<string>text</strin>"],
            diagnostics: [
                Expected(7, 14, .error, "expected </string> to close the <string> opened at 7:2, found </strin>")
            ]),
        Case(
            name: "a string never closed before the next element",
            body: ["\t<key>k</key>", "\t<string>never closed"],
            diagnostics: [
                Expected(7, 2, .error, "the <string> opened here is never closed: '<key>' at 8:2 is inside its text")
            ]),
        Case(
            name: "a '<' in text",
            body: ["\t<key>k</key><string>1 < 2</string>"],
            diagnostics: [Expected(6, 24, .error, "a '<' in <string> text must be written &lt;")]),
        Case(
            name: "an unclosed dict in an indented file",
            body: [
                "\t<key>k</key>", "\t<dict>", "\t\t<key>NSStringLocalizedFormatKey</key><string>%#@n@</string>",
                "\t\t<key>n</key>", "\t\t<dict>", spec, valueType, other, "\t</dict>",
            ],
            diagnostics: [
                Expected(
                    10, 3, .error,
                    "the <dict> opened here is never closed: the close tag at 14:2 is "
                        + "indented like an outer element")
            ]),
        Case(
            name: "an unclosed dict followed by a key of the outer dict",
            body: [
                "\t<key>k</key>", "\t<dict>", "\t\t<key>NSStringLocalizedFormatKey</key><string>%#@n@</string>",
                "\t\t<key>n</key>", "\t\t<dict>", spec, valueType, other,
            ],
            diagnostics: [
                Expected(
                    10, 3, .error,
                    "the <dict> opened here is never closed: the <key> at 14:2 is "
                        + "indented like the keys of an outer <dict>")
            ]),
        Case(
            name: "a close tag too many",
            body: ["\t<key>k</key><string>v</string>", "\t</dict>"],
            diagnostics: [Expected(7, 2, .error, "unexpected </dict>: it closes no <dict>, and keys follow it")],
            keys: ["k"]),
        Case(
            name: "text between elements",
            body: ["\tjunk", "\t<key>k</key><string>v</string>"],
            diagnostics: [Expected(6, 2, .error, "unexpected text in <dict>: 'junk'; it is ignored")],
            keys: ["k"]),
        Case(
            name: "a key with no value",
            body: ["\t<key>k</key>"],
            diagnostics: [Expected(6, 2, .error, "the key \"k\" has no value")]),
        Case(
            name: "a value with no key",
            body: ["\t<string>orphan</string>"],
            diagnostics: [Expected(6, 2, .error, "expected <key> in <dict>, found <string>; the value is ignored")]),
        Case(
            name: "an unknown element",
            body: ["\t<key>k</key><text>v</text>"],
            diagnostics: [Expected(6, 14, .error, "unknown property list element <text>")]),
        Case(
            name: "a comment inside a string (Foundation rejects it)",
            body: ["\t<key>k</key><string>a<!-- note -->b</string>"],
            diagnostics: [
                Expected(
                    6, 23, .warning,
                    "a comment inside <string> text: Foundation's property list parser rejects the whole file")
            ],
            keys: ["k"]),
        Case(
            name: "a CDATA section never closed",
            body: ["\t<key>k</key><string><![CDATA[abc</string>"],
            diagnostics: [Expected(6, 22, .error, "the CDATA section opened here is never closed")]),
        Case(
            name: "empty elements, comments, processing instructions and attributes",
            body: [
                "\t<!-- a comment --><?pi data?>", "\t<key>k</key><string version=\"a>b\"/>",
                "\t<key/><string>empty key</string>",
            ],
            diagnostics: [],
            keys: ["k", ""]),
    ]

    @Test(arguments: semanticCases + xmlCases)
    func diagnostic(_ test: Case) {
        let file = Self.parse(test.body)
        let found = file.diagnostics.map {
            "\($0.location.line):\($0.location.column) \($0.severity.rawValue): \($0.message)"
        }
        #expect(file.diagnostics.count == test.diagnostics.count, "\(found)")
        for (diagnostic, expected) in zip(file.diagnostics, test.diagnostics) {
            #expect(diagnostic.location.line == expected.line, "\(diagnostic)")
            #expect(diagnostic.location.column == expected.column, "\(diagnostic)")
            #expect(diagnostic.severity == expected.severity, "\(diagnostic)")
            #expect(diagnostic.message.contains(expected.message), "\(diagnostic)")
            #expect(diagnostic.location.file == "t.stringsdict")
        }
        let keys = file.entries.map(\.key)
        #expect(keys == ["before"] + test.keys + ["after"], "\(keys)")
        #expect(file["before"]?.value == .string(test.name.hasPrefix("a duplicate key") ? "second" : "kept"))
        #expect(file["after"]?.value == .string("kept"))
    }

    // MARK: Details of some cases

    @Test func duplicateKeyKeepsTheFirstPositionAndTheLastValue() {
        let file = Self.parse(["\t<key>before</key><string>second</string>"])
        #expect(file.entries.map(\.key) == ["before", "after"])
        #expect(file.entries.first?.value == .string("second"))
        #expect(file.entries.first?.location.line == 6)
    }

    @Test func percentValueTypeIsKeptAsWrittenAndReadWithoutThePercent() throws {
        let file = Self.parse(
            ["\t<key>k</key>", "\t<dict>", "\t\t<key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"]
                + Self.variable(
                    "n",
                    [
                        Self.spec, "\t\t\t<key>NSStringFormatValueTypeKey</key><string>%ld</string>",
                        Self.other,
                    ]) + ["\t</dict>"])
        let variable = try #require(file["k"]?.variables.first)
        #expect(variable.valueType == "%ld")
        #expect(variable.conversion == "ld")
        #expect(file.diagnostics.errors.isEmpty)
    }

    @Test func unknownDevicesAndOddWidthsAreKept() {
        let device = Self.parse([
            "\t<key>k</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>",
            "\t\t<key>toaster</key><string>Toast</string>", "\t</dict></dict>",
        ])
        #expect(
            device["k"]?.value
                == .deviceSpecific([StringsDictFile.DeviceVariant(device: "toaster", value: .string("Toast"))]))
        #expect(StringCatalog.DeviceClass(rawValue: "toaster").isKnown == false)
        #expect(StringCatalog.DeviceClass.appleVision.isKnown)
    }

    /// Apple's runtime reads string content verbatim, so the reader does too (XML would turn
    /// `\r\n` into `\n`); lines still count `\r\n` as one line break.
    @Test func crlfLineEndingsAreLineBreaksAndContentIsVerbatim() {
        let text =
            Self.header.replacingOccurrences(of: "\n", with: "\r\n")
            + "\t<key>k</key>\r\n\t<string>one\r\ntwo</string>\r\n"
            + Self.footer.replacingOccurrences(of: "\n", with: "\r\n")
        let file = StringsDictFile.parse(Data(text.utf8), path: "crlf.stringsdict")
        #expect(file.diagnostics.isEmpty)
        #expect(file["k"]?.value == .string("one\r\ntwo"))
        #expect(file["k"]?.location.line == 6)
        #expect(file["after"]?.location.line == 9)
    }

    /// Without indentation to go by, an unclosed `<dict>` takes in what follows it until XML
    /// notices, at the end of the file: the error says so, and what came before survives.
    @Test func unclosedDictInAFileWithoutIndentation() {
        let text =
            Self.header + "<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>x</string>\n" + Self.footer
        let file = StringsDictFile.parse(Data(text.utf8), path: "flat.stringsdict")
        #expect(file.entries.map(\.key) == ["before", "k"])
        #expect(file.diagnostics.errors.map(\.location.line) == [4, 7])
        #expect(file.diagnostics.errors.first?.message == "the root <dict> opened here is never closed")
        #expect(
            file.diagnostics.errors.last?.message.contains("the rule of the variable \"after\" must be a <dict>")
                == true)
    }

    @Test func truncatedFilesKeepWhatCameBefore() {
        let full =
            Self.header + "\t<key>k</key>\n\t<string>complete</string>\n\t<key>cut</key>\n\t<dict>\n\t\t<key>NSString"
        let file = StringsDictFile.parse(Data(full.utf8), path: "cut.stringsdict")
        #expect(file.entries.map(\.key) == ["before", "k"])
        #expect(file.diagnostics.errors.count == 1)
        #expect(file.diagnostics.errors.first?.location.line == 10)
        #expect(file.diagnostics.errors.first?.message == "the <key> opened here is never closed")
    }

    // MARK: Whole documents

    struct DocumentCase: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var keys: [String]
        var diagnostics: [String]  // "line:column severity"
        var testDescription: String { name }
    }

    static let documentCases: [DocumentCase] = [
        DocumentCase(name: "an empty file", text: "", keys: [], diagnostics: ["1:1 error"]),
        DocumentCase(name: "only whitespace", text: "  \n\n", keys: [], diagnostics: ["3:1 error"]),
        DocumentCase(name: "a .strings file", text: "\"k\" = \"v\";\n", keys: [], diagnostics: ["1:1 error"]),
        DocumentCase(
            name: "no <plist> wrapper (Foundation accepts it)",
            text: "<dict><key>k</key><string>v</string></dict>", keys: ["k"], diagnostics: []),
        DocumentCase(
            name: "a root that is not a dictionary",
            text: "<plist>\n<array><string>v</string></array>\n</plist>", keys: [], diagnostics: ["2:1 error"]),
        DocumentCase(
            name: "two root values",
            text: "<plist><dict><key>k</key><string>v</string></dict>\n<dict/></plist>", keys: ["k"],
            diagnostics: ["2:1 error"]),
        DocumentCase(
            name: "text after </plist>",
            text: "<plist><dict><key>k</key><string>v</string></dict></plist>\ntrailing", keys: ["k"],
            diagnostics: ["2:1 warning"]),
        DocumentCase(name: "an empty <plist/>", text: "<plist/>", keys: [], diagnostics: ["1:1 error"]),
        DocumentCase(
            name: "a document type with an internal subset",
            text: "<!DOCTYPE plist [ <!ENTITY x \"y\"> ]>\n<plist><dict><key>k</key><string>v</string></dict></plist>",
            keys: ["k"], diagnostics: []),
        DocumentCase(
            name: "an unclosed <plist>",
            text: "<plist><dict><key>k</key><string>v</string></dict>", keys: ["k"], diagnostics: ["1:1 error"]),
        DocumentCase(
            name: "an unclosed comment before the root",
            text: "<!-- never closed <plist><dict/></plist>", keys: [], diagnostics: ["1:1 error", "1:41 error"]),
        DocumentCase(
            name: "a closing tag for another element at the root",
            text: "<plist><dict><key>k</key><string>v</string></array></dict></plist>", keys: ["k"],
            diagnostics: ["1:44 error"]),
        DocumentCase(
            name: "U+FFFD in text is just a character",
            text: "<plist><dict><key>k</key><string>caf\u{FFFD}</string></dict></plist>", keys: ["k"], diagnostics: []),
    ]

    @Test(arguments: documentCases)
    func document(_ test: DocumentCase) {
        let file = StringsDictFile.parse(Data(test.text.utf8), path: "d.stringsdict")
        #expect(file.entries.map(\.key) == test.keys)
        #expect(
            file.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.severity.rawValue)" }
                == test.diagnostics,
            "\(file.diagnostics)")
    }

    @Test func invalidUTF8IsAnErrorAtItsPositionAndTheEntryIsKept() {
        var bytes = Array("<plist><dict><key>k</key><string>caf".utf8)
        bytes.append(0xE9)  // Latin-1 é
        bytes += Array("</string><key>m</key><string>ok</string></dict></plist>".utf8)
        let file = StringsDictFile.parse(Data(bytes), path: "latin1.stringsdict")
        #expect(file.entries.map(\.key) == ["k", "m"])
        #expect(file["k"]?.value == .string("caf\u{FFFD}"))
        #expect(file.diagnostics.map(\.location.column) == [37])
        #expect(file.diagnostics.first?.message.contains("not valid UTF-8") == true)
    }

    @Test func aRunOfInvalidBytesIsOneError() {
        var bytes = Array("<plist><dict><key>k</key><string>".utf8)
        bytes += [0xFF, 0xFE, 0xFD, 0x41, 0xC0]
        bytes += Array("</string></dict></plist>".utf8)
        let file = StringsDictFile.parse(Data(bytes), path: "runs.stringsdict")
        #expect(file["k"]?.value == .string("\u{FFFD}\u{FFFD}\u{FFFD}A\u{FFFD}"))
        #expect(file.diagnostics.map(\.location.column) == [34, 38])
        #expect(file.diagnostics.first?.message.contains("3 invalid byte sequences in a row") == true)
        #expect(file.diagnostics.last?.message.contains("an invalid byte sequence was replaced") == true)
    }

    /// A small in-test fuzzer (the real one is in `Fuzz/`): random edits of a good file never
    /// trap, every diagnostic has a position, and what is read writes back and reads the same.
    @Test func randomEditsOfAGoodFileNeverTrapAndRoundTrip() throws {
        let url = try #require(
            Bundle.module.url(forResource: "Fixtures/stringsdict-good", withExtension: "stringsdict"))
        let original = try Array(Data(contentsOf: url))
        let tokens = [
            "<", ">", "</dict>", "<dict>", "<key>", "</string>", "&", "&amp;", "&#0;", "\n\t", "%#@", "@", "\u{0}", "é",
        ]
        .map { Array($0.utf8) }
        var generator = SeededGenerator()
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let position = Int.random(in: 0...bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0 where position < bytes.count: bytes.remove(at: position)
                case 1 where position < bytes.count: bytes[position] = UInt8.random(in: 0...255, using: &generator)
                default: bytes.insert(contentsOf: tokens.randomElement(using: &generator) ?? [], at: position)
                }
            }
            let file = StringsDictFile.parse(Data(bytes), path: "edited.stringsdict")
            #expect(file.diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
            let reparsed = StringsDictFile.parse(file.render(), path: "rendered.stringsdict")
            #expect(reparsed == file)
            #expect(reparsed.diagnostics.errors.count <= file.diagnostics.errors.count)
        }
    }

    @Test func deepNestingIsReportedNotFollowed() {
        let depth = 5_000
        let text =
            "<plist><dict><key>k</key>" + String(repeating: "<array>", count: depth)
            + String(repeating: "</array>", count: depth) + "<key>m</key><string>v</string></dict></plist>"
        let file = StringsDictFile.parse(Data(text.utf8), path: "deep.stringsdict")
        #expect(file.entries.map(\.key) == ["m"])
        #expect(file.diagnostics.errors.count == 1)
        #expect(file.diagnostics.errors.first?.message.contains("nested more than") == true)
    }
}
