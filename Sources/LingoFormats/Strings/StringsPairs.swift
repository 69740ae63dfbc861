// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

package import Foundation
import LingoUtilities

/// A `.strings` file's keys and values as UTF-8 bytes in one buffer: what a runtime table is
/// built from, without a `String` per key or value.
///
/// Entries are listed in file order; a key defined more than once is listed each time (the
/// last definition wins, at the position of the first).
package struct StringsPairs: Sendable {
    /// The keys and values, UTF-8, escapes resolved, one after another.
    package private(set) var bytes: [UInt8] = []
    /// Entry `i`'s key is `bytes[bounds[2 * i] ..< bounds[2 * i + 1]]`, its value
    /// `bytes[bounds[2 * i + 1] ..< bounds[2 * i + 2]]`.
    package private(set) var bounds: [UInt32] = [0]

    /// The number of entries.
    package var count: Int { bounds.count / 2 }

    /// Entries made from pairs of strings; entries past 4 GB of text are left out.
    package init(_ pairs: [(key: String, value: String)]) {
        bounds.reserveCapacity(pairs.count * 2 + 1)
        for pair in pairs {
            guard bytes.count + pair.key.utf8.count + pair.value.utf8.count < UInt32.max else { break }
            bytes.append(contentsOf: pair.key.utf8)
            bounds.append(UInt32(bytes.count))
            bytes.append(contentsOf: pair.value.utf8)
            bounds.append(UInt32(bytes.count))
        }
    }

    /// The entries of UTF-8 `.strings` text with nothing unusual in it: quoted keys and
    /// values, comments, the common escapes, the `"key";` shorthand. `nil` for anything else
    /// (unquoted strings, braces, octal or surrogate escapes, a NUL character in a string,
    /// ill-formed UTF-8 anywhere, any syntax error), which
    /// ``StringsFile/readPairs(_:path:)`` leaves to the full parser.
    ///
    /// `validating` checks the UTF-8 as it scans (text read in place from a file); text that
    /// was transcoded is valid already.
    init?(scanning text: UnsafeBufferPointer<UInt8>, validating: Bool) {
        guard text.count < UInt32.max / 2 else { return nil }
        var scanner = StringsPairScanner(text: text, validates: validating)
        bytes.reserveCapacity(text.count)
        bounds.reserveCapacity(text.count / 24)
        guard scanner.run(into: &self) else { return nil }
    }

    /// The bytes of all keys.
    package var keyByteCount: Int {
        var total = 0
        for index in 0..<count { total += Int(bounds[2 * index + 1] - bounds[2 * index]) }
        return total
    }

    /// The entries of `.strings` data read by the fast path alone: `nil` when the data is not
    /// valid UTF-8 or UTF-16 or holds anything the fast path leaves to the full parser.
    package static func fastPath(_ data: Data) -> StringsPairs? {
        if let scanned = scanningUTF8(data) { return scanned }
        let text = DecodedText(decoding: data)
        guard text.invalidOffsets.isEmpty else { return nil }
        return text.bytes.withUnsafeBufferPointer { StringsPairs(scanning: $0, validating: false) }
    }

    /// What the fast path reads from `data` in place, without a decoded copy, when the data is
    /// UTF-8 as ``DecodedText`` detects it (a UTF-8 byte order mark is skipped): `.some(nil)`
    /// when the fast path gives up (the scanner validates the UTF-8 as it goes), `nil` when the
    /// data is UTF-16 and must be transcoded first.
    static func scanningUTF8(_ data: Data) -> StringsPairs?? {
        data.withUnsafeBytes { raw -> StringsPairs?? in
            let all = raw.bindMemory(to: UInt8.self)
            if all.starts(with: [0xEF, 0xBB, 0xBF]) {
                return .some(StringsPairs(scanning: UnsafeBufferPointer(rebasing: all[3...]), validating: true))
            }
            if all.starts(with: [0xFF, 0xFE]) || all.starts(with: [0xFE, 0xFF]) || DecodedText.guessUTF16(all) != nil {
                return nil
            }
            return .some(StringsPairs(scanning: all, validating: true))
        }
    }

    /// Runs `body` with entry `index`'s key and value bytes.
    @inline(__always)
    package func withEntry<Result>(
        _ index: Int, _ body: (_ key: UnsafeBufferPointer<UInt8>, _ value: UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        let keyStart = Int(bounds[2 * index]), valueStart = Int(bounds[2 * index + 1])
        let valueEnd = Int(bounds[2 * index + 2])
        return bytes.withUnsafeBufferPointer { all in
            body(
                UnsafeBufferPointer(rebasing: all[keyStart..<valueStart]),
                UnsafeBufferPointer(rebasing: all[valueStart..<valueEnd]))
        }
    }

    /// For each key, in the order of its first definition, the index of the entry that wins:
    /// its last definition. What a table built from the pairs holds, and in the order the full
    /// parser lists its entries.
    package func winners() -> [Int] {
        var order = [Int]()
        order.reserveCapacity(count)
        // Each slot: the high 32 bits of the key's hash, then the key's position in `order`.
        let capacity = max(8, count * 2)
        let empty = UInt64.max
        var slots = [UInt64](repeating: empty, count: capacity)
        bytes.withUnsafeBufferPointer { all in
            func key(_ index: Int) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(rebasing: all[Int(bounds[2 * index])..<Int(bounds[2 * index + 1])])
            }
            for index in 0..<count {
                let keyBytes = key(index)
                let hash = KeyHash.hash(UnsafeRawBufferPointer(keyBytes))
                let tag = hash >> 32
                var slot = Int(truncatingIfNeeded: ((hash & 0xFFFF_FFFF) &* UInt64(capacity)) >> 32)
                while true {
                    if slots[slot] == empty {
                        slots[slot] = tag << 32 | UInt64(order.count)
                        order.append(index)
                        break
                    }
                    if slots[slot] >> 32 == tag {
                        let position = Int(truncatingIfNeeded: slots[slot] & 0xFFFF_FFFF)
                        if key(order[position]).elementsEqual(keyBytes) {
                            order[position] = index
                            break
                        }
                    }
                    slot = slot + 1 == capacity ? 0 : slot + 1
                }
            }
        }
        return order
    }

    /// Adds an entry after the others; left out when the bytes would pass 4 GB.
    package mutating func append(key: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>) {
        guard bytes.count + key.count + value.count < UInt32.max else { return }
        bytes.append(contentsOf: key)
        bounds.append(UInt32(bytes.count))
        bytes.append(contentsOf: value)
        bounds.append(UInt32(bytes.count))
    }

    fileprivate mutating func append(_ byte: UInt8) { bytes.append(byte) }

    fileprivate mutating func append(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[range]))
    }

    fileprivate mutating func appendUTF8(_ scalar: UInt32) { bytes.appendUTF8(scalar) }

    /// Ends the key or value written since the last bound.
    fileprivate mutating func endString() { bounds.append(UInt32(bytes.count)) }

    /// Writes the key just ended again, as the value of a `"key";` entry.
    fileprivate mutating func repeatKey() {
        let start = Int(bounds[bounds.count - 2]), end = Int(bounds[bounds.count - 1])
        for offset in start..<end { bytes.append(bytes[offset]) }
        endString()
    }
}

