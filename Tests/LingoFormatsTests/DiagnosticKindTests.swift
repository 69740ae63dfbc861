// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import Testing

/// Every parser sets `Diagnostic.kind` and, where there is one, the full unescaped
/// `Diagnostic.key`: what tools switch on instead of reading messages.
@Suite struct DiagnosticKindTests {
    /// One file and the kind and key of the diagnostic it must produce.
    struct Case: CustomStringConvertible, Sendable {
        enum Format: Sendable { case strings, stringsDict, catalog, json }
        var format: Format
        var text: String
        var kind: Diagnostic.Kind
        var key: String?
        var description: String { "\(format) \(kind)" }

        init(_ format: Format, _ text: String, _ kind: Diagnostic.Kind, key: String? = nil) {
            self.format = format
            self.text = text
            self.kind = kind
            self.key = key
        }

        func diagnostics() -> [Diagnostic] {
            let data = Data(text.utf8)
            switch format {
            case .strings: return StringsFile.parse(data, path: "t.strings").diagnostics
            case .stringsDict: return StringsDictFile.parse(data, path: "t.stringsdict").diagnostics
            case .catalog: return StringCatalog.parse(data, path: "t.xcstrings").diagnostics
            case .json: return JSONDocument.parse(data, path: "t.json").diagnostics
            }
        }
    }

