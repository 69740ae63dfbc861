// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

/// Every Swift code block of the DocC catalogs (`Sources/*/*.docc/*.md`) is code that compiles:
/// each of its lines is also a line of a snippet file — a test that runs it
/// (`Tests/*/DocumentationSnippetTests.swift`) or, for SwiftUI and UIKit code, the
/// `LingoAppleSnippets` example (`Examples/AppleSnippets`), compiled on Apple platforms and
/// type-checked against the iOS and tvOS SDKs by `Scripts/typecheck-apple`.
///
/// Lines are compared trimmed, without their trailing `//` comment; comment-only lines are
/// skipped. A block whose first line is `// Before:` shows the code an app replaces (not Lingo's)
/// and is not checked.
@Suite struct DocumentationSnippetCoverageTests {
    static let root = SharedData.packageRoot

    static func articles() throws -> [URL] {
        let sources = root.appendingPathComponent("Sources")
        let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
        var result: [URL] = []
        for module in modules {
            let catalog = sources.appendingPathComponent(module).appendingPathComponent("\(module).docc")
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: catalog.path) else { continue }
            result += names.filter { $0.hasSuffix(".md") }.sorted().map { catalog.appendingPathComponent($0) }
        }
        return result
    }

    static func snippetFiles() throws -> [URL] {
        var files = [
            root.appendingPathComponent("Tests/LingoTests/DocumentationSnippetTests.swift"),
            root.appendingPathComponent("Tests/LingoToolsTests/DocumentationSnippetTests.swift"),
            root.appendingPathComponent("Tests/LingoRemoteTests/DocumentationSnippetTests.swift"),
        ]
        let apple = root.appendingPathComponent("Examples/AppleSnippets")
        files += try FileManager.default.contentsOfDirectory(atPath: apple.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { apple.appendingPathComponent($0) }
        return files
    }

    /// The ```swift blocks of a Markdown text (indented ones inside directives too), each as its
    /// lines and the line number of its first line.
    static func swiftBlocks(in text: String) -> [(line: Int, lines: [String])] {
        var blocks: [(line: Int, lines: [String])] = []
        var current: [String]? = nil
        var start = 0
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil {
                if trimmed == "```swift" {
                    current = []
                    start = index + 2
                }
            } else if trimmed == "```" {
                blocks.append((start, current!))
                current = nil
            } else {
                current!.append(line)
            }
        }
        return blocks
    }

    /// `line` trimmed, without a trailing `//` comment outside string literals.
    static func code(_ line: String) -> String {
        var inString = false
        var previous: Character = " "
        var result = ""
        for character in line {
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString && character == "/" && previous == "/" {
                result.removeLast()
                break
            }
            result.append(character)
            previous = character
        }
        return result.trimmingCharacters(in: .whitespaces)
    }

    @Test func everySwiftSnippetIsCompiledCode() throws {
        let articles = try Self.articles()
        try #require(articles.count >= 8, "expected the articles of Lingo.docc, LingoFormats.docc and LingoTools.docc")
        var known = Set<String>()
        for file in try Self.snippetFiles() {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.components(separatedBy: "\n") { known.insert(Self.code(line)) }
        }
        var checked = 0
        for article in articles {
            let text = try String(contentsOf: article, encoding: .utf8)
            for block in Self.swiftBlocks(in: text) {
                let first = block.lines.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                if first?.trimmingCharacters(in: .whitespaces).hasPrefix("// Before:") == true { continue }
                checked += 1
                for (offset, line) in block.lines.enumerated() {
                    let code = Self.code(line)
                    if code.isEmpty { continue }
                    let compiled = known.contains(code)
                    #expect(
                        compiled,
                        "\(article.lastPathComponent):\(block.line + offset): `\(code)` is in no snippet test or example"
                    )
                }
            }
        }
        #expect(checked >= 25, "found only \(checked) Swift code blocks in the articles")
    }

    @Test func commentsAndStringsAreToldApart() {
        #expect(Self.code("  let a = 1   // one") == "let a = 1")
        #expect(Self.code(#"let url = "http://example.com" // a URL"#) == #"let url = "http://example.com""#)
        #expect(Self.code("// only a comment") == "")
        #expect(
            Self.swiftBlocks(in: "text\n```swift\nlet x = 1\n```\n```sh\nls\n```\n").map(\.lines) == [["let x = 1"]])
    }
}
