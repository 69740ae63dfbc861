/// The `.strings` reader: a single pass over UTF-8 bytes that never traps and resumes after
/// every syntax error.
struct StringsParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let path: String
    private var cursor = LineCursor()
    private var index = 0
    /// Runtime mode: keys and values only (no comments, locations or duplicate warnings).
    private let runtime: Bool
    private var entries: [StringsFile.Entry] = []
    private var duplicates: [StringsFile.Entry] = []
    private var pairs: [(key: String, value: String)] = []
    private var diagnostics: [Diagnostic] = []
    private var keyIndex = KeyIndex(capacity: 64)
    /// The comment just before the next key, if no blank line separates them.
    private var pendingComment: String?
    /// Reused buffer for strings that contain escapes.
    private var scratch: [UInt8] = []

    private init(bytes: UnsafeBufferPointer<UInt8>, path: String, runtime: Bool) {
        self.bytes = bytes
        self.path = path
        self.runtime = runtime
    }

    static func parse(_ text: DecodedText, path: String) -> StringsFile {
        text.bytes.withUnsafeBufferPointer { buffer in
            var parser = StringsParser(bytes: buffer, path: path, runtime: false)
            for offset in text.invalidOffsets {
                parser.report(.error, .invalidEncoding, at: offset, "the file is not valid \(text.encoding.displayName): "
                              + "an invalid byte sequence was replaced by U+FFFD")
            }
            parser.run()
            parser.diagnostics.sort { $0.location < $1.location }
            return StringsFile(path: path, entries: parser.entries, duplicates: parser.duplicates,
                               diagnostics: parser.diagnostics, encoding: text.encoding)
        }
    }

    /// Keys and values only, last definition winning, and the error diagnostics: what a
    /// runtime needs, without the cost of comments and locations.
    static func parsePairs(_ text: DecodedText, path: String) -> (pairs: [(key: String, value: String)], diagnostics: [Diagnostic]) {
        text.bytes.withUnsafeBufferPointer { buffer in
            var parser = StringsParser(bytes: buffer, path: path, runtime: true)
            for offset in text.invalidOffsets {
                parser.report(.error, .invalidEncoding, at: offset, "the file is not valid \(text.encoding.displayName): "
                              + "an invalid byte sequence was replaced by U+FFFD")
            }
            parser.run()
            parser.diagnostics.sort { $0.location < $1.location }
            return (parser.pairs, parser.diagnostics)
        }
    }

    // MARK: - Grammar

    private mutating func run() {
        if runtime {
            pairs.reserveCapacity(bytes.count / 64)
        } else {
            entries.reserveCapacity(bytes.count / 64)
        }
        skipTrivia()
        var braceOffset: Int? = nil
        if peek() == UInt8(ascii: "{") {
            braceOffset = index
            index += 1
        }
        while true {
            skipTrivia()
            guard let byte = peek() else { break }
            if byte == UInt8(ascii: "}"), let open = braceOffset {
                index += 1
                braceOffset = nil
                skipTrivia()
                if index < bytes.count {
                    report(.error, .syntaxError, at: index, "unexpected text after the closing brace of the table "
                           + "opened at \(positionText(open))")
                }
                return
            }
            parseEntry()
        }
        if let open = braceOffset {
            report(.error, .syntaxError, at: open, "the brace that opens the table is never closed")
        }
    }

    private mutating func parseEntry() {
        let keyOffset = index
        let comment = pendingComment
        pendingComment = nil
        guard let key = readString(role: "key") else { return }
        skipTrivia(capturingComments: false)
        switch peek() {
        case UInt8(ascii: ";"):
            // `"key";` is shorthand for `"key" = "key";`
            index += 1
            add(key: key, value: key, comment: comment, at: keyOffset)
        case UInt8(ascii: "="):
            index += 1
            skipTrivia(capturingComments: false)
            guard let value = readString(role: "value") else { return }
            skipTrivia(capturingComments: false)
            if peek() == UInt8(ascii: ";") {
                index += 1
            } else {
                // Keep the entry: only its terminator is missing.
                report(.error, .syntaxError, at: min(index, bytes.count), key: key,
                       "expected ';' after the value of \"\(key.escapedForMessage)\"")
            }
            add(key: key, value: value, comment: comment, at: keyOffset)
        case nil:
            report(.error, .syntaxError, at: bytes.count, key: key, "unexpected end of file: expected '=' or ';' after the key "
                   + "\"\(key.escapedForMessage)\"")
        default:
            report(.error, .syntaxError, at: index, key: key, "expected '=' or ';' after the key \"\(key.escapedForMessage)\", "
                   + "found \(describeCharacter(at: index))")
            recover()
        }
    }

    private mutating func add(key: String, value: String, comment: String?, at offset: Int) {
        // Take the index out of `self`, so the closures below may read `self` while it changes.
        var index = KeyIndex(capacity: 0)
        swap(&index, &keyIndex)
        defer { swap(&index, &keyIndex) }
        if runtime {
            if let existing = index.insert(key, at: pairs.count, keyAt: { pairs[$0].key }) {
                pairs[existing].value = value
            } else {
                pairs.append((key, value))
            }
            return
        }
        let (line, column) = cursor.position(of: offset, in: bytes)
        let entry = StringsFile.Entry(key: key, value: value, comment: comment,
                                      location: SourceLocation(file: path, line: line, column: column))
        if let existing = index.insert(key, at: entries.count, keyAt: { entries[$0].key }) {
            let earlier = entries[existing]
            duplicates.append(earlier)
            let same = earlier.value == value
            let differs = same ? "same value" : "a different value"
            diagnostics.append(Diagnostic(
                location: entry.location, severity: .warning, kind: same ? .duplicateKey : .conflictingDuplicateKey,
                key: key, message: "duplicate key \"\(key.escapedForMessage)\" (\(differs)); first defined at line "
                    + "\(earlier.location.line); the last definition wins"))
            entries[existing] = entry
        } else {
            entries.append(entry)
        }
    }

    /// Skips the rest of a broken entry: up to and including the next `;` on the same line
    /// (quoted strings on the line are skipped whole), or to the end of the line.
    private mutating func recover() {
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return
            case UInt8(ascii: ";"):
                index += 1
                return
            case UInt8(ascii: "\""):
                var probe = index + 1
                while probe < bytes.count, bytes[probe] != UInt8(ascii: "\""), bytes[probe] != UInt8(ascii: "\n") {
                    probe += bytes[probe] == UInt8(ascii: "\\") ? 2 : 1
                }
                index = probe < bytes.count && bytes[probe] == UInt8(ascii: "\"") ? probe + 1 : probe
            default:
                index += 1
            }
        }
    }

    // MARK: - Strings

    /// Reads a quoted or unquoted string; on failure reports, recovers and returns `nil`.
    private mutating func readString(role: String) -> String? {
        guard let byte = peek() else {
            report(.error, .syntaxError, at: bytes.count, "unexpected end of file: expected a \(role)")
            return nil
        }
        if byte == UInt8(ascii: "\"") {
            return readQuotedString()
        }
        if Self.isUnquotedCharacter(byte) {
            let start = index
            while let next = peek(), Self.isUnquotedCharacter(next) { index += 1 }
            return makeString(start..<index)
        }
        report(.error, .syntaxError, at: index, "expected a \(role) (a quoted string), found \(describeCharacter(at: index))")
        recover()
        return nil
    }

    private mutating func readQuotedString() -> String? {
        let open = index
        index += 1
        let start = index
        // Fast path: no escapes.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let string = makeString(start..<index)
                index += 1
                return string
            }
            if byte == UInt8(ascii: "\\") { break }
            index += 1
        }
        guard index < bytes.count else { return unterminated(open) }

        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        var pendingHighSurrogate: (value: UInt32, offset: Int)? = nil
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                if let pending = pendingHighSurrogate { loneSurrogate(pending.offset) }
                index += 1
                return String(decoding: scratch, as: UTF8.self)
            }
            guard byte == UInt8(ascii: "\\") else {
                if let pending = pendingHighSurrogate {
                    loneSurrogate(pending.offset)
                    pendingHighSurrogate = nil
                }
                scratch.append(byte)
                index += 1
                continue
            }
            let escapeOffset = index
            index += 1
            guard index < bytes.count else { break }
            let escaped = bytes[index]
            index += 1
            // A UTF-16 code unit from \U or \u, or nil for escapes that are not code units.
            var codeUnit: UInt32? = nil
            switch escaped {
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, let next = peek(), (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(next) {
                    value = value << 3 + UInt32(next - UInt8(ascii: "0"))
                    index += 1
                    digits += 1
                }
                // Apple reads the octal byte as a NeXTSTEP-encoded character.
                appendScalar(NeXTSTEP.scalar(for: UInt8(truncatingIfNeeded: value)))
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, let next = peek(), let digit = Self.hexValue(next) {
                    value = value << 4 | digit
                    index += 1
                    digits += 1
                }
                if digits > 0 {
                    codeUnit = value
                } else if escaped == UInt8(ascii: "u") {
                    scratch.append(escaped)  // Apple reads `\u` without digits as `u`.
                } else {
                    report(.warning, .invalidEscape, at: escapeOffset, "'\\U' is not followed by hexadecimal digits; ignored")
                }
            case UInt8(ascii: "a"): scratch.append(0x07)
            case UInt8(ascii: "b"): scratch.append(0x08)
            case UInt8(ascii: "f"): scratch.append(0x0C)
            case UInt8(ascii: "n"): scratch.append(0x0A)
            case UInt8(ascii: "r"): scratch.append(0x0D)
            case UInt8(ascii: "t"): scratch.append(0x09)
            case UInt8(ascii: "v"): scratch.append(0x0B)
            default:
                // `\"`, `\\`, `\'` and any other character stand for themselves, as in Apple's parser.
                scratch.append(escaped)
            }
            if let pending = pendingHighSurrogate {
                pendingHighSurrogate = nil
                if let low = codeUnit, (0xDC00...0xDFFF).contains(low) {
                    appendScalar(0x10000 + ((pending.value - 0xD800) << 10) + (low - 0xDC00))
                    continue
                }
                loneSurrogate(pending.offset)
            }
            if let unit = codeUnit {
                switch unit {
                case 0xD800...0xDBFF: pendingHighSurrogate = (unit, escapeOffset)
                case 0xDC00...0xDFFF: loneSurrogate(escapeOffset)
                default: appendScalar(unit)
                }
            }
        }
        return unterminated(open)
    }

    private mutating func unterminated(_ open: Int) -> String? {
        index = bytes.count
        report(.error, .syntaxError, at: open, "unterminated string: the quote that opens it is never closed")
        return nil
    }

    private mutating func loneSurrogate(_ offset: Int) {
        report(.warning, .unpairedSurrogate, at: offset, "an escaped UTF-16 surrogate has no partner; replaced by U+FFFD")
        appendScalar(0xFFFD)
    }

    private mutating func appendScalar(_ value: UInt32) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        scratch.append(contentsOf: UTF8.encode(scalar)!)
    }

    private func makeString(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    // MARK: - Trivia

    /// Skips whitespace and comments. Remembers the last comment when `capturingComments`,
    /// and forgets it across a blank line.
    private mutating func skipTrivia(capturingComments requested: Bool = true) {
        let capturingComments = requested && !runtime
        var newlinesSinceComment = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                newlinesSinceComment += 1
                if newlinesSinceComment >= 2 { pendingComment = nil }
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                index += 1
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80
                    && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                index += 3  // U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF:
                index += 3  // a stray byte order mark
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                let open = index
                index += 2
                let start = index
                while index + 1 < bytes.count,
                      !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                guard index + 1 < bytes.count else {
                    index = bytes.count
                    report(.error, .syntaxError, at: open, "unterminated comment: '/*' is never closed by '*/'")
                    return
                }
                if capturingComments { pendingComment = commentText(start..<index) }
                index += 2
                newlinesSinceComment = 0
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                index += 2
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
                    index += 1
                }
                if capturingComments { pendingComment = commentText(start..<index) }
                newlinesSinceComment = 0
            default:
                return
            }
        }
    }

    private func commentText(_ range: Range<Int>) -> String? {
        let text = makeString(range).trimmingWhitespace()
        return text.isEmpty ? nil : text
    }

    // MARK: - Helpers

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"),
             UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private func describeCharacter(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let length = max(1, DecodedText.sequenceLength(bytes, at: offset))
        let end = min(bytes.count, offset + length)
        let character = makeString(offset..<end)
        switch character {
        case "\"": return "'\"'"
        case "\n", "\r": return "a line break"
        default: return "'\(character.escapedForMessage)'"
        }
    }

    private mutating func positionText(_ offset: Int) -> String {
        let (line, column) = cursor.position(of: offset, in: bytes)
        return "\(line):\(column)"
    }

    private mutating func report(_ severity: Diagnostic.Severity, _ kind: Diagnostic.Kind, at offset: Int,
                                 key: String? = nil, _ message: String) {
        let (line, column) = cursor.position(of: offset, in: bytes)
        diagnostics.append(Diagnostic(location: SourceLocation(file: path, line: line, column: column),
                                      severity: severity, kind: kind, key: key, message: message))
    }
}