    static func plist(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)\n</dict>\n</plist>\n"
    }

    static func variable(_ name: String, _ members: String) -> String {
        plist(
            "<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@\(name)@</string>"
                + "<key>\(name)</key><dict>\(members)</dict></dict>")
    }

    static func catalog(_ localization: String) -> String {
        "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{\"k\":{\"localizations\":{\"en\":\(localization)}}}}"
    }

    static let plural = "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
    static let valueType = "<key>NSStringFormatValueTypeKey</key><string>d</string>"
    static let other = "<key>other</key><string>x</string>"

    static let cases: [Case] = [
        Case(.strings, "\"a\" = \"b\"", .syntaxError, key: "a"),
        Case(.strings, "\"a\" = \"\\U\";", .invalidEscape),
        Case(.strings, "\"a\" = \"\\UD800\";", .unpairedSurrogate),
        Case(.strings, "\"k\\n\" = \"1\";\n\"k\\n\" = \"1\";", .duplicateKey, key: "k\n"),
        Case(.strings, "\"k\" = \"1\";\n\"k\" = \"2\";", .conflictingDuplicateKey, key: "k"),
        Case(
            .stringsDict, plist("<key>k</key><string>a</string><key>k</key><string>b</string>"), .duplicateKey, key: "k"
        ),
        Case(.stringsDict, plist("<key>k</key><array/>"), .unexpectedType, key: "k"),
        Case(.stringsDict, plist("<key>k</key><dict/>"), .missingFormatKey, key: "k"),
        Case(
            .stringsDict, plist("<key>k</key><dict><key>NSStringDeviceSpecificRuleType</key><dict/></dict>"),
            .emptyVariations),
        Case(
            .stringsDict,
            plist(
                "<key>k</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>"
                    + "<key>toaster</key><string>x</string></dict></dict>"), .unknownDeviceClass, key: "toaster"),
        Case(
            .stringsDict,
            plist(
                "<key>k</key><dict><key>NSStringVariableWidthRuleType</key><dict>"
                    + "<key>wide</key><string>x</string></dict></dict>"), .invalidWidth, key: "wide"),
        Case(
            .stringsDict,
            plist(
                "<key>k</key><dict><key>NSStringVariableWidthRuleType</key><string/>"
                    + "<key>NSStringLocalizedFormatKey</key><string/></dict>"), .ignoredMember,
            key: "NSStringLocalizedFormatKey"),
        Case(.stringsDict, variable("n", valueType + other), .missingSpecType, key: "n"),
        Case(
            .stringsDict,
            variable("n", "<key>NSStringFormatSpecTypeKey</key><string>Rule</string>" + valueType + other),
            .unknownSpecType, key: "n"),
        Case(.stringsDict, variable("n", plural + other), .missingValueType, key: "n"),
        Case(
            .stringsDict, variable("n", plural + "<key>NSStringFormatValueTypeKey</key><string>%d</string>" + other),
            .invalidValueType, key: "n"),
        Case(
            .stringsDict, variable("n", plural + valueType + other + "<key>lots</key><string>x</string>"),
            .unknownPluralCategory, key: "lots"),
        Case(
            .stringsDict, variable("n", plural + valueType + "<key>one</key><string>x</string>"), .missingOtherForm,
            key: "n"),
        Case(
            .stringsDict,
            plist("<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@gone@</string></dict>"),
            .undefinedVariable, key: "gone"),
        Case(
            .stringsDict,
            plist("<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@open</string></dict>"),
            .unterminatedVariable),
        Case(
            .stringsDict,
            plist(
                "<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>x</string>"
                    + "<key>n</key><dict>\(plural + valueType + other)</dict></dict>"), .unusedVariable, key: "n"),
        Case(.stringsDict, plist("<key>k</key><string>&bogus;</string>"), .invalidEscape),
        Case(.stringsDict, plist("<key>k</key><bogus/>"), .unknownElement),
        Case(.stringsDict, "", .emptyFile),
        Case(.catalog, "{\"version\":\"1.0\",\"strings\":{}}", .missingSourceLanguage),
        Case(.catalog, "{\"sourceLanguage\":\"en\",\"version\":\"1.0\"}", .missingStrings),
        Case(.catalog, "{\"sourceLanguage\":\"en\",\"strings\":{}}", .missingVersion),
        Case(.catalog, "{\"sourceLanguage\":\"en\",\"version\":\"9.0\",\"strings\":{}}", .unsupportedVersion),
        Case(.catalog, "[]", .unexpectedType),
        Case(
            .catalog, "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{\"k\":{},\"k\":{}}}", .duplicateKey,
            key: "k"),
        Case(.catalog, catalog("{}"), .emptyLocalization),
        Case(.catalog, catalog("{\"stringUnit\":{\"state\":\"translated\"}}"), .incompleteStringUnit),
        Case(.catalog, catalog("{\"stringUnit\":{\"state\":true,\"value\":\"x\"}}"), .unexpectedType, key: "state"),
        Case(
            .catalog,
            catalog("{\"variations\":{\"plural\":{\"one\":{\"stringUnit\":{\"state\":\"new\",\"value\":\"x\"}}}}}"),
            .missingOtherForm),
        Case(
            .catalog,
            catalog(
                "{\"variations\":{\"plural\":{\"lots\":{},\"other\":{\"stringUnit\":{\"state\":\"new\",\"value\":\"x\"}}}}}"
            ),
            .unknownPluralCategory, key: "lots"),
        Case(
            .catalog, catalog("{\"stringUnit\":{\"state\":\"new\",\"value\":\"%#@n@\"}}"), .undefinedVariable, key: "n"),
        Case(
            .catalog,
            catalog(
                "{\"stringUnit\":{\"state\":\"new\",\"value\":\"%#@n@\"},\"substitutions\":{\"n\":{\"argNum\":1,"
                    + "\"variations\":{\"plural\":{\"other\":{\"stringUnit\":{\"state\":\"new\",\"value\":\"x\"}}}}}}}"),
            .missingFormatSpecifier, key: "n"),
        Case(
            .catalog,
            catalog(
                "{\"stringUnit\":{\"state\":\"new\",\"value\":\"%#@n@\"},\"substitutions\":{\"n\":{\"argNum\":0,"
                    + "\"formatSpecifier\":\"d\",\"variations\":{\"plural\":{\"other\":{\"stringUnit\":"
                    + "{\"state\":\"new\",\"value\":\"x\"}}}}}}}"), .invalidArgumentNumber),
        Case(.json, "", .emptyFile),
        Case(.json, "{\"a\":1,\"a\":2}", .duplicateKey, key: "a"),
        Case(.json, "[1,]", .syntaxError),
        Case(.json, "\"\\x\"", .invalidEscape),
        Case(.json, "\"\\uD800\"", .unpairedSurrogate),
        Case(.json, String(repeating: "[", count: 600), .nestingTooDeep),
    ]

    @Test(arguments: cases)
    func reportsKindAndKey(_ example: Case) throws {
        let diagnostics = example.diagnostics()
        let diagnostic = try #require(
            diagnostics.first { $0.kind == example.kind },
            "no \(example.kind) among \(diagnostics.map { "\($0.kind): \($0.message)" })")
        #expect(diagnostic.key == example.key, "\(diagnostic.message)")
    }

    @Test func invalidBytesAreInvalidEncodingInEveryFormat() {
        var bytes = Array("\"a\" = \"x".utf8) + [0xFF] + Array("\";".utf8)
        #expect(StringsFile.parse(Data(bytes), path: "t.strings").diagnostics.map(\.kind) == [.invalidEncoding])
        bytes = Array(Self.plist("<key>k</key><string>\u{1}</string>").utf8)
        bytes.insert(0xFF, at: bytes.count - 30)
        #expect(
            StringsDictFile.parse(Data(bytes), path: "t.stringsdict").diagnostics.map(\.kind).contains(.invalidEncoding)
        )
        bytes = Array("{\"a\":\"".utf8) + [0xFF] + Array("\"}".utf8)
        #expect(JSONDocument.parse(Data(bytes), path: "t.json").diagnostics.map(\.kind) == [.invalidEncoding])
    }

    /// Keys longer than a message shows, sharing their first 80 characters, stay apart.
    @Test func longDuplicateKeysAreReportedInFull() {
        let prefix = String(repeating: "a", count: 90)
        let text =
            "\"\(prefix)1\" = \"x\";\n\"\(prefix)2\" = \"x\";\n\"\(prefix)1\" = \"x\";\n\"\(prefix)2\" = \"y\";\n"
        let diagnostics = StringsFile.parse(Data(text.utf8), path: "t.strings").diagnostics
        #expect(diagnostics.map(\.kind) == [.duplicateKey, .conflictingDuplicateKey])
        #expect(diagnostics.map(\.key) == [prefix + "1", prefix + "2"])
        // The messages shorten the keys; the keys are whole.
        #expect(diagnostics.allSatisfy { !$0.message.contains(prefix) })
    }

    @Test func kindsAreAnOpenSetOfStableNames() {
        #expect(Diagnostic.Kind.duplicateKey.rawValue == "duplicate-key")
        #expect(Diagnostic.Kind(rawValue: "conflicting-duplicate-key") == .conflictingDuplicateKey)
        let custom = Diagnostic.Kind(rawValue: "my-tool-problem")
        let diagnostic = Diagnostic(
            location: SourceLocation(file: "f", line: 1, column: 2), severity: .note,
            kind: custom, key: "k", message: "m")
        #expect(diagnostic.kind == custom && diagnostic.key == "k")
        #expect(diagnostic.description == "f:1:2: note: m")
    }
}