/// The single pass of ``StringsPairs/init(scanning:)``: gives up at the first thing the full
/// parser would report or treat specially.
private struct StringsPairScanner {
    let text: UnsafeBufferPointer<UInt8>
    /// Whether `text` may hold ill-formed UTF-8.
    let validates: Bool
    var index = 0

    mutating func run(into pairs: inout StringsPairs) -> Bool {
        while true {
            guard skipTrivia() else { return false }
            guard index < text.count else { return true }
            guard readQuoted(into: &pairs), skipTrivia(), index < text.count else { return false }
            if text[index] == UInt8(ascii: ";") {
                index += 1
                pairs.repeatKey()
                continue
            }
            guard text[index] == UInt8(ascii: "=") else { return false }
            index += 1
            guard skipTrivia(), index < text.count, readQuoted(into: &pairs), skipTrivia(),
                index < text.count, text[index] == UInt8(ascii: ";")
            else { return false }
            index += 1
        }
    }

    /// Moves past the character at `index` (past its first byte when the text is known to be
    /// valid); `false` if it is ill-formed UTF-8 (left to the full parser, which reports it).
    @inline(__always)
    mutating func advanceCharacter() -> Bool {
        guard validates, text[index] >= 0x80 else {
            index += 1
            return true
        }
        let length = DecodedText.sequenceLength(text, at: index)
        index += length
        return length != 0
    }

    /// Skips whitespace and comments; `false` for an unterminated comment or ill-formed UTF-8.
    @inline(__always)
    mutating func skipTrivia() -> Bool {
        while index < text.count {
            switch text[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "/") where index + 1 < text.count && text[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < text.count,
                    !(text[index] == UInt8(ascii: "*") && text[index + 1] == UInt8(ascii: "/"))
                {
                    guard advanceCharacter() else { return false }
                }
                guard index + 1 < text.count else { return false }
                index += 2
            case UInt8(ascii: "/") where index + 1 < text.count && text[index + 1] == UInt8(ascii: "/"):
                index += 2
                while index < text.count, text[index] != UInt8(ascii: "\n"), text[index] != UInt8(ascii: "\r") {
                    guard advanceCharacter() else { return false }
                }
            default:
                return true
            }
        }
        return true
    }

