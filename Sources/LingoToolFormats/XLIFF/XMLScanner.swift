// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// A small, hardened, non-validating XML reader: what XLIFF needs and nothing an attacker can use.
///
/// - No entity expansion: a DOCTYPE with an internal subset (where entities are declared) is
///   refused, and only XML's five predefined entities and character references are resolved;
///   any other `&name;` is an error. So no "billion laughs", no external entity.
/// - No recursion: elements are kept on an explicit stack, at most ``maximumDepth`` deep; a
///   deeper document is an error, not a stack overflow.
/// - The bytes must be UTF-8 (a UTF-16 file with a byte order mark is transcoded first); the
///   first invalid byte sequence or character not allowed in XML is an error at its line and column.
///
/// Every error is fatal, as XML's well-formedness errors are: the scanner stops there, reports
/// it with `file:line:column`, and closes the elements still open (marked incomplete), so
/// what was read before the error survives.
struct XMLScanner {
    /// The deepest nesting of elements read; XLIFF needs 6.
    static let maximumDepth = 256
    /// The most attributes an element may have (duplicates are searched linearly); XLIFF needs 5.
    static let maximumAttributes = 256
    /// How far the scanner reads on between two calls of ``passed``.
    private static let passingStep = 1 << 22

    let bytes: UnsafeBufferPointer<UInt8>
    private let path: String
    /// Locations are asked for in document order: a cursor walks forward to each, and no table
    /// of the document's lines is held.
    private var cursor = PositionCursor()
    /// The offset of the last location asked for: the cursor walks on from there.
    private var located = 0
    /// See ``scan(_:path:takes:dropsText:passed:)``; `lastPassed` is the offset last given.
    private var passed: ((Int) -> Void)?
    private var lastPassed = 0
    /// The end of the bytes that are valid UTF-8 made of XML characters.
    let end: Int
    /// The problem at ``end`` when it is not the end of the bytes.
    private let encodingProblem: String?
    private(set) var index = 0
    private var stack = [ScannedElement]()
    /// Called with each complete element below the root and the elements open around it (the
    /// root first); `true` takes the element out of the tree: it is not added to its parent.
    private var takes: ((ScannedElement, [ScannedElement]) -> Bool)?
    /// Called with the elements open around each text below the root; `true` leaves the text
    /// out of the tree.
    private var dropsText: (([ScannedElement]) -> Bool)?

    /// Reads a document.
    ///
    /// - Parameters:
    ///   - takes: Called with each complete element below the root, in document order, and the
    ///     elements open around it (the root first); returning `true` leaves it out of the tree,
    ///     so a reader can turn a large document's records into values as they are read.
    ///   - dropsText: Called with the elements open around each text; returning `true` leaves
    ///     the text out of the tree (white space a reader never looks at).
    /// - Returns: The root element (possibly incomplete), and a diagnostic for the first error.
    static func parse(
        _ data: [UInt8], path: String, takes: ((ScannedElement, [ScannedElement]) -> Bool)? = nil,
        dropsText: (([ScannedElement]) -> Bool)? = nil
    ) -> (root: ScannedElement?, diagnostics: [Diagnostic]) {
        transcoded(data).withUnsafeBufferPointer { scan($0, path: path, takes: takes, dropsText: dropsText) }
    }

