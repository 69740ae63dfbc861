// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// Turns the element tree of an XLIFF 1.2 document into an ``XLIFFDocument``, with a
/// diagnostic for each element or attribute XLIFF requires that is missing.
///
/// Each unit is read as the scanner closes its `<trans-unit>`, which leaves the element tree
/// then, as does the white space between units: the tree holds only the rest (files, headers),
/// so a large document is not in memory both as a tree and as units.
enum XLIFFReader {
    /// Given a unit as it is read, the `original` and the location of its `<file>`: `true` keeps
    /// the unit, which is then not in its file's `units`.
    typealias UnitTaker = (_ original: String, _ file: SourceLocation, _ unit: XLIFFDocument.Unit) -> Bool

    /// The units read from the `<trans-unit>` elements of one `<file>` as the scanner closed
    /// them, and the diagnostics reading them made, in document order.
    private struct TakenUnits {
        var units: [XLIFFDocument.Unit] = []
        var diagnostics: [Diagnostic] = []

        mutating func add(_ unit: XLIFFDocument.Unit?, _ unitDiagnostics: [Diagnostic]) {
            if let unit { units.append(unit) }
            diagnostics += unitDiagnostics
        }
    }

    /// Notes read before, so that units with the same note share its text: an export repeats
    /// a few notes ("No comment provided by engineer.") over many units. Remembers a bounded
    /// number of distinct notes, the first ones read.
    private struct SharedNotes {
        private static let limit = 4096
        private var notes = Set<String>()

        /// `note`, or the text of an equal note read before.
        mutating func shared(_ note: String) -> String {
            if let index = notes.firstIndex(of: note) { return notes[index] }
            if notes.count < Self.limit { notes.insert(note) }
            return note
        }
    }

    /// Reads a document. `take` is given each unit as it is read, with the `original` and the
    /// location of its `<file>`, in document order; a unit it keeps (returns `true` for) is not
    /// in its file's `units`.
    static func read(_ bytes: [UInt8], path: String, take: UnitTaker? = nil) -> XLIFFDocument {
        read(path: path, take: take) { XMLScanner.parse(bytes, path: path, takes: $0, dropsText: $1) }
    }

    /// Reads the document of a mapped file as ``read(_:path:take:)`` reads its bytes.
    static func read(_ file: MappedFile, path: String, take: UnitTaker? = nil) -> XLIFFDocument {
        read(path: path, take: take) { XMLScanner.parse(file, path: path, takes: $0, dropsText: $1) }
    }

    /// Reads the document `scan` scans, given what to take out of the tree and what text to drop.
    private static func read(
        path: String, take: UnitTaker?,
        scan: (
            _ takes: @escaping (ScannedElement, [ScannedElement]) -> Bool,
            _ dropsText: @escaping ([ScannedElement]) -> Bool
        ) -> (root: ScannedElement?, diagnostics: [Diagnostic])
    ) -> XLIFFDocument {
        // By the place of their `<file>` element.
        var taken = [SourceLocation: TakenUnits]()
        var notes = SharedNotes()
        let (root, scanDiagnostics) = scan(
            { element, open in
                guard element.name == "trans-unit", isUnitContainer(open) else { return false }
                // A file without these attributes is skipped, with its units (see readFile).
                let file = open[1]
                guard file.attribute("original") != nil, file.attribute("source-language") != nil else { return true }
                var diagnostics = [Diagnostic]()
                var unit = readUnit(element, notes: &notes, diagnostics: &diagnostics)
                if let read = unit, let take, let original = file.attribute("original"),
                    take(original, file.location, read)
                {
                    unit = nil
                }
                taken[file.location, default: TakenUnits()].add(unit, diagnostics)
                return true
            },
            isUnitContainer)
        var document = XLIFFDocument(path: path, files: [])
        var diagnostics = [Diagnostic]()
        if let root {
            if root.name != "xliff" {
                diagnostics.append(
                    report(root.location, .error, .unknownElement, "the root element is <\(root.name)>, not <xliff>"))
            } else if let version = root.attribute("version"), version != "1.2" {
                let severity: Diagnostic.Severity = version.hasPrefix("1.") ? .warning : .error
                diagnostics.append(
                    report(
                        root.location, severity, .unsupportedVersion, "XLIFF version \(version); Lingo reads XLIFF 1.2")
                )
            }
            for element in root.elements where element.name == "file" {
                let units = taken.removeValue(forKey: element.location)
                if let file = readFile(element, taken: units, take: take, notes: &notes, into: &diagnostics) {
                    document.files.append(file)
                }
            }
        }
        document.diagnostics = (diagnostics + scanDiagnostics).sorted { $0.location < $1.location }
        return document
    }

