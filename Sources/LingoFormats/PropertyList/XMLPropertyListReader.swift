/// A small, fast reader of XML property lists that remembers where every element and key is.
///
/// Foundation's parsers return values without positions; this reader returns a
/// ``PropertyListNode`` tree whose nodes carry byte offsets (turned into line and column with
/// ``location(of:)``) and a diagnostic for every problem, and it never traps.
///
/// What it accepts follows Apple's `CFPropertyList` XML parser where that parser and the XML
/// specification differ, because Apple's parser is what reads these files at run time:
/// - text is kept verbatim: `\r\n` inside a `<string>` stays `\r\n` (XML would normalize it);
/// - the `<plist>` wrapper may be missing (a bare `<dict>` is a property list);
/// - `&#0;` and other control characters are accepted.
/// Where Apple's parser rejects what XML allows (a comment or a processing instruction inside
/// `<string>` content), the reader accepts it with a warning saying Foundation would not.
///
/// Recovery: an error inside the value of a member of the root `<dict>` drops that member, is
/// reported, and reading resumes at the next `<key>` of the root dictionary. That key is found
/// by counting `<dict>`/`<array>` tags and, in indented files, by the indentation of the root
/// dictionary's keys. An unclosed `<dict>` is only noticed where XML notices it, at the end of
/// the file, after it has swallowed the entries that follow; so when the nesting of a file
/// turns out broken, an indented file is read a second time with its layout as a guide: a
/// `<key>` or close tag less indented than its container's content closes that container
/// there. A well-formed file is never read with layout hints, so its indentation never
/// matters.
struct XMLPropertyListReader {
    /// Thrown inside the value of a root member after its diagnostic was recorded.
    private struct Malformed: Error {}

    /// Deeper nesting than this is reported instead of recursing further.
    static let maximumDepth = 200

    private let bytes: UnsafeBufferPointer<UInt8>
    private let path: String
    private var cursor: PositionCursor
    private var index = 0
    /// Diagnostics in the order they were found.
    private(set) var diagnostics: [Diagnostic] = []
    /// Containers open now; the root container is depth 1.
    private var depth = 0
    /// Reused buffer for text with entities or CDATA.
    private var scratch: [UInt8] = []
    /// The column of the root dictionary's keys, when the first one starts its line.
    private var rootKeyColumn: Int?
    /// Whether nested keys are indented deeper than the root dictionary's keys.
    private var indented = false
    /// Set when recovery ran into the end of the file: the "never closed" errors that would
    /// follow are consequences of the error already reported.
    private var reachedEndWhileRecovering = false
    /// Whether the "Foundation rejects this" warning was given already.
    private var warnedAboutMarkupInText = false
    /// Whether an element was found unclosed, or a close tag that does not match.
    private var nestingBroken = false
    /// Whether the layout (indentation) decides where unclosed containers end.
    private var followsLayout = false

    /// Prepares to read `bytes`, UTF-8 text without a byte order mark.
    init(bytes: UnsafeBufferPointer<UInt8>, path: String) {
        self.bytes = bytes
        self.path = path
        self.cursor = PositionCursor()
    }

    /// The line and column of a byte offset in the text being read.
    ///
    /// - Complexity: Amortized O(1) per call when offsets are asked for in increasing order,
    ///   as a reader building a model from the tree does.
    mutating func location(of offset: Int) -> SourceLocation {
        let (line, column) = cursor.position(of: offset, in: bytes)
        return SourceLocation(file: path, line: line, column: column)
    }

    /// Records a diagnostic at a byte offset.
    mutating func report(_ severity: Diagnostic.Severity, at offset: Int, _ message: String) {
        diagnostics.append(Diagnostic(location: location(of: offset), severity: severity, message: message))
    }

    /// Records a diagnostic at a location.
    mutating func report(_ severity: Diagnostic.Severity, at location: SourceLocation, _ message: String) {
        diagnostics.append(Diagnostic(location: location, severity: severity, message: message))
    }

    // MARK: - Document

