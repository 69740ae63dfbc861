/// Where a token starts: its byte offset, and the line it is on with the offset where that line
/// starts (tracked while skipping whitespace, so no second pass over the text is needed).
struct JSONMark {
    var offset: Int
    var line: Int
    var lineStart: Int
}

/// A key read from an object: where it is, and its text (as a byte range when it has no
/// escapes, so that known field names can be matched without creating a `String`).
struct JSONKey {
    var mark: JSONMark
    var range: Range<Int>
    var unescaped: String?
}

/// A pull reader over UTF-8 JSON text that never traps.
///
/// It reads one token at a time, reports every problem as a ``Diagnostic`` with the line and
/// column of the offending character, keeps the exact text of numbers, and resumes after syntax
/// errors: an object whose member is broken skips to its next member (using the layout of
/// pretty-printed files, or bracket structure otherwise), so the members around the error survive.
///
/// Objects are read with ``beginObject()`` and ``nextKey(_:)``; a failed member value is
/// recovered from by the next call to ``nextKey(_:)`` of the innermost object that can resume.
struct JSONReader {
    /// How deeply objects and arrays may nest; deeper input is reported, not recursed into.
    static let maximumDepth = 100

    let bytes: UnsafeBufferPointer<UInt8>
    let path: String
    var index = 0
    var line = 1
    var lineStart = 0
    var diagnostics: [Diagnostic] = []
    /// Set by a syntax error the reader could not step over; cleared by ``nextKey(_:)`` of the
    /// innermost object that finds its next member.
    var failed = false
    /// The number of objects and arrays open at the current position.
    var depth = 0
    /// `depth` when `failed` was set: how many brackets are open in the text at that point.
    var failureDepth = 0
    /// Set when an object was closed because its `}` is missing, so that the enclosing object
    /// does not report the same problem again as a missing comma.
    var closedUnterminatedObject = false
    var scratch: [UInt8] = []
    private var columnCache = (line: 0, offset: 0, column: 1)

    init(bytes: UnsafeBufferPointer<UInt8>, path: String) {
        self.bytes = bytes
        self.path = path
    }

    // MARK: - Positions and diagnostics

    /// The position of the current byte.
    var mark: JSONMark { JSONMark(offset: index, line: line, lineStart: lineStart) }

    /// The next byte, or `nil` at the end of the text.
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    var isAtEnd: Bool { index >= bytes.count }

    /// The file, line and column of `mark`. Columns count Unicode scalars.
    ///
    /// - Complexity: O(distance to the start of the line or to the last position computed on the
    ///   same line, whichever is shorter): amortized O(1) while reading forward, and no worse
    ///   than linear for a position reported a little after it was read, even on a one-line file.
    mutating func location(of mark: JSONMark) -> SourceLocation {
        var column = 1
        var from = mark.lineStart
        if columnCache.line == mark.line, columnCache.offset >= mark.lineStart {
            if columnCache.offset <= mark.offset {
                column = columnCache.column
                from = columnCache.offset
            } else if columnCache.offset - mark.offset < mark.offset - mark.lineStart {
                // Closer to the cached position than to the line start: count backwards.
                var backwards = 0
                for offset in mark.offset..<min(columnCache.offset, bytes.count) where bytes[offset] & 0xC0 != 0x80 {
                    backwards += 1
                }
                return SourceLocation(file: path, line: mark.line, column: columnCache.column - backwards)
            }
        }
        let end = min(mark.offset, bytes.count)
        while from < end {
            if bytes[from] & 0xC0 != 0x80 { column += 1 }
            from += 1
        }
        columnCache = (mark.line, max(end, mark.lineStart), column)
        return SourceLocation(file: path, line: mark.line, column: column)
    }

    /// Records a diagnostic at `mark`.
    mutating func report(_ severity: Diagnostic.Severity, at mark: JSONMark, _ message: String) {
        let location = location(of: mark)
        diagnostics.append(Diagnostic(location: location, severity: severity, message: message))
    }