    private static func report(
        _ location: SourceLocation, _ severity: Diagnostic.Severity, _ kind: Diagnostic.Kind,
        key: String? = nil, _ message: String
    ) -> Diagnostic {
        XLIFFDocument.diagnostic(at: location, severity, kind, key: key, message)
    }

    /// The attribute `name` of `element`; when the element has none, reports `problem` (an error)
    /// and gives `nil`.
    private static func required(
        _ name: String, of element: ScannedElement, _ problem: @autoclosure () -> String,
        into diagnostics: inout [Diagnostic]
    ) -> String? {
        if let value = element.attribute(name) { return value }
        diagnostics.append(report(element.location, .error, .missingAttribute, problem()))
        return nil
    }

    /// Whether the elements `open` (the root first) are those whose `<trans-unit>` children
    /// are units: a `<body>` of a `<file>` of the root, or a `<group>` in one, at any depth.
    private static func isUnitContainer(_ open: [ScannedElement]) -> Bool {
        guard open.count >= 3, open[1].name == "file", open[2].name == "body" else { return false }
        return open.dropFirst(3).allSatisfy { $0.name == "group" }
    }

    private static func readFile(
        _ element: ScannedElement, taken: TakenUnits?, take: UnitTaker?, notes: inout SharedNotes,
        into diagnostics: inout [Diagnostic]
    ) -> XLIFFDocument.File? {
        guard
            let original = required(
                "original", of: element, "<file> has no original attribute; its units are skipped",
                into: &diagnostics),
            let sourceLanguage = required(
                "source-language", of: element,
                "<file original=\"\(original)\"> has no source-language; its units are skipped", into: &diagnostics)
        else { return nil }
        if !looksLikeLanguage(sourceLanguage) {
            diagnostics.append(
                report(
                    element.location, .error, .invalidLanguage,
                    "source-language \"\(sourceLanguage)\" is no language tag"))
        }
        let targetLanguage = element.attribute("target-language")
        if let targetLanguage, !looksLikeLanguage(targetLanguage) {
            diagnostics.append(
                report(
                    element.location, .error, .invalidLanguage,
                    "target-language \"\(targetLanguage)\" is no language tag"))
        }
        var file = XLIFFDocument.File(
            original: original, sourceLanguage: sourceLanguage, targetLanguage: targetLanguage,
            datatype: element.attribute("datatype") ?? "plaintext", location: element.location)
        file.attributeOrder = element.attributes.map(\.name)
        var taken = taken
        for child in element.elements {
            switch child.name {
            case "header":
                if let tool = child.elements.first(where: { $0.name == "tool" }) {
                    file.tool = XLIFFDocument.Tool(
                        id: tool.attribute("tool-id") ?? "", name: tool.attribute("tool-name"),
                        version: tool.attribute("tool-version"),
                        buildNumber: tool.attribute("build-num"))
                }
            case "body":
                if let units = taken {
                    // Every unit of the file was read as it was scanned, in document order.
                    file.units = units.units
                    diagnostics += units.diagnostics
                    taken = nil
                }
                readUnits(in: child, notes: &notes, diagnostics: &diagnostics) { unit in
                    if let take, take(original, element.location, unit) { return }
                    file.units.append(unit)
                }
            default:
                break
            }
        }
        return file
    }

