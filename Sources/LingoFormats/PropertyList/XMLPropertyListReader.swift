// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

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
///
/// The reader is split over three files: this one (the document, the root dictionary and
/// recovery), `+Elements` (values, text and entities) and `+Scanning` (tags, skipping,
/// messages). Its members are internal so the extensions can share them; the readers in this
/// folder use them, and the tools' property-list readers (`PropertyListStrings`, in
/// LingoToolFormats) only `init(bytes:path:)`, `readDocument()` and `diagnostics`.
package struct XMLPropertyListReader {
    /// Thrown inside the value of a root member after its diagnostic was recorded.
    struct Malformed: Error {}

    /// Deeper nesting than this is reported instead of recursing further.
    static let maximumDepth = 200

    let bytes: UnsafeBufferPointer<UInt8>
    let path: String
    var cursor: PositionCursor
    var index = 0
    /// Diagnostics in the order they were found.
    package var diagnostics: [Diagnostic] = []
    /// Containers open now; the root container is depth 1.
    var depth = 0
    /// Reused buffer for text with entities or CDATA.
    var scratch: [UInt8] = []
    /// The column of the root dictionary's keys, when the first one starts its line.
    var rootKeyColumn: Int?
    /// Whether nested keys are indented deeper than the root dictionary's keys.
    var indented = false
    /// Set when recovery ran into the end of the file: the "never closed" errors that would
    /// follow are consequences of the error already reported.
    var reachedEndWhileRecovering = false
    /// Whether the "Foundation rejects this" warning was given already.
    var warnedAboutMarkupInText = false
    /// Whether an element was found unclosed, or a close tag that does not match.
    var nestingBroken = false
    /// Whether the layout (indentation) decides where unclosed containers end.
    var followsLayout = false

    /// Prepares to read `bytes`, UTF-8 text without a byte order mark.
    package init(bytes: UnsafeBufferPointer<UInt8>, path: String) {
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
    mutating func report(
        _ severity: Diagnostic.Severity, _ kind: Diagnostic.Kind, at offset: Int, key: String? = nil,
        _ message: String
    ) {
        diagnostics.append(
            Diagnostic(
                location: location(of: offset), severity: severity, kind: kind, key: key,
                message: message))
    }

    /// Records a diagnostic at a location.
    mutating func report(
        _ severity: Diagnostic.Severity, _ kind: Diagnostic.Kind, at location: SourceLocation,
        key: String? = nil, _ message: String
    ) {
        diagnostics.append(Diagnostic(location: location, severity: severity, kind: kind, key: key, message: message))
    }

    // MARK: - Document

    /// Reads the whole document and returns its value, or `nil` when there is none that could
    /// be read (see ``diagnostics``).
    ///
    /// - Complexity: O(n) in the size of the text (2n for a file whose nesting is broken).
    package mutating func readDocument() -> PropertyListNode? {
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
    mutating func reportNesting(at offset: Int, _ message: String) {
        nestingBroken = true
        report(.error, .syntaxError, at: offset, message)
    }

    mutating func readDocumentOnce() -> PropertyListNode? {
        skipProlog()
        guard index < bytes.count else {
            report(
                .error, bytes.isEmpty ? .emptyFile : .syntaxError, at: index,
                bytes.isEmpty
                    ? "the file is empty: expected an XML property list"
                    : "the file has no property list: expected <plist> or <dict>")
            return nil
        }
        guard bytes[index] == UInt8(ascii: "<"), let tag = peekStartTag() else {
            report(
                .error, .syntaxError, at: index,
                "expected an XML property list (<plist> or <dict>), found \(describe(at: index))")
            return nil
        }
        var root: PropertyListNode?
        if tag.kind == .plist {
            let open = index
            index = tag.end
            if tag.selfClosing {
                report(.error, .syntaxError, at: open, "the <plist> element is empty: expected a value such as <dict>")
                return nil
            }
            skipMisc()
            if isAtCloseTag() || index >= bytes.count {
                report(.error, .syntaxError, at: open, "the <plist> element is empty: expected a value such as <dict>")
            } else {
                root = readRoot()
                skipMisc()
                while index < bytes.count, !isAtCloseTag(), !reachedEndWhileRecovering {
                    report(
                        .error, .ignoredContent, at: index,
                        "a property list holds one value; \(describe(at: index)) after it is ignored")
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
                        reportNesting(
                            at: closeOffset,
                            "expected </plist> to close the <plist> opened at "
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
                report(
                    .warning, .ignoredContent, at: index, "\(describe(at: index)) after the property list is ignored")
            }
        }
        return root
    }

    /// Reads the root value; a root `<dict>` recovers member by member.
    mutating func readRoot() -> PropertyListNode? {
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

    mutating func readRootDictionary(_ tag: StartTag) -> PropertyListNode {
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
                reportNesting(
                    at: closeOffset,
                    "expected </dict> to close the root <dict> opened at "
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
    mutating func recover(openContainers: Int) -> Bool {
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
    mutating func nextTagIsKey() -> Bool {
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
    func looksLikeRootKey(_ offset: Int) -> Bool {
        guard indented, let rootColumn = rootKeyColumn else { return false }
        return lineStartColumn(of: offset) == rootColumn
    }

    /// The column of `offset` when only spaces and tabs precede it on its line, else `nil`.
    func lineStartColumn(of offset: Int) -> Int? {
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
}