    /// Reads the whole document and returns its value, or `nil` when there is none that could
    /// be read (see ``diagnostics``).
    ///
    /// - Complexity: O(n) in the size of the text (2n for a file whose nesting is broken).
    mutating func readDocument() -> PropertyListNode? {
        let root = readDocumentOnce()
        guard nestingBroken, !followsLayout, indented else { return root }
        var second = XMLPropertyListReader(bytes: bytes, path: path)
        second.followsLayout = true
        second.rootKeyColumn = rootKeyColumn
        second.indented = true
        let secondRoot = second.readDocumentOnce()
        self = second
        return secondRoot
    }

    /// Records an error about unclosed or mismatched elements.
    private mutating func reportNesting(at offset: Int, _ message: String) {
        nestingBroken = true
        report(.error, at: offset, message)
    }

    private mutating func readDocumentOnce() -> PropertyListNode? {
        skipProlog()
        guard index < bytes.count else {
            report(.error, at: index, bytes.isEmpty ? "the file is empty: expected an XML property list"
                   : "the file has no property list: expected <plist> or <dict>")
            return nil
        }
        guard bytes[index] == UInt8(ascii: "<"), let tag = peekStartTag() else {
            report(.error, at: index, "expected an XML property list (<plist> or <dict>), found \(describe(at: index))")
            return nil
        }
        var root: PropertyListNode?
        if tag.kind == .plist {
            let open = index
            index = tag.end
            if tag.selfClosing {
                report(.error, at: open, "the <plist> element is empty: expected a value such as <dict>")
                return nil
            }
            skipMisc()
            if isAtCloseTag() || index >= bytes.count {
                report(.error, at: open, "the <plist> element is empty: expected a value such as <dict>")
            } else {
                root = readRoot()
                skipMisc()
                while index < bytes.count, !isAtCloseTag(), !reachedEndWhileRecovering {
                    report(.error, at: index, "a property list holds one value; \(describe(at: index)) after it is ignored")
                    skipOneItem()
                    skipMisc()
                }
            }
            if !reachedEndWhileRecovering {
                if index >= bytes.count {
                    reportNesting(at: open, "the <plist> opened here is never closed")
                } else {
                    let closeOffset = index
                    let close = readCloseTag()
                    if close.kind != .plist {
                        reportNesting(at: closeOffset, "expected </plist> to close the <plist> opened at "
                               + "\(positionText(open)), found \(text(of: close))")
                    }
                }
            }
        } else {
            root = readRoot()
        }
        if !reachedEndWhileRecovering {
            skipMisc(stopAtText: true)
            if index < bytes.count {
                report(.warning, at: index, "\(describe(at: index)) after the property list is ignored")
            }
        }
        return root
    }

    /// Reads the root value; a root `<dict>` recovers member by member.
    private mutating func readRoot() -> PropertyListNode? {
        let tag = peekStartTag()
        if let tag, tag.kind == .dict {
            return readRootDictionary(tag)
        }
        do {
            return try readValue(tag)
        } catch {
            reachedEndWhileRecovering = true  // nothing to resume at outside a root dictionary
            return nil
        }
    }

    // MARK: - Root dictionary

    private mutating func readRootDictionary(_ tag: StartTag) -> PropertyListNode {
        let open = index
        index = tag.end
        if tag.selfClosing { return PropertyListNode(.dictionary([]), offset: open) }
        depth = 1
        var members = [PropertyListNode.Member]()
        members.reserveCapacity(bytes.count / 512)
        while true {
            skipMisc(inside: "<dict>")
            guard index < bytes.count else {
                reportNesting(at: open, "the root <dict> opened here is never closed")
                break
            }
            if isAtCloseTag() {
                let closeOffset = index
                let close = readCloseTag()
                if close.kind == .dict {
                    if nextTagIsKey() {
                        reportNesting(at: closeOffset, "unexpected </dict>: it closes no <dict>, and keys follow it")
                        continue
                    }
                    break
                }
                index = closeOffset
                if close.kind == .plist {
                    reportNesting(at: open, "the root <dict> opened here is never closed")
                    break
                }
                reportNesting(at: closeOffset, "expected </dict> to close the root <dict> opened at "
                       + "\(positionText(open)), found \(text(of: close))")
                skipTag()
                continue
            }
            let memberOffset = index
            let tag = peekStartTag()
            if rootKeyColumn == nil, tag?.kind == .key {
                rootKeyColumn = lineStartColumn(of: index)
            }
            do {
                if let member = try readMember(tag) { members.append(member) }
            } catch {
                let open = max(0, depth - 1)
                depth = 1
                // Never resume where the broken member started.
                if index == memberOffset { index += 1 }
                if !recover(openContainers: open) {
                    reachedEndWhileRecovering = true
                    break
                }
            }
        }
        depth = 0
        return PropertyListNode(.dictionary(members), offset: open)
    }