    /// Reads a UTF-8 document as ``parse(_:path:takes:dropsText:)`` does; `passed` is given,
    /// now and then, an offset before which the scanner reads no more bytes (but to locate a
    /// diagnostic about an element still open).
    static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, takes: ((ScannedElement, [ScannedElement]) -> Bool)?,
        dropsText: (([ScannedElement]) -> Bool)?, passed: ((Int) -> Void)? = nil
    ) -> (root: ScannedElement?, diagnostics: [Diagnostic]) {
        var scanner = XMLScanner(bytes: bytes, path: path)
        scanner.takes = takes
        scanner.dropsText = dropsText
        scanner.passed = passed
        return scanner.run()
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, path: String) {
        self.bytes = bytes
        self.path = path
        let (valid, problem) = Self.validPrefix(bytes)
        self.end = valid
        self.encodingProblem = problem
    }

    private mutating func run() -> (root: ScannedElement?, diagnostics: [Diagnostic]) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        var root: ScannedElement?
        do {
            try skipMisc(allowDoctype: true)
            guard index < end, bytes[index] == UInt8(ascii: "<") else {
                throw failure(
                    index < end ? "the document does not start with an element" : "the document has no element")
            }
            root = try readContent()
            try skipMisc(allowDoctype: false)
            if index < end { throw Failure(offset: index, message: "content after the root element") }
            if end < bytes.count {
                throw Failure(offset: end, message: encodingProblem ?? "invalid bytes", kind: .invalidEncoding)
            }
            return (root, [])
        } catch let error as Failure {
            // Close what is still open, innermost first, so complete children survive.
            while let element = stack.popLast() {
                if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(.element(element)) }
            }
            return (root, [diagnostic(error)])
        } catch {
            return (root, [diagnostic(Failure(offset: index, message: "\(error)"))])
        }
    }

    private mutating func diagnostic(_ failure: Failure) -> Diagnostic {
        XLIFFDocument.diagnostic(at: location(failure.offset), .error, failure.kind, failure.message)
    }

    mutating func location(_ offset: Int) -> SourceLocation {
        let (line, column) = cursor.position(of: offset, in: bytes)
        located = max(located, offset)
        return SourceLocation(file: path, line: line, column: column)
    }

    private func failure(_ message: String, at offset: Int? = nil, kind: Diagnostic.Kind = .syntaxError) -> Failure {
        let offset = offset ?? index
        if offset >= end, end < bytes.count {
            return Failure(offset: end, message: encodingProblem ?? "invalid bytes", kind: .invalidEncoding)
        }
        return Failure(offset: offset, message: message, kind: kind)
    }

    // MARK: Structure

    /// Reads the root element and everything in it, iteratively.
    private mutating func readContent() throws -> ScannedElement {
        var text = [UInt8]()
        while true {
            if let passed, min(index, located) - lastPassed >= Self.passingStep {
                lastPassed = min(index, located)
                passed(lastPassed)
            }
            guard index < end else {
                let open =
                    stack.last.map { "<\($0.name)> opened at \($0.location.line):\($0.location.column)" }
                    ?? "an element"
                throw failure("the document ends inside \(open)")
            }
            if bytes[index] != UInt8(ascii: "<") {
                try readText(into: &text)
                continue
            }
            if starts(with: "<![CDATA[") {
                index += 9
                guard let close = find("]]>") else { throw failure("the document ends inside a CDATA section") }
                text += bytes[index..<close]
                index = close + 3
                continue
            }
            flushText(&text)
            if starts(with: "<!--") {
                try skipComment()
            } else if starts(with: "<?") {
                try skipProcessingInstruction()
            } else if starts(with: "</") {
                if let root = try readEndTag() { return root }
            } else if starts(with: "<!") {
                throw failure("a declaration inside an element")
            } else {
                if let root = try readStartTag() { return root }
            }
        }
    }

    private mutating func flushText(_ text: inout [UInt8]) {
        guard !text.isEmpty, !stack.isEmpty else { return }
        if dropsText?(stack) != true {
            stack[stack.count - 1].children.append(.text(String(decoding: text, as: UTF8.self)))
        }
        text.removeAll(keepingCapacity: true)
    }

    /// Reads `<name attr="value"...>` or `<name/>`; returns the root when it was an empty root.
    private mutating func readStartTag() throws -> ScannedElement? {
        let start = index
        index += 1
        let name = try readName(what: "an element name")
        var attributes = [(name: String, value: String)]()
        while true {
            let hadSpace = skipWhitespace()
            guard index < end else { throw failure("the document ends inside the start tag of <\(name)>") }
            if bytes[index] == UInt8(ascii: ">") || starts(with: "/>") { break }
            guard hadSpace else { throw failure("expected white space, '>' or '/>' in the start tag of <\(name)>") }
            let attributeStart = index
            let attribute = try readName(what: "an attribute name")
            skipWhitespace()
            guard index < end, bytes[index] == UInt8(ascii: "=") else {
                throw failure("expected '=' after \(attribute)")
            }
            index += 1
            skipWhitespace()
            let value = try readAttributeValue()
            guard attributes.count < Self.maximumAttributes else {
                throw failure(
                    "more than \(Self.maximumAttributes) attributes in <\(name)>", at: attributeStart,
                    kind: .nestingTooDeep)
            }
            if attributes.contains(where: { $0.name == attribute }) {
                throw failure("attribute \(attribute) appears twice in <\(name)>", at: attributeStart)
            }
            attributes.append((attribute, value))
        }
        let isEmpty = bytes[index] == UInt8(ascii: "/")
        index += isEmpty ? 2 : 1
        guard stack.count < Self.maximumDepth else {
            throw failure("elements are nested more than \(Self.maximumDepth) deep", at: start, kind: .nestingTooDeep)
        }
        var element = ScannedElement(
            name: name, attributes: attributes, location: location(start),
            contentLocation: location(index))
        if isEmpty {
            element.isComplete = true
            if stack.isEmpty { return element }
            if takes?(element, stack) != true { stack[stack.count - 1].children.append(.element(element)) }
        } else {
            stack.append(element)
        }
        return nil
    }

    /// Reads `</name>`; returns the root when it closed the root.
    private mutating func readEndTag() throws -> ScannedElement? {
        let start = index
        index += 2
        let name = try readName(what: "an element name")
        skipWhitespace()
        guard index < end, bytes[index] == UInt8(ascii: ">") else { throw failure("expected '>' after </\(name)") }
        index += 1
        guard var element = stack.popLast() else { throw failure("</\(name)> closes no element", at: start) }
        guard element.name == name else {
            stack.append(element)
            throw failure(
                "</\(name)> does not close <\(element.name)> opened at "
                    + "\(element.location.line):\(element.location.column)", at: start)
        }
        element.isComplete = true
        if stack.isEmpty { return element }
        if takes?(element, stack) != true { stack[stack.count - 1].children.append(.element(element)) }
        return nil
    }

    private mutating func readName(what: String) throws -> String {
        let start = index
        while index < end, !Self.endsName(bytes[index]) { index += 1 }
        guard index > start else { throw failure("expected \(what)") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "<"),
            UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "&"), UInt8(ascii: "?"), UInt8(ascii: "!"):
            true
        default:
            false
        }
    }

    // MARK: Prolog, comments, processing instructions

    /// Skips white space, comments, processing instructions and (before the root) a DOCTYPE
    /// without an internal subset.
    private mutating func skipMisc(allowDoctype: Bool) throws {
        while true {
            skipWhitespace()
            if starts(with: "<!--") {
                try skipComment()
            } else if starts(with: "<?") {
                try skipProcessingInstruction()
            } else if allowDoctype, starts(with: "<!DOCTYPE") {
                let start = index
                while index < end, bytes[index] != UInt8(ascii: ">") {
                    if bytes[index] == UInt8(ascii: "[") {
                        throw failure(
                            "a DOCTYPE with an internal subset (entity declarations) is not read: "
                                + "XLIFF declares no entities", at: start)
                    }
                    index += 1
                }
                guard index < end else { throw failure("the document ends inside its DOCTYPE") }
                index += 1
            } else {
                return
            }
        }
    }

    private mutating func skipComment() throws {
        index += 4
        guard let close = find("-->") else { throw failure("the document ends inside a comment") }
        index = close + 3
    }

    private mutating func skipProcessingInstruction() throws {
        index += 2
        guard let close = find("?>") else { throw failure("the document ends inside a processing instruction") }
        index = close + 2
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = index
        while index < end, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index > start
    }

    // MARK: Text

    /// Reads character data up to the next `<`, resolving references and normalizing line ends.
    private mutating func readText(into text: inout [UInt8]) throws {
        while index < end, bytes[index] != UInt8(ascii: "<") {
            let byte = bytes[index]
            if byte == UInt8(ascii: "&") {
                try readReference(into: &text)
            } else if byte == 0x0D {
                text.append(0x0A)
                index += 1
                if index < end, bytes[index] == 0x0A { index += 1 }
            } else {
                text.append(byte)
                index += 1
            }
        }
        if stack.isEmpty, text.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            throw failure("text outside the root element")
        }
    }

    private mutating func readAttributeValue() throws -> String {
        guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw failure("expected a quoted attribute value")
        }
        let quote = bytes[index]
        index += 1
        var value = [UInt8]()
        while true {
            guard index < end else { throw failure("the document ends inside an attribute value") }
            let byte = bytes[index]
            if byte == quote { break }
            switch byte {
            case UInt8(ascii: "<"):
                throw failure("'<' in an attribute value (write &lt;)")
            case UInt8(ascii: "&"):
                try readReference(into: &value)
                continue
            case 0x0D:
                value.append(0x20)
                index += 1
                if index < end, bytes[index] == 0x0A { index += 1 }
                continue
            case 0x09, 0x0A:
                value.append(0x20)  // attribute-value normalization
            default:
                value.append(byte)
            }
            index += 1
        }
        index += 1
        return String(decoding: value, as: UTF8.self)
    }

    /// Reads `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;`, `&#NN;` or `&#xHH;`; nothing else.
    private mutating func readReference(into output: inout [UInt8]) throws {
        let start = index
        index += 1
        let nameStart = index
        while index < end, index - nameStart < 12, bytes[index] != UInt8(ascii: ";") { index += 1 }
        guard index < end, bytes[index] == UInt8(ascii: ";") else {
            throw failure("'&' starts no reference (write &amp;)", at: start, kind: .invalidEscape)
        }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        index += 1
        guard let character = Self.referencedBytes(name) else {
            throw failure(
                name.hasPrefix("#")
                    ? "&\(name); is not a character XML allows"
                    : "unknown entity &\(name); (XLIFF declares none; Lingo expands no entities)",
                at: start, kind: .invalidEscape)
        }
        output += character
    }
}
