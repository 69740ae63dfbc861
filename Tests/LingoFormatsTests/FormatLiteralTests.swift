// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import LingoFormats

/// A text without `%` skips the parser: what it gets must be what the parser gives.
@Suite struct FormatLiteralTests {
    @Test(arguments: [
        "", "Settings", "Hello, world!", "50 percent off", "안녕하세요", "ﷺ 🇨🇭 \u{202E}x\u{202C}", "line\nbreak\ttab",
        "$1 @ #2 & {3}", String(repeating: "long text ", count: 500),
    ])
    func aTextWithoutPercentIsOneLiteral(text: String) {
        var parser = FormatParser(text)
        let parsed = parser.run()
        let fast = FormatString.parse(text)
        #expect(fast.text == parsed.text)
        #expect(fast.segments == parsed.segments)
        #expect(fast.issues == parsed.issues)
        #expect(fast.placeholders.isEmpty)
    }

    /// One `%` anywhere takes the parser's way.
    @Test func aPercentIsParsed() {
        var parser = FormatParser("50% off")
        #expect(FormatString.parse("50% off").issues == parser.run().issues)
        #expect(FormatString.parse("%d files").placeholders.count == 1)
    }
}