    /// Records a diagnostic at a location computed earlier.
    mutating func report(_ severity: Diagnostic.Severity, at location: SourceLocation, _ message: String) {
        diagnostics.append(Diagnostic(location: location, severity: severity, message: message))
    }

    /// Reports an error the reader cannot step over and marks the reader as failed.
    mutating func fail(at mark: JSONMark, _ message: String) {
        report(.error, at: mark, message)
        failed = true
        failureDepth = depth
    }

    /// "'x'", "a line break", "the end of the file": the character at `offset`, for messages.
    func describeCharacter(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let length = max(1, DecodedText.sequenceLength(bytes, at: offset))
        let character = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<min(bytes.count, offset + length)]),
                               as: UTF8.self)
        switch character {
        case "\n", "\r": return "a line break"
        case "\"": return "'\"'"
        default: return "'\(character.escapedForMessage)'"
        }
    }

    // MARK: - Whitespace

    /// Skips JSON whitespace (space, tab, line feed, carriage return), counting lines.
    @inline(__always)
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            case 0x0D:
                index += 1
                if index < bytes.count, bytes[index] == 0x0A { index += 1 }
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    /// Whether only spaces and tabs come before `mark` on its line.
    func isFirstOnLine(_ mark: JSONMark) -> Bool {
        var offset = mark.lineStart
        while offset < mark.offset {
            guard bytes[offset] == 0x20 || bytes[offset] == 0x09 else { return false }
            offset += 1
        }
        return true
    }

    // MARK: - Scalars

    /// Whether the current byte can start a JSON value.
    var isAtValueStart: Bool {
        guard let byte = peek else { return false }
        return switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            true
        default:
            false
        }
    }

    /// Reads the number at the current position and returns its exact text. A malformed number
    /// (`01`, `1.`, `-`, `1e`) is reported, skipped, and `nil` returned: it is not kept, so that
    /// nothing written back from what was read is invalid JSON. The reader is not failed.
    mutating func readNumber() -> String? {
        let start = mark
        while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
        let range = start.offset..<index
        guard Self.isValidNumber(UnsafeBufferPointer(rebasing: bytes[range])) else {
            report(.error, at: start, "malformed number '\(makeString(range).escapedForMessage)'; the value is skipped")
            return nil
        }
        return makeString(range)
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
             UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default:
            false
        }
    }

    /// Whether `text` follows JSON's number grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    static func isValidNumber(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        let count = text.count
        func digits() -> Int {
            let start = offset
            while offset < count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[offset]) { offset += 1 }
            return offset - start
        }
        if offset < count, text[offset] == UInt8(ascii: "-") { offset += 1 }
        guard offset < count else { return false }
        if text[offset] == UInt8(ascii: "0") {
            offset += 1
        } else if digits() == 0 {
            return false
        }
        if offset < count, text[offset] == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { return false }
        }
        if offset < count, text[offset] == UInt8(ascii: "e") || text[offset] == UInt8(ascii: "E") {
            offset += 1
            if offset < count, text[offset] == UInt8(ascii: "+") || text[offset] == UInt8(ascii: "-") { offset += 1 }
            guard digits() > 0 else { return false }
        }
        return offset == count
    }

    /// Reads `true`, `false` or `null`; anything else is a failure.
    mutating func readLiteral() -> JSONValue? {
        let start = mark
        if matches("true") {
            index += 4
            return .bool(true)
        }
        if matches("false") {
            index += 5
            return .bool(false)
        }
        if matches("null") {
            index += 4
            return .null
        }
        fail(at: start, "expected a value, found \(describeWord(at: start.offset))")
        return nil
    }

    private func matches(_ word: StaticString) -> Bool {
        var offset = index
        for position in 0..<word.utf8CodeUnitCount {
            guard offset < bytes.count, bytes[offset] == word.utf8Start[position] else { return false }
            offset += 1
        }
        // `trueish` is not `true`.
        if offset < bytes.count, Self.isWordByte(bytes[offset]) { return false }
        return true
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            byte >= 0x80
        }
    }

    /// The word at `offset` (letters and digits), or the single character there, for messages.
    private func describeWord(at offset: Int) -> String {
        var end = offset
        while end < bytes.count, end - offset < 40, Self.isWordByte(bytes[end]) { end += 1 }
        guard end > offset + 1 else { return describeCharacter(at: offset) }
        return "'\(makeString(offset..<end).escapedForMessage)'"
    }

    func makeString(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    // MARK: - Generic values

    /// Reads any JSON value into a ``JSONValue``. Returns `nil` when nothing could be read: the
    /// reader is then failed, or the value was skipped (a malformed number); objects and arrays
    /// that break partway are returned partially.
    mutating func readValue() -> JSONValue? {
        skipWhitespace()
        guard let byte = peek else {
            fail(at: mark, "unexpected end of file: expected a value")
            return nil
        }
        switch byte {
        case UInt8(ascii: "{"):
            return readObject().map(JSONValue.object)
        case UInt8(ascii: "["):
            return readArray().map(JSONValue.array)
        case UInt8(ascii: "\""):
            return readString().map(JSONValue.string)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return readNumber().map(JSONValue.number)
        default:
            return readLiteral()
        }
    }

    /// Reads the object at the current position (which must be `{`) with every member, in order.
    /// Duplicate keys are reported as warnings and kept.
    mutating func readObject() -> JSONObject? {
        guard var scope = beginObject() else { return nil }
        var object = JSONObject()
        var seen = Set<String>()
        while let key = nextKey(&scope) {
            let name = string(of: key)
            let keyLocation = location(of: key.mark)
            let valueMark = mark
            guard let value = readValue() else { continue }
            if !seen.insert(name).inserted {
                report(.warning, at: keyLocation, "duplicate key \"\(name.escapedForMessage)\" in the object")
            }
            object.append(JSONObject.Member(key: name, value: value, keyLocation: keyLocation,
                                            valueLocation: location(of: valueMark)))
        }
        return object
    }

    /// Reads the array at the current position (which must be `[`).
    mutating func readArray() -> [JSONValue]? {
        let open = mark
        guard depth < Self.maximumDepth else {
            fail(at: open, "objects and arrays are nested more than \(Self.maximumDepth) deep")
            return nil
        }
        index += 1
        depth += 1
        var elements = [JSONValue]()
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return elements
        }
        while true {
            if let element = readValue() {
                elements.append(element)
            } else if failed {
                return elements
            }
            skipWhitespace()
            let separator = mark
            switch peek {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
                if peek == UInt8(ascii: "]") {
                    report(.error, at: separator, "trailing comma before ']'")
                    index += 1
                    depth -= 1
                    return elements
                }
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return elements
            case nil:
                let opened = location(of: open)
                fail(at: separator, "unexpected end of file: the array opened at \(opened.line):\(opened.column) "
                     + "is not closed")
                return elements
            default:
                fail(at: separator, "expected ',' or ']' after an array element, found \(describeCharacter(at: index))")
                return elements
            }
        }
    }

    /// Reads the whole text as one JSON value, reporting anything after it.
    mutating func readDocument() -> JSONValue? {
        skipWhitespace()
        if isAtEnd {
            report(.error, at: mark, "the file is empty: expected a JSON value")
            return nil
        }
        let value = readValue()
        skipTrailingText()
        return value
    }

    /// After the top-level value: reports any text that follows it.
    mutating func skipTrailingText() {
        guard !failed else { return }
        skipWhitespace()
        if !isAtEnd {
            report(.error, at: mark, "unexpected \(describeCharacter(at: index)) after the end of the JSON value")
        }
    }
}