    /// Skips to the next key of the root dictionary (returns `true`, `index` at its `<key>`),
    /// to the `</dict>` that closes the root dictionary (`true`, `index` at it), or to the
    /// end of the document (`false`).
    private mutating func recover(openContainers: Int) -> Bool {
        var open = openContainers
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            let tagOffset = index
            if skipMarkupDeclaration() { continue }
            if isAtCloseTag() {
                let close = readCloseTag()
                switch close.kind {
                case .dict, .array:
                    if open == 0 {
                        if close.kind == .dict, !nextTagIsKey() {
                            index = tagOffset
                            return true
                        }
                    } else {
                        open -= 1
                    }
                case .plist:
                    index = tagOffset
                    return false
                default:
                    break
                }
                continue
            }
            guard let tag = peekStartTag() else {
                index += 1
                continue
            }
            switch tag.kind {
            case .key where open <= 0 || looksLikeRootKey(tagOffset):
                return true
            case .dict, .array:
                if !tag.selfClosing { open += 1 }
            default:
                break
            }
            index = tag.end
        }
        return false
    }

    /// Whether the next tag (after whitespace and comments) is a `<key>` start tag.
    private mutating func nextTagIsKey() -> Bool {
        let saved = index
        let savedCount = diagnostics.count
        skipMisc()
        let result = peekStartTag()?.kind == .key
        index = saved
        diagnostics.removeSubrange(savedCount...)
        return result
    }

    /// Whether the `<key>` at `offset` starts its line at the column of the root keys in a
    /// file whose nested keys are indented deeper.
    private func looksLikeRootKey(_ offset: Int) -> Bool {
        guard indented, let rootColumn = rootKeyColumn else { return false }
        return lineStartColumn(of: offset) == rootColumn
    }

    /// The column of `offset` when only spaces and tabs precede it on its line, else `nil`.
    private func lineStartColumn(of offset: Int) -> Int? {
        var probe = offset
        while probe > 0 {
            let byte = bytes[probe - 1]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                probe -= 1
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                break
            } else {
                return nil
            }
        }
        return offset - probe + 1
    }

    // MARK: - Values

    /// Reads one member of a dictionary at its `<key>` start tag, or reports and skips a value
    /// that has no key. Returns `nil` when there is no member to keep.
    private mutating func readMember(_ peeked: StartTag?) throws(Malformed) -> PropertyListNode.Member? {
        let offset = index
        guard let tag = peeked else {
            report(.error, at: offset, "expected <key> in <dict>, found \(describe(at: offset))")
            throw Malformed()
        }
        guard tag.kind == .key else {
            report(.error, at: offset, "expected <key> in <dict>, found <\(tagName(tag))>; the value is ignored")
            _ = try readValue(tag)
            return nil
        }
        index = tag.end
        let key = tag.selfClosing ? "" : try readText(closing: .key, open: offset)
        skipMisc(inside: "<dict>")
        guard index < bytes.count, let valueTag = peekStartTag(), valueTag.kind != .key else {
            report(.error, at: offset, "the key \"\(key.escapedForMessage)\" has no value")
            if index >= bytes.count { throw Malformed() }
            return nil
        }
        return PropertyListNode.Member(key: key, keyOffset: offset, value: try readValue(valueTag))
    }

    /// Reads the element at `index` (a start tag, `peeked` when known) and everything up to
    /// its close tag.
    private mutating func readValue(_ peeked: StartTag? = nil) throws(Malformed) -> PropertyListNode {
        let open = index
        guard let tag = peeked ?? peekStartTag() else {
            report(.error, at: open, "expected a value such as <string> or <dict>, found \(describe(at: open))")
            throw Malformed()
        }
        index = tag.end
        switch tag.kind {
        case .string:
            return PropertyListNode(.string(tag.selfClosing ? "" : try readText(closing: .string, open: open)), offset: open)
        case .dict:
            return try readDictionary(open: open, selfClosing: tag.selfClosing)
        case .array:
            return try readArray(open: open, selfClosing: tag.selfClosing)
        case .integer:
            return PropertyListNode(.integer(tag.selfClosing ? "" : try readText(closing: .integer, open: open)), offset: open)
        case .real:
            return PropertyListNode(.real(tag.selfClosing ? "" : try readText(closing: .real, open: open)), offset: open)
        case .date:
            return PropertyListNode(.date(tag.selfClosing ? "" : try readText(closing: .date, open: open)), offset: open)
        case .data:
            return PropertyListNode(.data(tag.selfClosing ? "" : try readText(closing: .data, open: open)), offset: open)
        case .true, .false:
            if !tag.selfClosing {
                let text = try readText(closing: tag.kind, open: open)
                if !text.allSatisfy(\.isWhitespace) {
                    report(.error, at: open, "<\(tagName(tag))> must be empty, as in <\(tagName(tag))/>")
                    throw Malformed()
                }
            }
            return PropertyListNode(.boolean(tag.kind == .true), offset: open)
        case .key:
            report(.error, at: open, "a <key> must be inside a <dict>, followed by its value")
            throw Malformed()
        case .plist:
            report(.error, at: open, "<plist> can only be the outermost element")
            throw Malformed()
        case .other:
            report(.error, at: open, "unknown property list element <\(tagName(tag))>")
            throw Malformed()
        }
    }

    private mutating func readDictionary(open: Int, selfClosing: Bool) throws(Malformed) -> PropertyListNode {
        if selfClosing { return PropertyListNode(.dictionary([]), offset: open) }
        try enterContainer(open)
        var members = [PropertyListNode.Member]()
        var keyColumn: Int? = nil
        while true {
            skipMisc(inside: "<dict>")
            guard index < bytes.count else {
                reportNesting(at: open, "the <dict> opened here is never closed")
                throw Malformed()
            }
            if isAtCloseTag() {
                try checkLayoutOfCloseTag(of: "<dict>", open: open)
                try expectCloseTag(.dict, open: open)
                break
            }
            let tag = peekStartTag()
            if tag?.kind == .key, let column = lineStartColumn(of: index) {
                if let root = rootKeyColumn, column > root { indented = true }
                if let expected = keyColumn {
                    if followsLayout, column < expected {
                        reportNesting(at: open, "the <dict> opened here is never closed: the <key> at "
                                      + "\(positionText(index)) is indented like the keys of an outer <dict>")
                        throw Malformed()
                    }
                } else {
                    keyColumn = column
                }
            }
            if let member = try readMember(tag) { members.append(member) }
        }
        depth -= 1
        return PropertyListNode(.dictionary(members), offset: open)
    }

    private mutating func readArray(open: Int, selfClosing: Bool) throws(Malformed) -> PropertyListNode {
        if selfClosing { return PropertyListNode(.array([]), offset: open) }
        try enterContainer(open)
        var elements = [PropertyListNode]()
        while true {
            skipMisc(inside: "<array>")
            guard index < bytes.count else {
                reportNesting(at: open, "the <array> opened here is never closed")
                throw Malformed()
            }
            if isAtCloseTag() {
                try checkLayoutOfCloseTag(of: "<array>", open: open)
                try expectCloseTag(.array, open: open)
                break
            }
            elements.append(try readValue())
        }
        depth -= 1
        return PropertyListNode(.array(elements), offset: open)
    }

    /// When following the layout: a close tag that starts its line left of where the
    /// container's start tag starts its line belongs to an outer element, so the container is
    /// never closed.
    private mutating func checkLayoutOfCloseTag(of container: String, open: Int) throws(Malformed) {
        guard followsLayout, let closeColumn = lineStartColumn(of: index),
              let openColumn = lineStartColumn(of: open), closeColumn < openColumn else { return }
        reportNesting(at: open, "the \(container) opened here is never closed: the close tag at "
                      + "\(positionText(index)) is indented like an outer element")
        throw Malformed()
    }

    private mutating func enterContainer(_ open: Int) throws(Malformed) {
        depth += 1
        if depth > Self.maximumDepth {
            report(.error, at: open, "the property list is nested more than \(Self.maximumDepth) levels deep")
            throw Malformed()
        }
    }

    /// Reads the close tag at `index`, which must close `kind`.
    private mutating func expectCloseTag(_ kind: TagKind, open: Int) throws(Malformed) {
        let closeOffset = index
        let close = readCloseTag()
        guard close.kind == kind else {
            index = closeOffset  // recovery counts this tag
            reportNesting(at: closeOffset, "expected </\(kind.name)> to close the <\(kind.name)> opened at "
                   + "\(positionText(open)), found \(text(of: close))")
            throw Malformed()
        }
    }

    // MARK: - Text

    /// Reads character data up to the close tag of `kind`, resolving entities and CDATA.
    /// `index` is just after the start tag; on return it is after the close tag.
    private mutating func readText(closing kind: TagKind, open: Int) throws(Malformed) -> String {
        let start = index
        let count = bytes.count
        // Fast path: plain text up to `</`.
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") { break }
            index += 1
        }
        if index + 1 < count, bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "/") {
            let end = index
            try expectCloseTag(kind, open: open)
            return Self.interned(UnsafeBufferPointer(rebasing: bytes[start..<end])) ?? makeString(start..<end)
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "&") {
                try readEntity()
            } else if byte == UInt8(ascii: "<") {
                if startsWith("</") {
                    try expectCloseTag(kind, open: open)
                    return String(decoding: scratch, as: UTF8.self)
                } else if startsWith("<![CDATA[") {
                    let cdata = index
                    index += 9
                    guard let end = find("]]>") else {
                        report(.error, at: cdata, "the CDATA section opened here is never closed")
                        throw Malformed()
                    }
                    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                    index = end + 3
                } else if startsWith("<!--") || startsWith("<?") {
                    let markup = index
                    let isComment = startsWith("<!--")
                    index += isComment ? 4 : 2
                    guard let end = find(isComment ? "-->" : "?>") else {
                        report(.error, at: markup, isComment ? "the comment opened here is never closed"
                               : "the processing instruction opened here is never closed")
                        throw Malformed()
                    }
                    index = end + (isComment ? 3 : 2)
                    if !warnedAboutMarkupInText {
                        warnedAboutMarkupInText = true
                        report(.warning, at: markup, "a \(isComment ? "comment" : "processing instruction") inside "
                               + "<\(kind.name)> text: Foundation's property list parser rejects the whole file")
                    }
                } else if peekStartTag() != nil {
                    reportNesting(at: open, "the <\(kind.name)> opened here is never closed: "
                                  + "\(describe(at: index)) at \(positionText(index)) is inside its text")
                    throw Malformed()
                } else {
                    report(.error, at: index, "a '<' in <\(kind.name)> text must be written &lt;")
                    throw Malformed()
                }
            } else {
                scratch.append(byte)
                index += 1
            }
        }
        reportNesting(at: open, "the <\(kind.name)> opened here is never closed")
        throw Malformed()
    }

    /// Reads the entity at `index` (an `&`) into `scratch`.
    private mutating func readEntity() throws(Malformed) {
        let ampersand = index
        var end = index + 1
        while end < bytes.count, end - ampersand <= 10, bytes[end] != UInt8(ascii: ";"),
              bytes[end] != UInt8(ascii: "&"), bytes[end] != UInt8(ascii: "<") {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            report(.error, at: ampersand, "'&' must start an entity such as &amp; (write a literal '&' as &amp;)")
            throw Malformed()
        }
        let name = UnsafeBufferPointer(rebasing: bytes[(ampersand + 1)..<end])
        index = end + 1
        if name.elementsEqual("amp".utf8) { scratch.append(UInt8(ascii: "&")); return }
        if name.elementsEqual("lt".utf8) { scratch.append(UInt8(ascii: "<")); return }
        if name.elementsEqual("gt".utf8) { scratch.append(UInt8(ascii: ">")); return }
        if name.elementsEqual("quot".utf8) { scratch.append(UInt8(ascii: "\"")); return }
        if name.elementsEqual("apos".utf8) { scratch.append(UInt8(ascii: "'")); return }
        let text = String(decoding: name, as: UTF8.self)
        if name.first == UInt8(ascii: "#") {
            var value: UInt32? = nil
            if name.count > 2, name[1] == UInt8(ascii: "x") {
                value = UInt32(text.dropFirst(2), radix: 16)
            } else if name.count > 1 {
                value = UInt32(text.dropFirst(1), radix: 10)
            }
            guard let value, text.dropFirst().allSatisfy({ $0.isHexDigit || $0 == "x" }) else {
                report(.error, at: ampersand, "malformed character reference &\(text.escapedForMessage);")
                throw Malformed()
            }
            guard let scalar = Unicode.Scalar(value) else {
                report(.error, at: ampersand, "&\(text); is not a Unicode scalar value")
                throw Malformed()
            }
            appendUTF8(scalar)
            return
        }
        report(.error, at: ampersand, "unknown entity &\(text.escapedForMessage); (property lists know &amp; "
               + "&lt; &gt; &quot; &apos; and &#NNN;)")
        throw Malformed()
    }

    private mutating func appendUTF8(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        switch value {
        case 0..<0x80:
            scratch.append(UInt8(value))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | (value >> 6)))
            scratch.append(UInt8(0x80 | (value & 0x3F)))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | (value >> 12)))
            scratch.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            scratch.append(UInt8(0x80 | (value & 0x3F)))
        default:
            scratch.append(UInt8(0xF0 | (value >> 18)))
            scratch.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
            scratch.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            scratch.append(UInt8(0x80 | (value & 0x3F)))
        }
    }

    /// Texts that fill most `.stringsdict` files, shared instead of allocated again for each
    /// occurrence (they are longer than the 15 bytes Swift stores inline).
    private static let internedTexts: [String] = [
        "NSStringLocalizedFormatKey", "NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey",
        "NSStringPluralRuleType", "NSStringVariableWidthRuleType", "NSStringDeviceSpecificRuleType",
    ]

    /// The interned string equal to `text`, if any.
    private static func interned(_ text: UnsafeBufferPointer<UInt8>) -> String? {
        guard text.count >= 22, text.count <= 30, text.first == UInt8(ascii: "N") else { return nil }
        for candidate in internedTexts where candidate.utf8.count == text.count {
            if candidate.utf8.elementsEqual(text) { return candidate }
        }
        return nil
    }

    private func makeString(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    // MARK: - Tags

    /// The element names a property list uses.
    enum TagKind: Equatable {
        case plist, dict, key, string, array, integer, real, `true`, `false`, date, data, other

        var name: String {
            switch self {
            case .plist: "plist"
            case .dict: "dict"
            case .key: "key"
            case .string: "string"
            case .array: "array"
            case .integer: "integer"
            case .real: "real"
            case .true: "true"
            case .false: "false"
            case .date: "date"
            case .data: "data"
            case .other: "?"
            }
        }
    }

    /// A start tag: its kind, where its name is, where it ends (after `>`), and whether it is
    /// self-closing (`<string/>`).
    struct StartTag {
        var kind: TagKind
        var name: Range<Int>
        var end: Int
        var selfClosing: Bool
    }

    /// The start tag at `index` (which must be `<`), without moving; `nil` when `index` is not
    /// at a well-formed start tag.
    private func peekStartTag() -> StartTag? {
        let count = bytes.count
        guard index + 1 < count, bytes[index] == UInt8(ascii: "<"), Self.isNameStart(bytes[index + 1]) else {
            return nil
        }
        let nameStart = index + 1
        var probe = nameStart + 1
        while probe < count, Self.isNameByte(bytes[probe]) { probe += 1 }
        let name = nameStart..<probe
        // Attributes (`<plist version="1.0">`): skip them, honouring quotes.
        var quote: UInt8? = nil
        while probe < count {
            let byte = bytes[probe]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                let selfClosing = bytes[probe - 1] == UInt8(ascii: "/") && probe - 1 >= name.upperBound
                return StartTag(kind: classify(name), name: name, end: probe + 1, selfClosing: selfClosing)
            } else if byte == UInt8(ascii: "<") {
                return nil
            }
            probe += 1
        }
        return nil
    }

    /// A close tag's kind, and where it is (for messages).
    private struct CloseTag {
        var kind: TagKind
        var range: Range<Int>
        /// Whether the tag is cut short (no `>` after its name).
        var malformed: Bool
    }

    /// Reads the close tag at `index` (at `</`), moving past it. A close tag that is cut short
    /// is read as far as it goes and has kind `.other`.
    private mutating func readCloseTag() -> CloseTag {
        let start = index
        let count = bytes.count
        var probe = index + 2
        let nameStart = probe
        while probe < count, Self.isNameByte(bytes[probe]) { probe += 1 }
        let name = nameStart..<probe
        while probe < count, Self.isWhitespace(bytes[probe]) { probe += 1 }
        guard probe < count, bytes[probe] == UInt8(ascii: ">") else {
            index = max(probe, start + 2)
            return CloseTag(kind: .other, range: start..<index, malformed: true)
        }
        index = probe + 1
        return CloseTag(kind: classify(name), range: start..<index, malformed: false)
    }

    /// How a message shows a close tag.
    private func text(of tag: CloseTag) -> String {
        let shown = makeString(tag.range.lowerBound..<min(tag.range.upperBound, tag.range.lowerBound + 40))
        return tag.malformed ? "a malformed close tag '\(shown.escapedForMessage)'" : shown.escapedForMessage
    }

    private func isAtCloseTag() -> Bool {
        index + 1 < bytes.count && bytes[index] == UInt8(ascii: "<") && bytes[index + 1] == UInt8(ascii: "/")
    }

    private func classify(_ name: Range<Int>) -> TagKind {
        let length = name.count
        guard length > 0 else { return .other }
        let first = bytes[name.lowerBound]
        func equals(_ literal: StaticString) -> Bool {
            guard literal.utf8CodeUnitCount == length else { return false }
            let pointer = literal.utf8Start
            for offset in 0..<length where bytes[name.lowerBound + offset] != pointer[offset] { return false }
            return true
        }
        switch (length, first) {
        case (3, UInt8(ascii: "k")): return equals("key") ? .key : .other
        case (4, UInt8(ascii: "d")): return equals("dict") ? .dict : equals("date") ? .date : equals("data") ? .data : .other
        case (4, UInt8(ascii: "r")): return equals("real") ? .real : .other
        case (4, UInt8(ascii: "t")): return equals("true") ? .true : .other
        case (5, UInt8(ascii: "p")): return equals("plist") ? .plist : .other
        case (5, UInt8(ascii: "a")): return equals("array") ? .array : .other
        case (5, UInt8(ascii: "f")): return equals("false") ? .false : .other
        case (6, UInt8(ascii: "s")): return equals("string") ? .string : .other
        case (7, UInt8(ascii: "i")): return equals("integer") ? .integer : .other
        default: return .other
        }
    }

    private func tagName(_ tag: StartTag) -> String {
        makeString(tag.name).escapedForMessage
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
             UInt8(ascii: ":"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    // MARK: - Skipping

    /// Skips the XML declaration, comments, processing instructions, the document type
    /// declaration and whitespace before the root element.
    private mutating func skipProlog() {
        while true {
            skipWhitespace()
            if startsWith("<!DOCTYPE") {
                let open = index
                index += 9
                var quote: UInt8? = nil
                var inSubset = false
                var closed = false
                while index < bytes.count, !closed {
                    let byte = bytes[index]
                    index += 1
                    if let open = quote {
                        if byte == open { quote = nil }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if byte == UInt8(ascii: "[") {
                        inSubset = true
                    } else if byte == UInt8(ascii: "]") {
                        inSubset = false
                    } else if byte == UInt8(ascii: ">"), !inSubset {
                        closed = true
                    }
                }
                if !closed {
                    report(.error, at: open, "the <!DOCTYPE declaration opened here is never closed")
                }
            } else if !skipMarkupDeclaration() {
                return
            }
        }
    }

    /// Skips whitespace, comments and processing instructions between elements. Other text is
    /// reported (once per run) and skipped.
    private mutating func skipMisc(inside container: String? = nil, stopAtText: Bool = false) {
        while index < bytes.count {
            skipWhitespace()
            guard index < bytes.count else { return }
            if bytes[index] == UInt8(ascii: "<") {
                if startsWith("<!--") || startsWith("<?") {
                    _ = skipMarkupDeclaration()
                    continue
                }
                return
            }
            if stopAtText { return }
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
            let place = container.map { " in \($0)" } ?? ""
            report(.error, at: start, "unexpected text\(place): \(describe(at: start)); it is ignored")
        }
    }

    /// Skips a comment, processing instruction, CDATA section or `<!...>` declaration at
    /// `index`; returns `false` (not moving) when `index` is not at one. An unclosed one is
    /// reported and skipped to the end.
    private mutating func skipMarkupDeclaration() -> Bool {
        let open = index
        let terminator: StaticString
        let what: String
        if startsWith("<!--") {
            index += 4
            terminator = "-->"
            what = "comment"
        } else if startsWith("<![CDATA[") {
            index += 9
            terminator = "]]>"
            what = "CDATA section"
        } else if startsWith("<?") {
            index += 2
            terminator = "?>"
            what = "processing instruction"
        } else if startsWith("<!") {
            index += 2
            terminator = ">"
            what = "declaration"
        } else {
            return false
        }
        if let end = find(terminator) {
            index = end + terminator.utf8CodeUnitCount
        } else {
            index = bytes.count
            report(.error, at: open, "the \(what) opened here is never closed")
        }
        return true
    }

    /// Skips one element (or one run of text) after the root value.
    private mutating func skipOneItem() {
        if skipMarkupDeclaration() { return }
        if let tag = peekStartTag() {
            let saved = diagnostics.count
            do { _ = try readValue(tag) } catch { index = max(index, tag.end) }
            diagnostics.removeSubrange(saved...)
        } else {
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
        }
    }

    /// Skips the tag at `index`, up to and including its `>`.
    private mutating func skipTag() {
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
        index = min(index + 1, bytes.count)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
    }

    private func startsWith(_ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard index + length <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<length where bytes[index + offset] != pointer[offset] { return false }
        return true
    }

    /// The offset of the next occurrence of `literal` at or after `index`.
    private func find(_ literal: StaticString) -> Int? {
        let length = literal.utf8CodeUnitCount
        let pointer = literal.utf8Start
        let first = pointer[0]
        var probe = index
        while probe + length <= bytes.count {
            if bytes[probe] == first {
                var offset = 1
                while offset < length, bytes[probe + offset] == pointer[offset] { offset += 1 }
                if offset == length { return probe }
            }
            probe += 1
        }
        return nil
    }

    // MARK: - Messages

    /// A short description of what is at `offset`, for messages.
    private func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        if bytes[offset] == UInt8(ascii: "<") {
            var end = offset + 1
            while end < bytes.count, end - offset < 40, bytes[end] != UInt8(ascii: ">"),
                  !Self.isWhitespace(bytes[end]) { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: ">") { end += 1 }
            return "'\(makeString(offset..<end).escapedForMessage)'"
        }
        var end = offset
        while end < bytes.count, end - offset < 30, bytes[end] != UInt8(ascii: "<"),
              bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        // Do not cut a UTF-8 sequence in half.
        while end < bytes.count, end > offset, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return "'\(makeString(offset..<end).escapedForMessage)'"
    }

    private mutating func positionText(_ offset: Int) -> String {
        let (line, column) = cursor.position(of: offset, in: bytes)
        return "\(line):\(column)"
    }
}
