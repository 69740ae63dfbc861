// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

@testable import lingo_demo

/// The demo's screen on a terminal: how many columns a text takes (East_Asian_Width W and F
/// take two), and banners whose boxes line up in every language.
@Suite struct ScreenLayoutTests {
    @Test(arguments: [
        ("abc", 3), ("안녕하세요", 10), ("你好", 4), ("こんにちは", 10), ("ｱ", 1), ("Ａ", 2),  // halfwidth, fullwidth
        ("🏮", 2), ("🗻", 2), ("🌐", 2), ("☯", 1), ("─┃═", 3), ("◆◇", 2),  // ambiguous: one column
        ("e\u{301}", 1), ("أهلاً", 4), ("\u{200B}", 0),
    ])
    func columns(text: String, expected: Int) {
        #expect(ScreenLayout.cells(text) == expected, "\(text.debugDescription)")
    }

    @Test func everyBoxedBannerLinesUp() throws {
        let resources = SharedData.packageRoot.appendingPathComponent("Examples/Demo/Resources")
        let banners = SharedData.files(under: resources, withExtension: "txt").filter {
            $0.lastPathComponent == "banner.txt"
        }
        try #require(banners.count >= 6, "the demo's banners are missing under \(resources.path)")
        var boxed = 0
        for banner in banners {
            let lines = try String(contentsOf: banner, encoding: .utf8).split(separator: "\n").map(String.init)
            let drawsABox = lines.allSatisfy { line in
                line.drop { $0 == " " }.unicodeScalars.first.map { (0x2500...0x257F).contains($0.value) } ?? false
            }
            guard drawsABox else { continue }
            boxed += 1
            let widths = lines.map(ScreenLayout.cells)
            #expect(Set(widths).count == 1, "\(banner.path): \(zip(lines, widths).map { "\($1) \($0)" })")
        }
        #expect(boxed == 4, "ja, ko, zh-Hans and zh-Hant draw boxes")
    }

    @Test(.python3) func theWidthTableIsWhatItsGeneratorWrites() throws {
        let check = try GeneratorCheck.run("Generators/Unicode/generate_east_asian_width.py")
        #expect(check.status == 0, "run python3 Generators/Unicode/generate_east_asian_width.py: \(check.output)")
    }

    @Test func cutTextKeepsWithinItsColumns() {
        let cut = ScreenLayout.cut("안녕하세요 세계", width: 7)
        #expect(cut == "안녕하…")
        #expect(ScreenLayout.cells(cut) <= 7)
    }
}