/// Finds an earlier entry with the same key, hashing UTF-8 bytes (cheaper than `Hasher`).
struct KeyIndex {
    private var slots: [Int32]
    private var count = 0

    init(capacity: Int) {
        slots = Array(repeating: -1, count: capacity)
    }

    /// Records that `key` is at `position` of `entries`, or returns the position of the entry
    /// that already has it.
    mutating func insert(_ key: String, at position: Int, keyAt: (Int) -> String) -> Int? {
        if (count + 1) * 4 > slots.count * 3 { grow(keyAt) }
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = Self.hash(key) & mask
        while true {
            let existing = Int(slots[slot])
            if existing < 0 { break }
            if keyAt(existing) == key { return existing }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(truncatingIfNeeded: position)
        count += 1
        return nil
    }

    private mutating func grow(_ keyAt: (Int) -> String) {
        var larger = [Int32](repeating: -1, count: max(64, slots.count * 2))
        let mask = larger.count - 1
        for existing in slots where existing >= 0 {
            var slot = Self.hash(keyAt(Int(existing))) & mask
            while larger[slot] >= 0 { slot = (slot + 1) & mask }
            larger[slot] = existing
        }
        slots = larger
    }

    private static func hash(_ key: String) -> Int {
        var key = key
        return key.withUTF8 { Int(truncatingIfNeeded: KeyHash.hash(UnsafeRawBufferPointer($0))) }
    }
}

extension TextEncoding {
    var displayName: String {
        switch self {
        case .utf8: "UTF-8"
        case .utf16LittleEndian: "UTF-16 (little-endian)"
        case .utf16BigEndian: "UTF-16 (big-endian)"
        }
    }
}

extension String {
    /// The string with control characters and quotes escaped, shortened for a message.
    var escapedForMessage: String {
        var result = ""
        for scalar in unicodeScalars.prefix(80) {
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\U" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return unicodeScalars.count > 80 ? result + "…" : result
    }

    func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }

    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