    /// The units of a `<body>`, including those in `<group>` elements, in document order.
    private static func readUnits(
        in body: ScannedElement, notes: inout SharedNotes, diagnostics: inout [Diagnostic],
        add: (XLIFFDocument.Unit) -> Void
    ) {
        var stack: [(elements: [ScannedElement], index: Int)] = [(body.elements, 0)]
        while var (elements, index) = stack.popLast() {
            while index < elements.count {
                let element = elements[index]
                index += 1
                if element.name == "group" {
                    stack.append((elements, index))
                    elements = element.elements
                    index = 0
                } else if element.name == "trans-unit", element.isComplete {
                    if let unit = readUnit(element, notes: &notes, diagnostics: &diagnostics) { add(unit) }
                }
            }
        }
    }

    private static func readUnit(
        _ element: ScannedElement, notes: inout SharedNotes, diagnostics: inout [Diagnostic]
    ) -> XLIFFDocument.Unit? {
        guard let id = required("id", of: element, "<trans-unit> has no id; it is skipped", into: &diagnostics)
        else { return nil }
        let children = element.elements
        guard let source = children.first(where: { $0.name == "source" }) else {
            diagnostics.append(
                report(
                    element.location, .error, .missingElement, key: id,
                    "<trans-unit id=\"\(id)\"> has no <source>; it is skipped"))
            return nil
        }
        let (sourceText, sourcePhrases) = content(of: source, unit: id, into: &diagnostics)
        var unit = XLIFFDocument.Unit(id: id, source: sourceText, location: element.location)
        unit.sourcePhrases = sourcePhrases
        unit.isTranslatable = element.attribute("translate") != "no"
        if let target = children.first(where: { $0.name == "target" }) {
            (unit.target, unit.targetPhrases) = content(of: target, unit: id, into: &diagnostics)
            unit.targetState = target.attribute("state")
            unit.targetStateQualifier = target.attribute("state-qualifier")
            unit.targetLocation = target.contentLocation
        }
        for note in children where note.name == "note" {
            let text = note.text
            if note.attribute("annotates") == "target" {
                if unit.targetNote == nil { unit.targetNote = text }
            } else if unit.note == nil, !text.isEmpty {
                unit.note = notes.shared(text)
                unit.isNoteAutoGenerated = note.attribute("from") == "auto-generated"
            }
        }
        return unit
    }

    /// The text of a `<source>` or `<target>`, and its phrases when it is a set: only
    /// `<mrk mtype="x-set">` elements, with white space between them (the set's text is its
    /// phrases, one per line). Other inline elements are reported; their text is kept.
    private static func content(
        of element: ScannedElement, unit: String, into diagnostics: inout [Diagnostic]
    ) -> (text: String, phrases: [String]?) {
        guard element.hasElementChildren else { return (element.text, nil) }
        var phrases = [String]()
        var isSet = true
        for child in element.children {
            switch child {
            case .element(let mark) where mark.name == "mrk" && mark.attribute("mtype") == "x-set":
                phrases.append(mark.text)
            case .text(let text) where text.allSatisfy(\.isWhitespace):
                continue
            default:
                isSet = false
            }
        }
        if isSet { return (phrases.joined(separator: "\n"), phrases) }
        diagnostics.append(
            report(
                element.location, .warning, .ignoredContent, key: unit,
                "<\(element.name)> of unit \"\(unit)\" holds inline "
                    + "elements; their text is kept, the markup is dropped"))
        return (element.text, nil)
    }

    /// Whether `text` has the shape of a BCP 47 tag or an `.lproj` name (`en`, `pt-BR`,
    /// `zh_Hans`, `sr-Latn-RS`): letters, then subtags of 1 to 8 letters or digits.
    static func looksLikeLanguage(_ text: String) -> Bool {
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = subtags.first, (2...8).contains(first.count),
            first.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return subtags.dropFirst().allSatisfy { subtag in
            (1...8).contains(subtag.count) && subtag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}
