// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

// libFuzzer entry point for `FormatString.parse` and `FormatRenderer.render`. Built with
// `-parse-as-library`, so this file holds no top-level code: libFuzzer provides `main`.
//
// The input's first byte picks the arguments and the number symbols; the rest, as UTF-8, is
// the format. Besides "never traps", it checks what the parser and the renderer promise:
// - every placeholder's text is the text at its range, ranges are in order and in bounds;
// - every issue's range is in bounds and every argument index it names is at least 1;
// - rendering is bounded: widths and precisions are clamped, so the output stays small.

import Foundation
import Lingo
import LingoFormats

/// Arguments of assorted types, including the ones C would crash on.
private let values: [Any] = [
    42, -7, 0, Int.max, Int.min, UInt64.max, 2.5, -0.0, Double.nan, Double.infinity, 1e300,
    Double.leastNonzeroMagnitude,
    Float(1.5), "text", "", "é👍", Character("x"), Int?.none as Any, Optional(3) as Any, NSNull(),
    Decimal(string: "1.25") as Any, true, Int8(-128), UInt16.max, 0x10FFFF + 1, 0xD800, [1, 2],
    UnsafeRawPointer(bitPattern: 0x1000) as Any, NSNumber(value: 3.5), Substring("sub"),
]

/// Renderers for C output and for localized output with tricky symbols (made here rather than
/// read from Foundation, so every run is fast and the same).
private let renderers: [FormatRenderer] = [
    FormatRenderer(symbols: .posix),
    FormatRenderer(symbols: NumberSymbols(decimalSeparator: ",", groupingSeparator: "\u{202F}")),
    FormatRenderer(symbols: NumberSymbols(decimalSeparator: "\u{066B}", groupingSeparator: "\u{066C}", groupingSize: 3,
                                          secondaryGroupingSize: 2, minimumGroupingDigits: 2,
                                          minusSign: "\u{200E}\u{2212}", plusSign: "\u{200E}+",
                                          exponentSymbol: "×۱۰^", zeroDigit: "\u{06F0}")),
    FormatRenderer(symbols: NumberSymbols(groupingSeparator: "", groupingSize: 0)),
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormatString(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = start.map { UnsafeBufferPointer(start: $0.assumingMemoryBound(to: UInt8.self), count: count) }
        ?? UnsafeBufferPointer(start: nil, count: 0)
    let selector = bytes.first ?? 0
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)

    let format = FormatString.parse(text)
    check(format, text: text)

    // 0 to 7 arguments, picked from `values` by the selector and the text.
    let argumentCount = Int(selector & 7)
    var arguments: [Any] = []
    var pick = Int(selector >> 3) &+ text.utf8.count
    for _ in 0..<argumentCount {
        arguments.append(values[pick % values.count])
        pick = pick &* 31 &+ 7
    }
    let renderer = renderers[Int(selector >> 6) % renderers.count]
    // Substitution texts are pieces of the format itself, so they nest and recurse.
    let scalars = Array(text.unicodeScalars)
    let result = renderer.render(format, arguments: arguments) { name, _ in
        guard name.count % 3 != 0, !scalars.isEmpty else { return nil }
        let half = scalars[(scalars.count / 2)...]
        return String(String.UnicodeScalarView(half))
    }
    for issue in result.issues {
        if issue.range.lowerBound < 0 { fatalError("issue with a negative range: \(issue)") }
        if let index = issue.argumentIndex, index < 1 { fatalError("issue with argument index \(index): \(issue)") }
    }
    // Each placeholder writes at most the clamped width and precision plus a number's digits,
    // and a rendering makes at most 64 substitutions (each of a text no longer than the input).
    let bound = (scalars.count + 1) * 65 * (FormatString.maximumWidth + FormatString.maximumPrecision + 700)
    if result.string.unicodeScalars.count > bound {
        fatalError("output of \(result.string.unicodeScalars.count) scalars for a format of \(scalars.count)")
    }
    return 0
}

private func check(_ format: FormatString, text: String) {
    let scalars = Array(text.unicodeScalars)
    var previousEnd = 0
    for placeholder in format.placeholders {
        let range = placeholder.range
        guard range.lowerBound >= previousEnd, range.upperBound <= scalars.count, !range.isEmpty else {
            fatalError("placeholder range \(range) out of order or bounds in \(scalars.count) scalars")
        }
        let written = String(String.UnicodeScalarView(scalars[range]))
        if written != placeholder.text { fatalError("placeholder text \(placeholder.text) is not \(written)") }
        if placeholder.argumentIndex < 1 { fatalError("argument index \(placeholder.argumentIndex)") }
        previousEnd = range.upperBound
    }
    for issue in format.issues where issue.range.lowerBound < 0 || issue.range.upperBound > scalars.count {
        fatalError("issue range \(issue.range) out of bounds in \(scalars.count) scalars")
    }
}
