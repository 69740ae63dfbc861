// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// Writes an XLIFF document as ``XLIFFDocument/render()`` lays it out, one `<file>` and one unit
/// at a time: the units of a file are given as they are made, so a large document is never
/// whole in memory, neither as units nor as bytes.
///
/// ```swift
/// var writer = XLIFFWriter()
/// writer.beginFile(file)  // its header; its units are not written
/// for unit in units { writer.write(unit, to: emit) }
/// writer.endFile()
/// writer.finish(to: emit)
/// ```
///
/// The bytes handed to `emit`, in order, are those ``XLIFFDocument/render()`` gives for a
/// document of the same files holding the same units, in the same parts as
/// ``XLIFFDocument/render(to:)`` hands them.
package struct XLIFFWriter {
    /// The size past which the text written so far is handed on.
    private static let partSize = 1 << 20
    /// The text written and not yet handed on.
    private var output: String

    /// Starts a document: the XML declaration and the `<xliff>` element.
    package init() {
        output = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 \
            http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">

            """
        output.reserveCapacity(Self.partSize + Self.partSize / 4)
    }

    /// Opens a `<file>` element for `file`: its attributes, its header and `<body>`. The
    /// file's `units` are not written; ``write(_:to:)`` writes each.
    package mutating func beginFile(_ file: XLIFFDocument.File) {
        typealias Document = XLIFFDocument
        output += "  <file" + Document.fileAttributes(file) + ">\n"
        if let tool = file.tool {
            output += "    <header>\n      <tool tool-id=\"\(Document.escaped(tool.id, attribute: true))\""
            if let name = tool.name { output += " tool-name=\"\(Document.escaped(name, attribute: true))\"" }
            if let version = tool.version {
                output += " tool-version=\"\(Document.escaped(version, attribute: true))\""
            }
            if let build = tool.buildNumber {
                output += " build-num=\"\(Document.escaped(build, attribute: true))\""
            }
            output += "/>\n    </header>\n"
        }
        output += "    <body>\n"
    }

    /// Writes `unit` in the open `<file>`, handing what was written to `emit` once it is a part.
    package mutating func write(_ unit: XLIFFDocument.Unit, to emit: ([UInt8]) -> Void) {
        XLIFFDocument.write(unit, to: &output)
        if output.utf8.count >= Self.partSize {
            emit(Array(output.utf8))
            output.removeAll(keepingCapacity: true)
        }
    }

    /// Closes the open `<file>` element.
    package mutating func endFile() {
        output += "    </body>\n  </file>\n"
    }

    /// Closes the document and hands the rest of it to `emit`.
    package consuming func finish(to emit: ([UInt8]) -> Void) {
        output += "</xliff>\n"
        emit(Array(output.utf8))
    }
}