    /// Reads a quoted string at `index` into `pairs`; `false` if there is none, it is not
    /// terminated or it has an escape left to the full parser.
    @inline(__always)
    mutating func readQuoted(into pairs: inout StringsPairs) -> Bool {
        guard text[index] == UInt8(ascii: "\"") else { return false }
        index += 1
        var start = index
        while index < text.count {
            // Eight bytes at a time up to the first that ends the string, starts an escape, is
            // NUL or (when validating) is part of a multi-byte character: read one by one.
            while index + 8 <= text.count {
                let word = ByteWord.load(text, at: index)
                var stops =
                    ByteWord.bytes(word, below: 1) | ByteWord.bytes(word, equalTo: UInt8(ascii: "\""))
                    | ByteWord.bytes(word, equalTo: UInt8(ascii: "\\"))
                if validates { stops |= ByteWord.nonASCIIBytes(word) }
                guard stops == 0 else {
                    index += ByteWord.firstMarked(stops)
                    break
                }
                index += 8
            }
            guard index < text.count else { break }
            let byte = text[index]
            if byte == UInt8(ascii: "\"") {
                pairs.append(text, start..<index)
                pairs.endString()
                index += 1
                return true
            }
            guard byte == UInt8(ascii: "\\") else {
                // A NUL character is an entry error the full parser reports.
                if byte &- 1 < 0x7F || (byte != 0 && !validates) {
                    index += 1
                } else {
                    guard byte != 0, advanceCharacter() else { return false }
                    // The rest of a run of multi-byte characters, without trying words: each
                    // would stop at once.
                    while index < text.count, text[index] >= 0x80 {
                        guard advanceCharacter() else { return false }
                    }
                }
                continue
            }
            pairs.append(text, start..<index)
            index += 1
            guard index < text.count, readEscape(into: &pairs) else { return false }
            start = index
        }
        return false
    }

    /// Reads the escape whose character is at `index`, as the full parser does; `false` for
    /// octal escapes (read as NeXTSTEP characters), surrogates and a `\U` without digits.
    mutating func readEscape(into pairs: inout StringsPairs) -> Bool {
        let escaped = text[index]
        guard escaped < 0x80 else { return false }  // an escaped multi-byte character
        index += 1
        switch escaped {
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            return false
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            var value: UInt32 = 0
            var digits = 0
            while digits < 4, index < text.count, let digit = text[index].hexDigitValue {
                value = value << 4 | digit
                index += 1
                digits += 1
            }
            if digits == 0 {
                guard escaped == UInt8(ascii: "u") else { return false }
                pairs.append(escaped)  // `\u` without digits is `u`
            } else {
                guard !(0xD800...0xDFFF).contains(value) else { return false }
                pairs.appendUTF8(value)
            }
        default: pairs.append(StringsParser.escapedByte(escaped))
        }
        return true
    }
}

extension StringsFile {
    /// Keys and values as bytes (see ``StringsPairs``) and the file's diagnostics, exactly what
    /// ``parsePairs(_:path:)`` reads. Text with nothing unusual in it is read by a fast path
    /// that makes no `String`; anything else (property lists, invalid bytes, any escape or
    /// syntax the fast path does not take, any error) is read by the full parser, so bad input
    /// gets the same diagnostics and keeps its valid entries.
    package static func readPairs(_ data: Data, path: String) -> (pairs: StringsPairs, diagnostics: [Diagnostic]) {
        if !data.starts(with: Array("bplist".utf8)), !looksLikeXMLPropertyList(data) {
            let scannedUTF8 = StringsPairs.scanningUTF8(data)
            if let pairs = scannedUTF8 ?? nil { return (pairs, []) }
            let text = DecodedText(decoding: data)
            if scannedUTF8 == nil, text.invalidOffsets.isEmpty,
                let pairs = text.bytes.withUnsafeBufferPointer({ StringsPairs(scanning: $0, validating: false) })
            {
                return (pairs, [])
            }
            if let reason = text.notTextReason(byteCount: data.count) {
                return (StringsPairs([]), notText(path, reason).diagnostics)
            }
            let (pairs, diagnostics) = StringsParser.parsePairs(text, path: path)
            return (StringsPairs(pairs), diagnostics)
        }
        let (pairs, diagnostics) = parsePairs(data, path: path)
        return (StringsPairs(pairs), diagnostics)
    }
}
