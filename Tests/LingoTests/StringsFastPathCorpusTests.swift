// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import TestSupport
import Testing

@testable import Lingo

/// The runtime reads `.strings` files with a fast path that makes no `String` per entry; over
/// every `.strings` file of the real apps in ../shared/corpora, stored as UTF-8 and as UTF-16,
/// its tables hold exactly what tables built from the full parser's pairs hold.
@Suite struct StringsFastPathCorpusTests {
    static let files = SharedData.files(under: SharedData.corpora, withExtension: "strings")

    /// A table's keys and values, as UTF-8 bytes, in entry order.
    private func contents(_ table: StringTable) -> [[UInt8]] {
        table.entries.flatMap { [Array($0.key.utf8), Array($0.value.text.utf8)] }
    }

    /// Compares the runtime's table of `data` with the full parser's; returns whether the fast
    /// path read it.
    private func compare(_ data: Data, path: String) -> Bool {
        let read = StringsFile.readPairs(data, path: path)
        let full = StringsFile.parsePairs(data, path: path)
        let fast = StringTable(sources: [.strings(read.pairs)])
        let reference = StringTable(entries: full.pairs.map { ($0.key, LocalizedValue.text($0.value)) })
        #expect(contents(fast) == contents(reference), "\(path)")
        #expect(read.diagnostics == full.diagnostics, "\(path)")
        for pair in full.pairs {
            let value = StringTable.withProbe(pair.key) { fast.value(for: $0) }
            #expect(value.map { Array($0.text.utf8) } == Array(pair.value.utf8), "\(path): \(pair.key)")
        }
        return StringsPairs.fastPath(data) != nil
    }

    @Test(.sharedData) func fastPathMatchesTheFullParserOnEveryCorpusFile() throws {
        try #require(!Self.files.isEmpty, "\(SharedData.missingMessage)")
        var fastUTF8 = 0, fastUTF16 = 0
        for url in Self.files {
            let data = try Data(contentsOf: url)
            let path = SharedData.relativePath(url, to: SharedData.corpora)
            var text = try #require(
                String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16), "\(path)")
            if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
            _ = compare(data, path: path)
            if compare(Data(text.utf8), path: path) { fastUTF8 += 1 }
            var utf16 = Data([0xFF, 0xFE])
            utf16.append(try #require(text.data(using: .utf16LittleEndian)))
            if compare(utf16, path: path) { fastUTF16 += 1 }
        }
        // Most real files have nothing unusual in them: the fast path reads them.
        #expect(fastUTF8 * 10 >= Self.files.count * 9)
        #expect(fastUTF16 == fastUTF8)
    }
}
